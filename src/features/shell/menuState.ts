import type { MenuEntry } from '../../modules';

/** The path without its leading slash, the form menu links are written in (spec §2 Menu behaviour). */
export function linkOf(pathname: string): string {
  return pathname.replace(/^\/+/, '');
}

/** The index of the parent entry whose child is the current page, or null (spec: open parent follows the path). */
export function openParentFor(entries: readonly MenuEntry[], pathname: string): number | null {
  const link = linkOf(pathname);
  const index = entries.findIndex((entry) => entry.child?.some((child) => child.childlink === link));
  return index === -1 ? null : index;
}

/** Accordion click: one parent open at a time; clicking the open parent closes it. */
export function toggleParent(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}
