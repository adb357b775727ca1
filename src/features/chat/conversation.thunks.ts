import { requestApi } from '../../api/baseQuery';
import { IMAGE_TYPES } from '../../domain/imageTypes';
import {
  chatMessageSchema,
  contactSchema,
  conversationSchema,
  eachOf,
  fileSchema,
  sentSchema,
  type ChatMessage,
  type Contact,
  type Conversation,
} from './chat.schemas';
import { appendMessages, cacheFile, openChat, setContacts, setFeed, setInitialLoading } from './chat.slice';
import type { ChatThunk } from './chat.thunks';

/*
 * The messaging page's thunks (contacts, a conversation's feed, sending, attachments), loaded with the page: the
 * shell's unread badges need only chat.thunks.ts `loadConversations`, on the first screen.
 */

/** Contacts of the selected branch (docs/api.md `GET chat/contacts?branch`). */
export function loadContacts(): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const branch = getState().auth.branch?.schoolbranchid;
    const contacts = await requestApi<Contact[]>({
      url: 'chat/contacts',
      params: branch ? { branch } : {},
      schema: eachOf(contactSchema),
    });
    dispatch(setContacts(contacts));
  };
}

function fetchMessages(conversationId: number, after: number | null): Promise<ChatMessage[]> {
  return requestApi<ChatMessage[]>({
    url: `chat/conversations/${conversationId}/messages`,
    params: after === null ? {} : { after },
    schema: eachOf(chatMessageSchema),
  });
}

/** Opens a conversation: active chat, mobile sidebar toggled (Chat), whole feed loaded. */
export function openConversation(conversation: Conversation): ChatThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(openChat(conversation));
    dispatch(setFeed([]));
    dispatch(setInitialLoading(true));
    try {
      dispatch(setFeed(await fetchMessages(conversation.conversationId, null)));
    } finally {
      dispatch(setInitialLoading(false));
    }
  };
}

/**
 * Starts (or finds) the conversation with a contact, about a student when `studentId` is given (docs/api.md
 * "Messaging": the API records the child and names it in the conversation), then opens it.
 */
export function startConversation(participantId: number, studentId?: number): ChatThunk<Promise<void>> {
  return async (dispatch) => {
    const conversation = await requestApi<Conversation>({
      url: 'chat/conversations',
      method: 'POST',
      data: studentId === undefined ? { participantId } : { participantId, studentId },
      schema: conversationSchema,
    });
    await dispatch(openConversation(conversation));
  };
}

/** Polling step: messages of the active chat after the last message id, appended without duplicates. */
export function pollMessages(): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { activeChat, lastMessageId } = getState().chat;
    if (!activeChat) return;
    const messages = await fetchMessages(activeChat.conversationId, lastMessageId);
    // The user may have switched conversations while the answer travelled.
    if (getState().chat.activeChat?.conversationId !== activeChat.conversationId) return;
    dispatch(appendMessages(messages));
  };
}

/**
 * Sends text and files as multipart through the transfer client; rejects so the composer keeps its content. The
 * composer's key makes a retry of the same message one message (docs/api.md "Idempotency").
 */
export function sendMessage(text: string, files: File[], idempotencyKey?: string): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { activeChat } = getState().chat;
    if (!activeChat) return;
    const form = new FormData();
    form.append('message', text);
    for (const file of files) form.append('files', file, file.name);
    await requestApi({
      url: `chat/conversations/${activeChat.conversationId}/messages`,
      method: 'POST',
      data: form,
      client: 'transfer',
      idempotencyKey,
      schema: sentSchema,
    });
    // Fetched from the last known id rather than appended from the answer: a message the other side sent just
    // before this one comes too, where appending the answer would move the last message id past it for good.
    try {
      await dispatch(pollMessages());
    } catch {
      // The message is sent: the regular polling brings it as soon as the connection is back.
    }
  };
}

function toDataUrl(blob: Blob, type: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('File could not be read'));
    reader.readAsDataURL(new Blob([blob], { type }));
  });
}

/** Image types shown inline; every other file is offered as a download only. */
export const PREVIEW_TYPES = IMAGE_TYPES;

/**
 * Fetches an attachment once, then serves it from the cache by path. Non-image files are stored as
 * application/octet-stream, so a link can only download them, never open them as a page.
 */
export function fetchFile(path: string, mimeType: string): ChatThunk<Promise<string>> {
  return async (dispatch, getState) => {
    const cached = getState().chat.files[path];
    if (cached) return cached;
    const file = await requestApi<Blob>({
      url: 'chat/files',
      params: { path },
      client: 'transfer',
      responseType: 'blob',
      schema: fileSchema,
    });
    const url = await toDataUrl(
      file,
      PREVIEW_TYPES.includes(mimeType) ? mimeType : 'application/octet-stream',
    );
    dispatch(cacheFile({ path, url }));
    return url;
  };
}
