import {
  changesBetween,
  IF_MATCH_HEADER,
  isVersionedEdit,
  ITEM_VERSION,
  itemsAt,
  recordPathOf,
  versionedItemAt,
  versionedItemsOf,
  withoutItemVersion,
  type VersionChange,
} from '../domain/versions';
import { readItem, STORAGE_KEYS } from '../lib/storage';
import { requestKey } from './requestKey';

/**
 * The versions of the records the portal read (docs/api.md "Versions"): the `ETag` of each read's answer, by its
 * address and the user who read it, with the answer itself. An edit of that address (or of a part of that record,
 * domain/versions.ts `recordPathOf`) sends it as `If-Match`, so the API refuses it (412 `STALE_VERSION`) when someone
 * else changed the record meanwhile, instead of silently overwriting their change. api/baseQuery.ts `callApi` calls
 * these for every request.
 */

interface Known {
  version: string;
  /** When it was learnt (`versionClock()`): a read sent before a save was answered says nothing newer. */
  at: number;
  /** The answer of that version, to tell what changed since (undefined: not read, e.g. the version of a save). */
  body: unknown;
}

/** An edit refused because the record changed since it was read: what changed, and the version it is at now. */
export interface StaleVersion {
  /** The record's address (its read's request key). */
  record: string;
  /** Its version now: sending the edit again with it overwrites (`adoptVersion`). */
  version: string;
  /** The values that changed since the version the user started from (empty when that one was not read). */
  changes: VersionChange[];
}

/** The records read last, oldest first; a bounded number, the older ones forgotten (their edits then send none). */
const MAX_KNOWN = 200;
const known = new Map<string, Known>();
/** A clock of what the portal learnt, to order reads and saves of a record. */
let clock = 0;
/** The time a read is sent, for `rememberRead` once it is answered. */
export const versionClock = (): number => ++clock;

/**
 * Whether the user has typing not yet saved (components/form/unsavedChanges.ts says so): a form started from the
 * version it read, so a read answered meanwhile (back online, `refetchOnReconnect`) does not move the version its
 * save sends; someone else's change since is then refused (412), not overwritten.
 */
let typing = false;
export function holdVersionsWhileTyping(held: boolean): void {
  typing = held;
}

/** A read's version replaces the one known for `key` unless a save is newer or the user is typing from the other. */
function readMayReplace(key: string, sentAt: number, version: string | undefined): boolean {
  const prior = known.get(keyOf(key));
  if (!prior) return true;
  if (prior.body === undefined && prior.at > sentAt) return false;
  return !(typing && version !== undefined && prior.version !== version);
}

/** The versions a refusal told, taken when the user chooses to overwrite. */
const told = new Map<string, Known>();

type Params = Record<string, unknown> | undefined;

/** The key of a record: the user (token), then the read's address, so one user's versions are never another's. */
function keyOf(record: string): string {
  return `${readItem(STORAGE_KEYS.token) ?? ''}\n${record}`;
}

const recordOf = (url: string, params: Params) => requestKey(recordPathOf(url), params);

/**
 * The key of an item read inside a list (domain/versions.ts `VERSIONED_ITEMS`): its address alone, since the list
 * and the item's edits carry different queries (`canteen/meals?branch&year&page`, `canteen/meals/7?year`).
 */
function itemOf(url: string): string | null {
  const at = versionedItemAt(url);
  return at ? `item ${at.items.item}/${at.id}` : null;
}

/** What the portal knows of the record an edit changes: the newest of its read and, for an item, its list's. */
function knownFor(url: string, params: Params): Known | undefined {
  const record = known.get(keyOf(recordOf(url, params)));
  const item = itemOf(url);
  const inList = item === null ? undefined : known.get(keyOf(item));
  if (!record || !inList) return record ?? inList;
  return inList.at > record.at ? inList : record;
}

/** The versions a read's items carry (`VERSIONED_ITEMS`), each kept as its item's, unless a save of it is newer. */
function rememberItems(url: string, sentAt: number, body: unknown) {
  const items = versionedItemsOf(url);
  if (!items) return;
  for (const item of itemsAt(body, items.at)) {
    const version = item[ITEM_VERSION];
    if (typeof item.id !== 'number' || typeof version !== 'string') continue;
    const key = `item ${items.item}/${item.id}`;
    if (!readMayReplace(key, sentAt, version)) continue;
    keep(key, { version, body: withoutItemVersion(item), at: versionClock() });
  }
}

function keep(record: string, entry: Known | null) {
  const key = keyOf(record);
  known.delete(key);
  if (!entry) return;
  known.set(key, entry);
  if (known.size > MAX_KNOWN) known.delete(known.keys().next().value as string);
}

/**
 * A read's answer, sent at `sentAt` (`versionClock()`): its version (its `ETag`, none when it has none) and its
 * body, for the edits of that record; unless a save of the record was answered after the read was sent (a re-read
 * after a save, answered after the next save): the version that save answered is newer.
 */
export function rememberRead(
  url: string,
  params: Params,
  sentAt: number,
  version: string | undefined,
  body: unknown,
): void {
  rememberItems(url, sentAt, body);
  const record = requestKey(url, params);
  if (!readMayReplace(record, sentAt, version)) return;
  keep(record, version ? { version, body, at: versionClock() } : null);
}

/** A saved edit: the record's new version, as the answer gives it (none: forgotten, the next read tells it). */
export function rememberSaved(url: string, params: Params, version: string | undefined): void {
  const entry = version ? { version, body: undefined, at: versionClock() } : null;
  keep(recordOf(url, params), entry);
  const item = itemOf(url);
  if (item !== null) keep(item, entry);
}

/** The `If-Match` header of an edit (`PUT`, `PATCH`, `DELETE`) of a record the portal read, else none. */
export function versionHeaders(
  method: string | undefined,
  url: string,
  params: Params,
): Record<string, string> {
  if (!isVersionedEdit(method)) return {};
  const entry = knownFor(url, params);
  return entry ? { [IF_MATCH_HEADER]: entry.version } : {};
}

/**
 * The refusal of an edit as stale (412 `STALE_VERSION`, body `{ version, current }`): what changed between the version
 * the user started from and the record now; null when the body does not say.
 */
export function staleVersionOf(url: string, params: Params, data: unknown): StaleVersion | null {
  if (!data || typeof data !== 'object' || !('version' in data) || typeof data.version !== 'string')
    return null;
  const current: unknown = 'current' in data ? data.current : undefined;
  const record = recordOf(url, params);
  const before = knownFor(url, params)?.body;
  told.set(keyOf(record), { version: data.version, body: current, at: versionClock() });
  return {
    record,
    version: data.version,
    changes: before === undefined || current === undefined ? [] : changesBetween(before, current),
  };
}

/** The user goes on from the record as it is now (overwrite, or take its values): its edits send that version. */
export function adoptVersion(stale: StaleVersion): void {
  const key = keyOf(stale.record);
  const entry = told.get(key);
  told.delete(key);
  keep(stale.record, {
    version: stale.version,
    body: entry?.version === stale.version ? entry.body : undefined,
    at: versionClock(),
  });
}

/** Every version forgotten (tests). */
export function forgetVersions(): void {
  known.clear();
  told.clear();
  typing = false;
}
