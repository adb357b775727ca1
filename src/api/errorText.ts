import type { TFunction } from 'i18next';

/** Codes that say only "something in the request is wrong": the answer's field messages say what. */
const GENERIC_CODES = new Set(['INVALID_REQUEST', 'VALIDATION_ERROR']);

function codeOf(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('code' in error)) return null;
  return typeof error.code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(error.code) ? error.code : null;
}

/**
 * The translation key of an answer's `code` (docs/api.md "Error codes", `locales/<lng>/apiErrors.json`), when the
 * portal knows that code; null for an unknown code or none.
 */
export function apiErrorKey(error: unknown, t: TFunction): string | null {
  const code = codeOf(error);
  if (!code) return null;
  const key = `apiErrors.${code}`;
  return t(key, { defaultValue: '' }) ? key : null;
}

/**
 * The translation key to show under every field for a refused save: the code's sentence when the code is specific
 * to the fault (a 409 `DUPLICATE_ENGAGEMENT` under the fee), else null (each field's own code says what).
 */
export function apiFieldErrorKey(error: unknown, t: TFunction): string | null {
  const code = codeOf(error);
  return code && !GENERIC_CODES.has(code) ? apiErrorKey(error, t) : null;
}

/**
 * The translation key under each field of a refused save (docs/api.md "Errors": a 422's `errors` give an error
 * code per field): the answer's specific code for every field, else each field's code, else "value refused".
 * The one translation of field errors: the demo API and the real one answer codes, never sentences.
 */
export function apiFieldErrorKeys(error: unknown, t: TFunction): Record<string, string> {
  const fields: unknown = error && typeof error === 'object' && 'fields' in error ? error.fields : null;
  if (!fields || typeof fields !== 'object') return {};
  const whole = apiFieldErrorKey(error, t);
  return Object.fromEntries(
    Object.entries(fields).map(([field, code]) => [
      field,
      whole ?? apiErrorKey({ code }, t) ?? 'form.fieldRefused',
    ]),
  );
}

/**
 * Words for a failed call in the user's language: the translation of the answer's `code`, else the answer's
 * own message (an API may already speak the user's language), else `fallback`. A network failure, an
 * unreadable answer or a server fault (5xx) gives the fallback, never a technical text: a 5xx's message is the
 * server's (an SQL error, a file path), for developers only, written to the console in development
 * (docs/api.md "Errors").
 */
export function apiErrorText(error: unknown, t: TFunction, fallback: string): string {
  const key = apiErrorKey(error, t);
  if (key) return t(key);
  if (!error || typeof error !== 'object') return fallback;
  const { status, message } = error as { status?: unknown; message?: unknown };
  if (status === 'NETWORK_ERROR' || status === 'PARSE_ERROR') return fallback;
  if (typeof status === 'number' && status >= 500) {
    if (import.meta.env.DEV && import.meta.env.MODE !== 'test')
      console.error(`API fault ${status}:`, message);
    return fallback;
  }
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/**
 * Words for a refused save of a screen without a form kit (a grid, a row of settings): the first field's code sentence
 * when the answer names faulty fields (a 422 `VALIDATION_ERROR` says little alone), else `apiErrorText`.
 */
export function apiRefusalText(error: unknown, t: TFunction, fallback: string): string {
  const field = Object.values(apiFieldErrorKeys(error, t))[0];
  return field && field !== 'form.fieldRefused' ? t(field) : apiErrorText(error, t, fallback);
}
