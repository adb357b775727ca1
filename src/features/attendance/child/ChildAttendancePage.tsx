import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarCheck, Clock, FileCheck2, UserX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/Badge';
import { ChildPageFrame, ParentOnly } from '../../../components/ChildPage';
import { BUTTON } from '../../../components/buttons';
import { Card, cardClass } from '../../../components/Card';
import { formatCount } from '../../../components/DataTable/format';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { formatDate } from '../../../lib/dates';
import { paths } from '../../../paths';
import { useSelectedChild } from '../../../session/useScope';
import { useGetChildAttendanceQuery } from '../attendance.api';
import type { ChildAttendance, ChildMark } from '../attendance.schemas';
import { JUSTIFICATION_TONE } from '../absences/justificationTone';

/**
 * The request form of an absence justification for this mark's day (requests page, `?new=absence&from&to`): the
 * form opens with the "absence" type chosen and the dates filled in.
 */
export function justifyHref(mark: Pick<ChildMark, 'date'>): string {
  return paths.requests({ new: 'absence', from: mark.date, to: mark.date });
}

function Count({
  label,
  value,
  icon: Icon,
  testId,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  testId: string;
}) {
  return (
    <div className={`${cardClass('sm')} flex flex-col gap-1`} data-testid={testId}>
      <Icon size={20} aria-hidden="true" className="text-neutral-500 dark:text-neutral-400" />
      <span className="text-2xl font-semibold text-neutral-900 tabular-nums dark:text-white">{value}</span>
      <span className="text-sm text-neutral-700 dark:text-neutral-200">{label}</span>
    </div>
  );
}

function Counts({ data }: { data: ChildAttendance }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const over = data.unjustifiedHalfDays >= data.threshold;
  return (
    <section aria-labelledby="child-attendance-counts" className="space-y-2">
      <h2 id="child-attendance-counts" className="sr-only">
        {t('childAttendance.counts.title')}
      </h2>
      <div className="grid grid-cols-3 gap-2">
        <Count
          label={t('childAttendance.counts.absent')}
          value={formatCount(data.absentHalfDays, language)}
          icon={UserX}
          testId="child-absent"
        />
        <Count
          label={t('childAttendance.counts.unjustified')}
          value={formatCount(data.unjustifiedHalfDays, language)}
          icon={FileCheck2}
          testId="child-unjustified"
        />
        <Count
          label={t('childAttendance.counts.late')}
          value={formatCount(data.lateCount, language)}
          icon={Clock}
          testId="child-late"
        />
      </div>
      {over && (
        <p
          role="note"
          className="rounded-card border border-warning-500 bg-warning-50 px-3 py-2 text-sm text-neutral-900 dark:bg-warning-700/20 dark:text-neutral-100"
        >
          {t('childAttendance.counts.overThreshold', { formatted: formatCount(data.threshold, language) })}
        </p>
      )}
    </section>
  );
}

function MarkCard({ mark }: { mark: ChildMark }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const date = formatDate(mark.date, language, 'long');
  const session = t(`childAttendance.session.${mark.session}`);
  const what =
    mark.kind === 'late' && mark.lateMinutes !== null
      ? t('childAttendance.lateFor', { minutes: formatCount(mark.lateMinutes, language) })
      : t(`childAttendance.kind.${mark.kind}`);
  return (
    <li>
      <Card
        as="article"
        padding="sm"
        className="space-y-2"
        aria-label={t('childAttendance.markLabel', { date, session, what })}
      >
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold text-neutral-900 dark:text-white">{date}</p>
            <p className="text-sm text-neutral-700 dark:text-neutral-200">
              {session} · {what}
            </p>
          </div>
          <Badge tone={JUSTIFICATION_TONE[mark.state]}>{t(`childAttendance.state.${mark.state}`)}</Badge>
        </div>
        {mark.reason && (
          <p dir="auto" className="text-sm break-words text-neutral-700 dark:text-neutral-200">
            {t('childAttendance.reason', { reason: mark.reason })}
          </p>
        )}
        {mark.state === 'unjustified' && (
          <Link
            to={justifyHref(mark)}
            className={`${BUTTON.primary} w-full`}
            aria-label={t('childAttendance.justifyLabel', { date, session })}
          >
            {t('childAttendance.justify')}
          </Link>
        )}
      </Card>
    </li>
  );
}

function Marks({ marks }: { marks: readonly ChildMark[] }) {
  const { t } = useTranslation();
  if (marks.length === 0) {
    return <EmptyState icon={CalendarCheck} message={t('childAttendance.empty')} />;
  }
  return (
    <section aria-labelledby="child-attendance-marks" className="space-y-2">
      <h2 id="child-attendance-marks" className="text-lg font-semibold text-neutral-900 dark:text-white">
        {t('childAttendance.marks')}
      </h2>
      <ul className="space-y-2" aria-labelledby="child-attendance-marks">
        {marks.map((mark) => (
          <MarkCard key={mark.id} mark={mark} />
        ))}
      </ul>
    </section>
  );
}

/** The selected child's counts and marks (docs/api.md "Attendance", `attendance/children/{id}`). */
function ParentView() {
  const { t } = useTranslation();
  const { child: student, year } = useSelectedChild();
  const args = student && year !== null ? { student: student.studentid, year } : skipToken;
  const { currentData: data, isError, refetch } = useGetChildAttendanceQuery(args);
  const child = student ? `${student.firstname_fr} ${student.lastname_fr ?? ''}`.trim() : '';

  let body: ReactNode;
  if (isError) {
    body = <ErrorState message={t('childAttendance.loadError')} onRetry={() => void refetch()} />;
  } else if (!data) {
    body = (
      <div role="status" aria-label={t('common.pageLoading')} className="space-y-2">
        <div className="grid grid-cols-3 gap-2">
          {[0, 1, 2].map((key) => (
            <div key={key} className={`${cardClass('sm')} h-24 animate-pulse`} />
          ))}
        </div>
        {[0, 1, 2].map((key) => (
          <div key={key} className={`${cardClass('sm')} h-20 animate-pulse`} />
        ))}
      </div>
    );
  } else {
    body = (
      <>
        <Counts data={data} />
        <Marks marks={data.marks} />
      </>
    );
  }

  return (
    <ChildPageFrame
      title={t('routes.attendance/child')}
      forWhom={child ? t('childAttendance.for', { name: child }) : ''}
    >
      {body}
    </ChildPageFrame>
  );
}

/**
 * `attendance/child`: a parent's view of the selected child's attendance, on the phone first (one column of cards,
 * each action a full-width button within a thumb's reach); "Justifier" opens the absence request for that day.
 */
export default function ChildAttendancePage() {
  const { t } = useTranslation();
  return (
    <ParentOnly
      staff={{
        title: t('routes.attendance/child'),
        message: t('childAttendance.staff.message'),
        to: paths.absences(),
        link: t('childAttendance.staff.link'),
      }}
    >
      <ParentView />
    </ParentOnly>
  );
}
