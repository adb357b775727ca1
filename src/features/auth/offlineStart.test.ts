import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  connectionBack,
  eraseKeptAnswers,
  keptAnswersSettled,
  keptShownAsOf,
  keptUser,
} from '../../api/keptAnswers';
import { navigationSettled, resetSessionRedirect, setErrorEffects } from '../../api/errors';
import { setNavigate } from '../../lib/navigation';
import { server } from '../../mocks/node';
import { createStore } from '../../store/store';
import { loadUser, signIn } from './auth.thunks';

beforeEach(() => {
  resetSessionRedirect();
  navigationSettled();
  setNavigate(vi.fn());
  setErrorEffects({
    navigate: vi.fn(),
    currentPath: () => '/dashboard',
    endSession: () => false,
    notifySessionEnded: () => undefined,
    keepTypingRefused: () => undefined,
    loadErrorTexts: () => Promise.resolve(),
  });
});

afterEach(async () => {
  await eraseKeptAnswers();
});

/** Signs in, and waits until the user is kept for an offline start (done in the background). */
async function signedInAndKept(email: string) {
  const store = createStore();
  expect(await store.dispatch(signIn(email, 'demo1234'))).toBe(true);
  const token = window.localStorage.getItem('token')!;
  return { store, token };
}

function userUnreachable() {
  server.use(http.get('*/api/user', () => HttpResponse.error()));
}

describe('Offline parent view: the start-up user load without the network', () => {
  it('a parent starts offline with the user kept at their last sign-in, and the page says as of when', async () => {
    const { store, token } = await signedInAndKept('parent@demo.test');
    await expect.poll(() => keptUser(token)).not.toBeNull();
    connectionBack();
    const signedInUser = store.getState().auth.user;

    userUnreachable();
    const offline = createStore();
    expect(await offline.dispatch(loadUser())).toBe(true);
    expect(offline.getState().auth.user).toEqual(signedInUser);
    expect(offline.getState().auth.student?.studentid).toBe(store.getState().auth.student?.studentid);
    expect(keptShownAsOf()).not.toBeNull();
  });

  it('a refusal of the server (session expired) is never replaced by the kept user', async () => {
    const { token } = await signedInAndKept('parent@demo.test');
    await expect.poll(() => keptUser(token)).not.toBeNull();
    server.use(
      http.get('*/api/user', () => HttpResponse.json({ message: 'Token is expired' }, { status: 401 })),
    );
    const again = createStore();
    expect(await again.dispatch(loadUser())).toBe(false);
    expect(again.getState().auth.user).toBeNull();
  });

  it('staff never start offline: nothing of theirs is kept', async () => {
    const { token } = await signedInAndKept('admin@demo.test');
    await keptAnswersSettled();
    expect(await keptUser(token)).toBeNull();
    userUnreachable();
    const offline = createStore();
    expect(await offline.dispatch(loadUser())).toBe(false);
    expect(offline.getState().auth.user).toBeNull();
  });
});
