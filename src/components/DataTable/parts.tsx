import type { ReactNode } from 'react';
import type { DataTableColumn } from './types';
import type { RowSelection } from './useRowSelection';

/** What the table and the card views share: visible columns, rows and how to render them. */
export interface RowsViewProps<Row> {
  caption: string;
  /** Visible columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  rowLabel: (row: Row) => string;
  renderCell: (column: DataTableColumn<Row>, row: Row) => ReactNode;
  rowHref?: (row: Row) => string;
  selection?: RowSelection;
  /** Rows shown while the next ones load (dimmed, aria-busy). */
  busy: boolean;
  /** Instead of rows: this many skeleton rows shaped like the content. */
  skeleton?: number;
}

/** Classes of a cell by alignment: numbers end-aligned with tabular figures. */
export function alignClass(align: 'start' | 'end' | undefined): string {
  return align === 'end' ? 'text-end tabular-nums' : 'text-start';
}

/** A checkbox with a 44 px touch target on phones. */
export function Checkbox({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex size-11 cursor-pointer items-center justify-center md:size-8">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        ref={(element) => {
          if (element) element.indeterminate = indeterminate;
        }}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 cursor-pointer accent-primary-600"
      />
    </label>
  );
}

/** A grey bar standing for text while a list loads; widths vary so the skeleton looks like content. */
export function SkeletonBar({ index, align }: { index: number; align?: 'start' | 'end' }) {
  const widths = ['w-3/4', 'w-1/2', 'w-2/3', 'w-2/5'];
  return (
    <span
      className={`block h-3.5 animate-pulse rounded bg-neutral-200 dark:bg-neutral-700 ${widths[index % widths.length]} ${
        align === 'end' ? 'ms-auto' : ''
      }`}
    />
  );
}

/** True when a click landed on something that acts by itself (a link, a button, a checkbox...). */
export function isInteractiveTarget(target: EventTarget | null, container: Element): boolean {
  if (!(target instanceof Element)) return false;
  const interactive = target.closest('a, button, input, select, textarea, label, [role="menuitem"]');
  return interactive !== null && container.contains(interactive);
}
