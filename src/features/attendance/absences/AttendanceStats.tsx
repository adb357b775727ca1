import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatCount } from '../../../components/DataTable/format';
import { ErrorState } from '../../../components/ErrorState';
import { numberLocale } from '../../../lib/locale';
import { paths } from '../../../paths';
import type { Scope } from '../../../session/useScope';
import { useGetAttendanceStatsQuery } from '../attendance.api';
import type { AttendanceStats as Stats } from '../attendance.schemas';

/** A rate of absence as a percentage in the active language: "2,1 %", "2.1%", "2.1٪". */
export function formatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rate);
}

/** A month `YYYY-MM` named in the active language, with its year: "novembre 2026", "November 2026". */
export function monthName(month: string, language: string): string {
  return new Intl.DateTimeFormat(numberLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

const CELL = 'px-3 py-2';
const HEAD = `${CELL} font-semibold whitespace-nowrap`;
const NUMBER = `${CELL} text-end tabular-nums whitespace-nowrap`;

/**
 * A table that scrolls sideways on a narrow screen, inside a region named by its caption: focusable, so a keyboard
 * can scroll it too (axe "scrollable-region-focusable").
 */
function StatsTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-card bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-primary-600 dark:bg-neutral-800"
    >
      <table className="w-full text-sm">
        <caption className="px-3 pt-3 text-start text-base font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-neutral-200 text-neutral-700 dark:border-neutral-700 dark:text-neutral-200">
            {head}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function CountsHead({ first }: { first: string }) {
  const { t } = useTranslation();
  return (
    <>
      <th scope="col" className={`${HEAD} text-start`}>
        {first}
      </th>
      <th scope="col" className={`${HEAD} text-end`}>
        {t('absences.threshold.absent')}
      </th>
      <th scope="col" className={`${HEAD} text-end`}>
        {t('absences.threshold.unjustified')}
      </th>
      <th scope="col" className={`${HEAD} text-end`}>
        {t('absences.threshold.late')}
      </th>
    </>
  );
}

/** The three counts of a class or a month. */
type CountsRow = Pick<Stats['months'][number], 'absentHalfDays' | 'unjustifiedHalfDays' | 'lateCount'>;

function Counts({ row, language }: { row: CountsRow; language: string }) {
  return (
    <>
      <td className={NUMBER}>{formatCount(row.absentHalfDays, language)}</td>
      <td className={NUMBER}>{formatCount(row.unjustifiedHalfDays, language)}</td>
      <td className={NUMBER}>{formatCount(row.lateCount, language)}</td>
    </>
  );
}

const ROW = 'border-b border-neutral-100 last:border-0 dark:border-neutral-700';

/**
 * "Par classe et par mois": the year's absent and unjustified half-days and lateness of each class the user may
 * call (with its rate of absence, leading to the absences list on that class) and of each month so far
 * (docs/api.md "Attendance", `GET attendance/stats`).
 */
export function AttendanceStats({ scope }: { scope: Scope | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { data, isError, refetch } = useGetAttendanceStatsQuery(scope ?? skipToken);
  if (isError) {
    return <ErrorState message={t('absences.stats.loadError')} onRetry={() => void refetch()} />;
  }
  if (!data) {
    return (
      <p role="status" className="text-sm text-neutral-700 dark:text-neutral-200">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-neutral-700 dark:text-neutral-200">{t('absences.stats.rateRule')}</p>
      <StatsTable
        caption={t('absences.stats.classesCaption')}
        head={
          <>
            <CountsHead first={t('absences.columns.class')} />
            <th scope="col" className={`${HEAD} text-end`}>
              {t('absences.stats.students')}
            </th>
            <th scope="col" className={`${HEAD} text-end`}>
              {t('absences.stats.rate')}
            </th>
          </>
        }
      >
        {data.classes.map((row) => (
          <tr key={row.classid} className={ROW}>
            <th scope="row" className={`${CELL} text-start font-semibold whitespace-nowrap`}>
              <Link
                to={paths.absences({ class: String(row.classid) })}
                className="text-primary-700 hover:underline dark:text-primary-300"
              >
                {row.classname}
              </Link>
            </th>
            <Counts row={row} language={language} />
            <td className={NUMBER}>{formatCount(row.students, language)}</td>
            <td className={NUMBER}>{formatRate(row.rate, language)}</td>
          </tr>
        ))}
      </StatsTable>
      {data.classes.length === 0 && (
        <p className="text-sm text-neutral-700 dark:text-neutral-200">{t('absences.stats.noClass')}</p>
      )}
      <StatsTable
        caption={t('absences.stats.monthsCaption')}
        head={<CountsHead first={t('absences.stats.month')} />}
      >
        {data.months.map((row) => (
          <tr key={row.month} className={ROW}>
            <th scope="row" className={`${CELL} text-start font-semibold whitespace-nowrap`}>
              {monthName(row.month, language)}
            </th>
            <Counts row={row} language={language} />
          </tr>
        ))}
      </StatsTable>
    </div>
  );
}
