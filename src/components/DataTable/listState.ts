/**
 * Pure helpers behind `useListState`: a server-side list's state (search, page, page size, sort, filters) read
 * from and written to URL search parameters, so that a list can be bookmarked and Back/Forward restores it.
 */

/** Page sizes offered by every list. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Page size used when neither the URL nor the defaults give one. */
export const DEFAULT_PAGE_SIZE = 25;

/** Delay between the last key typed in a search box and the search reaching the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 300;

export type SortOrder = 'asc' | 'desc';

/** URL parameter names of the list state; a filter may not use one of them. */
export const RESERVED_PARAMS = ['q', 'page', 'pageSize', 'sort', 'order'] as const;

/** What a list shows: the query the server answers. */
export interface ListState {
  /** Full-text search, as typed (the server folds case and accents). */
  q: string;
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Id of the sort column, or null for the server's natural order. */
  sort: string | null;
  order: SortOrder;
  /** Filter values by filter name; an empty string means "no filter". */
  filters: Record<string, string>;
}

/**
 * A list's defaults and the values it accepts. Values equal to a default are left out of the URL.
 * @example { pageSize: 25, sort: 'name', sortable: ['name', 'level'], filters: { status: '', level: '' } }
 */
export interface ListDefaults {
  /** Default page size (snapped to `pageSizes`); 25 when not given. */
  pageSize?: number;
  /** Default sort column (must be in `sortable` or it is dropped). */
  sort?: string | null;
  /** Default order; 'asc' when not given. */
  order?: SortOrder;
  /** Column ids the server can sort by; any other `sort` in the URL is ignored. */
  sortable?: readonly string[];
  /** Filter names with their default values ('' for none). Other URL parameters are not filters. */
  filters?: Readonly<Record<string, string>>;
  /** Page sizes offered; PAGE_SIZES when not given. */
  pageSizes?: readonly number[];
}

/** Defaults with every field filled in. */
export interface ResolvedDefaults {
  pageSize: number;
  sort: string | null;
  order: SortOrder;
  sortable: readonly string[];
  filters: Readonly<Record<string, string>>;
  pageSizes: readonly number[];
}

function isReserved(name: string): boolean {
  return (RESERVED_PARAMS as readonly string[]).includes(name);
}

/** Fills in missing defaults and drops inconsistent ones (unknown default sort, reserved filter names). */
export function resolveDefaults(defaults: ListDefaults = {}): ResolvedDefaults {
  const pageSizes = [...(defaults.pageSizes?.length ? defaults.pageSizes : PAGE_SIZES)]
    .filter((size) => Number.isInteger(size) && size > 0)
    .sort((a, b) => a - b);
  const sizes = pageSizes.length ? pageSizes : [...PAGE_SIZES];
  const sortable = defaults.sortable ?? [];
  const sort = defaults.sort && sortable.includes(defaults.sort) ? defaults.sort : null;
  const filters = Object.fromEntries(
    Object.entries(defaults.filters ?? {}).filter(([name]) => !isReserved(name)),
  );
  return {
    pageSizes: sizes,
    pageSize: clampPageSize(defaults.pageSize ?? DEFAULT_PAGE_SIZE, sizes),
    sort,
    order: defaults.order === 'desc' ? 'desc' : 'asc',
    sortable,
    filters,
  };
}

/**
 * The allowed page size nearest to `size` (the smaller one on a tie).
 * @example clampPageSize(1000) === 100; clampPageSize(3) === 10; clampPageSize(30) === 25
 */
export function clampPageSize(size: number, allowed: readonly number[] = PAGE_SIZES): number {
  const sizes = allowed.length ? allowed : PAGE_SIZES;
  let best = sizes[0]!;
  for (const candidate of sizes) {
    if (Math.abs(candidate - size) < Math.abs(best - size)) best = candidate;
  }
  return best;
}

/** A positive integer written in decimal digits only, else null ("2.5", "-1", "1e3", "abc" are not pages). */
function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  const value = Number(raw.trim());
  return value >= 1 ? value : null;
}

