import { Search } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Avatar } from '../../components/Avatar';
import { notify } from '../../components/notify';
import { foldText } from '../../lib/text';
import type { Contact, Conversation } from './chat.schemas';
import { selectChat, setContactSearch } from './chat.slice';
import { openConversation, startConversation } from './conversation.thunks';
import { formatMessageDate, safePicture } from './chatView';

const pictureOf = (contact: Contact) => safePicture(contact.profilepicture);

/**
 * Contact search (by name or role in the user's language, case- and accent-insensitive) and the conversation list
 * with last message and unread count.
 */
export function ChatList() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { searchContact, contacts, chats, activeChat } = useAppSelector(selectChat);
  const search = foldText(searchContact);
  const roleName = useCallback((role: string) => t(`roleNames.${role}`, { defaultValue: role }), [t]);
  // A person is found by name, by role in the user's language ("secrétariat", "direction"...) and, for the
  // school's staff, by the words for the school itself ("école"): accents and case ignored.
  const searchText = useCallback(
    (person: Contact) =>
      foldText(
        [
          person.displayname,
          roleName(person.role),
          person.role === 'parent' ? '' : t('chat.schoolWords'),
        ].join(' '),
      ),
    [roleName, t],
  );

  const matchingContacts = useMemo(
    () => (search ? contacts.filter((contact) => searchText(contact).includes(search)) : []),
    [contacts, search, searchText],
  );
  const visibleChats = useMemo(
    () =>
      search
        ? chats.filter((chat) =>
            `${searchText(chat.participant)} ${foldText(chat.student?.name ?? '')}`.includes(search),
          )
        : chats,
    [chats, search, searchText],
  );

  const failed = () => void notify('error', t('chat.errors.open'));
  const open = (chat: Conversation) => void dispatch(openConversation(chat)).catch(failed);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="relative p-3">
        <label htmlFor="chat-search" className="sr-only">
          {t('chat.search')}
        </label>
        <Search
          size={16}
          aria-hidden="true"
          className="pointer-events-none absolute start-6 top-1/2 -translate-y-1/2 text-neutral-500"
        />
        <input
          id="chat-search"
          type="search"
          value={searchContact}
          maxLength={100}
          onChange={(event) => dispatch(setContactSearch(event.target.value))}
          placeholder={t('chat.search')}
          className="h-11 w-full rounded-control border border-neutral-300 bg-white pe-3 ps-9 dark:border-neutral-600 dark:bg-neutral-900"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {matchingContacts.length > 0 && (
          <section aria-labelledby="chat-contacts-title">
            <h2
              id="chat-contacts-title"
              className="px-4 pb-1 pt-2 text-xs font-semibold uppercase text-neutral-600 dark:text-neutral-400"
            >
              {t('chat.contacts')}
            </h2>
            <ul>
              {matchingContacts.map((contact) => (
                <li key={contact.id}>
                  <button
                    type="button"
                    onClick={() => void dispatch(startConversation(contact.id)).catch(failed)}
                    className="flex min-h-14 w-full items-center gap-3 px-4 py-2 text-start hover:bg-neutral-100 dark:hover:bg-neutral-700"
                  >
                    <Avatar profile={pictureOf(contact)} size={36} label="" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{contact.displayname}</span>
                      <span className="block truncate text-xs text-neutral-600 dark:text-neutral-400">
                        {roleName(contact.role)}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="chat-conversations-title">
          <h2
            id="chat-conversations-title"
            className="px-4 pb-1 pt-2 text-xs font-semibold uppercase text-neutral-600 dark:text-neutral-400"
          >
            {t('chat.conversations')}
          </h2>
          {visibleChats.length === 0 && (
            <p className="px-4 py-6 text-sm text-neutral-600 dark:text-neutral-300">
              {search ? t('chat.noMatch') : t('chat.noConversations')}
            </p>
          )}
          <ul>
            {visibleChats.map((chat) => {
              const last = chat.lastMessage;
              const active = chat.conversationId === activeChat?.conversationId;
              return (
                <li key={chat.conversationId}>
                  <button
                    type="button"
                    onClick={() => open(chat)}
                    aria-current={active ? 'true' : undefined}
                    className={`flex min-h-16 w-full items-center gap-3 px-4 py-2 text-start ${
                      active
                        ? 'bg-primary-50 dark:bg-neutral-700'
                        : 'hover:bg-neutral-100 dark:hover:bg-neutral-700'
                    }`}
                  >
                    <Avatar profile={pictureOf(chat.participant)} size={40} label="" />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span className="truncate font-semibold">{chat.participant.displayname}</span>
                        {last && (
                          <span className="shrink-0 text-xs text-neutral-600 dark:text-neutral-400">
                            {formatMessageDate(last.created_at, i18n.language)}
                          </span>
                        )}
                      </span>
                      {chat.student && (
                        <span className="block truncate text-xs text-primary-700 dark:text-primary-300">
                          {t('chat.about', { name: chat.student.name })}
                        </span>
                      )}
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate text-sm text-neutral-600 dark:text-neutral-300" dir="auto">
                          {last ? last.message || t('chat.attachmentOnly') : t('chat.noMessage')}
                        </span>
                        {chat.unread > 0 && (
                          <span className="shrink-0 rounded-full bg-primary-600 px-2 text-xs font-semibold text-white">
                            {chat.unread}
                            <span className="sr-only"> {t('chat.unread', { count: chat.unread })}</span>
                          </span>
                        )}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </div>
  );
}
