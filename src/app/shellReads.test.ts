import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/node';
import { startEarlyUser } from '../api/earlyAnswers';
import { callApi } from '../api/baseQuery';
import { loadUser } from '../features/auth/auth.thunks';
import { afterFirstScreen } from '../lib/afterFirstScreen';
import { loadConversations } from '../features/chat/chat.thunks';
import { notificationListSchema } from '../features/notifications/notifications.schemas';
import { createStore } from '../store/store';
import { demoCall, storeSession } from '../../tests/helpers/demo';
import { startShellReads } from './shellReads';

/** Whether api/clients.ts (axios and the two clients) has been loaded in this file's run. */
const clients = vi.hoisted(() => ({ loaded: false }));
vi.mock('../api/clients', async (original) => {
  clients.loaded = true;
  return original();
});

/** Every request the demo API receives, as path and query. */
function recordCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

let recorder: ReturnType<typeof recordCalls> | null = null;
afterEach(() => recorder?.stop());

/**
 * An office user back on the portal with the token, branch and year of a previous visit, loaded as at boot: the
 * user asked for at boot, and the shell's reads registered before the user load, as app/startApp.tsx does.
 */
async function returningAdmin({ shellReadsFirst = true } = {}) {
  const token = await storeSession('admin');
  const { body: user } = await demoCall('GET', 'user', token);
  const branch = user.branchs[0].schoolbranchid as number;
  const year = user.branchs[0].years[0].schoolyearid as number;
  window.localStorage.setItem('SELECTED_BRANCH', String(branch));
  window.localStorage.setItem('SELECTED_YEAR', String(year));
  recorder = recordCalls();
  const store = createStore();
  if (shellReadsFirst) afterFirstScreen(() => startShellReads(store.getState().auth));
  startEarlyUser();
  expect(await store.dispatch(loadUser())).toBe(true);
  return { store, branch, year, calls: recorder.calls };
}

describe('the shell’s first reads (app/shellReads.ts): a first screen that only reads does not load the axios clients', () => {
  it('the badges and the avatar are read through fetch, once each, and the axios clients stay unloaded until a call needs them', async () => {
    const { store, branch, year, calls } = await returningAdmin();
    // The avatar, asked for by the user load once the first screen is shown, takes the shell's read.
    await vi.waitFor(() => expect(store.getState().auth.profile).not.toBeNull(), { timeout: 15_000 });
    // What the shell then asks for takes those answers: no second request.
    const notifications = await callApi({
      url: 'notifications',
      params: { branch, year },
      schema: notificationListSchema,
    });
    expect('data' in notifications).toBe(true);
    await store.dispatch(loadConversations());
    expect(store.getState().chat.chats.length).toBeGreaterThan(0);
    expect(calls.sort()).toEqual(
      [
        '/api/chat/conversations',
        `/api/notifications?branch=${branch}&year=${year}`,
        `/api/user?branch=${branch}&year=${year}`,
        '/api/userprofilepicture',
      ].sort(),
    );
    expect(clients.loaded).toBe(false);

    // Any read, until then, leaves through fetch too (api/baseQuery.ts `readBeforeClients`).
    const contacts = await callApi({
      url: 'chat/contacts',
      schema: { safeParse: (data) => ({ success: true, data }) },
    });
    expect('data' in contacts).toBe(true);
    expect(clients.loaded).toBe(false);
    // A read that fails is asked again through the clients, whose error catalogue reads it: they are loaded then.
    const refused = await callApi({
      url: 'no-such-resource',
      schema: { safeParse: (data) => ({ success: true, data }) },
    });
    expect('error' in refused).toBe(true);
    expect(clients.loaded).toBe(true);
  });

  it('a user the registry does not let open the messaging gets no messages read', async () => {
    const { store, calls } = await returningAdmin({ shellReadsFirst: false });
    startShellReads({ ...store.getState().auth, roles: [] });
    await vi.waitFor(
      () => expect(calls.filter((call) => call.startsWith('/api/notifications'))).toHaveLength(1),
      { timeout: 15_000 },
    );
    expect(calls.some((call) => call.startsWith('/api/chat/'))).toBe(false);
  });
});
