import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { memo, useState, type CSSProperties, type MouseEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { SortOrder } from './listState';
import { alignClass, Checkbox, isInteractiveTarget, SkeletonBar, type RowsViewProps } from './parts';
import type { DataTableColumn } from './types';
import { VIRTUALIZE_ABOVE } from './windowing';
import { WindowedRows } from './WindowedRows';

interface TableViewProps<Row> extends RowsViewProps<Row> {
  sort: string | null;
  order: SortOrder;
  onSort: (column: string) => void;
}

function ariaSort(column: DataTableColumn<unknown>, sort: string | null, order: SortOrder) {
  if (!column.sortable) return undefined;
  if (sort !== column.id) return 'none';
  return order === 'asc' ? 'ascending' : 'descending';
}

const TH =
  'bg-neutral-50 px-3 py-2.5 font-semibold text-neutral-600 dark:bg-neutral-900 dark:text-neutral-300';

function HeaderRow<Row>({
  columns,
  rows,
  getRowId,
  selection,
  sort,
  order,
  onSort,
  sticky,
  rowIndex,
}: TableViewProps<Row> & { sticky: boolean; rowIndex?: number }) {
  const { t } = useTranslation();
  const stickyClass = sticky ? 'sticky top-0 z-10' : '';
  const pageIds = rows.map(getRowId);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.isSelected(id)).length : 0;
  const all = pageIds.length > 0 && selectedOnPage === pageIds.length;
  return (
    <tr aria-rowindex={rowIndex}>
      {selection && (
        <th scope="col" className={`${TH} ${stickyClass} w-12 px-1`}>
          <Checkbox
            label={t('table.selectAll')}
            checked={all}
            indeterminate={selectedOnPage > 0 && !all}
            onChange={(checked) => selection.setMany(pageIds, checked)}
          />
        </th>
      )}
      {columns.map((column) => {
        const state = ariaSort(column as DataTableColumn<unknown>, sort, order);
        const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ChevronsUpDown;
        return (
          <th
            key={column.id}
            scope="col"
            aria-sort={state}
            className={`${TH} ${stickyClass} ${alignClass(column.align)} whitespace-nowrap ${column.className ?? ''}`}
          >
            {column.sortable ? (
              <button
                type="button"
                onClick={() => onSort(column.id)}
                title={state === 'ascending' ? t('table.sortDescending') : t('table.sortAscending')}
                className={`-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-semibold hover:text-neutral-900 dark:hover:text-white ${
                  column.align === 'end' ? 'flex-row-reverse' : ''
                }`}
              >
                {column.header}
                <Icon
                  size={14}
                  aria-hidden="true"
                  className={state === 'none' ? 'text-neutral-400' : 'text-primary-600'}
                />
              </button>
            ) : (
              column.header
            )}
          </th>
        );
      })}
    </tr>
  );
}

function BodyRow<Row>({
  row,
  props,
  rowRef,
  index,
  rowIndex,
}: {
  row: Row;
  props: TableViewProps<Row>;
  rowRef?: Ref<HTMLTableRowElement>;
  index?: number;
  rowIndex?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { columns, selection, rowHref, getRowId, rowLabel, renderCell } = props;
  const id = getRowId(row);
  const href = rowHref?.(row);
  const selected = selection?.isSelected(id) ?? false;
  const onClick = href
    ? (event: MouseEvent<HTMLTableRowElement>) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
          return;
        if (isInteractiveTarget(event.target, event.currentTarget)) return;
        if (window.getSelection()?.toString()) return;
        void navigate(href);
      }
    : undefined;
  return (
    <tr
      ref={rowRef}
      data-index={index}
      aria-rowindex={rowIndex}
      data-selected={selected || undefined}
      onClick={onClick}
      className={`border-t border-neutral-200 dark:border-neutral-700 ${
        selected ? 'bg-primary-50 dark:bg-primary-950' : 'hover:bg-neutral-50 dark:hover:bg-neutral-700/40'
      } ${href ? 'cursor-pointer' : ''}`}
    >
      {selection && (
        <td className="w-12 px-1">
          <Checkbox
            label={t('table.selectRow', { label: rowLabel(row) })}
            checked={selected}
            onChange={(checked) => selection.toggle(id, checked)}
          />
        </td>
      )}
      {columns.map((column, position) => {
        const content = renderCell(column, row);
        return (
          <td key={column.id} className={`px-3 py-2.5 ${alignClass(column.align)} ${column.className ?? ''}`}>
            {position === 0 && href ? (
              <Link
                to={href}
                className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
              >
                {content}
              </Link>
            ) : (
              content
            )}
          </td>
        );
      })}
    </tr>
  );
}

