import { Bell, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { Avatar } from '../../components/Avatar';
import { selectAuth } from '../../session/auth.slice';

/** Spec Business constants: the bottom bar's badges are fixed placeholders, not from a server. */
export const BOTTOM_BAR_BADGES = { messages: 10, notifications: 2 } as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `relative flex min-h-14 flex-1 flex-col items-center justify-center gap-1 text-xs font-medium ${
    isActive ? 'text-primary-600 dark:text-primary-300' : 'text-neutral-600 dark:text-neutral-300'
  }`;

function Badge({ count }: { count: number }) {
  return (
    <span className="absolute -top-1 start-1/2 ms-2 rounded-full bg-danger-600 px-1.5 text-[10px] font-semibold leading-4 text-white">
      {count}
    </span>
  );
}

/** Mobile bottom bar (below md): messages, profile, notifications, as relative links (Screens and routes). */
export function BottomBar() {
  const { t } = useTranslation();
  const { user, profile } = useAppSelector(selectAuth);
  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-neutral-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-neutral-700 dark:bg-neutral-800"
    >
      <NavLink to="messagerie" className={linkClass}>
        <span className="relative">
          <MessageSquare size={22} aria-hidden="true" />
          <Badge count={BOTTOM_BAR_BADGES.messages} />
        </span>
        {t('bottomBar.messages')}
      </NavLink>
      <NavLink to="profile" className={linkClass}>
        <Avatar profile={profile} size={26} label="" />
        {t('bottomBar.profile')}
        <span className="sr-only">{user?.displayname}</span>
      </NavLink>
      <NavLink to="notifications" className={linkClass}>
        <span className="relative">
          <Bell size={22} aria-hidden="true" />
          <Badge count={BOTTOM_BAR_BADGES.notifications} />
        </span>
        {t('bottomBar.notifications')}
      </NavLink>
    </nav>
  );
}
