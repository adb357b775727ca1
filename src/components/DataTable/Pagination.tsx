import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredSelect } from '../DeferredSelect';
import type { SelectOption } from '../Select';
import { formatCount } from './format';
import { pageRange } from './listState';

function PageButton({
  icon: Icon,
  label,
  disabled,
  onClick,
}: {
  icon: LucideIcon;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-control border border-neutral-300 bg-white hover:bg-neutral-100 disabled:cursor-not-allowed disabled:opacity-40 md:size-control dark:border-neutral-600 dark:bg-neutral-800 dark:hover:bg-neutral-700"
    >
      <Icon size={18} aria-hidden="true" className="rtl:-scale-x-100" />
    </button>
  );
}

/**
 * The pagination bar: rows per page, "1–25 of 1,234" in the active language, and first, previous, next and last
 * page buttons.
 * @example <Pagination page={2} pageSize={25} total={1234} pageSizes={[10, 25, 50, 100]} onPage={setPage} onPageSize={setPageSize} />
 */
export function Pagination({
  page,
  pageSize,
  total,
  pageSizes,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const sizeId = useId();
  const language = i18n.language;
  const { from, to, pageCount } = pageRange(page, pageSize, total);
  const current = Math.min(page, pageCount);
  const options: SelectOption<number>[] = pageSizes.map((size) => ({
    value: size,
    label: formatCount(size, language),
  }));

  return (
    <nav
      aria-label={t('table.pagination')}
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 px-1 py-3 text-sm"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-neutral-600 dark:text-neutral-300">
          {t('table.rowsPerPage')}
        </label>
        <div className="w-24">
          <DeferredSelect<SelectOption<number>>
            inputId={sizeId}
            isSearchable={false}
            menuPlacement="auto"
            options={options}
            value={options.find((option) => option.value === pageSize) ?? null}
            onChange={(option) => {
              if (option) onPageSize(option.value);
            }}
          />
        </div>
      </div>
      {/* Not a live region: the list announces its settled count once (DataTable's announcer). */}
      <p className="tabular-nums text-neutral-600 dark:text-neutral-300">
        {t('table.range', {
          from: formatCount(from, language),
          to: formatCount(to, language),
          total: formatCount(total, language),
        })}
      </p>
      <div className="flex items-center gap-1">
        <PageButton
          icon={ChevronsLeft}
          label={t('table.firstPage')}
          disabled={current <= 1}
          onClick={() => onPage(1)}
        />
        <PageButton
          icon={ChevronLeft}
          label={t('table.previousPage')}
          disabled={current <= 1}
          onClick={() => onPage(current - 1)}
        />
        <span className="px-2 tabular-nums">
          {t('table.pageOf', {
            page: formatCount(current, language),
            pages: formatCount(pageCount, language),
          })}
        </span>
        <PageButton
          icon={ChevronRight}
          label={t('table.nextPage')}
          disabled={current >= pageCount}
          onClick={() => onPage(current + 1)}
        />
        <PageButton
          icon={ChevronsRight}
          label={t('table.lastPage')}
          disabled={current >= pageCount}
          onClick={() => onPage(pageCount)}
        />
      </div>
    </nav>
  );
}
