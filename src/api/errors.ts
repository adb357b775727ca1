/**
 * The error catalogue of the spec (Error catalogue), in one place. Both axios clients pass every failure through
 * `handleApiError`; RTK Query and the thunks only ever see errors that reach the caller.
 */
import { PERMISSION_MESSAGE, SESSION_MESSAGES } from '../domain/errorCatalogue';

export type ErrorKind = 'session' | 'permission' | 'other';

/**
 * The answer's body of a failed request: axios errors and the sign-in page's `LoginRequestError` both carry it
 * as `response.data` (read without importing axios, which the sign-in page's first load does not hold).
 */
export function responseData(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const response: unknown = error.response;
  if (typeof response !== 'object' || response === null || !('data' in response)) return undefined;
  return response.data;
}

/** The server's `message` field, when the answer carries one. */
export function responseMessage(error: unknown): string | undefined {
  const data = responseData(error);
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message;
  }
  return undefined;
}

/** Classifies a failure by the response message or the error text, exactly as the catalogue lists them. */
export function classifyError(error: unknown): ErrorKind {
  const texts = [responseMessage(error), error instanceof Error ? error.message : undefined]
    .filter((text): text is string => typeof text === 'string')
    .map((text) => text.trim());
  if (texts.some((text) => SESSION_MESSAGES.includes(text))) return 'session';
  if (texts.includes(PERMISSION_MESSAGE)) return 'permission';
  return 'other';
}

export interface ErrorEffects {
  /** Client-side navigation (the app router's `navigate`, lib/appRouter). */
  navigate(to: string): void;
  /** Current path, to avoid a redirect loop when already on `/`. */
  currentPath(): string;
  /** Forgets the stored session (token and signed-in user). Returns whether a session existed. */
  endSession(): boolean;
  /** Tells the user their session ended. */
  notifySessionEnded(): void;
  /**
   * A request was refused for want of a permission: the forms with unsaved changes are kept (Nothing typed is
   * lost) before the catalogue sends the user to `/unauthorized`, and come back when the user returns to them.
   */
  keepTypingRefused(): void;
  /**
   * Brings the sentences of the API's error codes, and the forms' texts that name a refused field, into the texts
   * (text parts of their own, i18n/bundled.ts); settles, never fails, once they are in or cannot be loaded.
   */
  loadErrorTexts(): Promise<void>;
}

let effects: ErrorEffects = {
  navigate: (to) => window.location.assign(to),
  currentPath: () => window.location.pathname,
  endSession: () => false,
  notifySessionEnded: () => undefined,
  keepTypingRefused: () => undefined,
  loadErrorTexts: () => Promise.resolve(),
};

/**
 * Settles once the sentences of the API's error codes are in the texts: `callApi` awaits it before it hands a screen
 * an error that names a code (api/baseQuery.ts), so `api/errorText.ts` finds them at once.
 */
export function errorTextsReady(): Promise<void> {
  return effects.loadErrorTexts();
}

/** Wires the catalogue to the app (router, store, toasts); called once at boot and by tests. */
export function setErrorEffects(next: ErrorEffects): void {
  effects = next;
}

let sessionRedirectPending = false;
let permissionRedirectPending = false;

let loggingOut = false;

/** Called after a successful sign-in so that a later expiry redirects again. */
export function resetSessionRedirect(): void {
  sessionRedirectPending = false;
  loggingOut = false;
}

/**
 * Logout (States and transitions): once the user has asked to log out, a request of this session that the server
 * refuses as expired (a card still loading while the token is revoked) says nothing new. The logout's own toast and
 * reload end the session: no "session expired" message and no navigation before them.
 */
export function sessionClosing(): void {
  loggingOut = true;
}

/** Called when a navigation has finished: a later permission refusal redirects again. */
export function navigationSettled(): void {
  permissionRedirectPending = false;
}

/**
 * Applies the catalogue's side effect for a failure. Many requests failing together (a page firing ten
 * queries with an expired token) give one navigation and one toast: the first one ends the session and
 * the rest see `sessionRedirectPending`; likewise one navigation to /unauthorized until it has settled.
 */
export function handleApiError(error: unknown): ErrorKind {
  const kind = classifyError(error);
  if (kind === 'session') {
    if (!sessionRedirectPending && !loggingOut) {
      sessionRedirectPending = true;
      const hadSession = effects.endSession();
      if (hadSession) effects.notifySessionEnded();
      if (effects.currentPath() !== '/') effects.navigate('/');
    }
  } else if (kind === 'permission') {
    if (!permissionRedirectPending && effects.currentPath() !== '/unauthorized') {
      permissionRedirectPending = true;
      effects.keepTypingRefused();
      effects.navigate('/unauthorized');
    }
  }
  return kind;
}
