import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { navigationSettled } from '../api/errors';
import { loadUser } from '../features/auth/auth.thunks';
import { afterFirstScreen } from '../lib/afterFirstScreen';
import { setNavigate } from '../lib/navigation';
import { wireErrorEffects } from './errorEffects';
import { loadClientsOnFirstInput, startShellReads } from './shellReads';
import { AppRoutes, createAppRouter } from './router';
import { followSessionAcrossTabs } from '../session/otherTabs';
import { createStore, type AppStore } from '../store/store';

/**
 * The second stage of the boot (src/boot.tsx): store -> router -> error catalogue wiring -> render. Loaded at
 * once when a token is stored or the path is not `/`, and after a successful sign-in otherwise.
 */
interface App {
  store: AppStore;
  render(root: Root): void;
}

let app: App | null = null;

function createApp(i18n: I18n): App {
  const store = createStore();
  const router = createAppRouter();
  setNavigate((to, options) => void router.navigate(to, options));
  router.subscribe(() => navigationSettled());
  wireErrorEffects(store, i18n);
  // Before the shell asks for its badges and avatar (registered first, run first): read through `fetch`.
  afterFirstScreen(() => startShellReads(store.getState().auth));
  loadClientsOnFirstInput();
  // Another tab signed out or in as someone else: start again at `/`, with nothing of this session in memory.
  followSessionAcrossTabs(() => window.location.assign('/'));
  return {
    store,
    render(root) {
      root.render(
        <StrictMode>
          <Provider store={store}>
            <I18nextProvider i18n={i18n}>
              <AppRoutes router={router} />
            </I18nextProvider>
          </Provider>
        </StrictMode>,
      );
    },
  };
}

/** Builds the app once. */
function theApp(i18n: I18n): App {
  app ??= createApp(i18n);
  return app;
}

/** Renders the app in place of whatever the root shows. */
export function startApp(root: Root, i18n: I18n): void {
  theApp(i18n).render(root);
}

/**
 * Hand-over after the light sign-in page stored a token: the user is loaded first (States and transitions), and the app is
 * rendered only when that worked, so a failed user load leaves the sign-in page with its message and what was
 * typed. The app's `/` route then goes to /dashboard.
 */
export async function startAfterSignIn(root: Root, i18n: I18n): Promise<boolean> {
  const { store, render } = theApp(i18n);
  const loaded = await store.dispatch(loadUser());
  if (loaded) render(root);
  return loaded;
}
