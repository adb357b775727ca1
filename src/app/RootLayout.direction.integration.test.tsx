import { cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes, createTestRouter } from './router';
import { initI18n } from '../i18n/i18n';
import { applyStoredAppearance } from '../lib/startAppearance';
import { db } from '../mocks/core/db';
import { readStoredLayout } from '../session/layout.persistence';
import { createStore } from '../store/store';
import { storeSession } from '../../tests/helpers/demo';
import { renderApp } from '../../tests/helpers/renderApp';

afterEach(() => vi.restoreAllMocks());

/**
 * The app's start without a stored language (tests/helpers/renderApp always stores one): the browser speaks German,
 * none of the three, so the start-up rule ends on French and the school's language may stand in for it.
 */
async function bootWithoutStoredLanguage(path: string) {
  window.localStorage.removeItem('defaultLanguage');
  vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('de-DE');
  const i18n = await initI18n(i18next.createInstance());
  const store = createStore();
  const router = createTestRouter(path);
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <AppRoutes router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { i18n, store, router };
}

describe('school language (school identity) and the stored direction', () => {
  it('Language: the school’s Arabic, applied without being stored, lays the app out right to left without storing that direction; the sign-in page after a session expiry is French, left to right', async () => {
    for (const school of db.data.schools) school.defaultLanguage = 'ar';
    await renderApp('/', { language: 'fr' });
    await screen.findByRole('heading', { name: 'Connexion' });
    cleanup();
    // The start above stored French's direction, as a first start does.
    expect(window.localStorage.getItem('direction')).toBe('false');

    await storeSession('admin');
    const { i18n, store } = await bootWithoutStoredLanguage('/dashboard');
    await waitFor(() => expect(i18n.language).toBe('ar'), { timeout: 15_000 });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'), { timeout: 15_000 });
    expect(store.getState().layout.isRTL).toBe(true);
    // Neither the language nor its direction is stored: the spec's start-up rule decides the next start.
    expect(window.localStorage.getItem('defaultLanguage')).toBeNull();
    expect(window.localStorage.getItem('direction')).toBe('false');

    // The session expires: the browser goes to `/` and the sign-in page starts afresh (boot.tsx).
    cleanup();
    window.localStorage.removeItem('token');
    const signIn = await initI18n(i18next.createInstance());
    applyStoredAppearance(signIn);
    expect(signIn.language).toBe('fr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(readStoredLayout().isRTL).toBe(false);
  });
});
