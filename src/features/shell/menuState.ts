import type { MenuEntry } from '../../modules';

/**
 * The menu link of a path: the path without its leading slash, the form menu links are written in (Screens and routes Menu
 * behaviour). A sub-view (`studentengagment/family/12`) keeps its module's entry active: its first segment. A menu
 * link of two segments (`attendance/absences`, beside `attendance`) is active on its own path and below it.
 */
export function linkOf(pathname: string, entries: readonly MenuEntry[] = []): string {
  const path = pathname.replace(/^\/+/, '');
  const nested = entries
    .flatMap((entry) => [entry.link ?? '', ...(entry.child ?? []).map((child) => child.childlink)])
    .filter((link) => link.includes('/') && (path === link || path.startsWith(`${link}/`)))
    .sort((a, b) => b.length - a.length)[0];
  return nested ?? path.split('/')[0] ?? '';
}

/**
 * The parent entry (by its title key, stable when the filtered menu changes) whose child is the current page, or
 * null (Screens and routes: the open parent is set from the current path).
 */
export function openParentFor(entries: readonly MenuEntry[], pathname: string): string | null {
  const link = linkOf(pathname, entries);
  return entries.find((entry) => entry.child?.some((child) => child.childlink === link))?.title ?? null;
}

/** Accordion click: one parent open at a time; clicking the open parent closes it. */
export function toggleParent(open: string | null, clicked: string): string | null {
  return open === clicked ? null : clicked;
}

/** Spec Screens and routes / Entities: menu icons come in four variants, chosen by theme: black, white, violet, blue. */
export type IconVariant = 'black' | 'white' | 'violet' | 'blue';

/**
 * The icon variant of a menu entry or child: white on the active (primary) background or on a dark menu, black on
 * a light one; on hover, blue on a light menu and violet on a dark one.
 */
export function iconVariants(dark: boolean, active: boolean): { base: IconVariant; hover: IconVariant } {
  if (active) return { base: 'white', hover: 'white' };
  return dark ? { base: 'white', hover: 'violet' } : { base: 'black', hover: 'blue' };
}

export const ICON_VARIANT_CLASS: Record<IconVariant, { base: string; hover: string }> = {
  black: { base: 'text-neutral-800', hover: 'group-hover:text-neutral-800' },
  white: { base: 'text-white', hover: 'group-hover:text-white' },
  violet: { base: 'text-violet-300', hover: 'group-hover:text-violet-300' },
  blue: { base: 'text-primary-600', hover: 'group-hover:text-primary-600' },
};
