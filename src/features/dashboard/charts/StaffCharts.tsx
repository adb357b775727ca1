import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffDashboard as Figures } from '../dashboard.schemas';
import { SectionTitle, statusLabel } from '../parts';
import type { Formats } from '../useFormats';
import type { ChartSeries } from './BarChart';
import { ChartCard } from './ChartCard';

/** The office's charts: students per level against capacity, the pre-registration funnel, today's payments. */
export function StaffCharts({ figures, format }: { figures: Figures; format: Formats }) {
  const { t } = useTranslation();
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
        />
        {figures.preregistrations && (
          <ChartCard
            title={t('dashboard.charts.funnel')}
            categoryLabel={t('dashboard.charts.status')}
            labels={funnel.labels}
            series={funnel.series}
            formatValue={format.number}
            horizontal
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
          />
        )}
      </div>
    </section>
  );
}
