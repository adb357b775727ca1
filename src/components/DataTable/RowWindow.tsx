import type { ReactNode } from 'react';
import { useWindowedRows } from './useWindowedRows';

export interface RowWindowProps {
  count: number;
  scroller: HTMLElement | null;
  getKey: (index: number) => string;
  estimate?: number;
  /** One row (a table row or a card) with the ref that measures it and its `data-index`. */
  renderRow: (index: number, measure?: (element: Element | null) => void) => ReactNode;
  /** The space kept for the rows above or below the window. */
  spacer: (height: number, edge: 'top' | 'bottom') => ReactNode;
}

/**
 * The rows in view of a page above `VIRTUALIZE_ABOVE` rows (components/DataTable/windowing.ts), between spacers: the
 * table's and the cards' windowed body. A module of its own, loaded with @tanstack/react-virtual only when a page is
 * that long (`WindowedRows`): no page of the API's lists is (100 rows at most), so a list's first screen does
 * not carry it.
 */
export default function RowWindow({ count, scroller, getKey, estimate, renderRow, spacer }: RowWindowProps) {
  const win = useWindowedRows(count, scroller, getKey, estimate);
  return (
    <>
      {win.paddingTop > 0 && spacer(win.paddingTop, 'top')}
      {win.indexes.map((index) => renderRow(index, win.measureRow))}
      {win.paddingBottom > 0 && spacer(win.paddingBottom, 'bottom')}
    </>
  );
}
