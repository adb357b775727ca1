import { readItem, STORAGE_KEYS } from '../lib/storage';
import { API_BASE_URL, DUMMY_TOKEN, WEB_CLIENT_CALL_HEADER, WEB_CLIENT_CALL_VALUE } from './config';
import { handleApiError } from './errors';
import { withTimeLimit } from './timeLimit';

/**
 * A failed `POST login` made by the light sign-in page: the same shape the catalogue and the sign-in form read
 * from an axios error (`response.status`, `response.data`), without axios in the first load. No `response`
 * means the server could not be reached. `retryAfter` is the answer's `Retry-After` header, when it has one (a
 * throttled sign-in, docs/api.md "Sign-in throttling").
 */
export class LoginRequestError extends Error {
  constructor(
    message: string,
    readonly response?: { status: number; data: unknown; retryAfter?: string },
  ) {
    super(message);
    this.name = 'LoginRequestError';
  }
}

function isToken(data: unknown): data is { token: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    'token' in data &&
    typeof data.token === 'string' &&
    data.token.length > 0
  );
}

/**
 * `POST login` (docs/api.md) for the sign-in page loaded before the app: with fetch rather than the JSON axios
 * client, so the first load carries neither axios nor the store, but with the same headers (stored or dummy
 * token, WebClientCall, JSON) and every failure passed through the error catalogue. Resolves with the token.
 */
export async function postLogin(email: string, password: string): Promise<string> {
  let response: Response;
  try {
    response = await withTimeLimit((signal) =>
      fetch(`${API_BASE_URL}/login`, {
        signal,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Authorization: readItem(STORAGE_KEYS.token) ?? DUMMY_TOKEN,
          [WEB_CLIENT_CALL_HEADER]: WEB_CLIENT_CALL_VALUE,
        },
        body: JSON.stringify({ email, password }),
      }),
    );
  } catch (cause) {
    const error = new LoginRequestError(cause instanceof Error ? cause.message : 'Network Error');
    handleApiError(error);
    throw error;
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text, like axios does.
  }
  if (!response.ok) {
    const retryAfter = response.headers.get('Retry-After');
    const error = new LoginRequestError(`Request failed with status code ${response.status}`, {
      status: response.status,
      data,
      ...(retryAfter ? { retryAfter } : {}),
    });
    handleApiError(error);
    throw error;
  }
  if (!isToken(data)) throw new Error('Malformed login answer');
  return data.token;
}
