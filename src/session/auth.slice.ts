import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Branch, ProfilePicture, Role, Student, User, Year } from '../api/schemas';

export type UserLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Auth state of the spec (Entities), plus the user-load status that drives the boot spinner. */
export interface AuthState {
  user: User | null;
  /** Roles of the current branch and year only. */
  roles: Role[];
  profile: ProfilePicture | null;
  year: Year | null;
  branch: Branch | null;
  student: Student | null;
  status: UserLoadStatus;
}

export const initialAuthState: AuthState = {
  user: null,
  roles: [],
  profile: null,
  year: null,
  branch: null,
  student: null,
  status: 'idle',
};

/**
 * Reducers stay pure: saving to and removing from localStorage (SELECTED_BRANCH, SELECTED_STUDENT,
 * SELECTED_YEAR) is done by the listener in auth.persistence.ts, keyed on these same actions.
 */
const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    userLoadStarted(state) {
      state.status = 'loading';
    },
    userLoadFailed(state) {
      state.status = 'failed';
    },
    /** Stores the user and the year (and saves the year). */
    login(state, action: PayloadAction<{ user: User; year: Year | null }>) {
      state.user = action.payload.user;
      state.year = action.payload.year;
      state.status = 'ready';
    },
    /** Year or branch change that brought a fresh user from the API: replaces the user. */
    userReplaced(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /** Saves the branch, or removes the stored one when null. */
    selectBranch(state, action: PayloadAction<Branch | null>) {
      state.branch = action.payload;
    },
    /** Saves the student, or removes the stored one when null. */
    selectStudent(state, action: PayloadAction<Student | null>) {
      state.student = action.payload;
    },
    selectYear(state, action: PayloadAction<Year | null>) {
      state.year = action.payload;
    },
    setRoles(state, action: PayloadAction<Role[]>) {
      state.roles = action.payload;
    },
    setProfile(state, action: PayloadAction<ProfilePicture | null>) {
      state.profile = action.payload;
    },
    /** Empties user, roles, year, branch and student. */
    clearUser(state) {
      state.user = null;
      state.roles = [];
      state.year = null;
      state.branch = null;
      state.student = null;
      state.profile = null;
      state.status = 'idle';
    },
  },
});

export const {
  userLoadStarted,
  userLoadFailed,
  login,
  userReplaced,
  selectBranch,
  selectStudent,
  selectYear,
  setRoles,
  setProfile,
  clearUser,
} = authSlice.actions;

export const authReducer = authSlice.reducer;

interface WithAuth {
  auth: AuthState;
}
export const selectAuth = (state: WithAuth) => state.auth;
export const selectUser = (state: WithAuth) => state.auth.user;
export const selectRoles = (state: WithAuth) => state.auth.roles;
export const selectIsParent = (state: WithAuth) => state.auth.user?.isParent === true;

/** Who a user is, for what this tab keeps on their behalf (components/form/keptTyping.ts): id, else e-mail. */
export function userKey(user: Pick<User, 'id' | 'email' | 'displayname'>): string {
  return String(user.id ?? user.email ?? user.displayname);
}
