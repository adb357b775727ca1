import { isAxiosError } from 'axios';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEarlyUser, takeEarlyUser } from '../../api/earlyAnswers';
import { navigationSettled, resetSessionRedirect, setErrorEffects } from '../../api/errors';
import { createStore } from '../../store/store';
import { setNavigate } from '../../lib/navigation';
import { db } from '../../mocks/core/db';
import { server } from '../../mocks/node';
import { setProfile } from '../../session/auth.slice';
import {
  branchChanged,
  loadProfilePicture,
  loadUser,
  PROFILE_PICTURE_TYPES,
  signIn,
  studentChanged,
  toProfilePicture,
  yearChanged,
} from './auth.thunks';

let navigate: ReturnType<typeof vi.fn<(to: string, options?: { replace?: boolean }) => void>>;

beforeEach(() => {
  resetSessionRedirect();
  navigationSettled();
  navigate = vi.fn();
  setNavigate(navigate);
  setErrorEffects({
    navigate: (to) => navigate(to),
    currentPath: () => '/dashboard',
    endSession: () => false,
    notifySessionEnded: () => undefined,
    keepTypingRefused: () => undefined,
    loadErrorTexts: () => Promise.resolve(),
  });
});

afterEach(() => {
  window.history.replaceState({}, '', '/');
});

/** The browser is on a shell page (the user load runs there after a reload). */
function onPage(path: string) {
  window.history.replaceState({}, '', path);
}

/** Every `GET user` the demo API receives, with its query. */
function recordUserCalls() {
  const calls: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/api/user')) calls.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  return {
    calls,
    stop: () => server.events.removeListener('request:start', listener),
  };
}

async function signedIn(email: string) {
  const store = createStore();
  const ok = await store.dispatch(signIn(email, 'demo1234'));
  expect(ok).toBe(true);
  return store;
}

