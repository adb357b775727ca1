import { skipToken } from '@reduxjs/toolkit/query';
import {
  AlarmClock,
  BadgePercent,
  ClipboardList,
  HandCoins,
  TrendingDown,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import { lazy, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { DrawnApart } from '../../components/DrawnApart';
import { ErrorState } from '../../components/ErrorState';
import { useScope } from '../../session/useScope';
import { CardSkeleton, DashboardSkeleton } from './DashboardSkeleton';
import { FigureCard } from './FigureCard';
import { useStaffDashboardQuery } from './dashboard.api';
import type { StaffDashboard as Figures } from './dashboard.schemas';
import { type AgingBucket } from './dashboard.schemas';
import { agingBucketLabel } from '../../lib/agingBuckets';
import { useCanOpen } from '../auth';
import { useFormats, type Formats } from './useFormats';
import { paths } from '../../paths';
import { lazyPart, WhenNear } from '../../components/WhenNear';
import { withTexts } from '../../i18n/i18n';
import { SectionTitle, statusLabel } from './parts';

// Below the fold on a phone and on a desktop: each module's card, with its code and its request, comes as the user
// scrolls towards it (components/WhenNear), not with the first screen.
const AwaitingAckCard = lazyPart(
  withTexts(['news'], () => import('../news')),
  'AwaitingAckCard',
);
const OverdueRequestsCard = lazyPart(
  withTexts(['requests'], () => import('../requests')),
  'OverdueRequestsCard',
);
const AttendanceDashboardCard = lazyPart(
  withTexts(['attendance', 'attendance/absences'], () => import('../attendance')),
  'AttendanceDashboardCard',
);
const UnclaimedItemsCard = lazyPart(
  withTexts(['lostItems'], () => import('../lostItems')),
  'UnclaimedItemsCard',
);
const EducationDashboardCard = lazyPart(
  withTexts(['education'], () => import('../education')),
  'EducationDashboardCard',
);
const CanteenDashboardCard = lazyPart(
  withTexts(['canteen'], () => import('../canteen')),
  'CanteenDashboardCard',
);
// The charts (far below the figures): their code and Chartist's come as the user scrolls towards them.
const StaffCharts = lazy(() =>
  import('./charts/StaffCharts').then((module) => ({ default: module.StaffCharts })),
);
const TransportDashboardCard = lazyPart(
  withTexts(['transport'], () => import('../transport')),
  'TransportDashboardCard',
);

/** The `bucket` value of /overdueList for each aging bucket (URL-encoded by URLSearchParams: 60+ -> 60%2B). */
export function overdueListHref(bucket: AgingBucket): string {
  return paths.overdue({ bucket });
}

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** The per-level and per-status cards are drawn after the figures above them (components/DrawnApart): their
 * skeleton meanwhile. */
const NEXT_CARD = <CardSkeleton compact />;
const SMALL_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6';

/** The office's dashboard: figures of the selected branch and year, each linking to its list. */
export function StaffDashboard() {
  const scope = useScope();
  const { currentData: answer, isError, refetch } = useStaffDashboardQuery(scope ?? skipToken);
  // Drawn in the background (a transition), so drawing the figures never blocks a tap: the skeleton stays meanwhile.
  const currentData = useDeferredValue(answer);
  const { t } = useTranslation();
  if (isError) {
    return <ErrorState message={t('dashboard.loadError')} onRetry={() => void refetch()} />;
  }
  if (!currentData) return <DashboardSkeleton />;
  return <StaffFigures figures={currentData} />;
}

function StaffFigures({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const format = useFormats(figures.currency);
  const canOpen = useCanOpen();
  const link = (to: string) => (canOpen(to) ? to : null);
  // The finance and pre-registration figures are null for a user without that module's permission (docs/api.md
  // "Dashboard"): no section for them.
  const { collection, overdue, paymentsToday, students, preregistrations } = figures;

  return (
    <div className="space-y-8">
      {collection && overdue && paymentsToday && (
        <FinanceFigures
          figures={{ collection, overdue, paymentsToday }}
          today={figures.today}
          format={format}
          link={link}
        />
      )}

      <section aria-labelledby="dashboard-students" className="space-y-3">
        <SectionTitle id="dashboard-students">{t('dashboard.sections.students')}</SectionTitle>
        <div className={GRID}>
          <FigureCard
            icon={students.change !== null && students.change < 0 ? TrendingDown : TrendingUp}
            tone="primary"
            label={t('dashboard.students.active')}
            value={format.number(students.active)}
            detail={
              students.change === null
                ? t('dashboard.students.noPrevious')
                : t('dashboard.students.change', { change: format.signed(students.change) })
            }
            to={link(paths.students({ status: 'active' }))}
          />
        </div>
        <h3 className="text-sm font-semibold text-neutral-600 dark:text-neutral-300">
          {t('dashboard.students.perLevel')}
        </h3>
        <ul className={SMALL_GRID}>
          {figures.levels.map((level) => (
            <li key={level.levelId}>
              <DrawnApart placeholder={NEXT_CARD}>
                {() => (
                  <FigureCard
                    compact
                    label={level.code}
                    value={format.number(level.active)}
                    detail={t('dashboard.students.capacity', {
                      capacity: format.number(level.capacity),
                      rate: format.percent(level.capacity ? level.active / level.capacity : 0),
                    })}
                    to={link(paths.students({ level: String(level.levelId), status: 'active' }))}
                  />
                )}
              </DrawnApart>
            </li>
          ))}
        </ul>
      </section>

      {preregistrations && (
        <section aria-labelledby="dashboard-preregistrations" className="space-y-3">
          <SectionTitle id="dashboard-preregistrations">
            {t('dashboard.sections.preregistrations')}
          </SectionTitle>
          {preregistrations.total === 0 ? (
            <p className="text-sm text-neutral-600 dark:text-neutral-300">
              {t('dashboard.preregistrations.empty')}
            </p>
          ) : (
            <ul className={SMALL_GRID}>
              {preregistrations.byStatus.map((entry) => (
                <li key={entry.status}>
                  <DrawnApart placeholder={NEXT_CARD}>
                    {() => (
                      <FigureCard
                        compact
                        icon={ClipboardList}
                        label={statusLabel(t, entry.status)}
                        value={format.number(entry.count)}
                        to={link(paths.preregistrations({ status: entry.status }))}
                      />
                    )}
                  </DrawnApart>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <WhenNear>
        <AttendanceDashboardCard />
      </WhenNear>
      <WhenNear>
        <AwaitingAckCard />
      </WhenNear>
      <WhenNear>
        <OverdueRequestsCard />
      </WhenNear>
      <WhenNear>
        <UnclaimedItemsCard />
      </WhenNear>

      <WhenNear minHeight="20rem">
        <StaffCharts figures={figures} format={format} />
      </WhenNear>
      <WhenNear>
        <EducationDashboardCard />
      </WhenNear>
      <WhenNear>
        <CanteenDashboardCard />
      </WhenNear>
      <WhenNear>
        <TransportDashboardCard />
      </WhenNear>
    </div>
  );
}

type FinanceFigureSet = {
  [Key in 'collection' | 'overdue' | 'paymentsToday']: NonNullable<Figures[Key]>;
};

/** The finance module's figures, shown only to users holding its permission (the API sends them only to them). */
function FinanceFigures({
  figures,
  today,
  format,
  link,
}: {
  figures: FinanceFigureSet;
  today: string;
  format: Formats;
  link: (to: string) => string | null;
}) {
  const { t } = useTranslation();
  const { collection, overdue, paymentsToday } = figures;
  return (
    <section aria-labelledby="dashboard-finances" className="space-y-3">
      <SectionTitle id="dashboard-finances">{t('dashboard.sections.finances')}</SectionTitle>
      <div className={GRID}>
        <FigureCard
          icon={Wallet}
          tone="primary"
          label={t('dashboard.collection.month', { month: format.month(today) })}
          value={format.money(collection.collectedThisMonth)}
          detail={t('dashboard.collection.monthDetail', {
            expected: format.money(collection.expectedThisMonth),
          })}
          to={link(paths.studentEngagements())}
        />
        <FigureCard
          icon={BadgePercent}
          tone="success"
          label={t('dashboard.collection.rate')}
          value={collection.rate === null ? '—' : format.percent(collection.rate)}
          detail={
            collection.rate === null
              ? t('dashboard.collection.nothingDue')
              : t('dashboard.collection.rateDetail', {
                  collected: format.money(collection.collectedToDate),
                  due: format.money(collection.dueToDate),
                })
          }
          to={link(paths.studentEngagements())}
        />
        <FigureCard
          icon={HandCoins}
          tone="info"
          label={t('dashboard.paymentsToday.label')}
          value={format.money(paymentsToday.amount)}
          detail={t('dashboard.paymentsToday.count', {
            count: paymentsToday.count,
            formatted: format.number(paymentsToday.count),
          })}
          to={link(paths.studentEngagements())}
        />
        {overdue.buckets.map((bucket) => (
          <DrawnApart key={bucket.bucket}>
            {() => (
              <FigureCard
                icon={AlarmClock}
                tone={bucket.bucket === '0-30' ? 'warning' : 'danger'}
                label={t('dashboard.overdue.bucket', { bucket: agingBucketLabel(t, bucket.bucket) })}
                value={format.money(bucket.amount)}
                detail={t('dashboard.overdue.families', {
                  count: bucket.families,
                  formatted: format.number(bucket.families),
                })}
                to={link(overdueListHref(bucket.bucket))}
              />
            )}
          </DrawnApart>
        ))}
      </div>
    </section>
  );
}
