import { Bell, Menu as MenuIcon, Moon, Palette, Sun } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { LanguagePicker } from '../../components/LanguagePicker';
import { paths } from '../../paths';
import { useCanOpen } from '../auth';
import { loadMessagesDropdown } from '../chat';
import { useUnreadNotifications } from '../notifications';
import { handleCustomizer, handleDarkMode, handleMobileMenu, selectLayout } from '../../session/layout.slice';
import { Logo } from './Logo';
import { HEADER_HEIGHT } from './sizes';
import { preloadMenus } from './menusModule';
import { useMedia } from '../../lib/useMedia';

/**
 * The messages icon and its dropdown, shown from md up only (Screens and routes "Header"; below md the bottom bar
 * carries messages): a phone does not load its code (tests/e2e/budget.phone.spec.ts).
 */
const MessagesDropdown = lazy(() =>
  loadMessagesDropdown().then((module) => ({ default: module.MessagesDropdown })),
);
/** Its place while its code loads: the icon (40 px) and the preview's toggle (24 px), so the header does not move. */
const messagesSlot = <div aria-hidden="true" className="hidden h-10 w-16 md:block" />;

/** The user menu, shown from md up only (below md the bottom bar links the profile): a phone does not load it. */
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));
/** Its place while its code loads: the picture (32 px) and the arrow, so the header does not move below lg. */
const userMenuSlot = <div aria-hidden="true" className="h-10 w-[68px]" />;

const NAVBAR_POSITION = {
  sticky: 'sticky top-0',
  floating: 'sticky top-2 mx-2 rounded-card md:mx-6',
  static: 'static',
  // Below xl the header carries the menu toggle: it stays, so the menu remains reachable on phones.
  hidden: 'sticky top-0 xl:hidden',
} as const;

const iconButton =
  'inline-flex size-11 md:size-10 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-700';

/**
 * The notifications page, one click away from md up with its unread count (below md the bottom bar carries it): the
 * spec gives the header no such link, and office staff could reach their notifications only by typing the address
 * (docs/spec-departures.md). Every signed-in user may open `/notifications`.
 */
function NotificationsLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const unread = useUnreadNotifications();
  return (
    <Link
      to={paths.notifications()}
      data-testid="header-notifications"
      aria-label={
        unread > 0
          ? `${t('bottomBar.notifications')} ${t('notifications.unreadCount', { count: unread })}`
          : t('bottomBar.notifications')
      }
      className={`${className} relative max-md:hidden`}
    >
      <Bell size={20} aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 end-0 min-w-5 rounded-full bg-danger-600 px-1 text-center text-[11px] font-semibold leading-5 text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}

/**
 * Top bar (Screens and routes): mobile menu toggle, language, dark mode, messages, notifications and user menu from md
 * up.
 */
export function Header() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { darkMode, navBarType, mobileMenu, type, menuHidden } = useAppSelector(selectLayout);
  // From xl up the sidebar carries the logo; without it (horizontal menu, hidden menu) the header keeps it.
  const sidebarShown = type === 'vertical' && !menuHidden;
  // The messages icon is a link to /messagerie: shown only to users the registry lets open that page (the
  // view-messagerie-page permission), since for anyone else it would lead to /unauthorized (docs/spec-departures.md).
  const canMessage = useCanOpen()(paths.messaging());
  // Unknown where the browser cannot tell (jsdom): drawn, as CSS alone would have it.
  const fromMd = useMedia('(min-width: 768px)') !== false;

  return (
    <header
      data-testid="header"
      style={{ height: HEADER_HEIGHT }}
      className={`${NAVBAR_POSITION[navBarType]} z-20 flex shrink-0 items-center gap-2 bg-white/95 px-4 shadow-sm backdrop-blur md:px-6 dark:bg-neutral-800/95`}
    >
      <button
        type="button"
        className={`${iconButton} xl:hidden`}
        aria-label={t('menu.open')}
        aria-expanded={mobileMenu}
        onPointerDown={preloadMenus}
        onFocus={preloadMenus}
        onClick={() => dispatch(handleMobileMenu(!mobileMenu))}
      >
        <MenuIcon size={22} aria-hidden="true" />
      </button>
      <div className={sidebarShown ? 'xl:hidden' : undefined} data-testid="header-logo">
        <Logo showWordmark={!sidebarShown} />
      </div>
      <div className="ms-auto flex items-center gap-1">
        <LanguagePicker />
        <button
          type="button"
          className={iconButton}
          aria-label={darkMode ? t('header.lightMode') : t('header.darkMode')}
          onClick={() => dispatch(handleDarkMode(!darkMode))}
        >
          {darkMode ? <Sun size={20} aria-hidden="true" /> : <Moon size={20} aria-hidden="true" />}
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={t('header.openCustomizer')}
          aria-haspopup="dialog"
          onClick={() => dispatch(handleCustomizer(true))}
        >
          <Palette size={20} aria-hidden="true" />
        </button>
        {canMessage && fromMd && (
          <Suspense fallback={messagesSlot}>
            <MessagesDropdown className={iconButton} />
          </Suspense>
        )}
        <NotificationsLink className={iconButton} />
        {fromMd && (
          <Suspense fallback={userMenuSlot}>
            <UserMenu />
          </Suspense>
        )}
      </div>
    </header>
  );
}
