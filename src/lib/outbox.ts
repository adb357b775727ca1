import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import * as z from 'zod/mini';
import { api } from '../api/api';
import { requestApi } from '../api/baseQuery';
import { failedWriteOutcome, OUTCOME_UNKNOWN } from '../domain/idempotency';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from './storage';

/**
 * The offline outbox (docs/architecture.md "Offline outbox"): a parent's message or request that could not leave
 * the device (offline, or a network error with no answer) is kept in localStorage with the Idempotency-Key it was
 * first sent with, shown where it was written as "waiting to be sent", and sent by itself once the network is back
 * (the `online` event, the app's start, the page's opening). The same key on every send: a resend after a lost
 * answer is never a second message (docs/api.md "Idempotency"). Text only: a file cannot be kept in localStorage.
 * Every entry belongs to the user who wrote it; another user never sees it nor sends it, and logout erases the key
 * with the rest of storage (`clearStorage`): what a send ends with is written only while its entry is still kept,
 * so a send answered after the logout writes nothing back.
 */

/** What a screen kept: a chat message or a parent's request. */
export type OutboxKind = 'message' | 'request';

/** The server's refusal of a kept entry (a 4xx): shown with it until the user cancels it. */
export interface OutboxRefusal {
  status: number;
  code?: string;
  message: string;
  fields?: Record<string, string>;
}

const refusalSchema = z.object({
  status: z.number(),
  code: z.optional(z.string()),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});

const entrySchema = z.object({
  /** The Idempotency-Key of its first send, the same on every send after. */
  idempotencyKey: z.string(),
  owner: z.string(),
  kind: z.enum(['message', 'request']),
  /** `POST` address, query and multipart text fields, in the order of the first send (same key, same body). */
  url: z.string(),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  fields: z.array(z.tuple([z.string(), z.string()])),
  /** What the screen shows it with: the conversation, or the child and the request's type. */
  about: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string(),
  /** When it was kept (ISO), for ordering and the screen. */
  keptAt: z.string(),
  /** Cache tags a successful send makes stale (the requests list). */
  invalidates: z.array(z.string()),
  refused: z.optional(refusalSchema),
});

export type OutboxEntry = z.infer<typeof entrySchema>;
const entriesSchema = z.array(entrySchema);

const isEntries = (value: unknown): value is OutboxEntry[] => entriesSchema.safeParse(value).success;

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type TagType = Parameters<typeof api.util.invalidateTags>[0][number];

function readAll(): OutboxEntry[] {
  return readJson<OutboxEntry[]>(STORAGE_KEYS.outbox, [], isEntries);
}

function writeAll(entries: OutboxEntry[]): void {
  if (entries.length === 0) removeItem(STORAGE_KEYS.outbox);
  else writeJson(STORAGE_KEYS.outbox, entries);
  changed();
}

const listeners = new Set<() => void>();
const sentListeners = new Set<(entry: OutboxEntry) => void>();
/** Keys being sent by this tab now: their "Cancel" waits for the answer. */
const inFlight = new Set<string>();

