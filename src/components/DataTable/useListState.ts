import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import {
  isFiltered,
  parseListState,
  resolveDefaults,
  SEARCH_DEBOUNCE_MS,
  serializeListState,
  type ListDefaults,
  type ListState,
  type ResolvedDefaults,
  type SortOrder,
} from './listState';

/** How a setter writes the URL: a new history entry (the default, so Back undoes it) or in place. */
export interface WriteOptions {
  replace?: boolean;
}

/** The list state and its setters, as returned by `useListState` (and, scope-aware, by `useListController`). */
export interface ListStateApi {
  /** The state in the URL: what to ask the server for. */
  state: ListState;
  /** Defaults in effect (page sizes, sortable columns, filter names). */
  defaults: ResolvedDefaults;
  /** The search box's text, ahead of `state.q` while the debounce runs. */
  searchText: string;
  /** True when a search or a non-default filter narrows the list. */
  filtered: boolean;
  /** Sets the search box text; it reaches the URL (page 1) 300 ms after the last call. */
  setSearch: (text: string) => void;
  /** Writes the pending search text to the URL at once (Enter in the search box). */
  submitSearch: () => void;
  setPage: (page: number, options?: WriteOptions) => void;
  /** Changes the page size, keeping the first row of the current page in view. */
  setPageSize: (pageSize: number) => void;
  /** Sorts by `column`; without `order`, a second call on the same column flips the order. Back to page 1. */
  setSort: (column: string, order?: SortOrder) => void;
  /** Sets one filter: '' means no filter, null restores the filter's default. Back to page 1. */
  setFilter: (name: string, value: string | null) => void;
  /** Sets several filters at once. Back to page 1. */
  setFilters: (filters: Record<string, string | null>, options?: WriteOptions) => void;
  /** Clears the search and every filter (sort and page size stay). */
  clearFilters: () => void;
}

/** Keeps the same object while `value` has the same JSON, so inline defaults do not re-parse every render. */
function useStableDefaults(value: ListDefaults): ResolvedDefaults {
  const key = JSON.stringify(value);
  const [stable, setStable] = useState(() => ({ key, resolved: resolveDefaults(value) }));
  if (stable.key !== key) {
    const next = { key, resolved: resolveDefaults(value) };
    setStable(next);
    return next.resolved;
  }
  return stable.resolved;
}

/**
 * A server-side list's state kept in the URL search parameters (q, page, pageSize, sort, order and the declared
 * filters), so that the list can be bookmarked and Back/Forward restores it. Setters reset the page to 1 when the
 * search, a filter or the sort changes; search text is debounced (300 ms) before it reaches the URL. Values equal
 * to their defaults are left out of the URL; invalid values in it are ignored.
 *
 * Declare the defaults once (a module constant): `sortable` lists the columns the server sorts by and `filters`
 * the filter names with their default values. List pages do not call it themselves: `useListController` builds on
 * it (scope, query, selection, export) and hands the result to `<DataTable controller={...}>`.
 *
 * @example
 * const list = useListState({ sort: 'name', sortable: ['name', 'level'], filters: { status: '' } });
 * list.setFilter('status', 'left'); // ?status=left, page 1
 * listQuery(list.state); // { page: 1, pageSize: 25, sort: 'name', order: 'asc', status: 'left' }
 */
export function useListState(defaults: ListDefaults = {}): ListStateApi {
  const resolved = useStableDefaults(defaults);
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(searchParams, resolved), [searchParams, resolved]);

  // Setters read the latest parameters through refs, so that a debounced write or two writes in one event never
  // start from a stale URL.
  const latest = useRef({ searchParams, setSearchParams, resolved });
  useEffect(() => {
    latest.current = { searchParams, setSearchParams, resolved };
  }, [searchParams, setSearchParams, resolved]);

  const write = useCallback((update: (current: ListState) => ListState, options: WriteOptions = {}) => {
    const { searchParams: current, setSearchParams: navigate, resolved: config } = latest.current;
    const next = serializeListState(update(parseListState(current, config)), config, current);
    if (next.toString() === current.toString()) return;
    latest.current = { ...latest.current, searchParams: next };
    navigate(next, { replace: options.replace ?? false, preventScrollReset: true });
  }, []);

  // The search box shows what is typed at once; the URL follows after the debounce. When the URL's q changes, or
  // on Back/Forward (a POP), the box follows the URL and a search still waiting for its debounce is dropped.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [searchText, setSearchText] = useState(state.q);
  const [seen, setSeen] = useState({ key: location.key, q: state.q, resets: 0 });
  // The q this hook wrote itself: when it reaches the URL the user may have typed on, which must not be undone.
  const [written, setWritten] = useState<string | null>(null);
  let resets = seen.resets;
  if (seen.key !== location.key) {
    const ownSearch = navigationType !== NavigationType.Pop && written === state.q;
    if (!ownSearch && (navigationType === NavigationType.Pop || seen.q !== state.q)) {
      resets += 1;
      setSearchText(state.q);
    }
    setSeen({ key: location.key, q: state.q, resets });
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);
  useEffect(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, [resets]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submitSearch = useCallback(() => {
    clearTimeout(timer.current);
    const text = pending.current;
    pending.current = null;
    if (text === null) return;
    setWritten(text);
    write((current) => (current.q === text ? current : { ...current, q: text, page: 1 }));
  }, [write]);

  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      pending.current = text;
      clearTimeout(timer.current);
      timer.current = setTimeout(submitSearch, SEARCH_DEBOUNCE_MS);
    },
    [submitSearch],
  );

  const setPage = useCallback(
    (page: number, options?: WriteOptions) =>
      write((current) => ({ ...current, page: Math.max(1, Math.floor(page) || 1) }), options),
    [write],
  );

  const setPageSize = useCallback(
    (pageSize: number) =>
      write((current) => {
        const firstRow = (current.page - 1) * current.pageSize;
        return { ...current, pageSize, page: Math.floor(firstRow / pageSize) + 1 };
      }),
    [write],
  );

  const setSort = useCallback(
    (column: string, order?: SortOrder) =>
      write((current) => {
        const nextOrder =
          order ?? (current.sort === column ? (current.order === 'asc' ? 'desc' : 'asc') : 'asc');
        return { ...current, sort: column, order: nextOrder, page: 1 };
      }),
    [write],
  );

  const setFilters = useCallback(
    (filters: Record<string, string | null>, options?: WriteOptions) =>
      write((current) => {
        const next = { ...current.filters };
        for (const [name, value] of Object.entries(filters)) {
          if (!(name in latest.current.resolved.filters)) continue;
          next[name] = value ?? latest.current.resolved.filters[name] ?? '';
        }
        return { ...current, filters: next, page: 1 };
      }, options),
    [write],
  );

  const setFilter = useCallback(
    (name: string, value: string | null) => setFilters({ [name]: value }),
    [setFilters],
  );

  const clearFilters = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    setSearchText('');
    write((current) => ({ ...current, q: '', filters: { ...latest.current.resolved.filters }, page: 1 }));
  }, [write]);

  return {
    state,
    defaults: resolved,
    searchText,
    filtered: isFiltered(state, resolved),
    setSearch,
    submitSearch,
    setPage,
    setPageSize,
    setSort,
    setFilter,
    setFilters,
    clearFilters,
  };
}
