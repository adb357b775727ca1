import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { startEarlyUser } from './api/earlyAnswers';
import { postLogin } from './api/login';
import { OfflineBanner } from './components/OfflineBanner';
import { SignInForm } from './features/auth/SignInForm';
import { startEarlyDashboard } from './features/dashboard/early';
import { initI18n, startLanguage } from './i18n/i18n';
import './index.css';
import { readItem, STORAGE_KEYS, writeItem } from './lib/storage';
import { applyStoredAppearance } from './lib/startAppearance';
import { preloadPage, tabTitle } from './modules';
import { registerServiceWorker } from './lib/serviceWorker';
import { readIntlDataSoon } from './lib/intlData';

/**
 * Boot in two stages (ARCHITECTURE.md "Boot", budgets). The first load holds React, i18next with the
 * shared texts and the sign-in form only. The app (store, router, axios clients, shell) is a separate chunk, and each
 * page comes with its features' texts (i18n.ts `withTexts`):
 * loaded at once when a token is stored or the path is not `/`, otherwise after a successful sign-in; its
 * download starts as soon as the user touches the form, with the dashboard where a sign-in lands, so signing in does
 * not wait for it.
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

async function boot() {
  const signInPage = window.location.pathname === '/' && readItem(STORAGE_KEYS.token) === null;
  if (!signInPage) {
    // Signed in (or any other address): the app's code, the shell and this address's page with its texts are asked
    // for now, all at once beside the shared texts, instead of each after the one before (docs/architecture.md
    // "Decisions"). The imports below then find them loaded or on their way.
    // The user too, with the stored token, branch and year, and the dashboard's data (api/earlyAnswers.ts).
    startEarlyUser();
    startEarlyDashboard(window.location.pathname);
    readIntlDataSoon(startLanguage());
    void import('./app/startApp').catch(() => undefined);
    // The router's layout route (app/router.tsx): the same chunk, asked for now.
    void import('./features/shell/Shell').catch(() => undefined);
    preloadPage(window.location.pathname);
  }
  const i18n = await initI18n();
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

void boot();
registerServiceWorker();
