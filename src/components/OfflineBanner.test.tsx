import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { connectionBack, keptAnswerShown } from '../api/keptAnswers';
import { KeptOfflineBanner, shownAsOfText } from './KeptOfflineBanner';
import { OfflineBanner } from './OfflineBanner';

afterEach(() => vi.restoreAllMocks());

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

/** The banner, in French; returns its status region. */
async function renderBanner(banner = <KeptOfflineBanner />) {
  window.localStorage.setItem('defaultLanguage', 'fr');
  const i18n = await initI18n(i18next.createInstance());
  render(<I18nextProvider i18n={i18n}>{banner}</I18nextProvider>);
  return screen.getByRole('status');
}

describe('offline banner', () => {
  it.each([
    ['the sign-in page', <OfflineBanner key="plain" />],
    ['the signed-in pages', <KeptOfflineBanner key="kept" />],
  ])(
    'appears as a status message when the browser goes offline and disappears when it is back (%s)',
    async (_, banner) => {
      const status = await renderBanner(banner);
      expect(status).toBeEmptyDOMElement();

      goOffline(true);
      expect(status).toHaveTextContent('Vous êtes hors ligne.');

      goOffline(false);
      expect(status).toBeEmptyDOMElement();
    },
  );

  it('Offline parent view: says "shown as of HH:MM" while kept answers are on screen, until the connection is back', async () => {
    const status = await renderBanner();
    goOffline(true);
    const keptAt = new Date();
    keptAt.setHours(7, 5, 0, 0);
    act(() => keptAnswerShown('dashboard/parent?student=5', keptAt.toISOString()));
    expect(status).toHaveTextContent("Hors ligne : informations affichées telles qu'à 07:05.");

    goOffline(false);
    act(() => connectionBack());
    expect(status).toBeEmptyDOMElement();
  });

  it('the time of a kept answer: the hour on its day, the date with it after', () => {
    const now = new Date(2026, 10, 26, 18, 0);
    expect(shownAsOfText(new Date(2026, 10, 26, 14, 32).toISOString(), 'fr', now)).toBe('14:32');
    expect(shownAsOfText(new Date(2026, 10, 24, 9, 3).toISOString(), 'fr', now)).toBe('24 nov. 09:03');
    expect(shownAsOfText(new Date(2026, 10, 26, 14, 32).toISOString(), 'ar', now)).toBe('14:32');
  });
});
