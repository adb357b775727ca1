import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatMessage, Contact, Conversation } from './chat.schemas';

/** Chat state of the spec (Entities): panel flags, contact search, contacts, chats, feed, last message id, files, loading. */
export interface ChatState {
  /** A conversation panel is open. */
  openChat: boolean;
  /** The contact's info panel is open. */
  openInfo: boolean;
  /** Phone: the list screen (contacts and conversations) is shown instead of the conversation. */
  mobileChatSidebar: boolean;
  searchContact: string;
  contacts: Contact[];
  chats: Conversation[];
  activeChat: Conversation | null;
  messFeed: ChatMessage[];
  lastMessageId: number | null;
  /** Attachments already fetched, by path: each file is downloaded once. */
  files: Record<string, string>;
  initialLoading: boolean;
}

export const initialChatState: ChatState = {
  openChat: false,
  openInfo: false,
  mobileChatSidebar: true,
  searchContact: '',
  contacts: [],
  chats: [],
  activeChat: null,
  messFeed: [],
  lastMessageId: null,
  files: {},
  initialLoading: false,
};

const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    /** Spec Chat: opening a chat sets it active and toggles the mobile sidebar. */
    openChat(state, action: PayloadAction<Conversation>) {
      state.activeChat = action.payload;
      state.openChat = true;
      state.mobileChatSidebar = !state.mobileChatSidebar;
      const chat = state.chats.find((item) => item.conversationId === action.payload.conversationId);
      if (chat) chat.unread = 0;
    },
    /** Phone back button: shows the list again. */
    closeChat(state) {
      state.openChat = false;
      state.mobileChatSidebar = true;
    },
    toggleMobileChatSidebar(state, action: PayloadAction<boolean>) {
      state.mobileChatSidebar = action.payload;
    },
    toggleInfo(state, action: PayloadAction<boolean>) {
      state.openInfo = action.payload;
    },
    setContactSearch(state, action: PayloadAction<string>) {
      state.searchContact = action.payload;
    },
    setContacts(state, action: PayloadAction<Contact[]>) {
      state.contacts = action.payload;
    },
    setChats(state, action: PayloadAction<Conversation[]>) {
      state.chats = action.payload.map((chat) =>
        chat.conversationId === state.activeChat?.conversationId ? { ...chat, unread: 0 } : chat,
      );
    },
    /** Spec Chat: setting the message feed replaces it. */
    setFeed(state, action: PayloadAction<ChatMessage[]>) {
      state.messFeed = action.payload;
      state.lastMessageId = action.payload.at(-1)?.message_id ?? null;
    },
    /**
     * Spec Chat: appending adds only messages whose id is not already present, and the last message id
     * becomes that of the last received message.
     */
    appendMessages(state, action: PayloadAction<ChatMessage[]>) {
      const known = new Set(state.messFeed.map((message) => message.message_id));
      for (const message of action.payload) {
        if (!known.has(message.message_id)) {
          state.messFeed.push(message);
          known.add(message.message_id);
        }
      }
      const last = action.payload.at(-1);
      if (last) state.lastMessageId = last.message_id;
    },
    cacheFile(state, action: PayloadAction<{ path: string; url: string }>) {
      state.files[action.payload.path] = action.payload.url;
    },
    setInitialLoading(state, action: PayloadAction<boolean>) {
      state.initialLoading = action.payload;
    },
  },
});

export const {
  openChat,
  closeChat,
  toggleMobileChatSidebar,
  toggleInfo,
  setContactSearch,
  setContacts,
  setChats,
  setFeed,
  appendMessages,
  cacheFile,
  setInitialLoading,
} = chatSlice.actions;

export const chatReducer = chatSlice.reducer;
export const selectChat = (state: { chat: ChatState }) => state.chat;
export const selectUnreadTotal = (state: { chat: ChatState }) =>
  state.chat.chats.reduce((sum, chat) => sum + chat.unread, 0);
