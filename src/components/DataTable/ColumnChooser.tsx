import { Check, Columns3 } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../useDismiss';
import { useMenuKeyboard } from '../useMenuKeyboard';

/** A column as the chooser sees it. */
export interface ChooserColumn {
  id: string;
  header: string;
}

/**
 * The column chooser: a menu of checkboxes (role menuitemcheckbox) showing or hiding the hideable columns. The
 * last visible column cannot be hidden.
 * @example <ColumnChooser columns={hideable} hidden={hidden} onToggle={toggleColumn} visibleCount={3} />
 */
export function ColumnChooser({
  columns,
  hidden,
  visibleCount,
  onToggle,
}: {
  columns: readonly ChooserColumn[];
  hidden: ReadonlySet<string>;
  /** Visible columns in the table, hideable or not. */
  visibleCount: number;
  onToggle: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);
  useMenuKeyboard(menu, open);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-2 rounded-control border border-neutral-300 bg-white px-3 text-sm font-semibold hover:bg-neutral-100 md:min-h-control dark:border-neutral-600 dark:bg-neutral-800 dark:hover:bg-neutral-700"
      >
        <Columns3 size={16} aria-hidden="true" />
        {t('table.columns')}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={t('table.columnsMenu')}
          className="absolute end-0 top-full z-40 mt-2 max-h-80 w-60 overflow-y-auto rounded-card border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-800"
        >
          {columns.map((column) => {
            const checked = !hidden.has(column.id);
            const locked = checked && visibleCount <= 1;
            return (
              <li key={column.id} role="none">
                <button
                  type="button"
                  role="menuitemcheckbox"
                  aria-checked={checked}
                  aria-disabled={locked || undefined}
                  onClick={() => {
                    if (!locked) onToggle(column.id);
                  }}
                  className="flex min-h-11 w-full items-center gap-3 px-4 text-start text-sm hover:bg-neutral-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 md:min-h-9 dark:hover:bg-neutral-700"
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-4 shrink-0 items-center justify-center rounded border ${
                      checked
                        ? 'border-primary-600 bg-primary-600 text-white'
                        : 'border-neutral-400 dark:border-neutral-500'
                    }`}
                  >
                    {checked && <Check size={12} strokeWidth={3} />}
                  </span>
                  {column.header}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
