import { ChevronDown, MessageSquare } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Avatar } from '../../components/Avatar';
import { useDismiss } from '../../components/useDismiss';
import type { Conversation } from './chat.schemas';
import { selectChat, selectUnreadTotal } from './chat.slice';
import { loadConversations, openConversation } from './chat.thunks';
import { HEADER_POLL, useConversationsPoll } from './useUnreadMessages';
import { formatMessageDate, safePicture } from './chatView';
import { isPhoneViewport } from './viewport';
import { paths } from '../../paths';

/** How many conversations the header dropdown lists; how often it refreshes the unread count (useUnreadMessages). */
export const RECENT_CONVERSATIONS = 5;
export { HEADER_POLL };

/**
 * The header's messages icon (md and up, Screens and routes "Header"): a link to /messagerie with the unread badge, so
 * one click opens the page; beside it, a second control opens the 335 px preview of the recent conversations, each
 * opening in /messagerie, with a link to the whole messaging page.
 */
export function MessagesDropdown({ className }: { className: string }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { chats } = useAppSelector(selectChat);
  const unread = useAppSelector(selectUnreadTotal);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  // On phones the dropdown is hidden and the bottom bar keeps the count fresh (useUnreadMessages).
  useConversationsPoll(!isPhoneViewport());

  function toggle() {
    if (!open) void dispatch(loadConversations()).catch(() => undefined);
    setOpen(!open);
  }

  function show(chat: Conversation) {
    close();
    navigate(paths.messaging());
    void dispatch(openConversation(chat)).catch(() => undefined);
  }

  return (
    <div ref={ref} className="relative hidden items-center md:flex">
      <Link
        to={paths.messaging()}
        aria-label={
          unread > 0
            ? `${t('header.messages')} (${t('chat.unreadTotal', { count: unread })})`
            : t('header.messages')
        }
        onClick={close}
        className={`${className} relative`}
      >
        <MessageSquare size={20} aria-hidden="true" />
        {unread > 0 && (
          <span className="absolute -top-0.5 end-0 min-w-5 rounded-full bg-danger-600 px-1 text-center text-[11px] font-semibold leading-5 text-white">
            {unread}
          </span>
        )}
      </Link>
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('header.messagesPreview')}
        onClick={toggle}
        className="inline-flex h-10 w-6 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-700"
      >
        <ChevronDown size={14} aria-hidden="true" className={open ? 'rotate-180' : ''} />
      </button>
      {open && (
        <div
          data-testid="messages-dropdown"
          className="absolute end-0 top-full z-50 mt-2 w-[335px] rounded-card border border-neutral-200 bg-white shadow-lg dark:border-neutral-700 dark:bg-neutral-800"
        >
          <p className="border-b border-neutral-100 px-4 py-3 font-semibold dark:border-neutral-700">
            {t('chat.recent')}
          </p>
          {chats.length === 0 ? (
            <p className="px-4 py-6 text-sm text-neutral-600 dark:text-neutral-300">
              {t('chat.noConversations')}
            </p>
          ) : (
            <ul>
              {chats.slice(0, RECENT_CONVERSATIONS).map((chat) => (
                <li key={chat.conversationId}>
                  <button
                    type="button"
                    onClick={() => show(chat)}
                    className="flex w-full items-center gap-3 px-4 py-2 text-start hover:bg-neutral-100 dark:hover:bg-neutral-700"
                  >
                    <Avatar profile={safePicture(chat.participant.profilepicture)} size={36} label="" />
                    <span className="min-w-0 flex-1">
                      <span className="flex items-baseline justify-between gap-2">
                        <span className="truncate text-sm font-semibold">{chat.participant.displayname}</span>
                        {chat.lastMessage && (
                          <span className="shrink-0 text-xs text-neutral-600 dark:text-neutral-400">
                            {formatMessageDate(chat.lastMessage.created_at, i18n.language)}
                          </span>
                        )}
                      </span>
                      <span className="flex items-center justify-between gap-2">
                        <span className="truncate text-xs text-neutral-600 dark:text-neutral-300" dir="auto">
                          {chat.lastMessage?.message || t('chat.attachmentOnly')}
                        </span>
                        {chat.unread > 0 && (
                          <span className="shrink-0 rounded-full bg-primary-600 px-1.5 text-[11px] font-semibold text-white">
                            {chat.unread}
                          </span>
                        )}
                      </span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={paths.messaging()}
            onClick={close}
            className="block border-t border-neutral-100 px-4 py-3 text-center text-sm font-semibold text-primary-700 hover:bg-neutral-50 dark:border-neutral-700 dark:text-primary-300 dark:hover:bg-neutral-700"
          >
            {t('chat.openAll')}
          </Link>
        </div>
      )}
    </div>
  );
}