function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  const style: CSSProperties = { height };
  return (
    <tr aria-hidden="true" role="presentation">
      <td colSpan={colSpan} style={style} className="p-0" />
    </tr>
  );
}

/** Body of a long page: only the rows in view (and a margin) are in the DOM, each with its aria-rowindex. */
function WindowedBody<Row>({
  props,
  scroller,
}: {
  props: TableViewProps<Row>;
  scroller: HTMLDivElement | null;
}) {
  const { rows, getRowId, columns, selection } = props;
  const colSpan = columns.length + (selection ? 1 : 0);
  const row = (index: number, measure?: (element: Element | null) => void) => (
    <BodyRow
      key={getRowId(rows[index]!)}
      row={rows[index]!}
      props={props}
      rowRef={measure}
      index={index}
      rowIndex={index + 2}
    />
  );
  return (
    <tbody>
      <WindowedRows
        count={rows.length}
        scroller={scroller}
        getKey={(index) => getRowId(rows[index]!)}
        renderRow={row}
        spacer={(height, edge) => <Spacer key={edge} height={height} colSpan={colSpan} />}
      />
    </tbody>
  );
}

/**
 * The desktop table (hidden below md): caption, sortable headers with aria-sort, selection checkboxes, the first
 * cell as the link to the row's detail page, and a windowed body with aria-rowcount/aria-rowindex above 100 rows.
 */
function TableViewView<Row>(props: TableViewProps<Row>) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const { caption, rows, columns, selection, busy, skeleton, getRowId } = props;
  const windowed = skeleton === undefined && rows.length > VIRTUALIZE_ABOVE;

  return (
    <div
      ref={setScroller}
      data-layout="table"
      role={windowed ? 'region' : undefined}
      aria-label={windowed ? caption : undefined}
      tabIndex={windowed ? 0 : undefined}
      className={`hidden overflow-x-auto rounded-card border border-neutral-200 bg-white md:block dark:border-neutral-700 dark:bg-neutral-800 ${
        windowed ? 'max-h-[70vh] overflow-y-auto' : ''
      }`}
    >
      <table
        className={`w-full border-collapse text-sm ${busy ? 'opacity-60' : ''}`}
        aria-busy={busy || skeleton !== undefined || undefined}
        aria-rowcount={windowed ? rows.length + 1 : undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead>
          <HeaderRow {...props} sticky={windowed} rowIndex={windowed ? 1 : undefined} />
        </thead>
        {skeleton !== undefined ? (
          <tbody aria-hidden="true">
            {Array.from({ length: skeleton }, (_, index) => (
              <tr
                key={index}
                data-skeleton-row=""
                className="border-t border-neutral-200 dark:border-neutral-700"
              >
                {selection && (
                  <td className="w-12 px-4 py-3.5">
                    <span className="block size-4 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700" />
                  </td>
                )}
                {columns.map((column, position) => (
                  <td key={column.id} className="px-3 py-3.5">
                    <SkeletonBar index={index + position} align={column.align} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ) : windowed ? (
          <WindowedBody props={props} scroller={scroller} />
        ) : (
          <tbody>
            {rows.map((row) => (
              <BodyRow key={getRowId(row)} row={row} props={props} />
            ))}
          </tbody>
        )}
      </table>
    </div>
  );
}

/** Drawn again only when its rows, columns or state change, not at each keystroke in the list's search box. */
export const TableView = memo(TableViewView) as typeof TableViewView;
