import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSeries } from './BarChart';
import { PartBoundary } from '../../../components/PartBoundary';
import { Card } from '../../../components/Card';
import { useMedia } from '../../../lib/useMedia';

/** Chartist and its CSS load in their own chunk, after the figures. */
const BarChart = lazy(() => import('./BarChart'));

const LEGEND_TONE: Record<ChartSeries['tone'], string> = {
  primary: 'bg-primary-500 dark:bg-primary-400',
  muted: 'bg-neutral-300 dark:bg-neutral-600',
  success: 'bg-success-500',
  warning: 'bg-warning-500',
  danger: 'bg-danger-500',
  info: 'bg-info-500',
};

const NARROW = '(max-width: 639px)';

/** Phones: too narrow for a dozen labelled columns, so such charts lie on their side. */
function useNarrow(): boolean {
  return useMedia(NARROW) ?? false;
}

export interface ChartCardProps {
  title: string;
  /** Header of the table's first column (the categories). */
  categoryLabel: string;
  labels: string[];
  series: ChartSeries[];
  /** Numbers of the text alternative and of the value axis. */
  formatValue: (value: number) => string;
  /** Axis labels, shorter than formatValue (e.g. compact money); formatValue when absent. */
  formatAxis?: (value: number) => string;
  /** Bars growing from the side; `narrow`: only on phones (many categories). */
  horizontal?: boolean | 'narrow';
  /** What the chart shows, in one sentence (its figures are in the table), describing the card; "nothing to show"
   * when it has no data. Every chart of the dashboard has one. */
  summary?: string;
  /** The title's heading level: 3 under the dashboard's section headings, 2 where the card sits right under the
   * page's h1 (no level skipped, docs/accessibility.md). */
  headingLevel?: 2 | 3;
}

/**
 * A chart with its title, legend and text alternative: the drawing is hidden from assistive technologies and the
 * same numbers are given as a visually hidden table; a one-sentence summary under the chart describes the card
 * (aria-describedby), read with its name.
 */
export function ChartCard({
  title,
  categoryLabel,
  labels,
  series,
  formatValue,
  formatAxis,
  horizontal,
  summary,
  headingLevel = 3,
}: ChartCardProps) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const summaryId = useId();
  const narrow = useNarrow();
  const sideways = horizontal === 'narrow' ? narrow : (horizontal ?? false);
  const hasData = series.some((item) => item.values.some((value) => value > 0));
  const rowHeight = series.length > 1 ? 40 : 36;
  const height = sideways ? Math.max(160, labels.length * rowHeight + 40) : 240;
  const frame = <div className="rounded bg-neutral-100 dark:bg-neutral-900" style={{ height }} />;

  return (
    <Card
      as="section"
      aria-labelledby={titleId}
      aria-describedby={summary || !hasData ? summaryId : undefined}
      className="flex min-w-0 flex-col gap-3"
    >
      <Heading id={titleId} className="font-semibold text-neutral-900 dark:text-white">
        {title}
      </Heading>
      {series.length > 1 && (
        <ul
          aria-hidden="true"
          className="flex flex-wrap gap-4 text-sm text-neutral-600 dark:text-neutral-300"
        >
          {series.map((item) => (
            <li key={item.name} className="flex items-center gap-1.5">
              <span className={`inline-block size-3 rounded-sm ${LEGEND_TONE[item.tone]}`} />
              {item.name}
            </li>
          ))}
        </ul>
      )}
      {hasData ? (
        <PartBoundary
          fallback={
            <p className="text-sm text-neutral-600 dark:text-neutral-300">
              {t('dashboard.charts.unavailable')}
            </p>
          }
        >
          <Suspense fallback={<div className="animate-pulse">{frame}</div>}>
            <BarChart
              labels={labels}
              series={series}
              horizontal={sideways}
              rtl={i18n.dir(i18n.language) === 'rtl'}
              formatValue={formatAxis ?? formatValue}
              height={height}
            />
          </Suspense>
        </PartBoundary>
      ) : null}
      {(summary || !hasData) && (
        <p id={summaryId} className="text-sm text-neutral-600 dark:text-neutral-300">
          {hasData ? summary : t('dashboard.charts.noData')}
        </p>
      )}
      {/* The chart's figures for screen readers. The hiding box is a div: a table's width follows its content
          whatever its own width says, and a wide hidden table would widen a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              {series.map((item) => (
                <th key={item.name} scope="col">
                  {item.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((item) => (
                  <td key={item.name}>{formatValue(item.values[index] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
