import { holdFirstScreen } from '../lib/afterFirstScreen';
import { readItem, STORAGE_KEYS } from '../lib/storage';
import { readStoredSelection } from '../session/storedSelection';
import { API_BASE_URL, WEB_CLIENT_CALL_HEADER, WEB_CLIENT_CALL_VALUE } from './config';
import { requestKey } from './requestKey';
import { ANSWER_TIME_LIMIT_MS } from './timeLimit';

/**
 * Answers asked for at boot (docs/architecture.md "Decisions", no waterfall): with a stored token, `GET user` with
 * the stored branch and year, and the landing page's data, leave with the app's code instead of after it, through
 * `fetch` (the axios clients are part of the app's code), with the clients' headers. Each is taken once, by the same
 * request (path and parameters) under the same token, during the first screen's load (`EARLY_ANSWER_MS`); anything
 * but a 2xx JSON answer is dropped and the request is sent again through the client, whose error catalogue then reads
 * the failure as usual.
 */
interface EarlyAnswer {
  token: string;
  askedAt: number;
  /** How long it may be taken (`EARLY_ANSWER_MS` at boot, `NAVIGATION_ANSWER_MS` for a page navigated to). */
  within: number;
  answer: Promise<unknown>;
  /** Taken by its page: not given twice, and not asked for again while it is recent (`startEarlyAnswer`). */
  taken?: true;
}

/** An early answer not taken within this time is not taken at all: later screens ask the API themselves. */
export const EARLY_ANSWER_MS = 30_000;

/**
 * A page navigated to asks for its data as the navigation starts (modules.ts `startData`), beside its code; its
 * query takes the answer as soon as it is drawn. One it does not take (its data was in the cache) is not taken later.
 */
export const NAVIGATION_ANSWER_MS = 5_000;

const early = new Map<string, EarlyAnswer>();

/** Boot (or a navigation, with a shorter `within`): asks for `url` with `params` now, when a token is stored. */
export function startEarlyAnswer(
  url: string,
  params: Record<string, string | number | null> = {},
  within = EARLY_ANSWER_MS,
): void {
  const token = readItem(STORAGE_KEYS.token);
  if (token === null) return;
  const key = requestKey(url, params);
  // Asked already, recently (a link pointed at, then followed): that answer serves, or has served if the page, in
  // first, has taken it already.
  const asked = early.get(key);
  if (asked && asked.token === token && Date.now() - asked.askedAt <= Math.min(asked.within, within)) return;
  const answer = readThroughFetch(key, token, AbortSignal.timeout(ANSWER_TIME_LIMIT_MS)).then((response) => {
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    return jsonOf(response);
  });
  // Nobody may ever take it: a failure is not an unhandled rejection.
  answer.catch(() => undefined);
  // The first screen is drawn from it: what only decorates that screen waits for it (lib/afterFirstScreen).
  holdFirstScreen(answer);
  early.set(key, { token, askedAt: Date.now(), within, answer });
}

/**
 * A read through `fetch` with the clients' headers (the token, the WebClientCall header), without the clients: an
 * answer asked for at boot, and any read sent before the clients are loaded (api/baseQuery.ts).
 */
export function readThroughFetch(
  key: string,
  token: string,
  signal: AbortSignal,
  file = false,
): Promise<Response> {
  return fetch(`${API_BASE_URL}/${key}`, {
    headers: {
      ...(file ? {} : { Accept: 'application/json' }),
      Authorization: token,
      [WEB_CLIENT_CALL_HEADER]: WEB_CLIENT_CALL_VALUE,
    },
    signal,
  });
}

/** A JSON answer's data; 204 No Content (the profile picture of a user who has none, docs/api.md) is null. */
export function jsonOf(response: Response): Promise<unknown> {
  return response.status === 204 ? Promise.resolve(null) : (response.json() as Promise<unknown>);
}

/**
 * The answer asked for at boot for this request (path and parameters), once, if it was asked under the stored
 * token and not too long ago; else null.
 */
export function takeEarlyAnswer(url: string, params?: Record<string, unknown>): Promise<unknown> | null {
  if (early.size === 0) return null;
  const key = requestKey(url, params);
  const taken = early.get(key);
  if (!taken || taken.taken) return null;
  if (taken.token !== readItem(STORAGE_KEYS.token) || Date.now() - taken.askedAt > taken.within) {
    // Not one to give: forgotten, so that the next ask for this request leaves again.
    early.delete(key);
    return null;
  }
  taken.taken = true;
  return taken.answer;
}

/**
 * A write was sent: no answer asked for before it may be taken after it (it could say what the write changed, as
 * it was before).
 */
export function forgetEarlyAnswers(): void {
  early.clear();
}

/** Boot (main.tsx): asks for the user now when a token is stored, with the stored branch and year. */
export function startEarlyUser(): void {
  const { branchId, yearId } = readStoredSelection();
  startEarlyAnswer('user', { branch: branchId, year: yearId });
}

/** The user asked for at boot, once, when it was asked with the stored token and these branch and year; else null. */
export function takeEarlyUser(branchId: number | null, yearId: number | null): Promise<unknown> | null {
  return takeEarlyAnswer('user', { branch: branchId, year: yearId });
}
