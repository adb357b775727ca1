import { describe, expect, it } from 'vitest';
import { createStore } from '../../store/store';
import type { ChatMessage, Contact, Conversation } from './chat.schemas';
import {
  appendMessages,
  cacheFile,
  chatReducer,
  closeChat,
  initialChatState,
  openChat,
  selectUnreadTotal,
  setChats,
  setContacts,
  setContactSearch,
  setFeed,
  setInitialLoading,
  toggleInfo,
  toggleMobileChatSidebar,
  type ChatState,
} from './chat.slice';

const samira: Contact = { id: 1, displayname: 'Samira Benali', role: 'admin', profilepicture: null };
const youssef: Contact = { id: 2, displayname: 'Youssef Alaoui', role: 'secretariat', profilepicture: null };

function message(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    message_id: id,
    sender_id: 1,
    sender: { displayname: 'Samira Benali', profilepicture: null },
    created_at: `2026-11-20T08:${String(id).padStart(2, '0')}:00Z`,
    message: `message ${id}`,
    attachments: [],
    ...overrides,
  };
}

function conversation(id: number, participant: Contact, unread = 0): Conversation {
  return { conversationId: id, participant, student: null, lastMessage: message(id), unread };
}

const first = conversation(1, samira, 2);
const second = conversation(2, youssef, 3);

const reduce = (state: ChatState, ...actions: Parameters<typeof chatReducer>[1][]) =>
  actions.reduce(chatReducer, state);

