import { Download, Inbox, Search, SearchX, X, type LucideIcon } from 'lucide-react';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Ltr } from '../Ltr';
import { notify } from '../notify';
import { CardList } from './CardList';
import { ColumnChooser } from './ColumnChooser';
import { downloadCsv, toCsv, type CsvColumn } from './csv';
import { formatCell, formatCount, plainText } from './format';
import { pageRange } from './listState';
import { Pagination } from './Pagination';
import type { RowsViewProps } from './parts';
import { TableView } from './TableView';
import type { CsvExportConfig, DataTableColumn } from './types';
import { ExportCancelled } from './listController';
import type { ListView } from './useListController';
import { useMedia } from '../../lib/useMedia';

/** Skeleton rows shown while the first page loads (at most: a short page shows fewer). */
const SKELETON_ROWS = 10;

/** Tailwind's `md`, where TableView shows and CardList hides (their classes `md:block`, `md:hidden`). */
const WIDE_QUERY = '(min-width: 48rem)';

export interface DataTableProps<Row> {
  /** Accessible name of the table (its caption, read by screen readers). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** The list: its URL state, the rows of the page shown, selection and export (`useListController`). */
  controller: ListView<Row>;
  getRowId: (row: Row) => string;
  /** Name of a row for its selection checkbox; by default the first column's value. */
  rowLabel?: (row: Row) => string;
  /** The sentence of a failed load (plain words); "the list could not be loaded" by default. */
  loadError?: string;
  /** Turns on row selection; renders the bulk actions for the selected ids. */
  bulkActions?: (selectedIds: string[], clearSelection: () => void) => ReactNode;
  /** Filters, shown in the toolbar after the search box. */
  toolbar?: ReactNode;
  /** Export done by the page (e.g. a server-side file); shows the export button. */
  onExport?: () => void | Promise<void>;
  /** Export done by the table: CSV of the visible columns (UTF-8 with BOM, `;`-separated), of every row of the
   * current search and filters when the controller can export them all, else of the page shown. */
  exportCsv?: CsvExportConfig<Row>;
  /** Empty list (no search or filter): the sentence, the action that fills the list, and an icon. */
  empty?: { message?: string; action?: ReactNode; icon?: LucideIcon };
  /** A row's detail page: the first cell and the phone card become links, and a click on the row opens it. */
  rowHref?: (row: Row) => string;
  /** The count a settled result is announced with ("25 élèves"), in the page's language; "25 résultats" by
   * default. "No result" is said for an empty result whatever this says. */
  resultsLabel?: (count: number) => string;
  /** Label of the search box (default "Search"). */
  searchLabel?: string;
  searchPlaceholder?: string;
}

const BUTTON =
  'inline-flex min-h-11 items-center gap-2 rounded-control border border-neutral-300 bg-white px-3 text-sm font-semibold hover:bg-neutral-100 disabled:cursor-wait disabled:opacity-60 md:min-h-control dark:border-neutral-600 dark:bg-neutral-800 dark:hover:bg-neutral-700';

/**
 * A server-side list (DESIGN-SYSTEM.md "Lists"): a toolbar with search, filters, column chooser and export; the
 * table with sortable headers and row selection (bulk actions bar with the count); pagination; skeleton rows while
 * loading, the empty state and the error state with retry. Below md each row is a card with its two or three
 * most important fields. Pages above 100 rows are windowed. The state lives in the URL through `useListState`;
 * the rows, selection and export come from `useListController`.
 *
 * @example
 * const list = useListController<StudentRow, StudentPage, StudentsQuery>({
 *   endpoint: studentsApi.endpoints.students,
 *   filters: { level: { scoped: true }, status: {} },
 *   defaults: { sort: 'name', sortable: ['name', 'level'] },
 * });
 * <DataTable
 *   caption={title}
 *   controller={list}
 *   columns={columns}
 *   getRowId={(s) => String(s.studentid)}
 *   loadError={t('students.loadError')}
 *   rowHref={(s) => `/studentdetails?id=${s.studentid}`}
 *   toolbar={<FilterSelect list={list.list} name="level" label={labels.level} all={labels.all} options={levels} />}
 *   exportCsv={{ filename: 'eleves' }}
 *   bulkActions={(ids, clear) => <button onClick={() => remind(ids).then(clear)}>{labels.remind}</button>}
 *   empty={{ message: labels.empty, action: <Link to="/students/new">{labels.add}</Link> }}
 * />
 */
const isHideable = <Row,>(column: DataTableColumn<Row>) => column.hideable !== false;
const noHref = () => '';

/** A function of stable identity that calls the latest `callback` given (a page's inline `getRowId`, `rowHref`). */
function useLatest<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

