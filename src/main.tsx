import { startEarlyUser } from './api/earlyAnswers';
import { startEarlyDashboard } from './features/dashboard/early';
import { loadBundled, preloadFeatureIndex } from './i18n/bundled';
import { startLanguage, withTexts } from './i18n/i18n';
import './index.css';
import { holdUntilPageDrawn } from './lib/afterFirstScreen';
import { loadFacesSoon } from './lib/fonts';
import { readIntlDataSoon } from './lib/intlData';
import { registerServiceWorker } from './lib/serviceWorker';
import { readItem, STORAGE_KEYS } from './lib/storage';

/**
 * The entry: no React, no i18next (docs/architecture.md "Boot"). It runs as soon as its few small files are in,
 * before the libraries' chunk has arrived, and sets off what a signed-in load needs; `boot.tsx` (React, i18next, the
 * sign-in form), preloaded by index.html from the first byte, then draws the page.
 */
const signInPage = window.location.pathname === '/' && readItem(STORAGE_KEYS.token) === null;
// The start language's shared texts, which every first screen shows: asked for now, beside the libraries, rather than
// once i18next starts (`initI18n` then finds them loaded or on their way).
const language = startLanguage();
void loadBundled(language).catch(() => undefined);
if (!signInPage) {
  // Signed in (or any other address): the app's code, the shell and this address's page with its texts are asked
  // for now, all at once beside the libraries and the shared texts, instead of each after the one before
  // (docs/architecture.md "Decisions"). The boot's imports then find them loaded or on their way.
  // The user too, with the stored token, branch and year, and the dashboard's data (api/earlyAnswers.ts).
  startEarlyUser();
  // The features' map of texts, which the page's texts need first: beside them, not before them.
  preloadFeatureIndex(language);
  startEarlyDashboard(window.location.pathname);
  // What only decorates the first screen waits for a page to be drawn with its data (lib/afterFirstScreen).
  holdUntilPageDrawn();
  readIntlDataSoon(language);
  void withTexts(['shell'], () => import('./app/startApp'))().catch(() => undefined);
  // The router's layout route (app/router.tsx): the same chunk, asked for now.
  void withTexts(['shell'], () => import('./features/shell/Shell'))().catch(() => undefined);
  // This address's page, and its first data when the registry names it (the student list's first page).
  void withTexts(['shell'], () => import('./modules'))()
    .then(({ preloadPage }) => preloadPage(window.location.pathname, window.location.search))
    .catch(() => undefined);
}
// The sign-in form and its texts, on that page only, asked for beside the boot rather than once it runs.
if (signInPage) void withTexts(['signIn'], () => import('./signIn'))().catch(() => undefined);
void import('./boot').then(({ boot }) => boot(signInPage));
loadFacesSoon();
registerServiceWorker();
