import { readSessionJson, SESSION_KEYS, writeSessionJson } from '../../lib/storage';

/**
 * Nothing typed is lost when a session ends (docs/architecture.md "Nothing typed is lost"): the error catalogue
 * sends the user to sign in, and the forms with unsaved changes are kept in this tab's session storage first. After
 * signing in again as the same user, each form finds its values when it opens on the same page; someone else signing
 * in drops them, and logout erases them. Passwords and files are never kept.
 */
export interface KeptTyping {
  /** Who typed it (lib `userKey`): only they get it back. */
  owner: string;
  /** The page the forms were on. */
  path: string;
  /** Each form's values, by form key (`formKey`). */
  forms: Record<string, Record<string, unknown>>;
  /** Why it was kept: the session ended (absent), or a save was refused for want of a permission. */
  reason?: 'refused';
}

function isKeptTyping(value: unknown): value is KeptTyping {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<KeptTyping>;
  return (
    typeof record.owner === 'string' &&
    typeof record.path === 'string' &&
    typeof record.forms === 'object' &&
    record.forms !== null
  );
}

/** Forms on screen with unsaved changes: their key and how to read their values now. */
const dirtyForms = new Map<string, { key: string; values: () => Record<string, unknown> }>();
const listeners = new Set<() => void>();

const NEVER_KEPT = /password|passwd|secret/i;

/** The typed values that may be written down: no password-like field, no file (JSON cannot hold one anyway). */
function keepable(values: Record<string, unknown>): Record<string, unknown> {
  const text = JSON.stringify(values, (name, value: unknown) => {
    if (name && NEVER_KEPT.test(name)) return undefined;
    if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
    return value;
  });
  return JSON.parse(text) as Record<string, unknown>;
}

/** The last value read, the same object while nothing changed (a stable snapshot for useSyncExternalStore). */
let cache: { text: string | null; value: KeptTyping | null } = { text: null, value: null };

function read(): KeptTyping | null {
  const value = readSessionJson<KeptTyping | null>(SESSION_KEYS.keptTyping, null, isKeptTyping);
  const text = value && JSON.stringify(value);
  if (text !== cache.text) cache = { text, value };
  return cache.value;
}

function write(next: KeptTyping | null): void {
  writeSessionJson(SESSION_KEYS.keptTyping, next && Object.keys(next.forms).length > 0 ? next : undefined);
  listeners.forEach((listener) => listener());
}

/**
 * The key of a form on its page: its accessible name and its fields, so that the same form finds its values again
 * (two forms of one page differ by one or the other).
 */
export function formKey(label: string | undefined, values: Record<string, unknown>): string {
  return `${label ?? ''}|${Object.keys(values).sort().join(',')}`;
}

export const keptTyping = {
  /** A form on screen has unsaved changes (or, with `null`, no longer has). */
  track(id: string, form: { key: string; values: () => Record<string, unknown> } | null): void {
    if (form) dirtyForms.set(id, form);
    else dirtyForms.delete(id);
  },
  /**
   * The session ended (or, `refused`, a request was refused for want of a permission): keep what the forms with
   * unsaved changes hold, for `owner`. Returns whether any was kept.
   */
  keep(owner: string, path: string, reason?: 'refused'): boolean {
    if (dirtyForms.size === 0) return false;
    const forms: KeptTyping['forms'] = {};
    dirtyForms.forEach(({ key, values }) => {
      forms[key] = keepable(values());
    });
    write(reason ? { owner, path, forms, reason } : { owner, path, forms });
    return true;
  },
  /** Signed in as `owner`: typing kept for someone else is dropped, never shown to them. */
  signedIn(owner: string): void {
    const kept = read();
    if (kept && kept.owner !== owner) write(null);
  },
  /** What is kept now, if anything. */
  current(): KeptTyping | null {
    return read();
  },
  /** The kept values of form `key` on `path`, given once (then forgotten). */
  take(path: string, key: string): Record<string, unknown> | null {
    const kept = read();
    const values = kept?.path === path ? kept.forms[key] : undefined;
    if (!kept || !values) return null;
    const rest = { ...kept.forms };
    delete rest[key];
    write({ ...kept, forms: rest });
    return values;
  },
  /** The user gave the kept typing up. */
  drop(): void {
    write(null);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
