import { Bell, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Avatar } from '../../components/Avatar';
import { selectAuth } from '../../session/auth.slice';
import { useAppSelector } from '../../store/hooks';
import { useCanOpen } from '../auth';
import { useUnreadMessages } from '../chat';
import { useUnreadNotifications } from '../notifications';
import { paths } from '../../paths';

/** What the staff's and the parent's bottom bars share (BottomBar.tsx, ParentBar.tsx). */

export const tabClass = (active: boolean) =>
  `relative flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-1 px-0.5 text-xs font-medium leading-tight ${
    active ? 'text-primary-600 dark:text-primary-300' : 'text-neutral-600 dark:text-neutral-300'
  }`;
export const linkClass = ({ isActive }: { isActive: boolean }) => tabClass(isActive);

/** A tab's visible name: one line, cut rather than pushing the other tabs out at 390 px. */
export function TabText({ children }: { children: string }) {
  return <span className="block max-w-full truncate">{children}</span>;
}

/** A count badge over the icon, nothing at all when the count is zero (the link's text says it in words). */
export function Badge({ count }: { count: number }) {
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
export function SpokenCount({ count, text }: { count: number; text: string }) {
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span className="sr-only">{text}</span>
    </>
  );
}

export const barClass =
  'fixed inset-x-0 bottom-0 z-30 flex border-t border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-neutral-700 dark:bg-neutral-800';

/**
 * The messages link (Screens and routes "Mobile bottom bar"), shown, like the header's messages icon, only to users
 * the registry lets open `/messagerie` (the view-messagerie-page permission): for anyone else it would lead to
 * `/unauthorized` (docs/spec-departures.md, "Header: messages icon").
 */
export function MessagesTab() {
  const { t } = useTranslation();
  const canMessage = useCanOpen()(paths.messaging());
  const unread = useUnreadMessages(canMessage);
  if (!canMessage) return null;
  return (
    <NavLink to={paths.messaging()} className={linkClass}>
      <span className="relative">
        <MessageSquare size={22} aria-hidden="true" />
        <Badge count={unread} />
      </span>
      <TabText>{t('bottomBar.messages')}</TabText>
      <SpokenCount count={unread} text={t('header.unreadMessages', { count: unread })} />
    </NavLink>
  );
}

export function NotificationsTab() {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  return (
    <NavLink to={paths.notifications()} className={linkClass}>
      <span className="relative">
        <Bell size={22} aria-hidden="true" />
        <Badge count={unread} />
      </span>
      <TabText>{t('bottomBar.notifications')}</TabText>
      <SpokenCount count={unread} text={t('notifications.unreadCount', { count: unread })} />
    </NavLink>
  );
}

/**
 * The profile link (Screens and routes "Mobile bottom bar"): the user's picture or the default icon, and their name
 * for screen readers, since below md the user menu carrying it is not shown.
 */
export function ProfileTab() {
  const { t } = useTranslation();
  const { user, profile } = useAppSelector(selectAuth);
  return (
    <NavLink to={paths.profile()} className={linkClass}>
      <Avatar profile={profile} size={26} label="" />
      <TabText>{t('bottomBar.profile')}</TabText>
      <span className="sr-only">{user?.displayname}</span>
    </NavLink>
  );
}