export function DataTable<Row>({
  caption,
  columns,
  controller,
  getRowId,
  rowLabel,
  loadError,
  bulkActions,
  toolbar,
  onExport,
  exportCsv,
  empty,
  rowHref,
  resultsLabel,
  searchLabel,
  searchPlaceholder,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const searchId = useId();
  const { list, total, isError: error, refetch: onRetry, selection, exporter } = controller;
  // A new page of rows is drawn in the background (a transition: React hands the main thread back to the browser
  // between rows), so drawing it never blocks a tap or a keystroke; meanwhile it counts as loading (docs/architecture.md
  // "Decisions", total blocking time).
  const rows = useDeferredValue(controller.rows);
  const loading = controller.loading || rows !== controller.rows;
  const { state, setPage } = list;

  // Column chooser: hidden columns, in component state.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(columns.filter((column) => column.defaultHidden).map((column) => column.id)),
  );
  const visible = useMemo(
    () => columns.filter((column) => !isHideable(column) || !hidden.has(column.id)),
    [columns, hidden],
  );
  const toggleColumn = useCallback(
    (id: string) =>
      setHidden((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );

  const selectable = bulkActions !== undefined;

  // Of stable identity while only the search box's text changes (a page's `getRowId` and `rowLabel` are often
  // written inline): see `viewProps` below.
  const rowIdOf = useLatest(getRowId);
  const namedLabel = useLatest(rowLabel ?? rowIdOf);
  const named = rowLabel !== undefined;
  const labelOf = useMemo(() => {
    if (named) return namedLabel;
    const first = columns.find((column) => column.value);
    return (row: Row) => (first?.value ? plainText(first.value(row)) : '') || rowIdOf(row);
  }, [named, namedLabel, columns, rowIdOf]);

  const yesNo = useMemo(() => ({ yes: t('table.yes'), no: t('table.no') }), [t]);
  const renderCell = useCallback(
    (column: DataTableColumn<Row>, row: Row): ReactNode => {
      const content = column.cell ? column.cell(row) : formatCell(column.value?.(row), language, yesNo);
      return column.ltr ? <Ltr>{content}</Ltr> : content;
    },
    [language, yesNo],
  );

  // A page beyond the last one (rows deleted, a bookmarked URL): go to the last page, in place.
  const { pageCount } = pageRange(state.page, state.pageSize, total);
  useEffect(() => {
    if (!loading && !error && total > 0 && state.page > pageCount) setPage(pageCount, { replace: true });
  }, [loading, error, total, state.page, pageCount, setPage]);

  // The file being made: the table's own CSV or Excel workbook, or the page's export ('page').
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | 'page' | null>(null);
  const progress = exporter?.progress ?? null;
  const runExport = async (format: 'csv' | 'xlsx' | 'page') => {
    setExporting(format);
    try {
      if (format === 'page') {
        await onExport?.();
      } else if (exportCsv) {
        const data = exporter ? await exporter.run() : rows;
        const fileColumns: CsvColumn<Row>[] = visible.flatMap((column) =>
          column.value && column.csv !== false ? [{ header: column.header, value: column.value }] : [],
        );
        if (format === 'csv') {
          downloadCsv(
            exportCsv.filename,
            toCsv(fileColumns, data, { separator: exportCsv.separator ?? ';' }),
          );
        } else {
          // write-excel-file comes with the first workbook asked for (xlsx.ts), not with the list.
          const { downloadXlsx } = await import('./xlsx');
          await downloadXlsx(exportCsv.filename, fileColumns, data, {
            sheet: caption,
            rightToLeft: i18n.dir(language) === 'rtl',
          });
        }
      }
    } catch (failure) {
      if (!(failure instanceof ExportCancelled)) void notify('error', t('table.exportError'));
    } finally {
      setExporting(null);
    }
  };

  const showSkeleton = loading && rows.length === 0 && !error;
  // Only the view the screen shows is drawn (the table from md up, the cards below), not both with one hidden by
  // CSS: on a phone, a list's rows cost half the main thread. Both where the width is unknown (jsdom).
  const wide = useMedia(WIDE_QUERY);
  // The same props while only the search box's text changes (a page's `getRowId` and `rowHref` are often written
  // inline, hence `useLatest`): the memoized views are not drawn again at each keystroke, which on a slow phone
  // kept a key's next paint waiting for the whole page of rows (Interaction to Next Paint, `npm run bench`).
  const hrefOf = useLatest(rowHref ?? noHref);
  const linked = rowHref !== undefined;
  const busy = loading && rows.length > 0;
  const skeleton = showSkeleton ? Math.min(state.pageSize, SKELETON_ROWS) : undefined;
  const viewSelection = selectable ? selection : undefined;
  const viewProps = useMemo<RowsViewProps<Row>>(
    () => ({
      caption,
      columns: visible,
      rows,
      getRowId: rowIdOf,
      rowLabel: labelOf,
      renderCell,
      rowHref: linked ? hrefOf : undefined,
      selection: viewSelection,
      busy,
      skeleton,
    }),
    [caption, visible, rows, rowIdOf, labelOf, renderCell, linked, hrefOf, viewSelection, busy, skeleton],
  );
  const hideable = columns.filter(isHideable);
  const selectedCount = selection.selectedIds.length;

  // The list's one live region (DESIGN-SYSTEM.md "Lists", WCAG 4.1.3 status messages): "Chargement de la liste…"
  // while the first page loads, then the count of each settled result, once: it is emptied while a search, a
  // filter or a page is asked and while the search box is ahead of the search asked (keys being typed), as an empty
  // region says nothing; so the count is said again even when it is the same, and not between keystrokes. A failed
  // load says nothing here (its error state does).
  const typing = list.searchText.trim() !== state.q.trim();
  let announcement = '';
  if (showSkeleton) announcement = t('table.loading');
  else if (!error && !loading && !typing)
    announcement =
      total > 0 && resultsLabel
        ? resultsLabel(total)
        : t('table.results', { count: total, countText: formatCount(total, language) });

  let content: ReactNode;
  if (error) {
    content = <ErrorState message={loadError ?? t('table.error')} onRetry={onRetry} />;
  } else if (!showSkeleton && rows.length === 0) {
    content = list.filtered ? (
      <EmptyState
        icon={SearchX}
        message={t('table.noResults')}
        action={
          <button type="button" onClick={list.clearFilters} className={BUTTON}>
            {t('table.clearFilters')}
          </button>
        }
      />
    ) : (
      <EmptyState
        icon={empty?.icon ?? Inbox}
        message={empty?.message ?? t('table.empty')}
        action={empty?.action}
      />
    );
  } else {
    content = (
      <>
        {wide !== false && (
          <TableView {...viewProps} sort={state.sort} order={state.order} onSort={list.setSort} />
        )}
        {wide !== true && <CardList {...viewProps} />}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <form
          role="search"
          aria-label={caption}
          className="relative w-full sm:w-72"
          onSubmit={(event) => {
            event.preventDefault();
            list.submitSearch();
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            {searchLabel ?? t('table.search')}
          </label>
          <Search
            size={16}
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-neutral-400"
          />
          <input
            id={searchId}
            type="search"
            value={list.searchText}
            onChange={(event) => list.setSearch(event.target.value)}
            placeholder={searchPlaceholder ?? t('table.searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full rounded-control border border-neutral-300 bg-white ps-9 pe-3 text-neutral-900 focus:border-primary-500 md:h-control dark:border-neutral-600 dark:bg-neutral-900 dark:text-white"
          />
        </form>
        {toolbar && (
          <div role="group" aria-label={t('table.filters')} className="flex flex-wrap items-center gap-2">
            {toolbar}
          </div>
        )}
        <div className="ms-auto flex items-center gap-2">
          {hideable.length > 0 && (
            <ColumnChooser
              columns={hideable}
              hidden={hidden}
              visibleCount={visible.length}
              onToggle={toggleColumn}
            />
          )}
          {(onExport ? (['page'] as const) : exportCsv ? (['csv', 'xlsx'] as const) : []).map((format) => (
            <button
              key={format}
              type="button"
              onClick={() => void runExport(format)}
              disabled={exporting !== null}
              aria-busy={exporting === format || undefined}
              className={BUTTON}
            >
              <Download size={16} aria-hidden="true" />
              <span aria-live="polite">
                {exporting !== format
                  ? t(format === 'xlsx' ? 'table.exportXlsx' : 'table.export')
                  : progress?.total != null
                    ? t('table.exportProgress', {
                        done: formatCount(progress.done, language),
                        total: formatCount(progress.total, language),
                      })
                    : t('table.exporting')}
              </span>
            </button>
          ))}
          {progress && (
            <button type="button" onClick={exporter?.cancel} className={BUTTON}>
              <X size={16} aria-hidden="true" />
              {t('table.cancelExport')}
            </button>
          )}
        </div>
      </div>

      {selectable && selectedCount > 0 && (
        <div
          role="region"
          aria-label={t('table.bulkActions')}
          className="flex flex-wrap items-center gap-3 rounded-card border border-primary-200 bg-primary-50 px-3 py-2 dark:border-primary-800 dark:bg-primary-950"
        >
          <p role="status" className="font-semibold">
            {t('table.selected', { count: selectedCount, countText: formatCount(selectedCount, language) })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {bulkActions(selection.selectedIds, selection.clear)}
          </div>
          <button
            type="button"
            onClick={selection.clear}
            className="ms-auto min-h-11 rounded-control px-3 text-sm font-semibold text-primary-700 hover:bg-primary-100 md:min-h-control dark:text-primary-300 dark:hover:bg-primary-900"
          >
            {t('table.clearSelection')}
          </button>
        </div>
      )}

      <p role="status" className="sr-only" data-list-announcer="">
        {announcement}
      </p>

      {content}

      {!error && !showSkeleton && total > 0 && (
        <Pagination
          page={state.page}
          pageSize={state.pageSize}
          total={total}
          pageSizes={list.defaults.pageSizes}
          onPage={setPage}
          onPageSize={list.setPageSize}
        />
      )}
    </div>
  );
}
