/**
 * Every localStorage key the portal uses (API calls "Storage"). Nothing else is ever written to storage, so
 * "after sign-in localStorage holds only the spec's keys" can be checked against this list.
 */
export const STORAGE_KEYS = {
  token: 'token',
  year: 'SELECTED_YEAR',
  branch: 'SELECTED_BRANCH',
  student: 'SELECTED_STUDENT',
  language: 'defaultLanguage',
  darkMode: 'darkMode',
  sidebarCollapsed: 'sidebarCollapsed',
  semiDarkMode: 'semiDarkMode',
  direction: 'direction',
  skin: 'skin',
  type: 'type',
  monochrome: 'monochrome',
  /**
   * A parent's messages and requests written offline, waiting to be sent with their first Idempotency-Key
   * (lib/outbox.ts; docs/architecture.md "Offline outbox"). Each entry names its owner, the signed-in user who
   * wrote it: another user never sees nor sends it. Erased at logout with the rest (`clearStorage`).
   */
  outbox: 'outbox',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Reads a raw string; storage can be unavailable (private mode, quota), which reads as absent. */
export function readItem(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the choice lives for this page only.
  }
}

export function removeItem(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Reads a JSON value, falling back when the key is absent or its text is not valid JSON of the right kind. */
export function readJson<T>(key: StorageKey, fallback: T, isValid: (value: unknown) => value is T): T {
  const raw = readItem(key);
  if (raw === null) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  writeItem(key, JSON.stringify(value));
}

/**
 * What this tab keeps of unsaved typing (sessionStorage: it lives as long as the tab, across reloads, and is never
 * shared with another tab). Erased at logout with the rest (`clearStorage`); docs/architecture.md "Nothing typed
 * is lost".
 */
export const SESSION_KEYS = {
  /** The values of the forms a session end interrupted (components/form/keptTyping.ts). */
  keptTyping: 'keptTyping',
  /** The unsent text of each conversation (features/chat/drafts.ts). */
  chatDrafts: 'chatDrafts',
  /** Evaluation results typed but not yet saved, per campaign (features/education/resultQueue.ts). */
  evaluationResults: 'evaluationResults',
} as const;

export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

/** Reads a JSON value of this tab's session storage; absent, unreadable or not of the right kind reads as `fallback`. */
export function readSessionJson<T>(key: SessionKey, fallback: T, isValid: (value: unknown) => value is T): T {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return fallback;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Writes (or, with `undefined`, removes) a JSON value of this tab's session storage. */
export function writeSessionJson(key: SessionKey, value: unknown): void {
  try {
    if (value === undefined) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the typing lives in the page only.
  }
}

/** Logout: the spec's keys and whatever this tab kept of unsaved typing. */
export function clearStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Storage disabled: nothing to clear.
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage disabled: nothing to clear.
  }
}
