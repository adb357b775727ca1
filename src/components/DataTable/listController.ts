/**
 * Pure parts of `useListController`: the filters a list declares, what a scope change does to the list state, and
 * the "export all pages" loop.
 */
import { listQuery, parseListState, resolveDefaults, type ListDefaults, type ListState } from './listState';

/**
 * A filter of a list, declared once by the page.
 * - `scoped`: its values belong to the scope of the selector row (levels, classes, fee types of a branch and year);
 *   it is dropped when the branch, the year or the student changes.
 * - `within`: the filter it narrows (a class within a level); it is dropped when that filter changes.
 * - `normalize`: turns the URL's raw value into the one sent and shown ('' for none).
 * @example { level: { scoped: true }, class: { scoped: true, within: 'level' }, status: {} }
 */
export interface ListFilter {
  /** Value when the URL has none ('' for no filter). */
  default?: string;
  scoped?: boolean;
  within?: string;
  normalize?: (raw: string) => string;
}

export type ListFilters = Readonly<Record<string, ListFilter>>;

/** The filters' defaults, as `useListState` takes them. */
export function filterDefaults(filters: ListFilters): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).map(([name, filter]) => [name, filter.default ?? '']));
}

/** The names of the filters whose values belong to the scope. */
export function scopedFilterNames(filters: ListFilters): string[] {
  return Object.entries(filters)
    .filter(([, filter]) => filter.scoped)
    .map(([name]) => name);
}

/**
 * The state shown and sent: raw URL values normalized.
 * @example normalizeState(state, { bucket: { normalize: (v) => (v === '60' ? '60+' : v) } })
 */
export function normalizeState(state: ListState, filters: ListFilters): ListState {
  let changed = false;
  const next = { ...state.filters };
  for (const [name, filter] of Object.entries(filters)) {
    if (!filter.normalize) continue;
    const value = filter.normalize(next[name] ?? '');
    if (value !== next[name]) {
      next[name] = value;
      changed = true;
    }
  }
  return changed ? { ...state, filters: next } : state;
}

/** True when a scope change leaves `state` as it is: page 1 and no scoped filter set. */
export function fitsAnyScope(state: ListState, filters: ListFilters): boolean {
  return (
    state.page === 1 &&
    scopedFilterNames(filters).every((name) => (state.filters[name] ?? '') === (filters[name]?.default ?? ''))
  );
}

/**
 * The state after the scope changed: scoped filters back to their defaults and page 1; the search, the other
 * filters, the sort and the page size stay.
 * @example dropScoped({ ...state, page: 5, filters: { level: '3', class: '12', status: 'active' } }, FILTERS)
 *   // page 1, filters { level: '', class: '', status: 'active' }
 */
export function dropScoped(state: ListState, filters: ListFilters): ListState {
  if (fitsAnyScope(state, filters)) return state;
  const next = { ...state.filters };
  for (const name of scopedFilterNames(filters)) next[name] = filters[name]?.default ?? '';
  return { ...state, page: 1, filters: next };
}

/**
 * The filters to write when `name` is set to `value`: the filters declared `within` it (directly or not) go back
 * to their defaults.
 * @example filterChange(FILTERS, 'level', '3') // { level: '3', class: null }
 */
export function filterChange(
  filters: ListFilters,
  name: string,
  value: string | null,
): Record<string, string | null> {
  const change: Record<string, string | null> = { [name]: value };
  const pending = [name];
  while (pending.length > 0) {
    const parent = pending.pop()!;
    for (const [child, filter] of Object.entries(filters)) {
      if (filter.within === parent && !(child in change)) {
        change[child] = null;
        pending.push(child);
      }
    }
  }
  return change;
}

/** The request arguments of a list: its scope and its state (docs/api.md list parameters). */
export function listArgs<S extends object>(scope: S, state: ListState): S & Record<string, string | number> {
  return { ...scope, ...listQuery(state) };
}

/**
 * The request a list's page makes first on this address (its search parameters), without React: what
 * `useListController` asks for before the scope changes, so the boot can ask it beside the app's code
 * (api/earlyAnswers.ts) and the page takes that answer.
 * @example firstListArgs({ branch: 1, year: 2 }, '?page=2', STUDENTS_LIST, STUDENTS_FILTERS)
 */
export function firstListArgs<S extends object>(
  scope: S,
  search: string,
  defaults: Omit<ListDefaults, 'filters'>,
  filters: ListFilters,
): S & Record<string, string | number> {
  const resolved = resolveDefaults({ ...defaults, filters: filterDefaults(filters) });
  return listArgs(scope, normalizeState(parseListState(new URLSearchParams(search), resolved), filters));
}

/** Largest page the API serves (docs/api.md list parameters): "export all" reads the list page by page. */
export const EXPORT_PAGE_SIZE = 200;

/** Where an export stands: rows received so far, of `total` (null until the first page answers). */
export interface ExportProgress {
  done: number;
  total: number | null;
}

/** The error an export ends with when it is cancelled. */
export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
}

/**
 * Every row of a list, page by page (`pageSize` rows a request), reporting progress after each page. Stops, with
 * `ExportCancelled`, as soon as `signal` is aborted: no further page is asked.
 * @example await fetchAllPages((page, size) => fetchPage({ ...args, page, pageSize: size }), { signal, onProgress })
 */
export async function fetchAllPages<Row>(
  fetchPage: (page: number, pageSize: number) => Promise<{ items: readonly Row[]; total: number }>,
  options: { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void; pageSize?: number } = {},
): Promise<Row[]> {
  const { signal, onProgress, pageSize = EXPORT_PAGE_SIZE } = options;
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    if (signal?.aborted) throw new ExportCancelled();
    const answer = await fetchPage(page, pageSize);
    if (signal?.aborted) throw new ExportCancelled();
    rows.push(...answer.items);
    onProgress?.({ done: Math.min(rows.length, answer.total), total: answer.total });
    if (rows.length >= answer.total || answer.items.length === 0) return rows;
  }
}
