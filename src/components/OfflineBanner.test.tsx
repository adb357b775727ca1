import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { OfflineBanner } from './OfflineBanner';

afterEach(() => vi.restoreAllMocks());

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('offline banner', () => {
  it('appears as a status message when the browser goes offline and disappears when it is back', async () => {
    window.localStorage.setItem('defaultLanguage', 'fr');
    const i18n = await initI18n(i18next.createInstance());
    render(
      <I18nextProvider i18n={i18n}>
        <OfflineBanner />
      </I18nextProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    goOffline(true);
    expect(status).toHaveTextContent('Vous êtes hors ligne.');

    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });
});
