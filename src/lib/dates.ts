/**
 * Date and time in the active language, 24-hour clock (DESIGN-SYSTEM.md), in the user's time zone.
 * @example formatDateTime('2026-11-21T16:20:00Z', 'fr') === '21 nov. 2026, 17:20' (in Africa/Casablanca)
 */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}
