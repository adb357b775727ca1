import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { recordRequests, storeSession } from '../../../tests/helpers/demo';
import { findUserMenuButton, renderSignedIn } from '../../../tests/helpers/shell';
import * as notifyModule from '../../components/notify';
import { LOGOUT_ANSWER_WAIT_MS, LOGOUT_RELOAD_MS, LOGOUT_TOAST_WAIT_MS, logout } from './logout';

const t = ((key: string) => key) as unknown as Parameters<typeof logout>[0];

/** Lets pending promises and I/O (the MSW answer) run while setTimeout stays frozen. */
async function flushUntil(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 500 && !condition(); attempt += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!condition()) throw new Error('condition never became true');
}

describe('logout.ts (Logout, Error catalogue / Business constants: reload after 1000 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('States and transitions / Business constants: success posts /logout with the token, then only after 1000 ms calls reload', async () => {
    const token = await storeSession('admin');
    window.localStorage.setItem('SELECTED_YEAR', '2');
    const requests = recordRequests();
    const reload = vi.fn();
    // The toast is on screen as soon as it is asked for (no toast area is drawn here).
    vi.spyOn(notifyModule, 'notify').mockResolvedValue();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    let done = false;
    void logout(t, reload).then(() => {
      done = true;
    });
    // The server's answer (the session revoked), then the promise chain that sets the 1 s timer.
    await flushUntil(() => db.data.sessions[token] === undefined);
    for (let step = 0; step < 20; step += 1) await new Promise((resolve) => setImmediate(resolve));

    expect(requests).toContain('POST /api/logout');
    // The server revoked the token the browser had, although storage no longer holds it.
    expect(db.data.sessions[token]).toBeUndefined();
    expect(window.localStorage.length).toBe(0);
    expect(reload).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(LOGOUT_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await flushUntil(() => done);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.length).toBe(0);
    expect(LOGOUT_RELOAD_MS).toBe(1000);
  });

  it.each([
    ['is on screen 600 ms after it was asked for', 600 + LOGOUT_RELOAD_MS, 600],
    ['never comes on screen (its area could not load)', LOGOUT_TOAST_WAIT_MS + LOGOUT_RELOAD_MS, null],
  ])(
    'Logout: "Success toast, then after 1 second" counts from the toast on screen; when it %s, the reload comes %s ms after the toast was asked for',
    async (_case, reloadAt, shownAfter) => {
      await storeSession('admin');
      const reload = vi.fn();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const asked: number[] = [];
      vi.spyOn(notifyModule, 'notify').mockImplementation(() => {
        asked.push(Date.now());
        return new Promise((resolve) => {
          if (shownAfter !== null) setTimeout(resolve, shownAfter);
        });
      });

      let done = false;
      void logout(t, reload).then(() => {
        done = true;
      });
      await flushUntil(() => asked.length === 1);
      await vi.advanceTimersByTimeAsync(reloadAt - 1);
      expect(reload).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await flushUntil(() => done);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(window.localStorage.length).toBe(0);
    },
  );

  it.each([
    ['the server fails (500)', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['the network is down (offline)', () => HttpResponse.error()],
    ['no answer comes', () => new Promise<Response>(() => undefined)],
  ])(
    'Logout always signs this browser out: when %s, storage is still cleared and the page reloaded after 1 s',
    async (_case, answer) => {
      await storeSession('admin');
      server.use(http.post('*/api/logout', answer));
      const reload = vi.fn();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

      let done = false;
      void logout(t, reload).then(() => {
        done = true;
      });
      // The server's confirmation is waited for at most LOGOUT_ANSWER_WAIT_MS, the toast (no area is drawn here) at
      // most LOGOUT_TOAST_WAIT_MS, then the 1 s of the spec.
      const most = LOGOUT_ANSWER_WAIT_MS + LOGOUT_TOAST_WAIT_MS + LOGOUT_RELOAD_MS + 1000;
      for (let waited = 0; !done && waited < most; waited += 100) {
        await vi.advanceTimersByTimeAsync(100);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(done).toBe(true);
      expect(reload).toHaveBeenCalledTimes(1);
      expect(window.localStorage.getItem('token')).toBeNull();
      expect(window.localStorage.length).toBe(0);
    },
  );
});

describe('logout on a shared computer (docs/api.md "Sessions": the user is forgotten first)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['online (the server revokes the token)', null],
    ['offline (no answer can come)', () => HttpResponse.error()],
    ['with the API not answering', () => new Promise<Response>(() => undefined)],
  ])(
    'when the toast shows, %s, storage already holds no token nor anything of the user, and the reload has not come',
    async (_case, answer) => {
      const token = await storeSession('admin');
      window.localStorage.setItem('SELECTED_YEAR', '2');
      window.localStorage.setItem('SELECTED_BRANCH', '1');
      window.sessionStorage.setItem('keptTyping', '{"x":"typed"}');
      if (answer) server.use(http.post('*/api/logout', answer));
      const reload = vi.fn();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const atToast: { token: string | null; keys: number; session: number; reloaded: boolean }[] = [];
      vi.spyOn(notifyModule, 'notify').mockImplementation(() => {
        atToast.push({
          token: window.localStorage.getItem('token'),
          keys: window.localStorage.length,
          session: window.sessionStorage.length,
          reloaded: reload.mock.calls.length > 0,
        });
        return Promise.resolve();
      });

      let done = false;
      void logout(t, reload).then(() => {
        done = true;
      });
      // Right away, before any answer or timer: nothing identifies the user any more.
      expect(window.localStorage.getItem('token')).toBeNull();
      const most = LOGOUT_ANSWER_WAIT_MS + LOGOUT_TOAST_WAIT_MS + LOGOUT_RELOAD_MS + 1000;
      for (let waited = 0; !done && waited < most; waited += 100) {
        await vi.advanceTimersByTimeAsync(100);
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(atToast).toEqual([{ token: null, keys: 0, session: 0, reloaded: false }]);
      expect(reload).toHaveBeenCalledTimes(1);
      if (!answer) expect(db.data.sessions[token]).toBeUndefined();
    },
  );
});

describe('logout from the user menu (Logout, Error catalogue toasts)', () => {
  it('States and transitions / Error catalogue: "Se déconnecter" posts /logout, shows "Utilisateur déconnecté avec succès." with storage already cleared', async () => {
    const { user, token } = await renderSignedIn('admin', '/dashboard');
    const requests = recordRequests();

    await user.click(await findUserMenuButton('Samira Benali'));
    await user.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));

    expect(await screen.findByText('Utilisateur déconnecté avec succès.')).toBeInTheDocument();
    expect(requests).toContain('POST /api/logout');
    expect(db.data.sessions[token]).toBeUndefined();
    // The user is forgotten before the toast: a tab closed now leaves no token behind.
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('Error catalogue: a failed logout (500) shows "Erreur lors de la déconnexion." and has already signed this browser out', async () => {
    server.use(http.post('*/api/logout', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const { user, token } = await renderSignedIn('admin', '/dashboard');

    await user.click(await findUserMenuButton('Samira Benali'));
    await user.click(screen.getByRole('menuitem', { name: 'Se déconnecter' }));

    expect(await screen.findByText('Erreur lors de la déconnexion.')).toBeInTheDocument();
    expect(screen.queryByText('Utilisateur déconnecté avec succès.')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.length).toBe(0);
    expect(db.data.sessions[token]).toBeDefined();
  });
});
