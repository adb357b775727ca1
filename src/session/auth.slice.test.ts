import { describe, expect, it } from 'vitest';
import type { Branch, ProfilePicture, Role, Student, User, Year } from '../api/schemas';
import { createStore } from '../store/store';
import {
  authReducer,
  clearUser,
  initialAuthState,
  login,
  selectBranch,
  selectIsParent,
  selectRoles,
  selectStudent,
  selectUser,
  selectYear,
  setProfile,
  setRoles,
  userLoadFailed,
  userLoadStarted,
  userReplaced,
} from './auth.slice';

const year: Year = { schoolyearid: 2, description: '2026-2027' };
const branch: Branch = {
  schoolbranchid: 1,
  branchname: 'Casablanca Anfa',
  school: { schoolname: 'Groupe Scolaire Al Amal' },
  years: [year],
};
const role: Role = {
  name: 'admin',
  schoolbranchid: 1,
  schoolyearid: 2,
  permissions: [{ name: 'view-news-page' }],
};
const student: Student = { studentid: 101, firstname_fr: 'Yasmine', branchs: [branch] };
const user: User = {
  id: 1,
  email: 'admin@demo.test',
  displayname: 'Samira Benali',
  isParent: false,
  roles: [role],
  branchs: [branch],
};
const picture: ProfilePicture = { mimeType: 'image/png', data: 'iVBORw0KGgo=' };

describe('auth slice (Auth state, Auth state actions)', () => {
  it('Entities: auth state starts empty (no user, no roles, no profile, no year, branch or student)', () => {
    expect(authReducer(undefined, { type: '@@init' })).toEqual({
      user: null,
      roles: [],
      profile: null,
      year: null,
      branch: null,
      student: null,
      status: 'idle',
    });
    expect(createStore().getState().auth).toEqual(initialAuthState);
  });

  it('Login: stores the user and the year, and the user load is done', () => {
    const state = authReducer(authReducer(undefined, userLoadStarted()), login({ user, year }));
    expect(state.user).toBe(user);
    expect(state.year).toBe(year);
    expect(state.status).toBe('ready');
  });

  it('Loading: the load status drives the spinner (loading, then failed on failure)', () => {
    const loading = authReducer(undefined, userLoadStarted());
    expect(loading.status).toBe('loading');
    expect(authReducer(loading, userLoadFailed()).status).toBe('failed');
  });

  it('Actions: select branch, select student, select year, set roles and set profile set their field', () => {
    let state = authReducer(undefined, selectBranch(branch));
    state = authReducer(state, selectStudent(student));
    state = authReducer(state, selectYear(year));
    state = authReducer(state, setRoles([role]));
    state = authReducer(state, setProfile(picture));
    expect(state).toMatchObject({ branch, student, year, roles: [role], profile: picture });
    state = authReducer(state, selectBranch(null));
    state = authReducer(state, selectStudent(null));
    state = authReducer(state, setProfile(null));
    expect(state).toMatchObject({ branch: null, student: null, profile: null });
  });

  it('Year or branch change: replaces the user', () => {
    const fresh: User = { ...user, displayname: 'Samira B.' };
    const state = authReducer(authReducer(undefined, login({ user, year })), userReplaced(fresh));
    expect(state.user).toBe(fresh);
    expect(state.year).toBe(year);
  });

  it('Clear user: empties user, roles, year, branch and student', () => {
    const store = createStore();
    store.dispatch(login({ user: { ...user, isParent: true }, year }));
    store.dispatch(selectBranch(branch));
    store.dispatch(selectStudent(student));
    store.dispatch(setRoles([role]));
    store.dispatch(setProfile(picture));
    store.dispatch(clearUser());
    const { auth } = store.getState();
    expect(auth.user).toBeNull();
    expect(auth.roles).toEqual([]);
    expect(auth.year).toBeNull();
    expect(auth.branch).toBeNull();
    expect(auth.student).toBeNull();
  });

  it('Roles and permissions: selectors expose the user, the narrowed roles and whether the user is a parent', () => {
    const store = createStore();
    expect(selectIsParent(store.getState())).toBe(false);
    store.dispatch(login({ user: { ...user, isParent: true }, year }));
    store.dispatch(setRoles([role]));
    expect(selectUser(store.getState())?.displayname).toBe('Samira Benali');
    expect(selectRoles(store.getState())).toEqual([role]);
    expect(selectIsParent(store.getState())).toBe(true);
  });
});
