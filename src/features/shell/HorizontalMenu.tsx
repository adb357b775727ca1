import { ChevronDown, Ellipsis } from 'lucide-react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useDismiss } from '../../components/useDismiss';
import type { MenuChild, MenuEntry } from '../../modules';
import { MENU_ICONS } from './menuIcons';
import { useMenuEntries } from './useMenuEntries';
import { linkOf } from './menuState';
import { paths } from '../../paths';

/** The key of the "more" panel in the open state (entry titles are translation keys, never this). */
const MORE = '\u0000more';

/** The gap between two top-level items (`gap-1`), in px. */
const ITEM_GAP = 4;

/**
 * How many of the items (their widths, in order) fit on one row of `available` px: all of them, or as many as
 * fit beside the "more" control of `moreWidth` px that takes the rest.
 * @example fittingCount([100, 100, 100], 250, 40) // 2 → 1 (two would need 204 + 44 for "more")
 */
export function fittingCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? ITEM_GAP : 0), 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + ITEM_GAP + width > available) break;
    used += ITEM_GAP + width;
    count += 1;
  }
  return count;
}

const itemClass = (isActive: boolean) =>
  `inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-control px-3 text-sm font-medium ${
    isActive
      ? 'bg-primary-600 text-white'
      : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-700'
  }`;

const panelClass =
  'absolute top-full z-40 mt-1 min-w-52 rounded-card border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-800';

function EntryLabel({
  entry,
  withChevron = false,
  open = false,
}: {
  entry: MenuEntry;
  withChevron?: boolean;
  open?: boolean;
}) {
  const { t } = useTranslation();
  const Icon = entry.icon ? MENU_ICONS[entry.icon] : null;
  return (
    <>
      {Icon && <Icon size={18} aria-hidden="true" />}
      {t(entry.title)}
      <EntryBadge entry={entry} />
      {withChevron && <ChevronDown size={14} aria-hidden="true" className={open ? 'rotate-180' : ''} />}
    </>
  );
}

/** An entry's badge (Menu behaviour: entries may have a badge), as the side menu draws it. */
function EntryBadge({ entry, className = '' }: { entry: MenuEntry; className?: string }) {
  return entry.badge ? (
    <span className={`rounded-full bg-danger-600 px-2 text-xs text-white ${className}`}>{entry.badge}</span>
  ) : null;
}

/** A child entry's link in a dropdown panel (an entry's own, or the "more" panel where it is `indented`). */
function ChildLink({
  item,
  active,
  onClick,
  indented = false,
}: {
  item: MenuChild;
  active: string | null;
  onClick: () => void;
  indented?: boolean;
}) {
  const { t } = useTranslation();
  const current = item.childlink === active;
  return (
    <li>
      <Link
        to={paths.menuLink(item.childlink)}
        onClick={onClick}
        aria-current={current ? 'page' : undefined}
        className={`block ${indented ? 'px-6' : 'px-4'} py-2 text-sm ${
          current
            ? 'font-semibold text-primary-700 dark:text-primary-300'
            : 'hover:bg-neutral-100 dark:hover:bg-neutral-700'
        }`}
      >
        {t(item.childtitle)}
      </Link>
    </li>
  );
}

/**
 * Menu type "horizontal" (desktop, xl and up): the same filtered entries as a top bar with dropdown children, on ONE
 * row: the entries that do not fit go into a "more" control at its end (a disclosure button whose panel lists them
 * as links, reachable with Tab, closed by Escape), so the bar never wraps under the header.
 */
