import { ChevronDown, Settings, UserRound } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { Avatar } from '../../components/Avatar';
import { useDismiss } from '../../components/useDismiss';
import { useMenuKeyboard } from '../../components/useMenuKeyboard';
import { selectAuth } from '../../session/auth.slice';
import { LogoutButton, useCanOpen } from '../auth';
import { paths } from '../../paths';

/** User menu (Screens and routes): 180 px, display name, picture or default icon, profile and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const { user, profile } = useAppSelector(selectAuth);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  useMenuKeyboard(menu, open);
  const name = user?.displayname ?? '';

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('header.userMenu', { name })}
        onClick={() => setOpen((value) => !value)}
        className="flex h-10 items-center gap-2 rounded-full pe-2 ps-1 hover:bg-neutral-100 dark:hover:bg-neutral-700"
      >
        <Avatar profile={profile} size={32} label={name} />
        <span className="hidden max-w-40 truncate text-sm font-semibold lg:inline">{name}</span>
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open && (
        <div
          ref={menu}
          role="menu"
          aria-label={t('header.userMenuLabel')}
          className="absolute end-0 top-full z-50 mt-2 w-[180px] rounded-card border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-800"
        >
          <p className="truncate border-b border-neutral-100 px-4 py-2 text-sm font-semibold dark:border-neutral-700">
            {name}
          </p>
          <Link
            role="menuitem"
            to={paths.profile()}
            onClick={close}
            className="flex items-center gap-2 px-4 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-700"
          >
            <UserRound size={16} aria-hidden="true" />
            {t('header.profile')}
          </Link>
          {canOpen(paths.schoolSettings()) && (
            <Link
              role="menuitem"
              to={paths.schoolSettings()}
              onClick={close}
              className="flex items-center gap-2 px-4 py-2 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-700"
            >
              <Settings size={16} aria-hidden="true" />
              {t('routes.gestion-scholaire-parametre')}
            </Link>
          )}
          <LogoutButton
            role="menuitem"
            className="flex w-full items-center gap-2 px-4 py-2 text-start text-sm text-danger-700 hover:bg-neutral-100 disabled:opacity-60 dark:text-danger-500 dark:hover:bg-neutral-700"
          />
        </div>
      )}
    </div>
  );
}
