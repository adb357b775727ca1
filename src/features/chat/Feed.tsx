import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../../lib/useOutbox';
import { selectUser, userKey } from '../../session/auth.slice';
import { useAppSelector } from '../../store/hooks';
import { Avatar } from '../../components/Avatar';
import { AttachmentView } from './AttachmentView';
import { selectChat } from './chat.slice';
import { dayOf, toDisplayMessage } from './chatView';
import { messagesOf } from './chatOutbox';
import { MessageText } from './MessageText';
import { WaitingMessages } from './WaitingMessages';

function dayLabel(day: string, language: string, t: (key: string) => string): string {
  const today = dayOf(new Date().toISOString());
  const yesterday = dayOf(new Date(Date.now() - 86_400_000).toISOString());
  if (day === today) return t('chat.today');
  if (day === yesterday) return t('chat.yesterday');
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The message feed of the active chat, with day separators, newest at the bottom; after them, the messages written
 * offline that wait to be sent (WaitingMessages).
 */
export function Feed() {
  const { t, i18n } = useTranslation();
  const { messFeed, initialLoading, activeChat } = useAppSelector(selectChat);
  const myId = useAppSelector((state) => state.auth.user?.id ?? -1);
  const user = useAppSelector(selectUser);
  const owner = user ? userKey(user) : null;
  const outbox = useOutbox(owner, 'message');
  const waiting = activeChat ? messagesOf(outbox.entries, activeChat.conversationId) : [];
  const list = useRef<HTMLOListElement>(null);
  const messages = useMemo(
    () => messFeed.map((message) => toDisplayMessage(message, myId, i18n.language)),
    [messFeed, myId, i18n.language],
  );

  // Newest message in view: scroll the feed itself (scrollIntoView would also scroll the page).
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages.length, waiting.length]);

  if (initialLoading) {
    return (
      <div role="status" aria-label={t('common.pageLoading')} className="flex-1 space-y-3 p-4">
        {[0, 1, 2].map((key) => (
          <div
            key={key}
            className="h-12 w-2/3 animate-pulse rounded-card bg-neutral-200 even:ms-auto dark:bg-neutral-700"
          />
        ))}
      </div>
    );
  }

  return (
    <ol
      ref={list}
      aria-label={t('chat.feed')}
      aria-live="polite"
      className="flex-1 space-y-3 overflow-y-auto p-4"
    >
      {messages.map((message, index) => (
        <li key={message.id} className="space-y-3">
          {message.day !== messages[index - 1]?.day && (
            <div
              className="flex items-center gap-3 text-xs text-neutral-600 dark:text-neutral-400"
              role="separator"
            >
              <span className="h-px flex-1 bg-neutral-200 dark:bg-neutral-700" />
              {dayLabel(message.day, i18n.language, t)}
              <span className="h-px flex-1 bg-neutral-200 dark:bg-neutral-700" />
            </div>
          )}
          <div
            data-side={message.side}
            className={`flex items-end gap-2 ${message.side === 'me' ? 'flex-row-reverse' : ''}`}
          >
            {message.side === 'them' && (
              <Avatar profile={message.picture} size={32} label={message.senderName} />
            )}
            <div
              className={`max-w-[80%] rounded-card px-3 py-2 text-sm ${
                message.side === 'me'
                  ? 'bg-primary-600 text-white'
                  : 'bg-white text-neutral-900 dark:bg-neutral-700 dark:text-neutral-100'
              }`}
            >
              <span className="sr-only">{message.senderName} : </span>
              {message.content && <MessageText text={message.content} />}
              {message.files.map((file) => (
                <AttachmentView key={file.path} file={file} />
              ))}
              <p
                className={`mt-1 text-end text-xs ${message.side === 'me' ? 'text-primary-100' : 'text-neutral-600 dark:text-neutral-300'}`}
              >
                <time dateTime={messFeed[index]?.created_at}>{message.time}</time>
              </p>
            </div>
          </div>
        </li>
      ))}
      {owner && <WaitingMessages owner={owner} entries={waiting} sending={outbox.sending} />}
    </ol>
  );
}
