import { ChevronDown, MessageSquare } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { useDismiss } from '../../components/useDismiss';
import type { Conversation } from './chat.schemas';
import { selectUnreadTotal } from './chat.slice';
import { loadConversations } from './chat.thunks';
import { openConversation } from './conversation.thunks';
import { HEADER_POLL, useConversationsPoll } from './useUnreadMessages';
import { deferredModule } from '../../lib/deferredModule';
import { withTexts } from '../../i18n/i18n';
import { isPhoneViewport } from './viewport';
import { paths } from '../../paths';

export { HEADER_POLL };

const messagesPreview = deferredModule(withTexts(['chat'], () => import('./MessagesPreview')));

/**
 * The header's messages icon (md and up, Screens and routes "Header"): a link to /messagerie with the unread badge, so
 * one click opens the page; beside it, a second control opens the 335 px preview of the recent conversations, each
 * opening in /messagerie, with a link to the whole messaging page.
 */
export function MessagesDropdown({ className }: { className: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const unread = useAppSelector(selectUnreadTotal);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  // The preview's code comes with the first opening (lib/deferredModule), not with the header.
  const preview = messagesPreview.useLoadedWhen(open);
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
            ? `${t('header.messages')} (${t('header.unreadMessages', { count: unread })})`
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
      {open && preview && <preview.MessagesPreview onShow={show} onClose={close} />}
    </div>
  );
}
