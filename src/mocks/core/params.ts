/** Query parameters of the demo API's list endpoints (docs/api.md "Lists"), read the same way everywhere. */
import { foldText } from './text.ts';

/** A positive whole number, or null when absent or not one. */
export function idParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** Like `idParam`, but tells a malformed value ('invalid', answered 400) from an absent one (null). */
export function strictIdParam(params: URLSearchParams, name: string): number | null | 'invalid' {
  const raw = params.get(name);
  if (raw === null || raw === '') return null;
  return /^\d+$/.test(raw) ? Number(raw) : 'invalid';
}

/** Comma-separated values, trimmed, empty ones dropped; null when the parameter is absent or empty. */
export function listParam(params: URLSearchParams, name: string): string[] | null {
  const values = params
    .getAll(name)
    .flatMap((raw) => raw.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  return values.length ? values : null;
}

/** A whole number (page, page size), or the fallback. */
export function intOr(raw: string | null, fallback: number): number {
  return raw !== null && /^-?\d+$/.test(raw.trim()) ? Number(raw) : fallback;
}

/** The words of the full-text search `q` (100 characters at most), folded: case and accents do not count. */
export function searchTokens(params: URLSearchParams): string[] {
  return foldText((params.get('q') ?? '').slice(0, 100))
    .split(' ')
    .filter(Boolean);
}

/** The ids of the levels named by `level` (ids or codes, any case), or null when the filter is absent. */
export function levelIdsParam(
  params: URLSearchParams,
  levels: ReadonlyArray<{ id: number; code: string }>,
): Set<number> | null {
  const wanted = listParam(params, 'level');
  if (!wanted) return null;
  return new Set(
    levels
      .filter((level) =>
        wanted.some(
          (value) => value === String(level.id) || value.toLowerCase() === level.code.toLowerCase(),
        ),
      )
      .map((level) => level.id),
  );
}
