import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Avatar } from '../../components/Avatar';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { usePolling } from '../../lib/usePolling';
import { useOutboxSender } from '../../lib/useOutbox';
import { selectUser, userKey } from '../../session/auth.slice';
import { closeChat, selectChat } from './chat.slice';
import { loadConversations } from './chat.thunks';
import { loadContacts, pollMessages } from './conversation.thunks';
import { ChatList } from './ChatList';
import { safePicture } from './chatView';
import { Composer } from './Composer';
import { Feed } from './Feed';
import { NewMessage } from './NewMessage';

/** Spec States and transitions: new messages arrive without reload: polled every 3 s, backing off to 30 s on errors. */
export const MESSAGE_POLL = { interval: 3000, maxInterval: 30_000 } as const;
export const CONVERSATION_POLL = { interval: 10_000, maxInterval: 60_000 } as const;

/** `/messagerie`: conversations between staff and families, with attachments (Product, ). */
export default function MessagingPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { activeChat, mobileChatSidebar } = useAppSelector(selectChat);
  const branch = useAppSelector((state) => state.auth.branch?.schoolbranchid);
  const [loadFailed, setLoadFailed] = useState(false);
  const [pollFailed, setPollFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const section = useRef<HTMLElement>(null);

  const isParent = useAppSelector((state) => state.auth.user?.isParent ?? false);
  const user = useAppSelector(selectUser);
  // Messages written offline are sent as the page opens and when the network returns (docs/architecture.md
  // "Offline outbox"); once one is sent, the feed and the list show it from the server.
  const onSent = useCallback(() => {
    void dispatch(pollMessages()).catch(() => undefined);
    void dispatch(loadConversations()).catch(() => undefined);
  }, [dispatch]);
  useOutboxSender(user ? userKey(user) : null, dispatch, onSent);
  // The page opens at its top, under the selector row, like every page (shell `useScrollToTopOnNavigation`). On a
  // phone, a conversation the user then opens fills the screen between the top bar and the bottom bar, composer in
  // view: the section is scrolled up to just below the header (its scroll margin), never under it.
  const shown = useRef({ activeChat, mobileChatSidebar });
  useEffect(() => {
    const before = shown.current;
    if (before.activeChat === activeChat && before.mobileChatSidebar === mobileChatSidebar) return;
    shown.current = { activeChat, mobileChatSidebar };
    const phone = window.matchMedia?.('(min-width: 48rem)').matches === false;
    if (phone && activeChat && !mobileChatSidebar) section.current?.scrollIntoView?.({ block: 'start' });
  }, [activeChat, mobileChatSidebar]);

  useEffect(() => {
    let cancelled = false;
    Promise.all([dispatch(loadContacts()), dispatch(loadConversations())]).then(
      () => !cancelled && setLoadFailed(false),
      () => !cancelled && setLoadFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [dispatch, branch, attempt]);

  usePolling(
    () =>
      dispatch(pollMessages()).then(
        () => setPollFailed(false),
        (error: unknown) => {
          setPollFailed(true);
          throw error;
        },
      ),
    { ...MESSAGE_POLL, enabled: activeChat !== null },
  );
  usePolling(() => dispatch(loadConversations()), CONVERSATION_POLL);

  if (loadFailed)
    return <ErrorState message={t('chat.errors.load')} onRetry={() => setAttempt((n) => n + 1)} />;

  return (
    <section
      ref={section}
      aria-label={t('routes.messagerie')}
      className="flex h-[calc(100dvh-9.5rem)] min-h-[22rem] scroll-mt-24 overflow-hidden rounded-card bg-white md:h-[calc(100dvh-14rem)] md:min-h-[26rem] dark:bg-neutral-800"
    >
      <h1 className="sr-only">{t('routes.messagerie')}</h1>
      <div
        className={`${mobileChatSidebar ? 'flex' : 'hidden'} w-full min-w-0 flex-col border-neutral-200 md:flex md:w-80 md:border-e dark:border-neutral-700`}
      >
        {isParent && <NewMessage />}
        <ChatList />
      </div>
      <div className={`${mobileChatSidebar ? 'hidden' : 'flex'} min-w-0 flex-1 flex-col md:flex`}>
        {activeChat ? (
          <>
            <header className="flex items-center gap-3 border-b border-neutral-200 px-3 py-2 dark:border-neutral-700">
              <button
                type="button"
                onClick={() => dispatch(closeChat())}
                aria-label={t('chat.back')}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-neutral-100 md:hidden dark:hover:bg-neutral-700"
              >
                <ArrowLeft size={20} aria-hidden="true" className="rtl:-scale-x-100" />
              </button>
              <Avatar profile={safePicture(activeChat.participant.profilepicture)} size={40} label="" />
              <div className="min-w-0">
                <h2 className="truncate font-semibold">{activeChat.participant.displayname}</h2>
                {activeChat.student && (
                  <p className="truncate text-xs text-neutral-600 dark:text-neutral-300">
                    {t('chat.about', { name: activeChat.student.name })}
                  </p>
                )}
              </div>
            </header>
            {pollFailed && (
              <p role="status" className="bg-warning-50 px-4 py-1 text-xs text-warning-700">
                {t('chat.errors.poll')}
              </p>
            )}
            <Feed />
            <Composer key={activeChat.conversationId} />
          </>
        ) : (
          <div className="flex flex-1 items-center justify-center p-6">
            <EmptyState icon={MessagesSquare} message={t('chat.choose')} />
          </div>
        )}
      </div>
    </section>
  );
}
