/**
 * One GET request as a key: its path and its parameters in a stable order (absent ones left out). Names an answer
 * asked for at boot (api/earlyAnswers.ts) and an answer kept for offline reading (api/keptAnswers.ts).
 * @example requestKey('dashboard', { year: 2, branch: 1 }) === 'dashboard?branch=1&year=2'
 */
export function requestKey(url: string, params?: Record<string, unknown>): string {
  const entries = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)] as [string, string])
    // Code-unit order: the names are ASCII, and a collator would cost its set-up at boot.
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(entries).toString();
  return query ? `${url}?${query}` : url;
}
