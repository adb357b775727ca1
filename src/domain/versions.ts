/**
 * Record versions (docs/api.md "Versions"): two people editing the same record never silently overwrite each other.
 * The API answers each record it reads with an `ETag` (its version); an edit carrying `If-Match` with a version that
 * is no longer the record's is refused (412 `STALE_VERSION`) with the record as it is now. The rules shared by the
 * portal (api/versions.ts) and the demo API (mocks/core/versions.ts). Pure: no React, no axios.
 */
export { IF_MATCH_HEADER, isVersionedEdit, STALE_VERSION, VERSION_HEADER } from './versionCodes';

/**
 * The part of a record an edit changes that has no read of its own: its version is the record's, read at the
 * record's address (same query). `[pattern of the edit's path, the record's path]`.
 */
const PARTS_OF_RECORDS: readonly [RegExp, string][] = [
  [/^(.*\bstudents\/\d+)\/(?:medical|guardians\/\d+)$/, '$1'],
  [/^(.*\btransport\/lines\/\d+)\/stops$/, '$1'],
  [/^(.*\brequests\/\d+)\/assignee$/, '$1'],
  [/^(.*\beducation\/classes\/\d+)\/subjects\/\d+$/, '$1'],
  [/^(.*\battendance\/absences\/\d+)\/justification$/, '$1'],
];

/**
 * The address whose read gives the version an edit is compared with: the edit's own path, or the record's for a
 * part of it that has no read of its own (`students/7/medical` is part of `students/7`). With or without the
 * `/api/` prefix, the query left as it is.
 * @example recordPathOf('students/7/medical') === 'students/7'
 */
export function recordPathOf(path: string): string {
  for (const [pattern, record] of PARTS_OF_RECORDS) {
    if (pattern.test(path)) return path.replace(pattern, record);
  }
  return path;
}

/** One value of a record that is not the same in two versions, by its dotted path (`medical.allergies`). */
export interface VersionChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const isListOfValues = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object');

function walk(before: unknown, after: unknown, path: string[], changes: VersionChange[]) {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    keys.forEach((key) => walk(before[key], after[key], [...path, key], changes));
    return;
  }
  // A list of records is compared item by item; a list of plain values (allergies) is one value.
  if (Array.isArray(before) && Array.isArray(after) && !(isListOfValues(before) && isListOfValues(after))) {
    for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
      walk(before[index], after[index], [...path, String(index)], changes);
    }
    return;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    changes.push({ path: path.join('.'), before: before ?? null, after: after ?? null });
  }
}

/**
 * What changed between two versions of a record (two JSON answers of the same read): each value that differs, by its
 * dotted path, with its value before and after. A list of plain values counts as one value.
 * @example changesBetween({ a: 1, m: { x: ['l'] } }, { a: 1, m: { x: ['l', 'k'] } }) // [{ path: 'm.x', before: ['l'], after: ['l', 'k'] }]
 */
export function changesBetween(before: unknown, after: unknown): VersionChange[] {
  const changes: VersionChange[] = [];
  walk(before, after, [], changes);
  return changes;
}

/** The field of an item, in a list or a record, that holds the item's own version (`VERSIONED_ITEMS`). */
export const ITEM_VERSION = 'version';

/**
 * Items edited at an address of their own but read inside a list or another record: the read answers each with its
 * own version in `version`, the version its read at `{item}/{id}` answers (its `ETag`), so an edit of one item is
 * compared with that item only, not with the whole list. `read`: the path of the read (without `/api/`); `at`: where
 * its items are in the answer (dotted, `*` for every element of a list); `item`: the items' address. `inList`: the
 * read is the list at `item` itself, with the query the item's edits carry (`branch`, `year`), and the item's read
 * is the list's item (the demo API answers it from the list).
 */
export interface VersionedItems {
  read: RegExp;
  at: string;
  item: string;
  inList?: boolean;
}

export const VERSIONED_ITEMS: readonly VersionedItems[] = [
  { read: /(?:^|\/)school\/levels$/, at: 'items', item: 'school/levels', inList: true },
  { read: /(?:^|\/)document-types$/, at: 'items', item: 'document-types', inList: true },
  { read: /(?:^|\/)access\/roles$/, at: 'items', item: 'access/roles', inList: true },
  { read: /(?:^|\/)school\/settings$/, at: 'levels.*.classes', item: 'school/classes' },
  { read: /(?:^|\/)canteen\/ingredients$/, at: 'items', item: 'canteen/ingredients' },
  { read: /(?:^|\/)canteen\/meals$/, at: 'items', item: 'canteen/meals' },
  { read: /(?:^|\/)education\/settings$/, at: 'subjects', item: 'education/subjects' },
  { read: /(?:^|\/)education\/campaigns$/, at: 'items', item: 'education/campaigns' },
  { read: /(?:^|\/)timetable$/, at: 'lessons', item: 'timetable/lessons' },
  { read: /(?:^|\/)homework$/, at: 'items', item: 'homework' },
];

/** The item address and id of a path (`/api/canteen/meals/7`), when it is the address of a versioned item. */
export function versionedItemAt(path: string): { items: VersionedItems; id: number } | undefined {
  const bare = path.replace(/^\/+/, '').replace(/^api\//, '');
  const slash = bare.lastIndexOf('/');
  const id = bare.slice(slash + 1);
  const items = VERSIONED_ITEMS.find((entry) => entry.item === bare.slice(0, slash));
  return items && /^\d+$/.test(id) ? { items, id: Number(id) } : undefined;
}

/** The items of a read whose items carry versions, or undefined. `path` with or without `/api/`, without query. */
export function versionedItemsOf(path: string): VersionedItems | undefined {
  const bare = path.replace(/^\/+/, '');
  return VERSIONED_ITEMS.find((entry) => entry.read.test(bare));
}

type Item = Record<string, unknown>;
const isItem = (value: unknown): value is Item => isPlainObject(value);

/**
 * The items of `body` found at `at` (`'engagements.*.installments'`: every installment of every engagement), the
 * objects themselves (changing them changes `body`).
 */
export function itemsAt(body: unknown, at: string): Item[] {
  let level: unknown[] = [body];
  for (const step of at.split('.')) {
    const next: unknown[] = [];
    for (const value of level) {
      if (step === '*') {
        if (Array.isArray(value)) next.push(...(value as unknown[]));
      } else if (isItem(value)) next.push(value[step]);
    }
    level = next;
  }
  return level.flatMap((value) => (Array.isArray(value) ? value.filter(isItem) : []));
}

/** An item without its version field: what its own read answers. */
export function withoutItemVersion(item: Item): Item {
  const rest = { ...item };
  delete rest[ITEM_VERSION];
  return rest;
}
