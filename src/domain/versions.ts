/**
 * Record versions (docs/api.md "Versions"): two people editing the same record never silently overwrite each other.
 * The API answers each record it reads with an `ETag` (its version); an edit carrying `If-Match` with a version that
 * is no longer the record's is refused (412 `STALE_VERSION`) with the record as it is now. The rules shared by the
 * portal (api/versions.ts) and the demo API (mocks/core/versions.ts). Pure: no React, no axios.
 */
export const VERSION_HEADER = 'ETag';
export const IF_MATCH_HEADER = 'If-Match';
/** The error code of an edit sent with a version that is no longer the record's (412). */
export const STALE_VERSION = 'STALE_VERSION';

/** The edits that carry the version of what they change (a POST creates: it has no version to compare). */
export function isVersionedEdit(method: string | undefined): boolean {
  const upper = (method ?? 'GET').toUpperCase();
  return upper === 'PUT' || upper === 'PATCH' || upper === 'DELETE';
}

/**
 * The part of a record an edit changes that has no read of its own: its version is the record's, read at the
 * record's address (same query). `[pattern of the edit's path, the record's path]`.
 */
const PARTS_OF_RECORDS: readonly [RegExp, string][] = [[/^(.*\bstudents\/\d+)\/medical$/, '$1']];

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
