import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';

const block = 'rounded bg-neutral-200 dark:bg-neutral-700';

function CardSkeleton({ compact }: { compact?: boolean }) {
  return (
    <Card padding={compact ? 'sm' : 'default'} className="space-y-2">
      <div className={`${block} h-3.5 w-2/3`} />
      <div className={`${block} ${compact ? 'h-6' : 'h-7'} w-1/2`} />
      <div className={`${block} h-3.5 w-3/4`} />
    </Card>
  );
}

/** Placeholders shaped like the figure cards and charts while the dashboard loads. */
export function DashboardSkeleton({ cards = 6, charts = 3 }: { cards?: number; charts?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('dashboard.loading')} className="animate-pulse space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: cards }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
      {charts > 0 && (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
          {Array.from({ length: charts }, (_, index) => (
            <ChartSkeleton key={index} />
          ))}
        </div>
      )}
    </div>
  );
}

/** A chart's frame while its code loads. */
export function ChartSkeleton() {
  return (
    <Card className="space-y-3">
      <div className={`${block} h-4 w-1/2`} />
      <div className={`${block} h-56`} />
    </Card>
  );
}

export { CardSkeleton };
