import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { toastArea } from '../components/notify';
import { PartBoundary } from '../components/PartBoundary';
import { PlainNotices } from '../components/PlainNotices';
import { handleRtl, selectLayout } from '../session/layout.slice';
import { readItem, STORAGE_KEYS } from '../lib/storage';
import { isStoredLanguage, keepStoredDirection } from '../lib/startAppearance';
import { RouteRulesContext } from '../features/auth/routeRules';
import { ROUTES } from '../modules';
import { tabTitle } from '../tabTitle';
import { useAppDispatch, useAppSelector } from '../store/hooks';

const Toasts = lazy(() => import('../components/Toasts'));

/**
 * Effects that hold on every page, signed in or not: tab title = prefix + path (Screens and routes), `dark`/`light` on
 * <body> whenever dark mode changes (States and transitions), direction following the language.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { darkMode, isRTL } = useAppSelector(selectLayout);
  const language = i18n.language;
  // The toast area comes with the first toast (components/notify), not with the first screen.
  const toastsWanted = useSyncExternalStore(toastArea.subscribe, toastArea.wanted);

  useEffect(() => {
    document.title = tabTitle(pathname);
  }, [pathname]);

  useEffect(() => {
    document.body.classList.toggle('dark', darkMode);
    document.body.classList.toggle('light', !darkMode);
  }, [darkMode]);

  // Choosing a language sets the direction (Arabic: right-to-left). At start-up a direction stored by the
  // customizer is kept; without one, the language decides. The direction is stored with the language only: a
  // language applied without being stored (the school's) leaves the stored direction as it was (lib/startAppearance).
  const startLanguage = useRef<string | null>(readItem(STORAGE_KEYS.direction) === null ? null : language);
  useEffect(() => {
    if (startLanguage.current === language) return;
    startLanguage.current = null;
    const setDirection = () => dispatch(handleRtl(i18n.dir(language) === 'rtl'));
    if (isStoredLanguage(language)) setDirection();
    else keepStoredDirection(setDirection);
  }, [dispatch, i18n, language]);

  useEffect(() => {
    document.documentElement.dir = isRTL ? 'rtl' : 'ltr';
  }, [isRTL]);

  return (
    <RouteRulesContext value={ROUTES}>
      <Outlet />
      {toastsWanted && (
        // Offline, the area may not load: `notify` then says its message in a plain notice.
        <PartBoundary fallback={null}>
          <Suspense fallback={null}>
            <Toasts rtl={isRTL} />
          </Suspense>
        </PartBoundary>
      )}
      <PlainNotices />
    </RouteRulesContext>
  );
}
