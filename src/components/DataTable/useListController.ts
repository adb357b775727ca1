import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  dropScoped,
  ExportCancelled,
  fetchAllPages,
  filterChange,
  filterDefaults,
  fitsAnyScope,
  listArgs,
  normalizeState,
  scopedFilterNames,
  type ExportProgress,
  type ListFilters,
} from './listController';
import { isFiltered, type ListDefaults, type ListState } from './listState';
import { useListScope, type ListScope } from './ListScope';
import { useListState, type ListStateApi } from './useListState';
import { useRowSelection, type RowSelection } from './useRowSelection';

/** A page of a list as the API answers it (docs/api.md list parameters); pages may add fields (counts, totals). */
export interface ListPage<Row> {
  items: Row[];
  total: number;
}

export type { ListScope } from './ListScope';

/** The store's dispatch as far as the kit needs it: RTK Query's thunks. */
const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();

type ListArgs = ListScope & Record<string, string | number>;

/** What RTK Query's `initiate` gives back: the answer (or its error) and a way to stop asking. */
interface PageRequest<Page> {
  unwrap: () => Promise<Page>;
  abort: () => void;
}

/**
 * A list endpoint of RTK Query, as `api.endpoints.<name>`: the hook for the page shown, `initiate` for "export all".
 * @example studentsApi.endpoints.students
 */
export interface ListEndpoint<Args, Page> {
  useQuery: (args: Args | SkipToken) => {
    data?: Page;
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  initiate: (
    args: Args,
    options: { subscribe: false },
  ) => ThunkAction<PageRequest<Page>, unknown, unknown, UnknownAction>;
}

export interface ListControllerOptions<Args, Page> {
  endpoint: ListEndpoint<Args, Page>;
  /** The filters the list offers; a scoped one is dropped when the scope changes. */
  filters?: ListFilters;
  /** Page size, sort, sortable columns, page sizes (the filters come from `filters`). */
  defaults?: Omit<ListDefaults, 'filters'>;
  /** 'student': a parent's list, scoped to the selected student too. */
  scope?: 'branch' | 'student';
}

/** What the "export all" of a list shows and does. */
export interface ListExport<Row> {
  /** Rows received so far, while an export runs; null otherwise. */
  progress: ExportProgress | null;
  /** Every row of the current search and filters, across pages; rejects with `ExportCancelled` on cancel. */
  run: () => Promise<Row[]>;
  /** Stops the running export: no further page is asked. */
  cancel: () => void;
}

/** What `<DataTable controller={...}>` needs: the URL state, the page's rows, selection and export. */
export interface ListView<Row> {
  list: ListStateApi;
  rows: readonly Row[];
  total: number;
  /** A request is running (first load: skeleton rows; later: rows dimmed). */
  loading: boolean;
  isError: boolean;
  refetch: () => void;
  selection: RowSelection;
  exporter?: ListExport<Row>;
}

export interface ListController<Row, Page> extends ListView<Row> {
  /** The current scope, or null while nothing is selected (the list is then not asked). */
  scope: ListScope | null;
  /** The scope as the argument of another query of the page (its filter options), skipped while none. */
  scopeArg: ListScope | SkipToken;
  /** The last answer, with the fields a page adds beside its rows (counts, totals, currency). */
  data: Page | undefined;
  /** The request arguments of the page shown, or null while there is no scope. */
  args: ListArgs | null;
  exporter: ListExport<Row>;
}

const NO_FILTERS: ListFilters = {};

/**
 * One server-side list: its scope (branch and year of the selector row; the student for a parent's list), its state
 * in the URL (q, filters, sort, page, page size: `useListState`), the query of the page shown, row selection and
 * "export all". Shaped like react-admin's `useListController`.
 *
 * When the scope changes, the scoped filters are dropped and the page goes back to 1 before anything is asked: one
 * request goes out, for the new scope with the cleaned state (never first the old filters, then a corrected one).
 *
 * @example
 * const FILTERS = { level: { scoped: true }, class: { scoped: true, within: 'level' }, status: {} } as const;
 * function StudentsPage() {
 *   const list = useListController<StudentRow, StudentPage, StudentsQuery>({
 *     endpoint: studentsApi.endpoints.students,
 *     filters: FILTERS,
 *     defaults: { sort: 'name', sortable: ['name', 'level'] },
 *   });
 *   const { data: levels } = useLevelsQuery(list.scopeArg);
 *   return <DataTable controller={list} columns={columns} exportCsv={{ filename: 'eleves' }} … />;
 * }
 */
export function useListController<Row, Page extends ListPage<Row>, Args extends ListArgs = ListArgs>(
  options: ListControllerOptions<Args, Page>,
): ListController<Row, Page> {
  const { endpoint, filters = NO_FILTERS, defaults = {}, scope: kind = 'branch' } = options;
  const scope = useListScope(kind);
  const scopeKey = scope ? JSON.stringify(scope) : null;
  const raw = useListState({ ...defaults, filters: filterDefaults(filters) });

  // The scope the URL state was written for. While it is not the current one, the state is shown and asked
  // without the scoped filters, on page 1, and the URL is cleaned in place; the scope is adopted once it is.
  const [owner, setOwner] = useState(scopeKey);
  const changed = owner !== null && scopeKey !== null && owner !== scopeKey;
  if (scopeKey !== null && owner !== scopeKey && (owner === null || fitsAnyScope(raw.state, filters))) {
    setOwner(scopeKey);
  }
  const normalized = normalizeState(raw.state, filters);
  const state: ListState = changed ? dropScoped(normalized, filters) : normalized;

  const { setFilters: writeFilters } = raw;
  const scopedKey = scopedFilterNames(filters).join();
  useEffect(() => {
    if (!changed) return;
    const cleared = Object.fromEntries(
      scopedKey
        .split(',')
        .filter(Boolean)
        .map((name) => [name, null]),
    );
    writeFilters(cleared, { replace: true });
  }, [changed, scopedKey, writeFilters]);

  const setFilter = useCallback(
    (name: string, value: string | null) => writeFilters(filterChange(filters, name, value)),
    [filters, writeFilters],
  );
  const setFilters = useCallback(
    (values: Record<string, string | null>) => {
      let change: Record<string, string | null> = {};
      for (const [name, value] of Object.entries(values)) {
        change = { ...filterChange(filters, name, value), ...change, [name]: value };
      }
      writeFilters(change);
    },
    [filters, writeFilters],
  );

  const list: ListStateApi = {
    ...raw,
    state,
    filtered: isFiltered(state, raw.defaults),
    setFilter,
    setFilters,
  };

  // RTK Query compares arguments by value: a new object with the same values asks nothing.
  const args = scope ? (listArgs(scope, state) as Args) : null;
  const result = endpoint.useQuery(args ?? skipToken);
  const selection = useRowSelection(JSON.stringify([scopeKey, state.q, state.filters]));
  const exporter = useExportAll<Row, Page, Args>(endpoint, args);

  const { refetch: refetchQuery } = result;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);

