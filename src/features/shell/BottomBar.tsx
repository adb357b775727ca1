import { Bell, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { Avatar } from '../../components/Avatar';
import { selectAuth } from '../../session/auth.slice';
import { useCanOpen } from '../auth';
import { useUnreadMessages } from '../chat';
import { useUnreadNotifications } from '../notifications';
import { paths } from '../../paths';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `relative flex min-h-14 flex-1 flex-col items-center justify-center gap-1 text-xs font-medium ${
    isActive ? 'text-primary-600 dark:text-primary-300' : 'text-neutral-600 dark:text-neutral-300'
  }`;

/** A count badge over the icon, nothing at all when the count is zero (the link's text says it in words). */
function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="bottom-bar-badge"
      className="absolute -top-1 start-1/2 ms-2 rounded-full bg-danger-600 px-1.5 text-[10px] font-semibold leading-4 text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The count in words for screen readers, after the link's name ("Messages 2 non lus"). */
function SpokenCount({ count, text }: { count: number; text: string }) {
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span className="sr-only">{text}</span>
    </>
  );
}

/**
 * Mobile bottom bar (below md): messages, profile, notifications, as relative links (Screens and routes). The badges
 * are the real unread counts, not the spec's fixed placeholders (docs/spec-departures.md).
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { user, profile } = useAppSelector(selectAuth);
  const canMessage = useCanOpen()(paths.messaging());
  const unreadMessages = useUnreadMessages(canMessage);
  const unreadNotifications = useUnreadNotifications();
  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-neutral-700 dark:bg-neutral-800"
    >
      <NavLink to="messagerie" className={linkClass}>
        <span className="relative">
          <MessageSquare size={22} aria-hidden="true" />
          <Badge count={unreadMessages} />
        </span>
        {t('bottomBar.messages')}
        <SpokenCount count={unreadMessages} text={t('header.unreadMessages', { count: unreadMessages })} />
      </NavLink>
      <NavLink to="profile" className={linkClass}>
        <Avatar profile={profile} size={26} label="" />
        {t('bottomBar.profile')}
        <span className="sr-only">{user?.displayname}</span>
      </NavLink>
      <NavLink to="notifications" className={linkClass}>
        <span className="relative">
          <Bell size={22} aria-hidden="true" />
          <Badge count={unreadNotifications} />
        </span>
        {t('bottomBar.notifications')}
        <SpokenCount
          count={unreadNotifications}
          text={t('notifications.unreadCount', { count: unreadNotifications })}
        />
      </NavLink>
    </nav>
  );
}
