import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { handleRtl, selectLayout } from '../features/layout/layout.slice';
import { tabTitle } from '../modules';
import { useAppDispatch, useAppSelector } from './store';

const Toasts = lazy(() => import('../components/Toasts'));

/**
 * Effects that hold on every page, signed in or not: tab title = prefix + path (spec §2), `dark`/`light` on
 * <body> whenever dark mode changes (spec §4), direction following the language.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { darkMode, isRTL } = useAppSelector(selectLayout);
  const rtl = i18n.dir(i18n.language) === 'rtl';

  useEffect(() => {
    document.title = tabTitle(pathname);
  }, [pathname]);

  useEffect(() => {
    document.body.classList.toggle('dark', darkMode);
    document.body.classList.toggle('light', !darkMode);
  }, [darkMode]);

  useEffect(() => {
    if (rtl !== isRTL) dispatch(handleRtl(rtl));
  }, [dispatch, rtl, isRTL]);

  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <Toasts rtl={rtl} />
      </Suspense>
    </>
  );
}