describe('signIn + loadUser with the demo API (Loading and first load)', () => {
  it('Loading: admin -> user loaded, first branch grouped by school, its first year, roles narrowed', async () => {
    const store = await signedIn('admin@demo.test');
    const { auth } = store.getState();
    expect(auth.status).toBe('ready');
    expect(auth.user?.displayname).toBe('Samira Benali');
    expect(auth.user?.isParent).toBe(false);
    expect(auth.branch?.schoolbranchid).toBe(1);
    expect(auth.branch?.school.schoolname).toBe('Groupe Scolaire Al Amal');
    expect(auth.year).toEqual({ schoolyearid: 2, description: '2026-2027' });
    expect(auth.student).toBeNull();
    expect(auth.roles.length).toBeGreaterThan(0);
    for (const role of auth.roles) {
      expect(role.schoolbranchid).toBe(1);
      expect(role.schoolyearid).toBe(2);
    }
    // Admin has roles in two branches x two years: only one of the four is kept.
    expect(auth.user?.roles).toHaveLength(4);
    expect(auth.roles).toHaveLength(1);
  });

  it('Storage: sign-in stores the token and the chosen branch and year', async () => {
    await signedIn('admin@demo.test');
    expect(window.localStorage.getItem('token')).toMatch(/^demo\.1\./);
    expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('1');
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('2');
    expect(window.localStorage.getItem('SELECTED_STUDENT')).toBeNull();
  });

  it('Profile picture: fetched on load and stored as image/png', async () => {
    const store = await signedIn('admin@demo.test');
    await vi.waitFor(() => expect(store.getState().auth.profile).not.toBeNull(), { timeout: 15_000 });
    const profile = store.getState().auth.profile;
    expect(profile?.mimeType).toBe('image/png');
    expect(profile?.data).toBe(db.data.users[0]?.profilepicture?.data);
  });

  it('Parent: the first student is selected, with its first branch and first year', async () => {
    const store = await signedIn('parent@demo.test');
    const { auth } = store.getState();
    expect(auth.user?.isParent).toBe(true);
    expect(auth.student?.studentid).toBe(101);
    expect(auth.branch?.schoolbranchid).toBe(1);
    expect(auth.year?.schoolyearid).toBe(2);
    expect(auth.roles.map((role) => [role.name, role.schoolbranchid, role.schoolyearid])).toEqual([
      ['parent', 1, 2],
    ]);
    expect(window.localStorage.getItem('SELECTED_STUDENT')).toBe('101');
  });

  it('Parent: the stored student is used, with its branch', async () => {
    window.localStorage.setItem('SELECTED_STUDENT', '102');
    const store = await signedIn('parent@demo.test');
    const { auth } = store.getState();
    expect(auth.student?.studentid).toBe(102);
    expect(auth.branch?.schoolbranchid).toBe(3);
    expect(auth.branch?.school.schoolname).toBe('École Les Orangers');
    expect(auth.roles.every((role) => role.schoolbranchid === 3)).toBe(true);
  });

  it('Profile picture: no picture (204 No Content) -> profile null, user still loaded', async () => {
    const store = await signedIn('parent@demo.test');
    store.dispatch(setProfile({ mimeType: 'image/png', data: 'AAAA' }));
    await store.dispatch(loadProfilePicture());
    expect(store.getState().auth.profile).toBeNull();
    expect(store.getState().auth.status).toBe('ready');
  });

  it('Loading: the stored branch and year are used and sent as user query', async () => {
    window.localStorage.setItem('SELECTED_BRANCH', '2');
    window.localStorage.setItem('SELECTED_YEAR', '1');
    const recorder = recordUserCalls();
    const store = await signedIn('admin@demo.test');
    recorder.stop();
    const { auth } = store.getState();
    expect(auth.branch?.schoolbranchid).toBe(2);
    expect(auth.year?.schoolyearid).toBe(1);
    expect(auth.roles.map((role) => [role.schoolbranchid, role.schoolyearid])).toEqual([[2, 1]]);
    expect(recorder.calls[0]?.get('branch')).toBe('2');
    expect(recorder.calls[0]?.get('year')).toBe('1');
  });

  it('Loading: stored branch but no year -> that branch`s first year', async () => {
    window.localStorage.setItem('SELECTED_BRANCH', '2');
    const store = await signedIn('admin@demo.test');
    expect(store.getState().auth.branch?.schoolbranchid).toBe(2);
    expect(store.getState().auth.year?.schoolyearid).toBe(2);
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('2');
  });

  it('Loading: a stored branch the user does not have -> the first branch', async () => {
    window.localStorage.setItem('SELECTED_BRANCH', '3');
    window.localStorage.setItem('SELECTED_YEAR', '1');
    const store = await signedIn('staff@demo.test');
    expect(store.getState().auth.branch?.schoolbranchid).toBe(1);
    expect(store.getState().auth.year?.schoolyearid).toBe(2);
    expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('1');
  });

  it('User load failure: a malformed user answer -> failed load, spinner stops, back to /', async () => {
    server.use(http.get('*/api/user', () => HttpResponse.json({ roles: 'x' })));
    onPage('/dashboard');
    window.localStorage.setItem('token', 'whatever');
    const store = createStore();
    expect(await store.dispatch(loadUser())).toBe(false);
    expect(store.getState().auth.status).toBe('failed');
    expect(store.getState().auth.user).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toBe('/');
  });

  it('User load failure: after sign-in on / a malformed user answer fails the load without a crash or a loop', async () => {
    server.use(http.get('*/api/user', () => HttpResponse.json({ roles: 'x' })));
    const store = createStore();
    expect(await store.dispatch(signIn('admin@demo.test', 'demo1234'))).toBe(false);
    expect(store.getState().auth.status).toBe('failed');
    expect(store.getState().auth.user).toBeNull();
    // Already on the root page: nothing to navigate to.
    expect(navigate).not.toHaveBeenCalled();
  });

  it('User load failure: a user answer with roles lacking permissions is treated as failed', async () => {
    server.use(
      http.get('*/api/user', () =>
        HttpResponse.json({
          id: 1,
          email: 'a',
          displayname: 'A',
          isParent: false,
          roles: [{ name: 'admin', schoolbranchid: 1, schoolyearid: 2 }],
          branchs: [],
        }),
      ),
    );
    const store = createStore();
    window.localStorage.setItem('token', 'whatever');
    expect(await store.dispatch(loadUser())).toBe(false);
    expect(store.getState().auth.status).toBe('failed');
  });

  it('User load failure: HTTP 500 -> failed load, spinner stops, back to /', async () => {
    server.use(http.get('*/api/user', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    onPage('/news');
    const store = createStore();
    window.localStorage.setItem('token', 'whatever');
    expect(await store.dispatch(loadUser())).toBe(false);
    expect(store.getState().auth.status).toBe('failed');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/', { replace: true });
  });

  it('Loading: no stored token -> "Token is null", the load fails, one navigation to /', async () => {
    onPage('/dashboard');
    const store = createStore();
    expect(await store.dispatch(loadUser())).toBe(false);
    expect(store.getState().auth.status).toBe('failed');
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
  });

  it('sign-in: wrong credentials reject with an axios error coded INVALID_CREDENTIALS, nothing stored', async () => {
    const store = createStore();
    const error: unknown = await store.dispatch(signIn('admin@demo.test', 'wrong')).catch((e: unknown) => e);
    expect(isAxiosError(error)).toBe(true);
    expect(isAxiosError(error) && (error.response?.data as { code?: string }).code).toBe(
      'INVALID_CREDENTIALS',
    );
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('loadProfilePicture (Profile picture)', () => {
  it('Profile picture: a failure sets the profile to null, silently', async () => {
    const store = createStore();
    store.dispatch(setProfile({ mimeType: 'image/png', data: 'AAAA' }));
    server.use(
      http.get('*/api/userprofilepicture', () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    await store.dispatch(loadProfilePicture());
    expect(store.getState().auth.profile).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Profile picture: a network failure sets the profile to null', async () => {
    const store = createStore();
    store.dispatch(setProfile({ mimeType: 'image/png', data: 'AAAA' }));
    server.use(http.get('*/api/userprofilepicture', () => HttpResponse.error()));
    await store.dispatch(loadProfilePicture());
    expect(store.getState().auth.profile).toBeNull();
  });

  it('Profile picture: a non-image answer sets the profile to null', async () => {
    const store = createStore();
    server.use(
      http.get('*/api/userprofilepicture', () =>
        HttpResponse.json({ mimeType: 'image/svg+xml', data: 'PHN2Zz48L3N2Zz4=' }),
      ),
    );
    await store.dispatch(loadProfilePicture());
    expect(store.getState().auth.profile).toBeNull();
  });
});

describe('toProfilePicture (Profile picture: mimeType and base64 data; images only)', () => {
  it.each(PROFILE_PICTURE_TYPES)('accepts %s with base64 data', (mimeType) => {
    expect(PROFILE_PICTURE_TYPES).toHaveLength(4);
    expect(toProfilePicture({ mimeType, data: 'iVBORw0KGgo=' })).toEqual({ mimeType, data: 'iVBORw0KGgo=' });
  });

  it('accepts png, jpeg, webp and gif exactly', () => {
    expect([...PROFILE_PICTURE_TYPES].sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  });

  it.each(['image/svg+xml', 'text/html', 'application/javascript', 'image/x-icon', ''])(
    'refuses %s',
    (mimeType) => {
      expect(toProfilePicture({ mimeType, data: 'iVBORw0KGgo=' })).toBeNull();
    },
  );

  it('refuses data that is not base64', () => {
    expect(toProfilePicture({ mimeType: 'image/png', data: '<script>alert(1)</script>' })).toBeNull();
    expect(toProfilePicture({ mimeType: 'image/png', data: '"onerror="x' })).toBeNull();
    expect(toProfilePicture({ mimeType: 'image/png', data: '' })).toBeNull();
    expect(toProfilePicture({ mimeType: 'image/png', data: 'data:image/png;base64,AAAA' })).toBeNull();
  });

  it('refuses answers with missing or mistyped fields', () => {
    expect(toProfilePicture({ mimeType: 'image/png' })).toBeNull();
    expect(toProfilePicture({ data: 'AAAA' })).toBeNull();
    expect(toProfilePicture({ mimeType: 'image/png', data: 42 })).toBeNull();
    expect(toProfilePicture(null)).toBeNull();
    expect(toProfilePicture('AAAA')).toBeNull();
  });

  it('normalises the type and strips whitespace in the data', () => {
    expect(toProfilePicture({ mimeType: ' IMAGE/PNG ', data: 'iVBO\nRw0K Ggo=' })).toEqual({
      mimeType: 'image/png',
      data: 'iVBORw0KGgo=',
    });
  });

  it('(property) any type outside the four image types is refused', () => {
    fc.assert(
      fc.property(fc.string(), fc.base64String({ minLength: 4 }), (mimeType, data) => {
        fc.pre(!PROFILE_PICTURE_TYPES.includes(mimeType.trim().toLowerCase()));
        expect(toProfilePicture({ mimeType, data })).toBeNull();
      }),
    );
  });

  it('(property) any non-empty base64 payload of an image type is accepted unchanged', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROFILE_PICTURE_TYPES),
        fc.base64String({ minLength: 4 }),
        (mimeType, data) => {
          expect(toProfilePicture({ mimeType, data })).toEqual({ mimeType, data });
        },
      ),
    );
  });
});

describe('selector thunks (Selectors)', () => {
  it('Year change: sets the year, saves it, narrows roles to branch and new year', async () => {
    const store = await signedIn('admin@demo.test');
    await store.dispatch(yearChanged(1));
    const { auth } = store.getState();
    expect(auth.year?.schoolyearid).toBe(1);
    expect(auth.branch?.schoolbranchid).toBe(1);
    expect(auth.roles.map((role) => [role.schoolbranchid, role.schoolyearid])).toEqual([[1, 1]]);
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('1');
  });

  it('Branch change: sets the branch, takes its first year, saves both, narrows roles', async () => {
    const store = await signedIn('admin@demo.test');
    await store.dispatch(yearChanged(1));
    await store.dispatch(branchChanged(2));
    const { auth } = store.getState();
    expect(auth.branch?.schoolbranchid).toBe(2);
    expect(auth.year?.schoolyearid).toBe(2);
    expect(auth.roles.map((role) => [role.schoolbranchid, role.schoolyearid])).toEqual([[2, 2]]);
    expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('2');
    expect(window.localStorage.getItem('SELECTED_YEAR')).toBe('2');
  });

  it('Student change: sets the student, its first branch and year, saves them, narrows roles', async () => {
    const store = await signedIn('parent@demo.test');
    await store.dispatch(studentChanged(102));
    const { auth } = store.getState();
    expect(auth.student?.studentid).toBe(102);
    expect(auth.branch?.schoolbranchid).toBe(3);
    expect(auth.year?.schoolyearid).toBe(2);
    expect(auth.roles.map((role) => [role.name, role.schoolbranchid, role.schoolyearid])).toEqual([
      ['parent', 3, 2],
    ]);
    expect(window.localStorage.getItem('SELECTED_STUDENT')).toBe('102');
    expect(window.localStorage.getItem('SELECTED_BRANCH')).toBe('3');
  });

  it('Selectors: the changes do nothing before a user is loaded', async () => {
    const store = createStore();
    await store.dispatch(yearChanged(1));
    await store.dispatch(branchChanged(2));
    await store.dispatch(studentChanged(102));
    expect(store.getState().auth.year).toBeNull();
    expect(store.getState().auth.branch).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('API calls: when a change leaves the user without roles, GET user is called again with the new branch and year', async () => {
    // Admin has no role in branch 2 for year 1 in this answer.
    db.data.users[0]!.roles = db.data.users[0]!.roles.filter(
      (role) => !(role.schoolbranchid === 2 && role.schoolyearid === 1),
    );
    const store = await signedIn('admin@demo.test');
    await store.dispatch(branchChanged(2));
    const recorder = recordUserCalls();
    // The server now grants the role: the refreshed user replaces the old one.
    db.data.users[0]!.roles.push({ name: 'admin', schoolbranchid: 2, schoolyearid: 1, permissions: [] });
    await store.dispatch(yearChanged(1));
    recorder.stop();
    expect(recorder.calls).toHaveLength(1);
    expect(recorder.calls[0]?.get('branch')).toBe('2');
    expect(recorder.calls[0]?.get('year')).toBe('1');
    const { auth } = store.getState();
    expect(auth.user?.roles).toHaveLength(4);
    expect(auth.roles.map((role) => [role.schoolbranchid, role.schoolyearid])).toEqual([[2, 1]]);
  });

  it('User load failure: a failed GET user (500) on the reload after a scope change goes to the root, not silently on', async () => {
    db.data.users[0]!.roles = db.data.users[0]!.roles.filter(
      (role) => !(role.schoolbranchid === 2 && role.schoolyearid === 1),
    );
    const store = await signedIn('admin@demo.test');
    await store.dispatch(branchChanged(2));
    onPage('/dashboard');
    navigate.mockClear();
    server.use(http.get('*/api/user', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })));
    await store.dispatch(yearChanged(1));
    expect(store.getState().auth.status).toBe('failed');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('API calls: a change that keeps roles does not call GET user again', async () => {
    const store = await signedIn('admin@demo.test');
    const recorder = recordUserCalls();
    await store.dispatch(yearChanged(1));
    await store.dispatch(branchChanged(2));
    recorder.stop();
    expect(recorder.calls).toHaveLength(0);
  });
});

describe('the user asked for at boot (api/earlyAnswers.ts: no waterfall after a reload)', () => {
  /** Every `GET user` the demo API receives, with its headers. */
  function recordUserHeaders() {
    const calls: Headers[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/api/user')) calls.push(request.headers);
    };
    server.events.on('request:start', listener);
    return { calls, stop: () => server.events.removeListener('request:start', listener) };
  }

  it('with a stored token, branch and year, the boot’s GET user is the one the user load uses: one request, with the token and WebClientCall', async () => {
    await signedIn('admin@demo.test');
    const token = window.localStorage.getItem('token');
    const recorder = recordUserHeaders();
    startEarlyUser(); // main.tsx, before the app's code has arrived
    await vi.waitFor(() => expect(recorder.calls).toHaveLength(1), { timeout: 15_000 }); // asked before the user load starts
    const store = createStore();
    expect(await store.dispatch(loadUser())).toBe(true);
    recorder.stop();
    expect(recorder.calls).toHaveLength(1);
    expect(recorder.calls[0]!.get('Authorization')).toBe(token);
    expect(recorder.calls[0]!.get('WebClientCall')).toBe('true');
    expect(store.getState().auth.user?.displayname).toBe('Samira Benali');
    expect(store.getState().auth.year?.schoolyearid).toBe(2);
  });

  it('an answer asked with another branch than the user load’s, or under another token, is not used', async () => {
    await signedIn('admin@demo.test');
    startEarlyUser();
    window.localStorage.setItem('SELECTED_BRANCH', '2'); // chosen meanwhile
    const recorder = recordUserCalls();
    const store = createStore();
    expect(await store.dispatch(loadUser())).toBe(true);
    expect(recorder.calls.map((query) => query.get('branch'))).toEqual(['2']);

    startEarlyUser();
    window.localStorage.setItem('token', 'another-session');
    // The same branch and year, but another session: its answer is not this session's user.
    expect(takeEarlyUser(2, store.getState().auth.year?.schoolyearid ?? null)).toBeNull();
    recorder.stop();
  });

  it('a failed boot answer is dropped: the user is asked again through the client, and loaded', async () => {
    await signedIn('parent@demo.test');
    let refused = false;
    server.use(
      http.get('*/api/user', () => {
        if (refused) return undefined; // the demo API answers the second one
        refused = true;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    const recorder = recordUserCalls();
    startEarlyUser();
    const store = createStore();
    expect(await store.dispatch(loadUser())).toBe(true);
    recorder.stop();
    expect(recorder.calls).toHaveLength(2);
    expect(store.getState().auth.user?.isParent).toBe(true);
  });
});
