/**
 * The words of record versions on the wire (docs/api.md "Versions"), apart from the rest of domain/versions.ts so
 * that what every request reads (api/baseQuery.ts) does not carry the rules only an edit needs.
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
