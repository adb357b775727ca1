import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { takeEarlyAnswer, takeEarlyUser } from '../../api/earlyAnswers';
import { classifyError, resetSessionRedirect } from '../../api/errors';
import { withTimeLimit } from '../../api/timeLimit';
import { IMAGE_TYPES } from '../../domain/imageTypes';
import { loginAnswerSchema, toProfilePicture, userSchema, type User } from '../../api/schemas';
import { currentPath, navigateTo } from '../../lib/navigation';
import { readItem, writeItem, STORAGE_KEYS } from '../../lib/storage';
import { keepAnswersFor, keptUser } from '../../api/keptAnswers';
import { loadClients, toApiError } from '../../api/baseQuery';
import {
  login,
  selectBranch,
  selectStudent,
  selectYear,
  setProfile,
  setRoles,
  userLoadFailed,
  userKey,
  userLoadStarted,
  userReplaced,
  type AuthState,
} from '../../session/auth.slice';
import { keptTyping } from '../../components/form/keptTyping';
import { readStoredSelection } from '../../session/auth.persistence';
import { afterFirstScreen } from '../../lib/afterFirstScreen';
import {
  availableBranches,
  changeBranch,
  changeStudent,
  changeYear,
  initialSelection,
  narrowRoles,
  type Selection,
} from '../../session/selection';

type AuthThunk<R = void> = ThunkAction<R, { auth: AuthState }, unknown, UnknownAction>;

async function fetchUser(branchId: number | null, yearId: number | null): Promise<User> {
  const early = takeEarlyUser(branchId, yearId);
  if (early) {
    const parsed = userSchema.safeParse(await early.catch(() => null));
    if (parsed.success) return parsed.data;
    // Failed or malformed: asked again through the client below, whose error catalogue reads the failure.
  }
  const params: Record<string, number> = {};
  if (branchId !== null) params.branch = branchId;
  if (yearId !== null) params.year = yearId;
  const { apiClient } = await loadClients();
  const answer = await withTimeLimit((signal) => apiClient.get('user', { params, signal }));
  const parsed = userSchema.safeParse(answer.data);
  if (!parsed.success) throw new Error('Malformed user answer');
  return parsed.data;
}

/**
 * The start-up user: from the API, or, when the API cannot be reached at all (offline), the parent kept in this
 * browser with the stored token (api/keptAnswers.ts), so that their last answers stay readable. `kept` tells which.
 */
async function startUser(
  branchId: number | null,
  yearId: number | null,
): Promise<{ user: User; kept: boolean }> {
  try {
    return { user: await fetchUser(branchId, yearId), kept: false };
  } catch (error) {
    const token = readItem(STORAGE_KEYS.token);
    if (toApiError(error).status !== 'NETWORK_ERROR' || token === null) throw error;
    const parsed = userSchema.safeParse(await keptUser(token));
    if (!parsed.success || !parsed.data.isParent) throw error;
    return { user: parsed.data, kept: true };
  }
}

/** Image types a profile picture may have; anything else (SVG with scripts, HTML...) is refused. */
export const PROFILE_PICTURE_TYPES = IMAGE_TYPES;
export { toProfilePicture };

/**
 * Profile picture (States and transitions): stored on success; 204 No Content means the user has none
 * (docs/api.md); on that or any failure the profile is null, silently.
 */
export function loadProfilePicture(): AuthThunk<Promise<void>> {
  return async (dispatch) => {
    try {
      // Asked for through `fetch` as the first screen was shown (app/startApp.tsx `startShellReads`), when it was.
      const early = await takeEarlyAnswer('userprofilepicture')?.catch(() => undefined);
      if (early !== undefined) {
        dispatch(setProfile(early === null ? null : toProfilePicture(early)));
        return;
      }
      const { transferClient } = await loadClients();
      const answer = await transferClient.get('userprofilepicture');
      dispatch(setProfile(answer.status === 204 ? null : toProfilePicture(answer.data)));
    } catch {
      dispatch(setProfile(null));
    }
  };
}

function applySelection(selection: Selection): AuthThunk {
  return (dispatch, getState) => {
    const { auth } = getState();
    if (auth.user?.isParent) dispatch(selectStudent(selection.student));
    if (selection.branch !== auth.branch) dispatch(selectBranch(selection.branch));
    if (selection.year !== auth.year) dispatch(selectYear(selection.year));
    dispatch(setRoles(selection.roles));
  };
}

