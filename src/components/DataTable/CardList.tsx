import { ChevronRight } from 'lucide-react';
import { memo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { alignClass, Checkbox, SkeletonBar, type RowsViewProps } from './parts';
import type { DataTableColumn } from './types';
import { ESTIMATED_ROW_HEIGHT, VIRTUALIZE_ABOVE } from './windowing';
import { WindowedRows } from './WindowedRows';

/** Fields shown on a phone card. */
export const CARD_FIELDS = 3;

/** Estimated height of a card with its gap, before cards are measured. */
const ESTIMATED_CARD_HEIGHT = ESTIMATED_ROW_HEIGHT * 2;

/**
 * The columns a phone card shows: the visible columns with a `card` priority, highest first (1 before 2), at most
 * three; when no column has one, the first three visible columns.
 * @example cardColumns([{ id: 'class', card: 2 }, { id: 'name', card: 1 }, { id: 'email' }]) // name, class
 */
export function cardColumns<Row>(columns: readonly DataTableColumn<Row>[]): DataTableColumn<Row>[] {
  const ranked = columns
    .filter((column) => column.card !== undefined)
    .sort((a, b) => (a.card ?? 0) - (b.card ?? 0));
  return (ranked.length ? ranked : [...columns]).slice(0, CARD_FIELDS);
}

function Card<Row>({
  row,
  props,
  fields,
  itemRef,
  index,
  setSize,
}: {
  row: Row;
  props: RowsViewProps<Row>;
  fields: readonly DataTableColumn<Row>[];
  itemRef?: Ref<HTMLLIElement>;
  index?: number;
  setSize?: number;
}) {
  const { t } = useTranslation();
  const { getRowId, rowHref, selection, renderCell, rowLabel } = props;
  const id = getRowId(row);
  const href = rowHref?.(row);
  const selected = selection?.isSelected(id) ?? false;
  const [title, ...details] = fields;
  const body = (
    <>
      <div className="min-w-0 flex-1">
        {title && <p className="truncate font-semibold">{renderCell(title, row)}</p>}
        {details.length > 0 && (
          <dl className="mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-neutral-600 dark:text-neutral-300">
            {details.map((column) => (
              <div key={column.id} className="flex min-w-0 gap-1">
                <dt className="text-neutral-600 dark:text-neutral-400">{column.header}</dt>
                <dd className={`min-w-0 truncate ${alignClass(column.align)}`}>{renderCell(column, row)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      {href && (
        <ChevronRight size={20} aria-hidden="true" className="shrink-0 text-neutral-400 rtl:-scale-x-100" />
      )}
    </>
  );
  return (
    <li
      ref={itemRef}
      data-index={index}
      aria-posinset={setSize ? (index ?? 0) + 1 : undefined}
      aria-setsize={setSize}
      className="pb-2"
    >
      <div
        data-selected={selected || undefined}
        className={`flex items-center gap-1 rounded-card border px-2 ${
          selected
            ? 'border-primary-300 bg-primary-50 dark:border-primary-700 dark:bg-primary-950'
            : 'border-neutral-200 bg-white dark:border-neutral-700 dark:bg-neutral-800'
        }`}
      >
        {selection && (
          <Checkbox
            label={t('table.selectRow', { label: rowLabel(row) })}
            checked={selected}
            onChange={(checked) => selection.toggle(id, checked)}
          />
        )}
        {href ? (
          <Link to={href} className="flex min-h-14 min-w-0 flex-1 items-center gap-3 px-1 py-2">
            {body}
          </Link>
        ) : (
          <div className="flex min-h-14 min-w-0 flex-1 items-center gap-3 px-1 py-2">{body}</div>
        )}
      </div>
    </li>
  );
}

function WindowedCards<Row>({
  props,
  fields,
  scroller,
}: {
  props: RowsViewProps<Row>;
  fields: readonly DataTableColumn<Row>[];
  scroller: HTMLDivElement | null;
}) {
  const { rows, getRowId } = props;
  const card = (index: number, measure?: (element: Element | null) => void) => (
    <Card
      key={getRowId(rows[index]!)}
      row={rows[index]!}
      props={props}
      fields={fields}
      itemRef={measure}
      index={index}
      setSize={rows.length}
    />
  );
  const spacer = (height: number, edge: 'top' | 'bottom') => (
    <li key={edge} aria-hidden="true" role="presentation" style={{ height }} />
  );
  return (
    <WindowedRows
      count={rows.length}
      scroller={scroller}
      getKey={(index) => getRowId(rows[index]!)}
      estimate={ESTIMATED_CARD_HEIGHT}
      renderRow={card}
      spacer={spacer}
    />
  );
}

/**
 * The phone layout (below md): one card per row with the two or three fields that matter and a chevron (mirrored
 * in RTL) when the row opens a detail page; windowed above 100 rows like the table.
 */
function CardListView<Row>(props: RowsViewProps<Row>) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const { caption, rows, columns, busy, skeleton, getRowId } = props;
  const fields = cardColumns(columns);
  const windowed = skeleton === undefined && rows.length > VIRTUALIZE_ABOVE;

  return (
    <div
      ref={setScroller}
      data-layout="cards"
      role={windowed ? 'region' : undefined}
      aria-label={windowed ? caption : undefined}
      tabIndex={windowed ? 0 : undefined}
      className={`md:hidden ${windowed ? 'max-h-[75vh] overflow-y-auto' : ''}`}
    >
      {skeleton !== undefined ? (
        <ul aria-hidden="true">
          {Array.from({ length: Math.min(skeleton, 6) }, (_, index) => (
            <li key={index} data-skeleton-card="" className="pb-2">
              <div className="flex min-h-16 flex-col justify-center gap-2 rounded-card border border-neutral-200 bg-white px-4 dark:border-neutral-700 dark:bg-neutral-800">
                <SkeletonBar index={index} />
                <SkeletonBar index={index + 1} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul aria-label={caption} aria-busy={busy || undefined} className={busy ? 'opacity-60' : ''}>
          {windowed ? (
            <WindowedCards props={props} fields={fields} scroller={scroller} />
          ) : (
            rows.map((row) => <Card key={getRowId(row)} row={row} props={props} fields={fields} />)
          )}
        </ul>
      )}
    </div>
  );
}

/** Drawn again only when its rows, columns or state change, not at each keystroke in the list's search box. */
export const CardList = memo(CardListView) as typeof CardListView;
