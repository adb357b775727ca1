import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ltrText } from '../../../lib/bidi';
import type { StaffDashboard as Figures } from '../dashboard.schemas';
import { SectionTitle, statusLabel } from '../parts';
import type { Formats } from '../useFormats';
import type { ChartSeries } from './BarChart';
import { ChartCard } from './ChartCard';

/** The entry with the largest `value` (the first of equals), or undefined for none. */
function largest<T>(entries: readonly T[], value: (entry: T) => number): T | undefined {
  return entries.reduce<T | undefined>(
    (best, entry) => (best === undefined || value(entry) > value(best) ? entry : best),
    undefined,
  );
}

/** The office's charts: students per level against capacity, the pre-registration funnel, today's payments. */
export function StaffCharts({ figures, format }: { figures: Figures; format: Formats }) {
  const { t } = useTranslation();
  const summaries = useMemo(() => chartSummaries(t, figures, format), [t, figures, format]);
  const levels = useMemo(() => {
    const series: ChartSeries[] = [
      { name: t('dashboard.charts.active'), values: figures.levels.map((l) => l.active), tone: 'primary' },
      { name: t('dashboard.charts.capacity'), values: figures.levels.map((l) => l.capacity), tone: 'muted' },
    ];
    return { labels: figures.levels.map((level) => level.code), series };
  }, [figures.levels, t]);
  const funnel = useMemo(() => {
    const entries = figures.preregistrations?.byStatus ?? [];
    const series: ChartSeries[] = [
      { name: t('dashboard.charts.count'), values: entries.map((entry) => entry.count), tone: 'primary' },
    ];
    return { labels: entries.map((entry) => statusLabel(t, entry.status)), series };
  }, [figures.preregistrations, t]);
  const payments = useMemo(() => {
    const entries = figures.paymentsToday?.byMethod ?? [];
    const series: ChartSeries[] = [
      { name: t('dashboard.charts.amount'), values: entries.map((entry) => entry.amount), tone: 'info' },
    ];
    return {
      labels: entries.map((entry) => t(`dashboard.methods.${entry.method}`, { defaultValue: entry.method })),
      series,
    };
  }, [figures.paymentsToday, t]);

  return (
    <section aria-labelledby="dashboard-charts" className="space-y-3">
      <SectionTitle id="dashboard-charts">{t('dashboard.sections.charts')}</SectionTitle>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3">
        <ChartCard
          title={t('dashboard.charts.levels')}
          categoryLabel={t('dashboard.charts.level')}
          labels={levels.labels}
          series={levels.series}
          formatValue={format.number}
          horizontal="narrow"
          summary={summaries.levels}
        />
        {figures.preregistrations && (
          <ChartCard
            title={t('dashboard.charts.funnel')}
            categoryLabel={t('dashboard.charts.status')}
            labels={funnel.labels}
            series={funnel.series}
            formatValue={format.number}
            horizontal
            summary={summaries.funnel}
          />
        )}
        {figures.paymentsToday && (
          <ChartCard
            title={t('dashboard.charts.payments')}
            categoryLabel={t('dashboard.charts.method')}
            labels={payments.labels}
            series={payments.series}
            formatValue={format.money}
            formatAxis={format.compactMoney}
            horizontal
            summary={summaries.payments}
          />
        )}
      </div>
    </section>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/**
 * Each chart's one-sentence summary (its text alternative beside the table, ChartCard): the total and the largest
 * part, in the page's language; amounts kept left to right inside Arabic (lib/bidi.ts).
 */
function chartSummaries(t: Translate, figures: Figures, format: Formats) {
  const active = figures.levels.reduce((sum, level) => sum + level.active, 0);
  const capacity = figures.levels.reduce((sum, level) => sum + level.capacity, 0);
  const fullest = largest(figures.levels, (level) =>
    level.capacity > 0 ? level.active / level.capacity : 0,
  );
  const levels =
    capacity > 0 && fullest
      ? t('dashboard.charts.summary.levels', {
          active: format.number(active),
          capacity: format.number(capacity),
          rate: format.percent(active / capacity),
          level: fullest.code,
          levelRate: format.percent(fullest.capacity > 0 ? fullest.active / fullest.capacity : 0),
        })
      : t('dashboard.charts.summary.levelsNoSeats', { active: format.number(active) });

  const prereg = figures.preregistrations;
  const busiest = largest(prereg?.byStatus ?? [], (entry) => entry.count);
  const funnel = busiest
    ? t('dashboard.charts.summary.funnel', {
        total: format.number(prereg?.total ?? 0),
        status: statusLabel(t, busiest.status),
        count: format.number(busiest.count),
      })
    : '';

  const paid = figures.paymentsToday;
  const leading = largest(paid?.byMethod ?? [], (entry) => entry.amount);
  const payments =
    paid && leading
      ? t('dashboard.charts.summary.payments', {
          amount: ltrText(format.money(paid.amount)),
          payments: t('dashboard.paymentsToday.count', {
            count: paid.count,
            formatted: format.number(paid.count),
          }),
          method: t(`dashboard.methods.${leading.method}`, { defaultValue: leading.method }),
          methodAmount: ltrText(format.money(leading.amount)),
        })
      : '';
  return { levels, funnel, payments };
}
