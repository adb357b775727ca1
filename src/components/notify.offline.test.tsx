import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { notify, toastArea } from './notify';
import { PlainNotices } from './PlainNotices';

// The toast library cannot be loaded: offline, before the service worker has kept it.
vi.mock('react-toastify/unstyled', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('notify when the toast library cannot be loaded (Error catalogue: the message is said all the same)', () => {
  it('says the message in a plain notice, an alert for an error, for the toast time; it can be closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.setItem('defaultLanguage', 'fr');
    const i18n = await initI18n(i18next.createInstance());
    render(
      <I18nextProvider i18n={i18n}>
        <PlainNotices />
      </I18nextProvider>,
    );
    expect(toastArea.wanted()).toBe(false);

    await act(() => notify('error', 'Erreur lors de la déconnexion.'));
    expect(toastArea.wanted()).toBe(true);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur lors de la déconnexion.');

    await act(() => notify('success', 'Enregistré.', { autoClose: 800 }));
    expect(screen.getByRole('status')).toHaveTextContent('Enregistré.');
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4200));
    expect(screen.queryByRole('alert')).toBeNull();

    await act(() => notify('info', 'Hors ligne.'));
    await act(async () => screen.getByRole('button', { name: 'Fermer' }).click());
    expect(screen.queryByRole('status')).toBeNull();
    vi.useRealTimers();
  });
});
