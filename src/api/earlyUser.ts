import { readItem, STORAGE_KEYS } from '../lib/storage';
import { readStoredSelection } from '../session/storedSelection';
import { API_BASE_URL, WEB_CLIENT_CALL_HEADER, WEB_CLIENT_CALL_VALUE } from './config';
import { ANSWER_TIME_LIMIT_MS } from './timeLimit';

/**
 * The user asked for at boot (docs/architecture.md "Decisions", no waterfall): with a stored token, `GET user` with
 * the stored branch and year leaves with the app's code instead of after it, through `fetch` (the axios clients are
 * part of the app's code). The user load (features/auth/auth.thunks.ts) takes this answer once, if it was asked with
 * the same token, branch and year; anything but a 2xx JSON answer is dropped and the user is asked again through the
 * client, whose error catalogue then reads the failure as usual.
 */
interface EarlyUser {
  token: string;
  branchId: number | null;
  yearId: number | null;
  answer: Promise<unknown>;
}

let early: EarlyUser | null = null;

function userUrl(branchId: number | null, yearId: number | null): string {
  const params = new URLSearchParams();
  if (branchId !== null) params.set('branch', String(branchId));
  if (yearId !== null) params.set('year', String(yearId));
  const query = params.toString();
  return `${API_BASE_URL}/user${query ? `?${query}` : ''}`;
}

/** Boot (main.tsx): asks for the user now when a token is stored. */
export function startEarlyUser(): void {
  const token = readItem(STORAGE_KEYS.token);
  if (token === null) return;
  const { branchId, yearId } = readStoredSelection();
  const answer = fetch(userUrl(branchId, yearId), {
    headers: {
      Accept: 'application/json',
      Authorization: token,
      [WEB_CLIENT_CALL_HEADER]: WEB_CLIENT_CALL_VALUE,
    },
    signal: AbortSignal.timeout(ANSWER_TIME_LIMIT_MS),
  }).then((response) => {
    if (!response.ok) throw new Error(`GET user answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  // Nobody may ever take it: a failure is not an unhandled rejection.
  answer.catch(() => undefined);
  early = { token, branchId, yearId, answer };
}

/**
 * The answer asked for at boot, once, when it was asked with the stored token and these branch and year; else null.
 */
export function takeEarlyUser(branchId: number | null, yearId: number | null): Promise<unknown> | null {
  const taken = early;
  early = null;
  if (!taken || taken.token !== readItem(STORAGE_KEYS.token)) return null;
  if (taken.branchId !== branchId || taken.yearId !== yearId) return null;
  return taken.answer;
}