/**
 * Start-up user load (States and transitions): `GET user?branch&year` with the stored choice, then the student, branch and
 * year rules, roles narrowed, then the profile picture. On failure: back to `/` and the spinner stops.
 */
export function loadUser(): AuthThunk<Promise<boolean>> {
  return async (dispatch) => {
    dispatch(userLoadStarted());
    const stored = readStoredSelection();
    let user: User;
    try {
      const started = await startUser(stored.branchId, stored.yearId);
      user = started.user;
      const token = readItem(STORAGE_KEYS.token);
      if (!started.kept && token !== null) {
        void keepAnswersFor({ key: userKey(user), isParent: user.isParent, data: user }, token);
      }
    } catch (error) {
      dispatch(userLoadFailed());
      // A session or permission message was already routed by the error catalogue: one navigation, not two.
      if (classifyError(error) === 'other' && currentPath() !== '/') navigateTo('/', { replace: true });
      return false;
    }
    // Typing kept when a session ended goes back to its author only (components/form/keptTyping.ts).
    keptTyping.signedIn(userKey(user));
    const selection = initialSelection(user, stored);
    dispatch(login({ user, year: selection.year }));
    dispatch(applySelection(selection));
    // The header's avatar: asked for once the first screen is shown, after the page's own requests.
    afterFirstScreen(() => void dispatch(loadProfilePicture()));
    return true;
  };
}

/** Sign-in (`POST login`), then the user load. Throws the axios error on wrong credentials. */
export function signIn(email: string, password: string): AuthThunk<Promise<boolean>> {
  return async (dispatch) => {
    const { apiClient } = await loadClients();
    const answer = await apiClient.post('login', { email, password });
    const parsed = loginAnswerSchema.safeParse(answer.data);
    if (!parsed.success) throw new Error('Malformed login answer');
    writeItem(STORAGE_KEYS.token, parsed.data.token);
    resetSessionRedirect();
    return dispatch(loadUser());
  };
}

function currentSelection(auth: AuthState): Selection {
  return { student: auth.student, branch: auth.branch, year: auth.year, roles: auth.roles };
}

/**
 * After a selector change, the API is asked again for the user when the new branch and year leave the user
 * without roles (API calls: "when branch or year changes while user or roles are missing"); the answer
 * replaces the user and the roles are narrowed again. A failed reload is a failed user load: back to the root.
 */
function refreshWhenRolesMissing(): AuthThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { auth } = getState();
    if (auth.roles.length > 0 || !auth.branch || !auth.year) return;
    try {
      const user = await fetchUser(auth.branch.schoolbranchid, auth.year.schoolyearid);
      dispatch(userReplaced(user));
      dispatch(setRoles(narrowRoles(user.roles, getState().auth.branch, getState().auth.year)));
    } catch (error) {
      // User load failure (Error catalogue): as at start-up, the load fails and the browser goes to the root,
      // never silently on with the previous user's data.
      dispatch(userLoadFailed());
      if (classifyError(error) === 'other' && currentPath() !== '/') navigateTo('/', { replace: true });
    }
  };
}

/**
 * Reads the user again (`GET user`) after a change of what they may choose, such as a new school year of a branch:
 * the selector row offers it at once, the selection and roles stay as they are.
 */
export function refreshUser(): AuthThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { auth } = getState();
    if (!auth.user || !auth.branch || !auth.year) return;
    const user = await fetchUser(auth.branch.schoolbranchid, auth.year.schoolyearid);
    dispatch(userReplaced(user));
    const branch = availableBranches(user, auth.student).find(
      (candidate) => candidate.schoolbranchid === auth.branch?.schoolbranchid,
    );
    if (branch) dispatch(selectBranch(branch));
    dispatch(setRoles(narrowRoles(user.roles, getState().auth.branch, getState().auth.year)));
  };
}

function changeSelection(compute: (user: User, current: Selection) => Selection): AuthThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { auth } = getState();
    if (!auth.user) return;
    dispatch(applySelection(compute(auth.user, currentSelection(auth))));
    await dispatch(refreshWhenRolesMissing());
  };
}

export const yearChanged = (yearId: number) => changeSelection((user, cur) => changeYear(user, cur, yearId));
export const branchChanged = (branchId: number) =>
  changeSelection((user, cur) => changeBranch(user, cur, branchId));
export const studentChanged = (studentId: number) =>
  changeSelection((user, cur) => changeStudent(user, cur, studentId));
