import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { postLogin } from './api/login';
import { OfflineBanner } from './components/OfflineBanner';
import { SignInForm } from './features/auth/SignInForm';
import { withTexts } from './i18n/i18n';
import { readIntlDataSoon } from './lib/intlData';
import { STORAGE_KEYS, writeItem } from './lib/storage';
import { tabTitle } from './tabTitle';

/**
 * The light sign-in page (docs/architecture.md "Boot"): the form, drawn by the boot on `/` without a stored token.
 * A file of its own (`sign-in-form`), asked for by the entry beside the boot on that address only, so a signed-in
 * load does not carry the form. The app's download starts as soon as the user touches the form, with the
 * dashboard where a sign-in lands, so signing in does not wait for it.
 */
const loadApp = withTexts(['shell'], () => import('./app/startApp'));
/** The route registry, whose pages' names and menu are the app's texts too. */
const loadRegistry = withTexts(['shell'], () => import('./modules'));

export function renderSignIn(root: Root, i18n: I18n) {
  let appRequest: ReturnType<typeof loadApp> | null = null;
  const prefetch = () => {
    // A failed download (offline) is asked for again by the next attempt, not kept.
    if (!appRequest) {
      void loadRegistry()
        .then(({ preloadPage }) => preloadPage('/dashboard', ''))
        .catch(() => undefined);
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
