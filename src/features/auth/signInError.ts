import { responseData } from '../../api/errors';
import { LoginRequestError } from '../../api/login';

/** An axios error (the app's JSON client) or a `LoginRequestError` (the light sign-in page), read alike. */
function isRequestError(error: unknown): error is { response?: unknown } {
  return (
    error instanceof LoginRequestError ||
    (typeof error === 'object' && error !== null && 'isAxiosError' in error && error.isAxiosError === true)
  );
}

function codeOf(error: unknown): unknown {
  const data = responseData(error);
  return data && typeof data === 'object' && 'code' in data ? data.code : undefined;
}

/** The sign-in page's message for a failed sign-in: no answer means the server could not be reached. */
export function signInErrorKey(error: unknown): string {
  if (isRequestError(error)) {
    if (!error.response) return 'login.errors.network';
    const code = codeOf(error);
    if (code === 'INVALID_CREDENTIALS') return 'login.errors.invalid';
    if (code === 'INVALID_REQUEST') return 'login.errors.required';
    // A deactivated account (access management): the password was right, the school closed the account.
    if (code === 'ACCOUNT_DISABLED') return 'login.errors.disabled';
  }
  return 'login.errors.unknown';
}

/** A `Retry-After` in seconds (a whole number; the HTTP date form is read too), or null. */
function seconds(value: unknown, now: number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) || null;
  const date = Date.parse(value);
  return Number.isNaN(date) || date <= now ? null : Math.ceil((date - now) / 1000);
}

/**
 * Sign-in throttling (docs/api.md): how many seconds a refused sign-in (429 `TOO_MANY_ATTEMPTS`) asks to wait, from
 * the answer's `retryAfter`, else its `Retry-After` header (axios's `response.headers`, or the light page's
 * `response.retryAfter`); null for any other failure. A 429 that says no wait counts one minute.
 */
export function signInRetryAfter(error: unknown, now = Date.now()): number | null {
  if (!isRequestError(error) || !error.response || typeof error.response !== 'object') return null;
  const response = error.response as { status?: unknown; headers?: unknown; retryAfter?: unknown };
  if (response.status !== 429 && codeOf(error) !== 'TOO_MANY_ATTEMPTS') return null;
  const data = responseData(error);
  const headers =
    response.headers && typeof response.headers === 'object'
      ? (response.headers as Record<string, unknown>)
      : {};
  return (
    seconds(data && typeof data === 'object' && 'retryAfter' in data ? data.retryAfter : undefined, now) ??
    seconds(response.retryAfter, now) ??
    seconds(headers['retry-after'], now) ??
    60
  );
}