export function HorizontalMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const visible = useMenuEntries();
  const entries = useMemo(
    () => visible.filter((entry) => !entry.isHeadr && !(entry.child && entry.child.length === 0)),
    [visible],
  );
  const [open, setOpen] = useState<string | null>(null);
  const [count, setCount] = useState(entries.length);
  const ref = useRef<HTMLElement>(null);
  const row = useRef<HTMLUListElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(null), []);
  const closeMore = useCallback(() => {
    setOpen(null);
    moreButton.current?.focus();
  }, []);
  useDismiss(ref, open !== null, open === MORE ? closeMore : close);
  const active = linkOf(pathname, visible);

  // One row: the widths of every item (an invisible copy) against the row's width, again on every resize.
  useLayoutEffect(() => {
    const fit = () => {
      const copy = measure.current;
      const bar = row.current;
      if (!copy || !bar) return;
      const items = [...copy.querySelectorAll<HTMLElement>('[data-measure-item]')];
      const more = copy.querySelector<HTMLElement>('[data-measure-more]');
      const next = fittingCount(
        items.map((item) => item.getBoundingClientRect().width),
        bar.clientWidth,
        more?.getBoundingClientRect().width ?? 0,
      );
      setCount(bar.clientWidth > 0 ? next : entries.length);
    };
    fit();
    if (typeof ResizeObserver === 'undefined' || !row.current) return undefined;
    const observer = new ResizeObserver(fit);
    observer.observe(row.current);
    return () => observer.disconnect();
  }, [entries, t]);

  const shown = entries.slice(0, count);
  const rest = entries.slice(count);
  const restActive = rest.some(
    (entry) => entry.link === active || entry.child?.some((item) => item.childlink === active),
  );

  return (
    <nav
      ref={ref}
      aria-label={t('menu.label')}
      data-testid="horizontal-menu"
      className="relative hidden border-b border-neutral-200 bg-white px-6 py-2 xl:block dark:border-neutral-700 dark:bg-neutral-800"
    >
      <ul ref={row} className="flex flex-nowrap items-center gap-1">
        {shown.map((entry) => {
          if (entry.child) {
            const isOpen = open === entry.title;
            const hasActive = entry.child.some((item) => item.childlink === active);
            return (
              <li key={entry.title} className="relative">
                <button
                  type="button"
                  aria-expanded={isOpen}
                  onClick={() => setOpen(isOpen ? null : entry.title)}
                  className={`${itemClass(false)} ${hasActive ? 'text-primary-700 dark:text-primary-300' : ''}`}
                >
                  <EntryLabel entry={entry} withChevron open={isOpen} />
                </button>
                {isOpen && (
                  <ul className={`${panelClass} start-0`}>
                    {entry.child.map((item) => (
                      <ChildLink key={item.childlink} item={item} active={active} onClick={close} />
                    ))}
                  </ul>
                )}
              </li>
            );
          }
          const isActive = entry.link === active;
          return (
            <li key={entry.title}>
              <Link
                to={paths.menuLink(entry.link ?? '')}
                aria-current={isActive ? 'page' : undefined}
                className={itemClass(isActive)}
              >
                <EntryLabel entry={entry} />
              </Link>
            </li>
          );
        })}
        {rest.length > 0 && (
          <li className="relative ms-auto" data-testid="horizontal-menu-more">
            <button
              ref={moreButton}
              type="button"
              aria-expanded={open === MORE}
              onClick={() => setOpen(open === MORE ? null : MORE)}
              className={`${itemClass(false)} ${restActive ? 'text-primary-700 dark:text-primary-300' : ''}`}
            >
              <Ellipsis size={18} aria-hidden="true" />
              {t('menu.more')}
              <ChevronDown size={14} aria-hidden="true" className={open === MORE ? 'rotate-180' : ''} />
            </button>
            {open === MORE && (
              <ul className={`${panelClass} end-0 max-h-[70vh] overflow-y-auto`}>
                {rest.map((entry) =>
                  entry.child ? (
                    <li key={entry.title}>
                      <p className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-neutral-500 dark:text-neutral-400">
                        {t(entry.title)}
                      </p>
                      <ul aria-label={t(entry.title)}>
                        {entry.child.map((item) => (
                          <ChildLink
                            key={item.childlink}
                            item={item}
                            active={active}
                            onClick={close}
                            indented
                          />
                        ))}
                      </ul>
                    </li>
                  ) : (
                    <li key={entry.title}>
                      <Link
                        to={paths.menuLink(entry.link ?? '')}
                        onClick={close}
                        aria-current={entry.link === active ? 'page' : undefined}
                        className={`block px-4 py-2 text-sm ${
                          entry.link === active
                            ? 'font-semibold text-primary-700 dark:text-primary-300'
                            : 'hover:bg-neutral-100 dark:hover:bg-neutral-700'
                        }`}
                      >
                        {t(entry.title)}
                        <EntryBadge entry={entry} className="ms-2" />
                      </Link>
                    </li>
                  ),
                )}
              </ul>
            )}
          </li>
        )}
      </ul>
      {/* The measuring copy: every item at its natural width, never seen nor read. */}
      <div
        ref={measure}
        aria-hidden="true"
        className="pointer-events-none invisible absolute start-0 top-0 flex h-0 w-max gap-1 overflow-hidden"
      >
        {entries.map((entry) => (
          <span key={entry.title} data-measure-item="" className={`${itemClass(false)} shrink-0`}>
            <EntryLabel entry={entry} withChevron={Boolean(entry.child)} />
          </span>
        ))}
        <span data-measure-more="" className={`${itemClass(false)} shrink-0`}>
          <Ellipsis size={18} aria-hidden="true" />
          {t('menu.more')}
          <ChevronDown size={14} aria-hidden="true" />
        </span>
      </div>
    </nav>
  );
}
