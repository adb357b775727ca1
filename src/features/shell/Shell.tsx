import { Suspense, useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { AuthGate } from '../auth';
import { SettingsBackLink } from '../settings';
import { selectLayout } from '../../session/layout.slice';
import { BottomBar } from './BottomBar';
import { UnsavedChangesGuard } from '../../components/form/UnsavedChangesGuard';
import { KeptTypingNotice } from '../../components/form/KeptTypingNotice';
import { DrawnNext } from '../../components/DrawnNext';
import { KeptOfflineBanner } from '../../components/KeptOfflineBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageSkeleton } from './PageSkeleton';
import { PageTransition } from './PageTransition';
import { SelectorRow } from './SelectorRow';
import { useSchoolLanguage } from './useSchoolLanguage';
import { useRouteHandles } from '../../lib/appRouter';
import { deferredModule } from '../../lib/deferredModule';
import { withTexts } from '../../i18n/i18n';
import { readItem, STORAGE_KEYS } from '../../lib/storage';
import { useMedia } from '../../lib/useMedia';
import { useFirstPageDrawn } from '../../lib/useAfterFirstScreen';
import { SIDEBAR_WIDTH } from './sizes';
import { menusModule } from './menusModule';

/** The customizer drawer: loaded when first opened, not with the shell (lib/deferredModule). */
const customizer = deferredModule(withTexts(['shell/customizer'], () => import('./customizer/Customizer')));

function CustomizerDrawer() {
  const { customizer: open } = useAppSelector(selectLayout);
  const module = customizer.useLoadedWhen(open);
  return module ? <module.Customizer /> : null;
}

/** Drawn with the page, once its code has come (inside its Suspense): the page's first requests are on their way. */
function PageDrawn() {
  useFirstPageDrawn();
  return null;
}

/**
 * Each page opens at its top (Visual direction "Phones"): a navigation to another path (a link, a redirect)
 * scrolls the window up. Back and forward (POP) leave the browser's own restoration alone, and a change of the
 * query alone (a list's search or page, rewritten in place) keeps the position.
 */
export function useScrollToTopOnNavigation(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0 });
    // Only a new path scrolls: the navigation type is read with it, not a reason to scroll on its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/** Marks a menu whose code is still loading (tests wait for it to go, tests/helpers/shell.ts). */
const menuLoading = <span hidden data-menu-loading />;

/** Tailwind's `xl`, where the side menu and the horizontal menu show. */
const XL_QUERY = '(min-width: 80rem)';

function ShellLayout() {
  const { t } = useTranslation();
  useScrollToTopOnNavigation();
  useSchoolLanguage();
  const { isCollapsed, contentWidth, isMonochrome, type, menuHidden, navBarType, mobileMenu } =
    useAppSelector(selectLayout);
  const vertical = type === 'vertical' && !menuHidden;
  // The sidebar and the horizontal menu show from xl up only (their `xl:` classes): below, the whole menu is not
  // drawn at all, rather than drawn and hidden, so a phone's first screen does not pay for it (and the sidebar's
  // scrollbar is not loaded). Drawn where the width is unknown (jsdom).
  const menuShown = useMedia(XL_QUERY) !== false;
  const horizontal = type === 'horizontal' && !menuHidden;
  const menus = menusModule.useLoadedWhen(((vertical || horizontal) && menuShown) || mobileMenu);
  const offset = !vertical ? 0 : isCollapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded;
  return (
    <div className={`min-h-screen ${isMonochrome ? 'grayscale' : ''}`}>
      <a
        href="#main-content"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('shell.skipToContent')}
      </a>
      {vertical && menuShown && (menus ? <menus.Sidebar /> : menuLoading)}
      {menus ? <menus.MobileSidebar /> : mobileMenu && menuLoading}
      <CustomizerDrawer />
      <div
        data-testid="content-wrapper"
        className="flex min-h-screen flex-col transition-[padding] duration-200 xl:ps-[var(--sidebar-offset)]"
        style={{ '--sidebar-offset': `${offset}px` } as CSSProperties}
      >
        <Header />
        <KeptOfflineBanner below={navBarType} />
        {horizontal &&
          menuShown &&
          (menus ? (
            <menus.HorizontalMenu />
          ) : (
            // The horizontal menu takes room in the page: while its code loads, a band of its height (57 px).
            <div
              aria-hidden="true"
              data-menu-loading
              className="h-[57px] border-b border-neutral-200 bg-white dark:border-neutral-700 dark:bg-neutral-800"
            />
          ))}
        <SelectorRow />
        <KeptTypingNotice />
        <main
          id="main-content"
          className={`flex-1 px-4 py-6 md:px-6 ${contentWidth === 'boxed' ? 'mx-auto w-full max-w-6xl' : ''}`}
        >
          <SettingsBackLink />
          {/* The shell first, then the page (components/DrawnNext). */}
          <DrawnNext placeholder={<PageSkeleton />}>
            <Suspense fallback={<PageSkeleton />}>
              <PageTransition>
                <Outlet />
              </PageTransition>
              <PageDrawn />
            </Suspense>
          </DrawnNext>
        </main>
        <Footer />
        <UnsavedChangesGuard />
      </div>
      <BottomBar />
    </div>
  );
}

/** A route that a signed-out visitor sees without the shell (the not-found page): its handle says so. */
function isBareWhenSignedOut(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'bareWhenSignedOut' in handle;
}

/**
 * The shell of every route but sign-in (Shell): rendered once the user is loaded. Signed out, the
 * not-found page shows bare instead of sending the visitor to sign in.
 */
export default function Shell() {
  const handles = useRouteHandles();
  const signedOut = readItem(STORAGE_KEYS.token) === null;
  if (signedOut && handles.some(isBareWhenSignedOut)) {
    return (
      <main id="main-content" className="flex min-h-screen flex-col items-center justify-center">
        <Outlet />
        <PageDrawn />
      </main>
    );
  }
  return (
    <AuthGate>
      <ShellLayout />
    </AuthGate>
  );
}
