import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { apiClient, transferClient } from '../../api/clients';
import { idempotencyHeaders } from '../../api/idempotency';
import { IMAGE_TYPES } from '../../api/schemas';
import { withTimeLimit } from '../../api/timeLimit';
import type { AuthState } from '../auth/auth.slice';
import {
  chatMessageSchema,
  contactSchema,
  conversationSchema,
  parseEach,
  type ChatMessage,
  type Conversation,
} from './chat.schemas';
import {
  appendMessages,
  cacheFile,
  openChat,
  setChats,
  setContacts,
  setFeed,
  setInitialLoading,
  type ChatState,
} from './chat.slice';

type ChatThunk<R = void> = ThunkAction<R, { chat: ChatState; auth: AuthState }, unknown, UnknownAction>;

function malformed(): Error {
  return new Error('Malformed answer');
}

/** Contacts of the selected branch (docs/api.md `GET chat/contacts?branch`). */
export function loadContacts(): ChatThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const branch = getState().auth.branch?.schoolbranchid;
    const answer = await withTimeLimit((signal) =>
      apiClient.get('chat/contacts', { params: branch ? { branch } : {}, signal }),
    );
    const contacts = parseEach(contactSchema, answer.data);
    if (!contacts) throw malformed();
    dispatch(setContacts(contacts));
  };
}

/** The user's conversations with their last message and unread count, newest first. */
export function loadConversations(): ChatThunk<Promise<void>> {
  return async (dispatch) => {
    const answer = await withTimeLimit((signal) => apiClient.get('chat/conversations', { signal }));
    const chats = parseEach(conversationSchema, answer.data);
    if (!chats) throw malformed();
    dispatch(setChats(chats));
  };
}

async function fetchMessages(conversationId: number, after: number | null): Promise<ChatMessage[]> {
  const answer = await apiClient.get(`chat/conversations/${conversationId}/messages`, {
    params: after === null ? {} : { after },
  });
  const messages = parseEach(chatMessageSchema, answer.data);
  if (!messages) throw malformed();
  return messages;
}

/** Opens a conversation: active chat, mobile sidebar toggled (spec §4 Chat), whole feed loaded. */
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

/** Starts (or finds) the conversation with a contact, then opens it. */
export function startConversation(participantId: number): ChatThunk<Promise<void>> {
  return async (dispatch) => {
    const answer = await apiClient.post('chat/conversations', { participantId });
    const parsed = conversationSchema.safeParse(answer.data);
    if (!parsed.success) throw malformed();
    await dispatch(openConversation(parsed.data));
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
    await transferClient.post(`chat/conversations/${activeChat.conversationId}/messages`, form, {
      headers: idempotencyHeaders(idempotencyKey),
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
    const answer = await transferClient.get<Blob>('chat/files', { params: { path }, responseType: 'blob' });
    const url = await toDataUrl(
      answer.data,
      PREVIEW_TYPES.includes(mimeType) ? mimeType : 'application/octet-stream',
    );
    dispatch(cacheFile({ path, url }));
    return url;
  };
}
