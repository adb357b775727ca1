import { http, HttpResponse } from 'msw';
import {
  countsAsUnjustified,
  halfDaysBetween,
  rollCallNow,
  SESSIONS,
  type HalfDay,
} from '../../domain/attendance.ts';
import { todayIso } from '../../domain/dates.ts';
import { db } from '../core/db.ts';
import { staffCall } from '../core/staffScope.ts';
import { closedDayMap } from '../school-settings/index.ts';
import type { DemoAbsence } from './seed.ts';
import { settingsOf } from './settings.ts';
import { callableClasses, PERMISSION, rosterOf, tables } from './shared.ts';

/**
 * docs/api.md "Attendance": the counts of the year per class and per month, for the classes the user may call
 * (`GET attendance/stats`).
 */

interface Counts {
  absentHalfDays: number;
  unjustifiedHalfDays: number;
  lateCount: number;
}

const noCounts = (): Counts => ({ absentHalfDays: 0, unjustifiedHalfDays: 0, lateCount: 0 });

/** The months `YYYY-MM` from `from`'s to `to`'s, in order (none when `to` is before `from`). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > to.slice(0, 7)) return months;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/**
 * The school half-days of a year that have started by `now`: its school days up to today (or its last day), without
 * the days the school is closed ("School calendar"), today's only up to `rollCallNow`.
 */
export function halfDaysSoFar(year: { startDate: string; endDate: string }, now: Date): HalfDay[] {
  const today = todayIso(now);
  const last = today < year.endDate ? today : year.endDate;
  const closed = closedDayMap(year);
  const current = rollCallNow(now);
  return halfDaysBetween(year.startDate, last).filter(
    (halfDay) =>
      !closed.has(halfDay.date) &&
      (halfDay.date < current.date ||
        (halfDay.date === current.date &&
          SESSIONS.indexOf(halfDay.session) <= SESSIONS.indexOf(current.session))),
  );
}

function add(counts: Counts, mark: DemoAbsence) {
  if (mark.kind === 'late') counts.lateCount += 1;
  else {
    counts.absentHalfDays += 1;
    if (countsAsUnjustified(mark.state)) counts.unjustifiedHalfDays += 1;
  }
}

export const statsHandlers = [
  http.get('*/api/attendance/stats', ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const data = db.data;
    const now = new Date();
    const today = todayIso(now);
    const year = data.years.find((candidate) => candidate.schoolyearid === scope.year);
    const classes = callableClasses(user, scope.branch, scope.year) ?? [];
    const byClass = new Map(classes.map((cls) => [cls.id, noCounts()]));
    const months = year ? monthsBetween(year.startDate, today < year.endDate ? today : year.endDate) : [];
    const byMonth = new Map(months.map((month) => [month, noCounts()]));
    for (const mark of tables(data).marks) {
      const counts = byClass.get(mark.classId);
      if (mark.branchId !== scope.branch || mark.yearId !== scope.year || !counts) continue;
      add(counts, mark);
      const month = byMonth.get(mark.date.slice(0, 7));
      if (month) add(month, mark);
    }
    const halfDays = year ? halfDaysSoFar(year, now).length : 0;
    // The roll of today, or of the year's last day once it has ended (of its first before it starts).
    const rollDate = year ? [year.startDate, today, year.endDate].sort()[1]! : today;
    return HttpResponse.json({
      threshold: settingsOf(scope.branch, data).threshold,
      classes: classes.map((cls) => {
        const counts = byClass.get(cls.id)!;
        const students = rosterOf(cls, rollDate).length;
        const places = students * halfDays;
        return {
          classid: cls.id,
          classname: cls.name,
          students,
          ...counts,
          rate: places > 0 ? Math.round((counts.absentHalfDays / places) * 10_000) / 10_000 : 0,
        };
      }),
      months: months.map((month) => ({ month, ...byMonth.get(month)! })),
    });
  }),
];
