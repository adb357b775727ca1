import { useVirtualizer } from '@tanstack/react-virtual';
import { ESTIMATED_ROW_HEIGHT, OVERSCAN } from './windowing';

/** The rows to render and the space to keep above and below them. */
export interface RowWindow {
  /** Indexes of the rows to render, in order. */
  indexes: number[];
  paddingTop: number;
  paddingBottom: number;
  /** Ref callback of each rendered row (needs `data-index`), so its real height is used. */
  measureRow: (element: Element | null) => void;
}

/**
 * A window of rows following the scroll of `scrollElement` (@tanstack/react-virtual), for pages above 100 rows:
 * the caller renders only `indexes`, between spacers of `paddingTop` and `paddingBottom` pixels, so 10,000 rows
 * cost as much as 40. Pass the scroll element from state (a callback ref), not from a ref object: a parent's ref
 * is attached after its children's effects, so the first window would stay empty.
 * @example
 * const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
 * const win = useWindowedRows(rows.length, scroller, (index) => getRowId(rows[index]!));
 * <div ref={setScroller} className="max-h-[70vh] overflow-y-auto">...</div>
 * win.indexes.map((index) => <tr key={index} ref={win.measureRow} data-index={index}>...</tr>)
 */
export function useWindowedRows(
  count: number,
  scrollElement: HTMLElement | null,
  getKey: (index: number) => string,
  estimate: number = ESTIMATED_ROW_HEIGHT,
): RowWindow {
  // The portal does not run the React Compiler, and the virtualizer's values are read in this render only.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => estimate,
    getItemKey: getKey,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return {
    indexes: items.map((item) => item.index),
    paddingTop: first ? first.start : 0,
    paddingBottom: last ? Math.max(0, virtualizer.getTotalSize() - last.end) : 0,
    measureRow: virtualizer.measureElement,
  };
}
