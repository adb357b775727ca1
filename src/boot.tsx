import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { postLogin } from './api/login';
import { OfflineBanner } from './components/OfflineBanner';
import { SignInForm } from './features/auth/SignInForm';
import { initI18n } from './i18n/i18n';
import { i18next } from './i18n/libraries';
import { STORAGE_KEYS, writeItem } from './lib/storage';
import { applyStoredAppearance } from './lib/startAppearance';
import { preloadPage, tabTitle } from './modules';
import { readIntlDataSoon } from './lib/intlData';

/**
 * The boot's second part (docs/architecture.md "Boot"): React, i18next and the sign-in form, loaded beside the entry
 * (main.tsx) from the first byte (its files are preloaded by index.html), and run once they are in. The app (store,
 * router, axios clients, shell) is a separate chunk, and each page comes with its features' texts (i18n.ts
 * `withTexts`): with a stored token or on any address but `/`, the entry has already asked for them; on the sign-in
 * page, their download starts as soon as the user touches the form, with the dashboard where a sign-in lands, so
 * signing in does not wait for it.
 */
const loadApp = () => import('./app/startApp');

function renderSignIn(root: Root, i18n: I18n) {
  let appRequest: ReturnType<typeof loadApp> | null = null;
  const prefetch = () => {
    // A failed download (offline) is asked for again by the next attempt, not kept.
    if (!appRequest) {
      preloadPage('/dashboard');
      readIntlDataSoon(i18n.language);
    }
    appRequest ??= loadApp().catch((error: unknown) => {
      appRequest = null;
      throw error;
    });
    return appRequest;
  };
  const onSignIn = async (email: string, password: string) => {
    const token = await postLogin(email, password);
    writeItem(STORAGE_KEYS.token, token);
    const { startAfterSignIn } = await prefetch();
    return startAfterSignIn(root, i18n);
  };
  document.title = tabTitle('/');
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <OfflineBanner />
        <SignInForm onSignIn={onSignIn} onFirstInteraction={() => void prefetch()} />
      </I18nextProvider>
    </StrictMode>,
  );
}

/** Starts i18next and draws the sign-in form, or the app on any other address or with a stored token. */
export async function boot(signInPage: boolean): Promise<void> {
  const i18n = await initI18n(i18next.createInstance());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  if (signInPage) {
    applyStoredAppearance(i18n);
    renderSignIn(root, i18n);
    return;
  }
  const { startApp } = await loadApp();
  startApp(root, i18n);
}
