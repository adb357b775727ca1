import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { beforeAll, onTestFinished } from 'vitest';
import { navigationSettled, resetSessionRedirect } from '../../src/api/errors';
import { wireErrorEffects } from '../../src/app/errorEffects';
import { AppRoutes, createTestRouter } from '../../src/app/router';
import { createStore, type AppStore } from '../../src/store/store';
import type { Language } from '../../src/i18n/language';
import { initI18n, loadFeatureTexts } from '../../src/i18n/i18n';
import { setNavigate } from '../../src/lib/navigation';

/**
 * The route table loads every page lazily. Transforming those chunks the first time costs seconds on a busy
 * machine, which would otherwise eat into the first test's `findBy` timeouts; importing them once per file,
 * before the tests, leaves only the app's own behaviour inside each test.
 */
async function preloadAppChunks(): Promise<void> {
  await Promise.all([
    import('../../src/features/auth/LoginPage'),
    import('../../src/features/shell/Shell'),
    // Loaded beside the shell rather than inside it (lib/deferredModule): in place before the first render.
    import('../../src/components/Select'),
    import('../../src/features/shell/SimpleBarScroll'),
    import('../../src/features/shell/customizer/Customizer'),
    import('../../src/features/shell/Unauthorized'),
    import('../../src/features/shell/NotFound'),
    import('../../src/components/Toasts'),
    // The API clients and axios come with the first request (api/baseQuery.ts `loadClients`).
    import('../../src/api/clients'),
    import('react-toastify/unstyled'),
    import('../../src/i18n/locales/fr'),
    import('../../src/i18n/locales/en'),
    import('../../src/i18n/locales/ar'),
  ]);
}
beforeAll(preloadAppChunks, 60_000);

export type TestRouter = ReturnType<typeof createTestRouter>;

export interface RenderAppOptions {
  /** Stored under `defaultLanguage` before i18n starts; French unless told. */
  language?: Language;
}

export interface RenderedApp extends RenderResult {
  store: AppStore;
  router: TestRouter;
  i18n: I18n;
  user: UserEvent;
  /** Every pathname the router settled on, starting with the initial one. */
  visited: string[];
  /** Every navigation asked by code outside React (error catalogue, thunks) through lib/navigation. */
  navigations: string[];
}

/**
 * Renders the real app (store, i18n, route table, error catalogue wiring) on a memory router at `path`, the way
 * src/main.tsx boots it. The memory router's location is mirrored into jsdom's URL so that code reading
 * `window.location.pathname` (the catalogue's "already on /" check) sees what a browser router would show.
 */
export async function renderApp(path: string, options: RenderAppOptions = {}): Promise<RenderedApp> {
  window.localStorage.setItem('defaultLanguage', options.language ?? 'fr');
  window.history.replaceState(null, '', path);
  // Leftovers of the previous test in this file must not make a title assertion pass.
  document.title = '';
  // A fresh boot starts without a pending session redirect (module state in src/api/errors.ts).
  resetSessionRedirect();
  navigationSettled();

  // Each page brings its features' texts, as in the browser (i18n.ts `withTexts`): none are loaded here.
  const i18n = await initI18n(i18next.createInstance());
  // The sign-in page's texts come with the sign-in form, which the boot loads on `/` without a stored token
  // (src/boot.tsx). The app's `/` route asks for them too, but its page module is loaded once per test file, and a
  // later test's i18next instance would not get them from it.
  if (path === '/' && window.localStorage.getItem('token') === null) await loadFeatureTexts(i18n, ['signIn']);
  const store = createStore();
  const router = createTestRouter(path);
  const visited = [router.state.location.pathname];
  const unsubscribe = router.subscribe((state) => {
    const { pathname, search, hash } = state.location;
    if (`${window.location.pathname}${window.location.search}` !== `${pathname}${search}` || hash) {
      window.history.replaceState(null, '', `${pathname}${search}${hash}`);
    }
    if (visited[visited.length - 1] !== pathname) visited.push(pathname);
    navigationSettled();
  });
  const navigations: string[] = [];
  setNavigate((to, navigateOptions) => {
    navigations.push(to);
    void router.navigate(to, navigateOptions);
  });
  wireErrorEffects(store, i18n);

  const rendered = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppRoutes router={router} />
      </I18nextProvider>
    </Provider>,
  );
  onTestFinished(() => {
    unsubscribe();
    router.dispose();
  });
  return { ...rendered, store, router, i18n, user: userEvent.setup(), visited, navigations };
}
