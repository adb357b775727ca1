import { HttpResponse } from 'msw';
import { foldText } from './text.ts';
import { intOr } from './params.ts';
import type { DemoUser } from './tables.ts';

/**
 * The small parts every module of the demo API answers with (docs/api.md "Errors", "Lists"): error answers, checks of
 * a date, a name and a path id, and a list's sort, search and page.
 */

export function error(status: number, message: string, code: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json({ message, code, ...extra }, { status });
}
/** 422 with the field codes (docs/api.md "Errors"). */
export function validationError(errors: Record<string, string>) {
  return error(422, 'Validation failed', 'VALIDATION_ERROR', { errors });
}
export function notFound() {
  return HttpResponse.json({ message: 'Not found' }, { status: 404 });
}

/**
 * Permission before existence (docs/api.md "Scope"): whether a member of staff holds `permission` (one of them) in
 * some branch and year, an admin role holding every one; never a parent. Without it the caller is refused 403
 * whatever the id; with it, a record outside the branches and years where it is held is answered `notFound()`,
 * exactly as an unknown one.
 */
export function holdsAnywhere(user: DemoUser, permission: string | readonly string[]): boolean {
  const wanted = typeof permission === 'string' ? [permission] : permission;
  return (
    !user.isParent &&
    user.roles.some((role) => role.name === 'admin' || wanted.some((name) => role.permissions.includes(name)))
  );
}

/**
 * A PUT replaces a record (docs/api.md "Conventions"): each of `keys` absent from `body` (`undefined`; `null` or an
 * empty text clears a field) is `REQUIRED`, under `prefix` + its name, so a partial body never wipes the others.
 * @example missingFields({ diet: 'sans porc' }, ['notes', 'allergies', 'diet']) // { notes: 'REQUIRED', allergies: 'REQUIRED' }
 */
export function missingFields(
  body: Record<string, unknown>,
  keys: readonly string[],
  prefix = '',
): Record<string, string> {
  return Object.fromEntries(
    keys.filter((key) => body[key] === undefined).map((key) => [`${prefix}${key}`, 'REQUIRED']),
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written `YYYY-MM-DD`. */
export function isDate(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    DATE.test(value) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}
/** A trimmed, non-empty text of at most `max` characters, or null. */
export function text(value: unknown, max = 80): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
}
export function pathId(raw: unknown): number | null {
  return /^\d+$/.test(String(raw)) ? Number(raw) : null;
}
export function nextId(items: Array<{ id: number }>): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

const PAGE_SIZE = { default: 25, min: 10, max: 200 } as const;
/** The page the list asks for (`page`, `pageSize` within 10-200). */
export function paginate<T>(rows: T[], params: URLSearchParams) {
  const pageSize = Math.min(
    PAGE_SIZE.max,
    Math.max(PAGE_SIZE.min, intOr(params.get('pageSize'), PAGE_SIZE.default)),
  );
  const page = Math.max(1, intOr(params.get('page'), 1));
  return { items: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}
/** Sorts by the list's `sort` key (else `fallback`) and `order`. */
export function sortRows<T>(
  rows: T[],
  params: URLSearchParams,
  keys: Record<string, (row: T) => string | number>,
  fallback: string,
) {
  const key = keys[params.get('sort') ?? ''] ?? keys[fallback]!;
  const direction = params.get('order') === 'desc' ? -1 : 1;
  return rows.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return direction * (x < y ? -1 : x > y ? 1 : 0);
  });
}
/** Every search token is in one of the values (folded: case, accents and Arabic vowels ignored). */
export function matches(tokens: string[], ...values: string[]): boolean {
  if (!tokens.length) return true;
  const haystack = ` ${foldText(values.join(' '))} `;
  return tokens.every((token) => haystack.includes(token));
}