  return {
    list,
    scope,
    scopeArg: scope ?? skipToken,
    args,
    data: result.data,
    rows: result.data?.items ?? [],
    total: result.data?.total ?? 0,
    loading: result.isFetching,
    isError: result.isError,
    refetch,
    selection,
    exporter,
  };
}

/** "Export all pages" of a list: the same endpoint and arguments, 200 rows a request, with progress and cancel. */
function useExportAll<Row, Page extends ListPage<Row>, Args extends ListArgs>(
  endpoint: ListEndpoint<Args, Page>,
  args: Args | null,
): ListExport<Row> {
  const dispatch = useThunkDispatch();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(async () => {
    if (!args) return [];
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setProgress({ done: 0, total: null });
    try {
      return await fetchAllPages<Row>(
        async (page, pageSize) => {
          const request = dispatch(endpoint.initiate({ ...args, page, pageSize }, { subscribe: false }));
          const stop = () => request.abort();
          controller.signal.addEventListener('abort', stop);
          try {
            return await request.unwrap();
          } catch (error) {
            if (controller.signal.aborted) throw new ExportCancelled();
            throw error;
          } finally {
            controller.signal.removeEventListener('abort', stop);
          }
        },
        { signal: controller.signal, onProgress: setProgress },
      );
    } finally {
      if (running.current === controller) running.current = null;
      setProgress(null);
    }
  }, [args, dispatch, endpoint]);

  const cancel = useCallback(() => running.current?.abort(), []);
  return { progress, run, cancel };
}
