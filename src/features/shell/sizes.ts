/**
 * The shell's sizes, apart from the menus that use them: the shell and the header read them without loading the
 * side menu's code (which is loaded only where a menu is drawn).
 */

/** Spec Business constants widths and scrollbar settings (simplebar 6 hides through CSS: the 1000 ms delay is in index.css). */
export const SIDEBAR_WIDTH = { collapsed: 72, expanded: 248 } as const;
export const SCROLLBAR = { minSize: 25, hideTimeout: 1000 } as const;
/**
 * Business constants "header area height about 80-85px": the header and the sidebar's logo row share this one height,
 * so their bottom edges line up.
 */
export const HEADER_HEIGHT = 80;
