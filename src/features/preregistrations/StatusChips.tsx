import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../components/DataTable/format';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/transitions';
import { STATUS_DOT } from './statusTone';

/**
 * The count of applications in each status, at the top of the page; a chip filters the list by its status
 * (`?status=accepted`), a second click or "All" clears the filter.
 */
export function StatusChips({
  counts,
  value,
  onChange,
}: {
  counts: Record<ApplicationStatus, number> | undefined;
  value: string;
  onChange: (status: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const group = useRef<HTMLDivElement>(null);
  // The chosen chip is brought into view when the row scrolls (a phone opened on `?status=withdrawn`).
  useEffect(() => {
    group.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.scrollIntoView?.({
      block: 'nearest',
      inline: 'nearest',
    });
  }, [value]);
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : null;
  const chip = (id: string, label: string, count: number | null, dot?: string) => {
    const pressed = value === id;
    return (
      <button
        key={id || 'all'}
        type="button"
        aria-pressed={pressed}
        onClick={() => onChange(pressed ? '' : id)}
        className={`flex min-h-11 shrink-0 flex-col items-start gap-0.5 rounded-card border px-3 py-2 text-start text-sm transition-colors md:min-h-control md:min-w-28 ${
          pressed
            ? 'border-primary-600 bg-primary-50 text-primary-900 ring-1 ring-primary-600 dark:bg-primary-950 dark:text-primary-100'
            : 'border-neutral-200 bg-white text-neutral-700 hover:border-primary-400 dark:border-neutral-700 dark:bg-neutral-800 dark:text-neutral-200'
        }`}
      >
        <span className="flex items-center gap-1.5 font-medium">
          {dot && <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />}
          {label}
        </span>
        <span className="text-lg font-semibold tabular-nums md:text-xl">
          {count === null ? '–' : formatCount(count, i18n.language)}
        </span>
      </button>
    );
  };
  return (
    // On a phone the chips scroll sideways in one row, so the list starts on the first screen.
    <div
      ref={group}
      role="group"
      aria-label={t('preregistrations.filters.byStatus')}
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0"
    >
      {chip('', t('preregistrations.filters.all'), total)}
      {APPLICATION_STATUSES.map((status) =>
        chip(status, t(`preregistrations.status.${status}`), counts?.[status] ?? null, STATUS_DOT[status]),
      )}
    </div>
  );
}
