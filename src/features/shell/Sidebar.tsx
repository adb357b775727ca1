import { Pin, PinOff, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { deferredModule } from '../../lib/deferredModule';
import { handleMobileMenu, handleSidebarCollapsed, selectLayout } from '../../session/layout.slice';
import { Logo } from './Logo';
import { Menu, useMenuAccordion } from './Menu';
import { HEADER_HEIGHT, SCROLLBAR, SIDEBAR_WIDTH } from './sizes';

/** simplebar and its CSS: loaded after the first screen, a native scroll area stands in until then (lib/deferredModule). */
const simpleBar = deferredModule(() => import('./SimpleBarScroll'));

function MenuScroller({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);
  const scrollbar = simpleBar.useModule();
  const accordion = useMenuAccordion();
  const onScroll = (event: React.UIEvent<HTMLElement>) => setScrolled(event.currentTarget.scrollTop > 0);
  const nav = (
    <nav aria-label={t('menu.navigation')}>
      <Menu collapsed={collapsed} onNavigate={onNavigate} accordion={accordion} />
    </nav>
  );
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="sidebar-header-shadow"
        className={`pointer-events-none h-3 transition-shadow ${scrolled ? 'shadow-[0_6px_8px_-6px_rgba(15,23,42,0.35)]' : ''}`}
      />
      {scrollbar ? (
        <scrollbar.SimpleBarScroll minSize={SCROLLBAR.minSize} onScroll={onScroll}>
          {nav}
        </scrollbar.SimpleBarScroll>
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto" onScroll={onScroll}>
          {nav}
        </div>
      )}
    </>
  );
}

/** Desktop side menu (xl and up): 248 px, or 72 px collapsed, expanding on hover without moving the content. */
export function Sidebar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { isCollapsed, semiDarkMode, skin } = useAppSelector(selectLayout);
  const [hovered, setHovered] = useState(false);
  const narrow = isCollapsed && !hovered;
  const skinClass = {
    default: 'shadow-sm',
    bordered: 'border-e border-neutral-200 dark:border-neutral-700',
    shadow: 'shadow-lg',
  }[skin];

  return (
    <aside
      aria-label={t('menu.label')}
      data-testid="sidebar"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      style={{ width: narrow ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded }}
      className={`fixed inset-y-0 start-0 z-30 hidden flex-col bg-white transition-[width] duration-200 xl:flex dark:bg-neutral-800 ${skinClass} ${semiDarkMode ? 'dark' : ''}`}
    >
      <div
        data-testid="sidebar-logo-row"
        className="flex shrink-0 items-center justify-between gap-2 px-4"
        style={{ height: HEADER_HEIGHT }}
      >
        <Logo showWordmark={!narrow} />
        {!narrow && (
          <button
            type="button"
            onClick={() => dispatch(handleSidebarCollapsed(!isCollapsed))}
            aria-label={isCollapsed ? t('menu.pin') : t('menu.unpin')}
            className="inline-flex size-9 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-700"
          >
            {isCollapsed ? <Pin size={18} aria-hidden="true" /> : <PinOff size={18} aria-hidden="true" />}
          </button>
        )}
      </div>
      <MenuScroller collapsed={narrow} />
    </aside>
  );
}

/** Phone and tablet menu (below xl): an off-canvas panel with a close button and a backdrop. */
export function MobileSidebar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { mobileMenu, semiDarkMode } = useAppSelector(selectLayout);
  const { pathname } = useLocation();
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = () => dispatch(handleMobileMenu(false));

  // A navigation closes it. Not its own first drawing: its code may arrive after the toggle opened it.
  const drawnAt = useRef(pathname);
  useEffect(() => {
    if (drawnAt.current === pathname) return;
    drawnAt.current = pathname;
    dispatch(handleMobileMenu(false));
  }, [dispatch, pathname]);

  // A modal panel: the focus moves into it when it opens and back to where it was (the toggle) when it closes.
  useEffect(() => {
    if (!mobileMenu) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(handleMobileMenu(false));
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [dispatch, mobileMenu]);

  if (!mobileMenu) return null;
  return (
    <div className="xl:hidden">
      <div
        aria-hidden="true"
        data-testid="mobile-menu-backdrop"
        className="fixed inset-0 z-40 bg-neutral-900/50"
        onClick={close}
      />
      <aside
        aria-label={t('menu.label')}
        role="dialog"
        aria-modal="true"
        className={`fixed inset-y-0 start-0 z-50 flex w-[248px] max-w-[85vw] flex-col bg-white shadow-xl dark:bg-neutral-800 ${semiDarkMode ? 'dark' : ''}`}
      >
        <div className="flex shrink-0 items-center justify-between px-4" style={{ height: HEADER_HEIGHT }}>
          <Logo />
          <button
            ref={closeButton}
            type="button"
            onClick={close}
            aria-label={t('menu.close')}
            className="inline-flex size-11 items-center justify-center rounded-full text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-700"
          >
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <MenuScroller collapsed={false} onNavigate={close} />
      </aside>
    </div>
  );
}
