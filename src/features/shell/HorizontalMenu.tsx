import { ChevronDown } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useDismiss } from '../../components/useDismiss';
import { MENU_ICONS } from './menuIcons';
import { useMenuEntries } from './useMenuEntries';
import { linkOf } from './menuState';
import { paths } from '../../paths';

/** Menu type "horizontal" (desktop, xl and up): the same filtered entries as a top bar with dropdown children. */
export function HorizontalMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const visible = useMenuEntries();
  const entries = useMemo(() => visible.filter((entry) => !entry.isHeadr), [visible]);
  const [open, setOpen] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(null), []);
  useDismiss(ref, open !== null, close);
  const active = linkOf(pathname);

  const itemClass = (isActive: boolean) =>
    `inline-flex min-h-10 items-center gap-2 whitespace-nowrap rounded-control px-3 text-sm font-medium ${
      isActive
        ? 'bg-primary-600 text-white'
        : 'text-neutral-700 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-700'
    }`;

  return (
    <nav
      ref={ref}
      aria-label={t('menu.label')}
      data-testid="horizontal-menu"
      className="hidden border-b border-neutral-200 bg-white px-6 py-2 xl:block dark:border-neutral-700 dark:bg-neutral-800"
    >
      <ul className="flex flex-wrap items-center gap-1">
        {entries.map((entry) => {
          const Icon = entry.icon ? MENU_ICONS[entry.icon] : null;
          if (entry.child) {
            if (entry.child.length === 0) return null;
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
                  {Icon && <Icon size={18} aria-hidden="true" />}
                  {t(entry.title)}
                  <ChevronDown size={14} aria-hidden="true" className={isOpen ? 'rotate-180' : ''} />
                </button>
                {isOpen && (
                  <ul className="absolute start-0 top-full z-40 mt-1 min-w-52 rounded-card border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-800">
                    {entry.child.map((item) => (
                      <li key={item.childlink}>
                        <Link
                          to={paths.menuLink(item.childlink)}
                          onClick={close}
                          aria-current={item.childlink === active ? 'page' : undefined}
                          className={`block px-4 py-2 text-sm ${
                            item.childlink === active
                              ? 'font-semibold text-primary-700 dark:text-primary-300'
                              : 'hover:bg-neutral-100 dark:hover:bg-neutral-700'
                          }`}
                        >
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
                aria-current={isActive ? 'page' : undefined}
                className={itemClass(isActive)}
              >
                {Icon && <Icon size={18} aria-hidden="true" />}
                {t(entry.title)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
