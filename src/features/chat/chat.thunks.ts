import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { requestApi } from '../../api/baseQuery';
import type { AuthState } from '../../session/auth.slice';
import { conversationSchema, eachOf, type Conversation } from './chat.schemas';
import { setChats, type ChatState } from './chat.slice';

/**
 * What the shell reads of messaging on every page (the unread badges). The page's own thunks (contacts, feed,
 * send, files) are in conversation.thunks.ts, loaded with the messaging page, off the first screen.
 */
export type ChatThunk<R = void> = ThunkAction<
  R,
  { chat: ChatState; auth: AuthState },
  unknown,
  UnknownAction
>;

/** The user's conversations with their last message and unread count, newest first. */
export function loadConversations(): ChatThunk<Promise<void>> {
  return async (dispatch) => {
    const chats = await requestApi<Conversation[]>({
      url: 'chat/conversations',
      schema: eachOf(conversationSchema),
    });
    dispatch(setChats(chats));
  };
}
