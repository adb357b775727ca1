import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { useAppSelector } from '../../store/hooks';
import { paths } from '../../paths';
import type { Conversation } from './chat.schemas';
import { selectChat } from './chat.slice';
import { formatMessageDate, safePicture } from './chatView';

/** How many conversations the header dropdown lists. */
export const RECENT_CONVERSATIONS = 5;

/**
 * The header's 335 px preview of the recent conversations (MessagesDropdown), each opening in /messagerie, with a
 * link to the whole messaging page: loaded with the first opening.
 */
export function MessagesPreview({
  onShow,
  onClose,
}: {
  onShow: (chat: Conversation) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { chats } = useAppSelector(selectChat);
  return (
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
                onClick={() => onShow(chat)}
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
        onClick={onClose}
        className="block border-t border-neutral-100 px-4 py-3 text-center text-sm font-semibold text-primary-700 hover:bg-neutral-50 dark:border-neutral-700 dark:text-primary-300 dark:hover:bg-neutral-700"
      >
        {t('chat.openAll')}
      </Link>
    </div>
  );
}