/**
 * Reads a list state from URL search parameters. Anything invalid falls back to the default: an invalid page
 * becomes 1, a page size outside the allowed sizes is snapped to the nearest one, an unknown sort column or order
 * is ignored, and only the declared filters are read.
 * @example parseListState(new URLSearchParams('page=x&pageSize=30&sort=hack'), resolveDefaults({ sortable: ['name'] }))
 *   // { q: '', page: 1, pageSize: 25, sort: null, order: 'asc', filters: {} }
 */
export function parseListState(params: URLSearchParams, defaults: ResolvedDefaults): ListState {
  const rawSize = params.get('pageSize');
  const size = rawSize === null ? null : Number(rawSize);
  const sort = params.get('sort');
  const order = params.get('order');
  const filters: Record<string, string> = {};
  for (const [name, fallback] of Object.entries(defaults.filters)) {
    filters[name] = params.get(name) ?? fallback;
  }
  return {
    q: params.get('q') ?? '',
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize:
      size === null || !Number.isFinite(size) ? defaults.pageSize : clampPageSize(size, defaults.pageSizes),
    sort: sort !== null && defaults.sortable.includes(sort) ? sort : defaults.sort,
    order: order === 'asc' || order === 'desc' ? order : defaults.order,
    filters,
  };
}

/**
 * Writes a list state into URL search parameters, leaving out values equal to their default, and keeping the
 * parameters that are not the list's (another widget's, a tab...).
 * @example serializeListState({ ...state, q: 'élo', page: 2 }, defaults).toString() === 'q=%C3%A9lo&page=2'
 */
export function serializeListState(
  state: ListState,
  defaults: ResolvedDefaults,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of [...RESERVED_PARAMS, ...Object.keys(defaults.filters)]) next.delete(name);
  if (state.q.trim() !== '') next.set('q', state.q);
  if (state.page > 1) next.set('page', String(Math.floor(state.page)));
  const pageSize = clampPageSize(state.pageSize, defaults.pageSizes);
  if (pageSize !== defaults.pageSize) next.set('pageSize', String(pageSize));
  const sort = state.sort !== null && defaults.sortable.includes(state.sort) ? state.sort : null;
  if (sort !== null && sort !== defaults.sort) next.set('sort', sort);
  if (state.order !== defaults.order) next.set('order', state.order);
  for (const [name, fallback] of Object.entries(defaults.filters)) {
    const value = state.filters[name] ?? fallback;
    if (value !== fallback) next.set(name, value);
  }
  return next;
}

/** True when a search or a filter other than the default narrows the list. */
export function isFiltered(state: ListState, defaults: ResolvedDefaults): boolean {
  return (
    state.q.trim() !== '' ||
    Object.entries(defaults.filters).some(
      ([name, fallback]) => (state.filters[name] ?? fallback) !== fallback,
    )
  );
}

/**
 * The query parameters of a list request (docs/api.md list parameters): empty values left out. The controller
 * adds the scope (`listArgs` in listController.ts).
 * @example listQuery({ q: ' élo ', page: 2, pageSize: 25, sort: 'name', order: 'asc', filters: { status: '' } })
 *   // { page: 2, pageSize: 25, q: 'élo', sort: 'name', order: 'asc' }
 */
export function listQuery(state: ListState): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page, pageSize: state.pageSize };
  if (state.q.trim() !== '') query.q = state.q.trim();
  if (state.sort) {
    query.sort = state.sort;
    query.order = state.order;
  }
  for (const [name, value] of Object.entries(state.filters)) if (value !== '') query[name] = value;
  return query;
}

/**
 * The rows a page shows, as 1-based positions, and the number of pages.
 * @example pageRange(2, 25, 1234) // { from: 26, to: 50, pageCount: 50 }
 */
export function pageRange(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total <= 0) return { from: 0, to: 0, pageCount };
  const from = Math.min((page - 1) * pageSize + 1, total);
  return { from, to: Math.min(page * pageSize, total), pageCount };
}
