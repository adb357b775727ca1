import { useTranslation } from 'react-i18next';
import { agingBucketLabel } from '../../../lib/agingBuckets';
import { formatCount } from '../../../components/DataTable/format';
import { formatMoney } from '../../../lib/money';
import { Ltr } from '../../../components/Ltr';
import { BUCKETS, type OverduePage } from './overdue.schemas';

const TILE =
  'flex min-h-11 flex-col items-start gap-1 rounded-card border bg-white p-4 text-start transition-colors hover:border-primary-400 dark:bg-neutral-800';

/**
 * Totals of the overdue amount and families per age bucket; each tile filters the list by its bucket (a second
 * click, or "All", removes the filter).
 */
export function BucketTotals({
  totals,
  currency,
  selected,
  onSelect,
}: {
  totals: OverduePage['totals'] | null;
  currency: string;
  selected: string;
  onSelect: (bucket: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const tiles = [
    { id: '', label: t('overdue.filters.allBuckets'), total: totals?.all },
    ...BUCKETS.map((bucket) => ({
      id: bucket,
      label: agingBucketLabel(t, bucket),
      total: totals?.[bucket],
    })),
  ];
  return (
    <div role="group" aria-label={t('overdue.totals')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => {
        const pressed = selected === tile.id;
        return (
          <button
            key={tile.id || 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? '' : tile.id)}
            className={`${TILE} ${
              pressed
                ? 'border-primary-600 ring-2 ring-primary-600/30'
                : 'border-neutral-200 dark:border-neutral-700'
            }`}
          >
            <span className="text-sm font-semibold text-neutral-700 dark:text-neutral-200">{tile.label}</span>
            <span className="text-lg font-semibold tabular-nums text-neutral-900 dark:text-white">
              {tile.total ? <Ltr>{formatMoney(tile.total.amount, currency, language)}</Ltr> : '—'}
            </span>
            <span className="text-xs text-neutral-600 dark:text-neutral-300">
              {tile.total
                ? t('overdue.families', {
                    count: tile.total.families,
                    formatted: formatCount(tile.total.families, language),
                  })
                : '\u00a0'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
