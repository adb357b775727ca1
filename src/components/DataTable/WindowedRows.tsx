import { lazy, Suspense } from 'react';
import type { RowWindowProps } from './RowWindow';
import { ROWS_BEFORE_WINDOW } from './windowing';

/** The windowed rows of a long page: its code (and @tanstack/react-virtual) only when a page is that long. */
const RowWindow = lazy(() => import('./RowWindow'));

/**
 * The rows of a page above `VIRTUALIZE_ABOVE` rows, in a window that follows the scroll (`RowWindow`): the table's
 * body and the phone's cards. Until the windowing code has come, the first rows are drawn as they are, then the
 * window takes their place.
 */
export function WindowedRows(props: RowWindowProps) {
  const first = Array.from({ length: Math.min(props.count, ROWS_BEFORE_WINDOW) }, (_, index) =>
    props.renderRow(index),
  );
  return (
    <Suspense fallback={first}>
      <RowWindow {...props} />
    </Suspense>
  );
}
