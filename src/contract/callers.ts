import { loginAnswerSchema, profilePictureSchema, userSchema } from '../api/schemas';
import type { ApiRequest } from '../api/baseQuery';
import {
  chatMessageSchema,
  contactSchema,
  conversationSchema,
  eachOf,
  fileSchema,
  sentSchema,
} from '../features/chat/chat.schemas';
import { pictureSavedSchema } from '../features/profile/profile.schemas';
import { standIn } from './endpoints';

/**
 * The calls made outside RTK Query (the session's own calls, messaging's thunks, the picture and file downloads),
 * described as the endpoints are, with the schemas those callers check the answers with. A test (contract.test.ts)
 * holds this list to the sources: every address the portal calls is in the contract.
 */
export interface CallerRequest {
  name: string;
  request: ApiRequest;
}

const id = (name: string) => standIn(name) as number;
const scope = { branch: id('branch'), year: id('year') };

export const CALLER_REQUESTS: CallerRequest[] = [
  {
    name: 'login',
    request: { url: 'login', method: 'POST', data: standIn('credentials'), schema: loginAnswerSchema },
  },
  { name: 'logout', request: { url: 'logout', method: 'POST', schema: sentSchema } },
  { name: 'user', request: { url: 'user', params: scope, schema: userSchema } },
  {
    name: 'profilePicture',
    request: { url: 'userprofilepicture', client: 'transfer', schema: profilePictureSchema },
  },
  {
    name: 'uploadPicture',
    request: {
      url: 'userprofilepicture',
      method: 'POST',
      data: new FormData(),
      client: 'transfer',
      schema: pictureSavedSchema,
    },
  },
  {
    name: 'chatContacts',
    request: { url: 'chat/contacts', params: { branch: id('branch') }, schema: eachOf(contactSchema) },
  },
  { name: 'chatConversations', request: { url: 'chat/conversations', schema: eachOf(conversationSchema) } },
  {
    name: 'startConversation',
    request: {
      url: 'chat/conversations',
      method: 'POST',
      data: standIn('participant'),
      schema: conversationSchema,
    },
  },
  {
    name: 'chatMessages',
    request: {
      url: `chat/conversations/${id('conversationId')}/messages`,
      params: { after: id('after') },
      schema: eachOf(chatMessageSchema),
    },
  },
  {
    name: 'sendMessage',
    request: {
      url: `chat/conversations/${id('conversationId')}/messages`,
      method: 'POST',
      data: new FormData(),
      client: 'transfer',
      idempotencyKey: standIn('key') as string,
      schema: sentSchema,
    },
  },
  {
    name: 'chatFile',
    request: {
      url: 'chat/files',
      params: { path: standIn('path') },
      client: 'transfer',
      responseType: 'blob',
      schema: fileSchema,
    },
  },
  {
    name: 'requestFile',
    request: {
      url: 'requests/files',
      params: { path: standIn('path') },
      client: 'transfer',
      responseType: 'blob',
      schema: fileSchema,
    },
  },
  {
    name: 'studentPhoto',
    request: {
      url: `students/${id('id')}/photo`,
      params: { year: id('year') },
      client: 'transfer',
      responseType: 'blob',
      schema: fileSchema,
    },
  },
  {
    name: 'studentDocumentFile',
    request: {
      url: `students/${id('id')}/documents/${id('documentId')}/file`,
      params: { year: id('year') },
      client: 'transfer',
      responseType: 'blob',
      schema: fileSchema,
    },
  },
  {
    name: 'teacherPhoto',
    request: {
      url: `education/teachers/${id('id')}/photo`,
      params: { year: id('year') },
      client: 'transfer',
      responseType: 'blob',
      schema: fileSchema,
    },
  },
  {
    name: 'homeworkAttachment',
    request: {
      url: `homework/${id('id')}/attachment`,
      params: { year: id('year') },
      client: 'transfer',
      responseType: 'blob',
      schema: fileSchema,
    },
  },
  {
    name: 'childHomeworkAttachment',
    request: {
      url: `homework/children/${id('student')}/${id('id')}/attachment`,
      params: { year: id('year') },
      client: 'transfer',
      responseType: 'blob',
      schema: fileSchema,
    },
  },
  {
    name: 'lostItemPhoto',
    request: {
      url: `lost-items/${id('id')}/photo`,
      client: 'transfer',
      responseType: 'blob',
      schema: fileSchema,
    },
  },
];
