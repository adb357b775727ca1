import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { selectLayout } from '../../session/layout.slice';
import { ChildIcon, MENU_ICONS } from './menuIcons';
import { useMenuEntries } from './useMenuEntries';
import { ICON_VARIANT_CLASS, iconVariants, linkOf, openParentFor, toggleParent } from './menuState';
import { preloadOnIntent } from '../../modules';
import { paths } from '../../paths';

/** The group the user opened or closed, and on which path: another path opens the group of its own entry. */
export interface MenuAccordion {
  path: string;
  open: string | null;
}

/**
 * The accordion's state, kept by the menu's parent (Sidebar's MenuScroller) rather than the menu itself, so the
 * open group survives the menu being mounted again when the scroll area around it changes (the native one, then
 * simplebar once it has loaded).
 */
export function useMenuAccordion() {
  return useState<MenuAccordion | null>(null);
}

/**
 * What tells that a link is about to be followed (the pointer on it, a finger down on it, the focus): its page and
 * first data are asked for then (modules.ts `preloadOnIntent`), not at the click.
 */
function intentOf(to: string) {
  const preload = () => preloadOnIntent(to);
  return { onPointerEnter: preload, onTouchStart: preload, onFocus: preload };
}

/** The side menu's entries: the registry filtered by the spec (Roles and permissions), accordion of the spec (Screens and routes). */
export function Menu({
  collapsed,
  onNavigate,
  accordion: [accordion, setAccordion],
}: {
  collapsed: boolean;
  onNavigate?: () => void;
  accordion: ReturnType<typeof useMenuAccordion>;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const entries = useMenuEntries();
  const active = linkOf(pathname, entries);
  const { darkMode, semiDarkMode } = useAppSelector(selectLayout);
  const iconClass = (isActive: boolean) => {
    const variant = iconVariants(darkMode || semiDarkMode, isActive);
    return `shrink-0 ${ICON_VARIANT_CLASS[variant.base].base} ${ICON_VARIANT_CLASS[variant.hover].hover}`;
  };
  // The open parent follows the current path: what the user chose holds on the path where they chose it.
  const open = accordion?.path === pathname ? accordion.open : openParentFor(entries, pathname);
  const setOpen = (update: (current: string | null) => string | null) =>
    setAccordion({ path: pathname, open: update(open) });

  const itemClass = (isActive: boolean) =>
    `group flex min-h-11 w-full items-center gap-3 rounded-control px-3 py-2 text-sm font-medium transition-colors ${
      isActive
        ? 'bg-primary-600 text-white'
        : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-700'
    }`;

  return (
    <ul className="space-y-1 px-3 pb-6">
      {entries.map((entry) => {
        if (entry.isHeadr) {
          return collapsed ? null : (
            <li
              key={entry.title}
              className="px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-neutral-500 dark:text-neutral-400"
            >
              {t(entry.title)}
            </li>
          );
        }
        const Icon = entry.icon ? MENU_ICONS[entry.icon] : null;
        const label = t(entry.title);
        if (entry.child) {
          if (entry.child.length === 0) return null;
          const isOpen = open === entry.title;
          const hasActiveChild = entry.child.some((item) => item.childlink === active);
          return (
            <li key={entry.title}>
              <button
                type="button"
                aria-expanded={isOpen}
                title={collapsed ? label : undefined}
                onClick={() => {
                  // Opening a group says where the user is going: its pages' code, before a link is chosen.
                  if (!isOpen)
                    entry.child!.forEach((item) => preloadOnIntent(paths.menuLink(item.childlink), false));
                  setOpen((current) => toggleParent(current, entry.title));
                }}
                className={`${itemClass(false)} ${hasActiveChild ? 'text-primary-700 dark:text-primary-300' : ''}`}
              >
                {Icon && <Icon aria-hidden="true" size={20} className={iconClass(false)} />}
                {!collapsed && <span className="flex-1 text-start">{label}</span>}
                {!collapsed && (
                  <ChevronDown
                    aria-hidden="true"
                    size={16}
                    className={`shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  />
                )}
              </button>
              {isOpen && !collapsed && (
                <ul className="mt-1 space-y-1 border-s border-neutral-200 ps-4 ms-5 dark:border-neutral-700">
                  {entry.child.map((item) => (
                    <li key={item.childlink}>
                      <Link
                        to={paths.menuLink(item.childlink)}
                        onClick={onNavigate}
                        {...intentOf(paths.menuLink(item.childlink))}
                        aria-current={item.childlink === active ? 'page' : undefined}
                        className={itemClass(item.childlink === active)}
                      >
                        <ChildIcon
                          link={item.childlink}
                          dark={darkMode || semiDarkMode}
                          active={item.childlink === active}
                        />
                        {t(item.childtitle)}
                      </Link>
                    </li>
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
              onClick={onNavigate}
              {...intentOf(paths.menuLink(entry.link ?? ''))}
              aria-current={isActive ? 'page' : undefined}
              title={collapsed ? label : undefined}
              className={itemClass(isActive)}
            >
              {Icon && <Icon aria-hidden="true" size={20} className={iconClass(isActive)} />}
              {!collapsed && <span className="flex-1 text-start">{label}</span>}
              {!collapsed && entry.badge && (
                <span className="rounded-full bg-danger-600 px-2 text-xs text-white">{entry.badge}</span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
