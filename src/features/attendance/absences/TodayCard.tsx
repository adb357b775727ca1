import { skipToken } from '@reduxjs/toolkit/query';
import { ClipboardX, Clock, TriangleAlert, UserX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, cardClass } from '../../../components/Card';
import { formatCount } from '../../../components/DataTable/format';
import { ErrorState } from '../../../components/ErrorState';
import { todayIso } from '../../../domain/dates';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../paths';
import type { Scope } from '../../../session/useScope';
import { useGetAttendanceSummaryQuery } from '../attendance.api';
import type { AttendanceSummary } from '../attendance.schemas';
import { sessionText } from './parts';

const FIGURE_LINK = `${cardClass('sm')} flex items-start justify-between gap-2 hover:border-primary-300 focus-visible:outline-2`;

function Figure({
  to,
  label,
  value,
  icon: Icon,
  alert,
  testId,
}: {
  to: string;
  label: string;
  value: number;
  icon: LucideIcon;
  alert: boolean;
  testId: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Link to={to} className={FIGURE_LINK} data-testid={testId}>
      <span>
        <span className="block text-sm font-semibold text-neutral-600 dark:text-neutral-300">{label}</span>
        <span className="block text-2xl font-semibold text-neutral-900 tabular-nums dark:text-white">
          {formatCount(value, i18n.language)}
        </span>
      </span>
      <span
        className={`rounded-control p-1.5 ${alert ? 'bg-warning-50 text-warning-700 dark:bg-neutral-900 dark:text-warning-500' : 'bg-success-50 text-success-700 dark:bg-neutral-900 dark:text-success-500'}`}
      >
        <Icon size={20} aria-hidden="true" />
      </span>
    </Link>
  );
}

/** The roll calls of the current half-day not taken yet, each a link to take it. */
function MissingRollCalls({ summary, today }: { summary: AttendanceSummary; today: string }) {
  const { t, i18n } = useTranslation();
  const missing = summary.missingRollCalls;
  let body: ReactNode;
  if (missing.length === 0) {
    body = <p className="text-sm text-success-700 dark:text-success-500">{t('absences.today.allTaken')}</p>;
  } else {
    body = (
      <ul className="flex flex-wrap gap-2" aria-label={t('absences.today.missing')}>
        {missing.map((call) => (
          <li key={`${call.classid}-${call.session}`}>
            <Link
              to={paths.attendance({ class: String(call.classid), date: today, session: call.session })}
              className="inline-flex min-h-11 items-center rounded-full border border-warning-500 px-3 text-sm font-semibold text-warning-700 hover:bg-warning-50 md:min-h-control dark:text-warning-500 dark:hover:bg-neutral-900"
            >
              {t('absences.today.takeRollCall', {
                name: call.classname,
                session: sessionText(t, call.session),
              })}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={`${cardClass('sm')} space-y-2 sm:col-span-3`} data-testid="today-missing">
      <p className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-neutral-600 dark:text-neutral-300">
          {t('absences.today.missing')}
        </span>
        <span className="flex items-center gap-2">
          <span className="text-2xl font-semibold text-neutral-900 tabular-nums dark:text-white">
            {formatCount(missing.length, i18n.language)}
          </span>
          <ClipboardX
            size={20}
            aria-hidden="true"
            className={missing.length > 0 ? 'text-warning-700' : 'text-success-700'}
          />
        </span>
      </p>
      {body}
    </div>
  );
}

/**
 * Today at a glance (docs/api.md "Attendance", `attendance/summary`): the absent and late students of the day, the
 * roll calls not taken yet, the students over the threshold; each figure leads to the list that shows it.
 */
export function TodayCard({ scope }: { scope: Scope | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, isError, refetch } = useGetAttendanceSummaryQuery(scope ?? skipToken);
  if (isError) {
    return <ErrorState message={t('absences.today.loadError')} onRetry={() => void refetch()} />;
  }
  if (!data) {
    return <div className={`${cardClass()} h-40 animate-pulse`} aria-hidden="true" />;
  }
  // The day's figures and missing roll calls are today's (the summary's `date` is the current half-day's, the last
  // school one on a day off).
  const today = todayIso();
  const day = { from: today, to: today };
  return (
    <Card as="section" aria-labelledby="attendance-today" className="space-y-3">
      <h2 id="attendance-today" className="text-lg font-semibold text-neutral-900 dark:text-white">
        {t('absences.today.title', { date: formatDate(today, language, 'long') })}
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure
          to={paths.absences({ kind: 'absent', ...day })}
          label={t('absences.today.absent')}
          value={data.absentToday}
          icon={UserX}
          alert={data.absentToday > 0}
          testId="today-absent"
        />
        <Figure
          to={paths.absences({ kind: 'late', ...day })}
          label={t('absences.today.late')}
          value={data.lateToday}
          icon={Clock}
          alert={data.lateToday > 0}
          testId="today-late"
        />
        <Figure
          to={paths.absences({ tab: 'threshold' })}
          label={t('absences.today.overThreshold', {
            formatted: formatCount(data.threshold, language),
          })}
          value={data.overThreshold}
          icon={TriangleAlert}
          alert={data.overThreshold > 0}
          testId="today-threshold"
        />
        <MissingRollCalls summary={data} today={today} />
      </div>
    </Card>
  );
}
