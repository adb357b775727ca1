/**
 * A parent's last answers, readable offline (docs/architecture.md "Offline parent view"): the user, the dashboard
 * (balance, next installment), the child's menu of the week and transport times. They live in this browser's
 * IndexedDB under the signed-in parent's key, never in localStorage (which holds only the spec's keys), and:
 * - nothing is kept for staff: a staff member's sign-in erases what a parent left;
 * - another user's sign-in erases them, and so does logout (`eraseKeptAnswers`, before the page reloads);
 * - one is read only when the API could not be reached (no answer at all), for the same parent, and is checked
 *   against the endpoint's schema like a fresh answer; the page then says "offline, shown as of HH:MM"
 *   (`useKeptShownAsOf`).
 */

const DB_NAME = 'portail-kept';
const STORE = 'answers';
/** Enough for every child's dashboard, ride and a few weeks of menus; the oldest go first. */
export const KEPT_ANSWERS_MAX = 40;
const USER_KEY = 'user';

interface KeptRecord {
  key: string;
  owner: string;
  savedAt: string;
  data: unknown;
  /** The user record only: which stored token may start the portal offline with it. */
  tokenTag?: string;
}

/** The parent whose answers are kept now; null: nothing is kept (signed out, staff, or storage unavailable). */
let owner: string | null = null;
/** The last owner decision (a sign-in's erasure and record) is done before any answer is kept or read. */
let ready: Promise<unknown> = Promise.resolve();
let watchingConnection = false;
/** Kept answers on screen now, by key, with the time each was saved. */
const shown = new Map<string, string>();
const listeners = new Set<() => void>();
/** The time of the oldest kept answer on screen, as `useSyncExternalStore` reads it. */
let shownAsOf: string | null = null;

function changed(): void {
  let oldest: string | null = null;
  for (const savedAt of shown.values()) if (oldest === null || savedAt < oldest) oldest = savedAt;
  if (oldest === shownAsOf) return;
  shownAsOf = oldest;
  for (const listener of listeners) listener();
}

function openDb(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'key' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
    request.onblocked = () => reject(new Error('IndexedDB blocked'));
  });
}

/** One transaction on the store; any failure of the storage reads as "nothing kept". */
async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const opening = openDb();
  if (!opening) return undefined;
  try {
    const db = await opening;
    try {
      return await new Promise<T | undefined>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request ? request.result : undefined);
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
      });
    } finally {
      db.close();
    }
  } catch {
    return undefined;
  }
}

/** A digest of the token, so that the token itself is kept nowhere but where the spec keeps it. */
async function tokenTag(token: string): Promise<string | null> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Everything kept, erased (logout, another user's sign-in, a staff sign-in). */
export async function eraseKeptAnswers(): Promise<void> {
  owner = null;
  shown.clear();
  changed();
  await withStore('readwrite', (store) => store.clear());
}

/**
 * After each user load: a parent's answers are kept from now on, under their key, with the user itself for an
 * offline start with this token; what another user left is erased first. For staff, everything kept is erased
 * and nothing is kept.
 */
export function keepAnswersFor(user: { key: string; isParent: boolean; data: unknown }, token: string) {
  ready = decideOwner(user, token);
  return ready;
}

async function decideOwner(user: { key: string; isParent: boolean; data: unknown }, token: string) {
  owner = null;
  const tag = user.isParent ? await tokenTag(token).catch(() => null) : null;
  const previous = await withStore<KeptRecord | undefined>('readonly', (store) => store.get(USER_KEY));
  if (!tag || (previous && previous.owner !== user.key)) await eraseKeptAnswers();
  if (!tag) return;
  owner = user.key;
  const record: KeptRecord = {
    key: USER_KEY,
    owner: user.key,
    savedAt: new Date().toISOString(),
    data: user.data,
    tokenTag: tag,
  };
  await withStore('readwrite', (store) => store.put(record));
}

/**
 * Offline start: the user kept with this token, if any, and from then on the answers kept for them may be read.
 * Says "shown as of" the time the user was kept until an answer comes from the API.
 */
export async function keptUser(token: string): Promise<unknown> {
  const tag = await tokenTag(token).catch(() => null);
  if (!tag) return null;
  const record = await withStore<KeptRecord | undefined>('readonly', (store) => store.get(USER_KEY));
  if (!record || record.tokenTag !== tag) return null;
  owner = record.owner;
  keptAnswerShown(USER_KEY, record.savedAt);
  return record.data;
}

/** A fresh answer of the API: kept when a parent is signed in, and no kept answer of that key is on screen any more. */
export async function keepAnswer(key: string, data: unknown): Promise<void> {
  const wasShown = shown.delete(key);
  if (shown.delete(USER_KEY) || wasShown) changed();
  await ready;
  const keeper = owner;
  if (keeper === null) return;
  const record: KeptRecord = { key, owner: keeper, savedAt: new Date().toISOString(), data };
  await withStore('readwrite', (store) => store.put(record));
  const all = (await withStore<KeptRecord[]>('readonly', (store) => store.getAll())) ?? [];
  const answers = all
    .filter((kept) => kept.key !== USER_KEY)
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  const extra = answers.slice(KEPT_ANSWERS_MAX);
  if (extra.length > 0)
    await withStore('readwrite', (store) => extra.forEach((kept) => store.delete(kept.key)));
}

/** The kept answer of this key for the parent signed in, when the API could not be reached; else null. */
export async function readKeptAnswer(key: string): Promise<{ data: unknown; savedAt: string } | null> {
  await ready;
  if (owner === null) return null;
  const record = await withStore<KeptRecord | undefined>('readonly', (store) => store.get(key));
  if (!record || record.owner !== owner) return null;
  return { data: record.data, savedAt: record.savedAt };
}

/** A kept answer is on screen (its schema accepted it). */
export function keptAnswerShown(key: string, savedAt: string): void {
  shown.set(key, savedAt);
  changed();
  if (!watchingConnection && typeof window !== 'undefined') {
    watchingConnection = true;
    window.addEventListener('online', connectionBack);
  }
}

/** The connection is back: what is on screen is asked again (api.ts `refetchOnReconnect`), the notice goes. */
export function connectionBack(): void {
  shown.clear();
  changed();
}

/** Resolves once the last sign-in's decision (keep for this parent, or erase and keep nothing) is carried out. */
export function keptAnswersSettled(): Promise<unknown> {
  return ready;
}

export function subscribeKeptShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The time (ISO) of the oldest kept answer on screen, or null when everything shown came from the API. */
export function keptShownAsOf(): string | null {
  return shownAsOf;
}
