import type { MenuEntry } from '../../modules';

/** The path without its leading slash, the form menu links are written in (spec §2 Menu behaviour). */
export function linkOf(pathname: string): string {
  return pathname.replace(/^\/+/, '');
}

/**
 * The parent entry (by its title key, stable when the filtered menu changes) whose child is the current page, or
 * null (spec §2: the open parent is set from the current path).
 */
export function openParentFor(entries: readonly MenuEntry[], pathname: string): string | null {
  const link = linkOf(pathname);
  return entries.find((entry) => entry.child?.some((child) => child.childlink === link))?.title ?? null;
}

/** Accordion click: one parent open at a time; clicking the open parent closes it. */
export function toggleParent(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}
