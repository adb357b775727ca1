import { skipToken } from '@reduxjs/toolkit/query';
import { AlertTriangle, Bus, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { paths } from '../../paths';
import { useScope } from '../../session/useScope';
import { FigureLink, useCanOpen } from '../auth';
import { formatMoney } from './format';
import { useTransportSummaryQuery } from './transport.api';

/**
 * The office's transport figures: cars and drivers with a document due within 30 days or expired (each a link to the
 * filtered list), seats used per line, this month's expenses against last month's. Shown to whoever may open a
 * transport page.
 */
export function TransportDashboardCard() {
  const { t, i18n } = useTranslation();
  const canOpen = useCanOpen();
  const scope = useScope();
  const allowed = [paths.cars(), paths.drivers(), paths.lines(), paths.expenses()].some((path) =>
    canOpen(path),
  );
  const { currentData: summary } = useTransportSummaryQuery(allowed && scope ? scope : skipToken);
  if (!allowed || !summary) return null;
  const money = (amount: number) => formatMoney(amount, i18n.language);
  const { thisMonth, lastMonth } = summary.expenses;
  const Trend = thisMonth > lastMonth ? TrendingUp : TrendingDown;
  return (
    <section aria-labelledby="dashboard-transport" className="space-y-3">
      <h2 id="dashboard-transport" className="text-lg font-semibold text-neutral-900 dark:text-white">
        {t('transport.dashboard.title')}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <Card as="section" aria-labelledby="dashboard-transport-expiry" className="space-y-2">
          <h3 id="dashboard-transport-expiry" className="flex items-center gap-2 font-semibold">
            <AlertTriangle size={18} aria-hidden="true" className="text-warning-700 dark:text-warning-500" />
            {t('transport.dashboard.expiries')}
          </h3>
          <ul className="space-y-1 text-sm">
            <li>
              <FigureLink to={paths.cars({ expiry: 'soon' })}>
                {t('transport.dashboard.carsSoon', { count: summary.cars.soon })}
              </FigureLink>
            </li>
            <li>
              <FigureLink to={paths.cars({ expiry: 'expired' })}>
                {t('transport.dashboard.carsExpired', { count: summary.cars.expired })}
              </FigureLink>
            </li>
            <li>
              <FigureLink to={paths.drivers({ expiry: 'soon' })}>
                {t('transport.dashboard.driversSoon', { count: summary.drivers.soon })}
              </FigureLink>
            </li>
            <li>
              <FigureLink to={paths.drivers({ expiry: 'expired' })}>
                {t('transport.dashboard.driversExpired', { count: summary.drivers.expired })}
              </FigureLink>
            </li>
          </ul>
        </Card>
        <Card as="section" aria-labelledby="dashboard-transport-seats" className="space-y-2">
          <h3 id="dashboard-transport-seats" className="flex items-center gap-2 font-semibold">
            <Bus size={18} aria-hidden="true" />
            {t('transport.dashboard.seats')}
          </h3>
          <ul className="space-y-2 text-sm">
            {summary.lines.map((line) => (
              <li key={line.id}>
                <div className="flex justify-between gap-2">
                  <FigureLink to={paths.lines({ id: String(line.id) })}>{line.name}</FigureLink>
                  <span className="tabular-nums">
                    {t('transport.lines.seatsUsed', { used: line.seatsUsed, seats: line.seats })}
                  </span>
                </div>
                <meter
                  className="h-2 w-full"
                  min={0}
                  max={line.seats || 1}
                  high={(line.seats || 1) - 0.5}
                  value={line.seatsUsed}
                  aria-label={t('transport.dashboard.seatsOf', { line: line.name })}
                />
              </li>
            ))}
          </ul>
        </Card>
        <Card as="section" aria-labelledby="dashboard-transport-expenses" className="space-y-2">
          <h3 id="dashboard-transport-expenses" className="flex items-center gap-2 font-semibold">
            <Trend size={18} aria-hidden="true" />
            {t('transport.dashboard.expenses')}
          </h3>
          <p className="text-2xl font-bold tabular-nums">
            <FigureLink to={paths.expenses()}>{money(thisMonth)}</FigureLink>
          </p>
          <p className="text-sm text-neutral-600 dark:text-neutral-300">
            {t('transport.dashboard.lastMonth', { amount: money(lastMonth) })}
          </p>
        </Card>
      </div>
    </section>
  );
}
