import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppRouterProvider, createMemoryAppRouter, type AppRoute } from '../../src/lib/appRouter';
import { LAZY_PARTS } from '../../src/i18n/bundled';
import { initI18n, loadFeatureTexts } from '../../src/i18n/i18n';
import type { Language } from '../../src/i18n/language';

/**
 * Renders shared components (form kit, dialogs, tabs) with real translations inside the app's router, without the
 * whole app: `routes` are the pages, `path` the first one.
 * @example await renderKit([{ path: '/', element: <MyForm /> }])
 */
export async function renderKit(routes: AppRoute[], { path = '/', language = 'fr' as Language } = {}) {
  window.localStorage.setItem('defaultLanguage', language);
  const i18n = await initI18n(i18next.createInstance());
  // A part rendered on its own, outside the route that would bring its texts: every part's texts.
  await loadFeatureTexts(i18n, LAZY_PARTS);
  const router = createMemoryAppRouter(routes, [path]);
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <AppRouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...view, user, router, i18n };
}

/** Shortcut for one page at `/`. */
export function renderKitPage(element: ReactElement, options?: { language?: Language }) {
  return renderKit([{ path: '/', element }], options);
}
