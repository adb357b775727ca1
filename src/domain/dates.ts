/**
 * Calendar dates as the API writes them (`YYYY-MM-DD`, no time zone), shared by the screens and the demo API, whose
 * "today" is the real date (tests move it with a fake clock).
 */

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

/** Order of two ISO dates (plain code-unit order: faster than `localeCompare`, the same for ISO strings). */
export function compareIso(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Today as `YYYY-MM-DD` in the user's local time. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is before. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** Whole years from `birthDate` to `on` (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