function changed(): void {
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` when the outbox changes, here or in another tab (the `storage` event); returns the
 * unsubscribe.
 */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.outbox) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** Calls `listener` with each entry this tab has sent; returns the unsubscribe. */
export function onOutboxSent(listener: (entry: OutboxEntry) => void): () => void {
  sentListeners.add(listener);
  return () => void sentListeners.delete(listener);
}

/** The entries `owner` kept, oldest first (another user's are never shown). */
export function waitingFor(owner: string, kind?: OutboxKind): OutboxEntry[] {
  return readAll().filter((entry) => entry.owner === owner && (!kind || entry.kind === kind));
}

/** Whether this tab is sending the entry now. */
export function isSending(idempotencyKey: string): boolean {
  return inFlight.has(idempotencyKey);
}

/**
 * Whether a failed send is one the outbox keeps: it never left (offline), or a network error came with no answer
 * at all (it may have left: the same key makes its resend one message). An answer of the server, a gateway's
 * 502/503/504 or the time limit are the screens' own "failed" and "not confirmed" states.
 */
export function isOfflineFailure(error: unknown): boolean {
  const outcome = failedWriteOutcome(error);
  if (outcome === 'not-sent') return true;
  if (outcome !== 'unknown' || !error || typeof error !== 'object') return false;
  const { status, code } = error as { status?: unknown; code?: unknown };
  return status === 'NETWORK_ERROR' && code !== OUTCOME_UNKNOWN;
}

export type NewOutboxEntry = Omit<OutboxEntry, 'keptAt' | 'refused'>;

/** Keeps a send that could not leave; sent by itself when the network is back (`startOutbox`). */
export function keepToSend(entry: NewOutboxEntry): void {
  const entries = readAll().filter((kept) => kept.idempotencyKey !== entry.idempotencyKey);
  writeAll([...entries, { ...entry, keptAt: new Date().toISOString() }]);
  watchNetwork();
}

/** Removes a waiting (or refused) entry of `owner`; an entry being sent now is left to its answer. */
export function cancelKept(owner: string, idempotencyKey: string): void {
  if (inFlight.has(idempotencyKey)) return;
  const entries = readAll();
  const next = entries.filter((entry) => !(entry.owner === owner && entry.idempotencyKey === idempotencyKey));
  if (next.length !== entries.length) writeAll(next);
}

/** Rewrites one entry only if it is still kept (not cancelled, not erased by a logout meanwhile). */
function settle(idempotencyKey: string, update: (entry: OutboxEntry) => OutboxEntry | null): boolean {
  const entries = readAll();
  const index = entries.findIndex((entry) => entry.idempotencyKey === idempotencyKey);
  if (index < 0) return false;
  const next = update(entries[index]!);
  writeAll(
    next
      ? entries.map((entry, at) => (at === index ? next : entry))
      : entries.filter((_, at) => at !== index),
  );
  return true;
}

function refusalOf(error: unknown): OutboxRefusal {
  const { status, code, message, fields } = (error ?? {}) as Partial<OutboxRefusal>;
  return {
    status: typeof status === 'number' ? status : 0,
    message: typeof message === 'string' ? message : '',
    ...(typeof code === 'string' ? { code } : {}),
    ...(fields && typeof fields === 'object' ? { fields } : {}),
  };
}

/** Sends one entry with its own key; 'stop' when the network is still not there (the rest waits too). */
async function sendOne(entry: OutboxEntry, dispatch: Dispatch | null): Promise<'done' | 'stop'> {
  const form = new FormData();
  for (const [name, value] of entry.fields) form.append(name, value);
  inFlight.add(entry.idempotencyKey);
  changed();
  try {
    await requestApi({
      url: entry.url,
      method: 'POST',
      params: entry.params,
      data: form,
      client: 'transfer',
      idempotencyKey: entry.idempotencyKey,
      schema: z.unknown(),
    });
    inFlight.delete(entry.idempotencyKey);
    if (settle(entry.idempotencyKey, () => null)) {
      if (dispatch && entry.invalidates.length > 0)
        dispatch(api.util.invalidateTags(entry.invalidates as TagType[]));
      for (const listener of sentListeners) listener(entry);
    }
    return 'done';
  } catch (error) {
    inFlight.delete(entry.idempotencyKey);
    const outcome = failedWriteOutcome(error);
    const kind = (error as { kind?: unknown } | null)?.kind;
    // No answer, or one that says nothing of the entry (a gateway, the session): it waits for the next try.
    if (outcome !== 'refused' || kind === 'session') {
      changed();
      return 'stop';
    }
    // Refused (a validation, a permission): kept with the reason until the user cancels it, never dropped.
    settle(entry.idempotencyKey, (kept) => ({ ...kept, refused: refusalOf(error) }));
    return 'done';
  }
}

let config: { owner: string; dispatch: Dispatch | null } | null = null;
let running: Promise<void> | null = null;
let again = false;

async function sendWaiting(): Promise<void> {
  do {
    again = false;
    const owner = config?.owner;
    if (!owner) return;
    for (const entry of waitingFor(owner)) {
      if (entry.refused || typeof navigator === 'undefined' || navigator.onLine === false) continue;
      // Read again before each send: cancelled meanwhile (here or in another tab), it is not sent.
      const still = waitingFor(owner).find((kept) => kept.idempotencyKey === entry.idempotencyKey);
      if (!still || still.refused) continue;
      if ((await sendOne(still, config?.dispatch ?? null)) === 'stop') return;
    }
  } while (again);
}

/** One send of the waiting entries at a time across tabs (the Web Locks API where the browser has it). */
function withLock(run: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return run();
  return locks.request('portail-outbox', { ifAvailable: true }, async (lock) => {
    // Another tab sends them now: it removes each entry it sends, and this tab hears it (`storage`).
    if (lock) await run();
  });
}

/**
 * Sends the waiting entries of the signed-in user, oldest first, each once: a flush asked for while one runs in this
 * tab (two `online` events) runs after it, never beside it; another tab's flush is left to finish.
 */
export function flushOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve();
  running = withLock(sendWaiting)
    .catch(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}

/** How often kept entries are tried again while the browser says it is online (a network error with no answer). */
export const OUTBOX_RETRY_MS = 30_000;
let watching = false;

function watchNetwork(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => void flushOutbox());
  window.setInterval(() => {
    if (config && waitingFor(config.owner).some((entry) => !entry.refused)) void flushOutbox();
  }, OUTBOX_RETRY_MS);
}

/**
 * Starts the outbox for the signed-in user: sends what waits now (when the network is on) and again whenever it
 * returns. Called by the pages that keep entries and, after the first screen, when the key exists (chat
 * `useConversationsPoll`).
 */
export function startOutbox(owner: string, dispatch: Dispatch | null = null): Promise<void> {
  config = { owner, dispatch: dispatch ?? config?.dispatch ?? null };
  watchNetwork();
  return flushOutbox();
}

/** Tests: forgets the signed-in user and what this tab was sending. */
export function resetOutboxForTests(): void {
  config = null;
  running = null;
  again = false;
  inFlight.clear();
}