describe('chat slice (Chat state, Chat)', () => {
  it('Entities: the initial state holds exactly the spec’s fields: panel flags, search, contacts, chats, feed, last id, files, loading', () => {
    expect(chatReducer(undefined, { type: '@@init' })).toEqual(initialChatState);
    expect(Object.keys(initialChatState).sort()).toEqual(
      [
        // panel open/closed flags
        'openChat',
        'openInfo',
        'mobileChatSidebar',
        // contact search text, contacts, chats
        'searchContact',
        'contacts',
        'chats',
        'activeChat',
        // message feed, last message id, cached files by path, initial-loading flag
        'messFeed',
        'lastMessageId',
        'files',
        'initialLoading',
      ].sort(),
    );
    expect(initialChatState).toMatchObject({
      openChat: false,
      openInfo: false,
      searchContact: '',
      contacts: [],
      chats: [],
      activeChat: null,
      messFeed: [],
      lastMessageId: null,
      files: {},
      initialLoading: false,
    });
    // The real store mounts it under `chat`.
    expect(createStore().getState().chat).toEqual(initialChatState);
  });

  it('States and transitions: opening a chat sets it active and toggles the mobile sidebar (twice: back to where it was)', () => {
    const once = reduce(initialChatState, openChat(first));
    expect(once.activeChat).toEqual(first);
    expect(once.openChat).toBe(true);
    expect(once.mobileChatSidebar).toBe(!initialChatState.mobileChatSidebar);

    const twice = reduce(once, openChat(second));
    expect(twice.activeChat).toEqual(second);
    expect(twice.openChat).toBe(true);
    expect(twice.mobileChatSidebar).toBe(initialChatState.mobileChatSidebar);

    // Toggled from whatever it was, not set to a fixed value.
    const fromHidden = reduce(initialChatState, toggleMobileChatSidebar(false), openChat(first));
    expect(fromHidden.mobileChatSidebar).toBe(true);
  });

  it('States and transitions: opening a chat marks it read in the list (unread 0), the others keep their count', () => {
    const state = reduce(initialChatState, setChats([first, second]), openChat(first));
    expect(state.chats.map((chat) => chat.unread)).toEqual([0, 3]);
  });

  it('closeChat (phone back button) closes the panel and shows the list again', () => {
    const state = reduce(initialChatState, openChat(first), closeChat());
    expect(state.openChat).toBe(false);
    expect(state.mobileChatSidebar).toBe(true);
    // The conversation stays selected, so the desktop keeps showing it.
    expect(state.activeChat).toEqual(first);
  });

  it('panel flags: the info panel and the mobile sidebar are set as asked', () => {
    expect(reduce(initialChatState, toggleInfo(true)).openInfo).toBe(true);
    expect(reduce(initialChatState, toggleInfo(true), toggleInfo(false)).openInfo).toBe(false);
    expect(reduce(initialChatState, toggleMobileChatSidebar(false)).mobileChatSidebar).toBe(false);
  });

  it('Entities: setContactSearch stores the search text as typed', () => {
    expect(reduce(initialChatState, setContactSearch('  BENALI ')).searchContact).toBe('  BENALI ');
    expect(reduce(initialChatState, setContactSearch('x'), setContactSearch('')).searchContact).toBe('');
  });

  it('Entities: setContacts replaces the contacts', () => {
    const state = reduce(initialChatState, setContacts([samira]), setContacts([youssef]));
    expect(state.contacts).toEqual([youssef]);
  });

  it('Entities: setChats replaces the chats and keeps the active chat’s unread count at 0', () => {
    const state = reduce(initialChatState, openChat(first), setChats([{ ...first, unread: 5 }, second]));
    expect(state.chats.map((chat) => [chat.conversationId, chat.unread])).toEqual([
      [1, 0],
      [2, 3],
    ]);
    expect(selectUnreadTotal({ chat: state })).toBe(3);
    // Without an active chat every count is kept.
    expect(selectUnreadTotal({ chat: reduce(initialChatState, setChats([first, second])) })).toBe(5);
  });

  it('States and transitions: setting the message feed replaces it and sets the last message id to the feed’s last one', () => {
    const state = reduce(
      initialChatState,
      setFeed([message(1), message(2)]),
      setFeed([message(7), message(8)]),
    );
    expect(state.messFeed.map((item) => item.message_id)).toEqual([7, 8]);
    expect(state.lastMessageId).toBe(8);
    const emptied = reduce(state, setFeed([]));
    expect(emptied.messFeed).toEqual([]);
    expect(emptied.lastMessageId).toBeNull();
  });

  it('States and transitions: appending adds only messages whose id is not already present', () => {
    const state = reduce(
      initialChatState,
      setFeed([message(1), message(2)]),
      appendMessages([message(2, { message: 'changed' }), message(3), message(3), message(4)]),
    );
    expect(state.messFeed.map((item) => item.message_id)).toEqual([1, 2, 3, 4]);
    // The message already present is kept as it was.
    expect(state.messFeed[1]?.message).toBe('message 2');
    expect(state.lastMessageId).toBe(4);
  });

  it('States and transitions: appending sets the last message id to that of the last received message, even when it was a duplicate', () => {
    const base = reduce(initialChatState, setFeed([message(1), message(2), message(3)]));
    const state = reduce(base, appendMessages([message(5), message(2)]));
    expect(state.messFeed.map((item) => item.message_id)).toEqual([1, 2, 3, 5]);
    expect(state.lastMessageId).toBe(2);
  });

  it('States and transitions: appending nothing leaves the feed and the last message id as they were', () => {
    const base = reduce(initialChatState, setFeed([message(1), message(2)]));
    const state = reduce(base, appendMessages([]));
    expect(state.messFeed).toEqual(base.messFeed);
    expect(state.lastMessageId).toBe(2);
    expect(reduce(initialChatState, appendMessages([])).lastMessageId).toBeNull();
  });

  it('Entities: cached files by path: cacheFile stores the file under its path, others are kept', () => {
    const state = reduce(
      initialChatState,
      cacheFile({ path: 'chat/1/1-a.pdf', url: 'data:application/octet-stream;base64,AA==' }),
      cacheFile({ path: 'chat/1/2-b.png', url: 'data:image/png;base64,BB==' }),
    );
    expect(state.files).toEqual({
      'chat/1/1-a.pdf': 'data:application/octet-stream;base64,AA==',
      'chat/1/2-b.png': 'data:image/png;base64,BB==',
    });
  });

  it('Entities: the initial-loading flag is set and cleared', () => {
    expect(reduce(initialChatState, setInitialLoading(true)).initialLoading).toBe(true);
    expect(reduce(initialChatState, setInitialLoading(true), setInitialLoading(false)).initialLoading).toBe(
      false,
    );
  });
});
