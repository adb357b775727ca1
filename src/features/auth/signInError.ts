import { responseData } from '../../api/errors';
import { LoginRequestError } from '../../api/login';

/** An axios error (the app's JSON client) or a `LoginRequestError` (the light sign-in page), read alike. */
function isRequestError(error: unknown): error is { response?: unknown } {
  return (
    error instanceof LoginRequestError ||
    (typeof error === 'object' && error !== null && 'isAxiosError' in error && error.isAxiosError === true)
  );
}

/** The sign-in page's message for a failed sign-in: no answer means the server could not be reached. */
export function signInErrorKey(error: unknown): string {
  if (isRequestError(error)) {
    if (!error.response) return 'login.errors.network';
    const data = responseData(error);
    const code = data && typeof data === 'object' && 'code' in data ? data.code : undefined;
    if (code === 'INVALID_CREDENTIALS') return 'login.errors.invalid';
    if (code === 'INVALID_REQUEST') return 'login.errors.required';
    // A deactivated account (access management): the password was right, the school closed the account.
    if (code === 'ACCOUNT_DISABLED') return 'login.errors.disabled';
  }
  return 'login.errors.unknown';
}
