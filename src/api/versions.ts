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
import {
  forgetNoted,
  keepVersionsWith,
  noteRead,
  noteSaved,
  versionClock,
  type Noted,
  type NotedRead,
} from './versionLog';

export { holdVersionsWhileTyping, versionClock } from './versionLog';

/**
 * The versions of the records the portal read (docs/api.md "Versions"): the `ETag` of each read's answer, by its
 * address and the user who read it, with the answer itself. An edit of that address (or of a part of that record,
 * domain/versions.ts `recordPathOf`) sends it as `If-Match`, so the API refuses it (412 `STALE_VERSION`) when someone
 * else changed the record meanwhile, instead of silently overwriting their change. api/baseQuery.ts `callApi` notes
 * every answer (api/versionLog.ts), handed here in order once this module is loaded, and loads it for every edit.
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
/**
 * A read's version replaces the one known for `key` unless a save was answered after the read was sent, or the user
 * was typing from the other version (a read answered meanwhile, e.g. back online, does not move the version the
 * typing's save sends; someone else's change since is refused, 412, not overwritten).
 */
function readMayReplace(key: string, read: NotedRead): boolean {
  const prior = known.get(keyOf(key));
  if (!prior) return true;
  if (prior.body === undefined && prior.at > read.sentAt) return false;
  return !(read.typing && read.version !== undefined && prior.version !== read.version);
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
function keepItems(read: NotedRead) {
  const items = versionedItemsOf(read.url);
  if (!items) return;
  for (const item of itemsAt(read.body, items.at)) {
    const version = item[ITEM_VERSION];
    if (typeof item.id !== 'number' || typeof version !== 'string') continue;
    const key = `item ${items.item}/${item.id}`;
    if (!readMayReplace(key, { ...read, version })) continue;
    keep(key, { version, body: withoutItemVersion(item), at: read.at });
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
 * A read's answer (its version, its `ETag`, none when it has none; and its body, for the edits of that record),
 * unless a save of the record was answered after the read was sent (a re-read after a save, answered after the next
 * save): the version that save answered is newer. A saved edit's answer: the record's new version (none: forgotten,
 * the next read tells it).
 */
function keepNoted(event: Noted): void {
  if (event.kind === 'saved') {
    const entry = event.version ? { version: event.version, body: undefined, at: event.at } : null;
    keep(recordOf(event.url, event.params), entry);
    const item = itemOf(event.url);
    if (item !== null) keep(item, entry);
    return;
  }
  keepItems(event);
  const record = requestKey(event.url, event.params);
  if (!readMayReplace(record, event)) return;
  keep(record, event.version ? { version: event.version, body: event.body, at: event.at } : null);
}

keepVersionsWith(keepNoted);

/** A read's answer, sent at `sentAt` (`versionClock()`), as api/baseQuery.ts notes it. */
export function rememberRead(
  url: string,
  params: Params,
  sentAt: number,
  version: string | undefined,
  body: unknown,
): void {
  noteRead(url, params, sentAt, version, body);
}

/** A saved edit's answer, as api/baseQuery.ts notes it. */
export function rememberSaved(url: string, params: Params, version: string | undefined): void {
  noteSaved(url, params, version);
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
  forgetNoted();
}
