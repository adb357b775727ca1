/**
 * When and how a long page of rows is windowed (components/DataTable/RowWindow.tsx). No import here: the table and
 * the cards read these without loading the windowing code, which comes only for a page that long.
 */

/** Above this many rows on a page, rows are rendered in a window that follows the scroll. */
export const VIRTUALIZE_ABOVE = 100;

/** Estimated row height (px) before rows are measured: a one-line table row or a short card. */
export const ESTIMATED_ROW_HEIGHT = 48;

/** Rows rendered beyond each edge of the visible window, so a fast scroll shows no blank area. */
export const OVERSCAN = 10;

/** Rows drawn as they are while the windowing code loads: a screenful and more, never the whole page. */
export const ROWS_BEFORE_WINDOW = 40;
