import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { findUserMenuButton, renderSignedIn } from '../../../tests/helpers/shell';
import type * as LogoutModule from './logout';

/** The logouts started by the button, whole (toast, 1 s, storage cleared, reload): each ends inside its test. */
const logouts = vi.hoisted(() => [] as Promise<void>[]);
vi.mock('./logout', async (importOriginal) => {
  const actual = await importOriginal<typeof LogoutModule>();
  return {
    ...actual,
    logout: (...args: Parameters<typeof actual.logout>) => {
      const done = actual.logout(...args);
      logouts.push(done);
      return done;
    },
  };
});

afterEach(async () => {
  await Promise.all(logouts.splice(0));
});

/**
 * The toast as react-toastify draws it: its auto-close time is the duration of its progress bar's animation (the
 * toast closes when that animation ends), its place the class of its container.
 */
function toastOf(message: string): { autoCloseMs: number; position: string } {
  const toast = screen.getByText(message).closest('.Toastify__toast');
  const bar = toast?.querySelector<HTMLElement>('.Toastify__progress-bar');
  const container = toast?.closest('.Toastify__toast-container');
  if (!bar || !container) throw new Error(`no toast with its progress bar for "${message}"`);
  const position = /Toastify__toast-container--([\w-]+)/.exec(container.className)?.[1] ?? '';
  return { autoCloseMs: Number.parseFloat(bar.style.animationDuration), position };
}

async function logOut(): Promise<void> {
  const { user } = await renderSignedIn('admin', '/dashboard');
  await user.click(await findUserMenuButton('Samira Benali'));
  await user.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));
}

// Whole-app renders have 60 s: the first of a file transforms the lazily loaded pages, slow on a busy machine.
describe('Business constants: logout toast auto-close 800 ms', () => {
  it('Business constants: logout toast auto-close 800 ms: the success toast "Utilisateur déconnecté avec succès." closes after 800 ms, top right', async () => {
    await logOut();
    await screen.findByText('Utilisateur déconnecté avec succès.');
    expect(toastOf('Utilisateur déconnecté avec succès.')).toEqual({
      autoCloseMs: 800,
      position: 'top-right',
    });
  }, 60_000);

  it('Business constants: logout toast auto-close 800 ms: the failure toast "Erreur lors de la déconnexion." too (same display)', async () => {
    server.use(http.post('*/api/logout', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await logOut();
    await screen.findByText('Erreur lors de la déconnexion.');
    expect(toastOf('Erreur lors de la déconnexion.')).toEqual({ autoCloseMs: 800, position: 'top-right' });
  }, 60_000);
});
