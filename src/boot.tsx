import { createRoot } from 'react-dom/client';
import { initI18n, withTexts } from './i18n/i18n';
import { i18next } from './i18n/libraries';
import { applyStoredAppearance } from './lib/startAppearance';

/**
 * The boot's second part (docs/architecture.md "Boot"): React and i18next, loaded beside the entry (main.tsx) from
 * the first byte (its files are preloaded by index.html), and run once they are in. On `/` without a stored token it
 * draws the sign-in form (src/signIn.tsx, a file of its own that the entry asked for on that address only, with its
 * texts); else the
 * app (store, router, axios clients, shell), a separate chunk that the entry has already asked for, and each page
 * comes with its features' texts (i18n.ts `withTexts`).
 */
export const loadSignIn = withTexts(['signIn'], () => import('./signIn'));

/** The signed-in app, with its texts (`shell`: i18n/bundled.ts), which `initI18n` has already brought on this way. */
const loadApp = withTexts(['shell'], () => import('./app/startApp'));

/** Starts i18next and draws the sign-in form, or the app on any other address or with a stored token. */
export async function boot(signInPage: boolean): Promise<void> {
  const i18n = await initI18n(i18next.createInstance(), { signInPage });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  if (signInPage) {
    applyStoredAppearance(i18n);
    const { renderSignIn } = await loadSignIn();
    renderSignIn(root, i18n);
    return;
  }
  const { startApp } = await loadApp();
  startApp(root, i18n);
}
