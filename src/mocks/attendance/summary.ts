import { http, HttpResponse } from 'msw';
import {
  countsAsUnjustified,
  isOverThreshold,
  isRollCallDue,
  rollCallNow,
  SESSIONS,
  sessionsOf,
} from '../../domain/attendance.ts';
import { todayIso } from '../../domain/dates.ts';
import { db } from '../core/db.ts';
import { holdsAnywhere, notFound } from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { invalidRequest, staffCall } from '../core/staffScope.ts';
import { closedDayMap } from '../school-settings/index.ts';
import type { DemoAbsence } from './seed.ts';
import { settingsOf } from './settings.ts';
import { callableClasses, mayCall, PERMISSION, tables } from './shared.ts';

/**
 * docs/api.md "Attendance": the day's card (absent and late today, roll calls missing, students over the threshold)
 * and a child's attendance (the parent's view).
 */

/** Absent half-days, those of them not justified, and late arrivals, in `marks`. */
function countsOf(marks: readonly DemoAbsence[]) {
  let absentHalfDays = 0;
  let unjustifiedHalfDays = 0;
  let lateCount = 0;
  for (const mark of marks) {
    if (mark.kind === 'late') lateCount += 1;
    else {
      absentHalfDays += 1;
      if (countsAsUnjustified(mark.state)) unjustifiedHalfDays += 1;
    }
  }
  return { absentHalfDays, unjustifiedHalfDays, lateCount };
}

export const summaryHandlers = [
  http.get('*/api/attendance/summary', ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const data = db.data;
    const now = new Date();
    const today = todayIso(now);
    const classes = callableClasses(user, scope.branch, scope.year) ?? [];
    const classIds = new Set(classes.map((cls) => cls.id));
    const marks = tables(data).marks.filter(
      (mark) => mark.branchId === scope.branch && mark.yearId === scope.year && classIds.has(mark.classId),
    );
    const absent = new Set<number>();
    const late = new Set<number>();
    const unjustified = new Map<number, number>();
    for (const mark of marks) {
      if (mark.date === today) (mark.kind === 'absent' ? absent : late).add(mark.studentId);
      if (mark.kind === 'absent' && countsAsUnjustified(mark.state))
        unjustified.set(mark.studentId, (unjustified.get(mark.studentId) ?? 0) + 1);
    }
    // Today's roll calls past their deadline and not taken, on a day the school is open in this year.
    const year = data.years.find((candidate) => candidate.schoolyearid === scope.year);
    const open =
      year !== undefined &&
      today >= year.startDate &&
      today <= year.endDate &&
      !closedDayMap(year).has(today);
    const taken = new Set(
      tables(data)
        .rollCalls.filter((roll) => roll.date === today && classIds.has(roll.classId))
        .map((roll) => `${roll.classId}/${roll.session}`),
    );
    // The threshold and the deadlines: the branch's setting.
    const { threshold, deadlines } = settingsOf(scope.branch, data);
    const missingRollCalls = open
      ? sessionsOf(today)
          .filter((session) => isRollCallDue({ date: today, session }, now, deadlines))
          .flatMap((session) =>
            classes
              .filter((cls) => !taken.has(`${cls.id}/${session}`))
              .map((cls) => ({ classid: cls.id, classname: cls.name, session })),
          )
          .sort((a, b) => SESSIONS.indexOf(a.session) - SESSIONS.indexOf(b.session))
      : [];
    const { date, session } = rollCallNow(now);
    return HttpResponse.json({
      date,
      session,
      absentToday: absent.size,
      lateToday: late.size,
      missingRollCalls,
      overThreshold: [...unjustified.values()].filter((count) => isOverThreshold(count, threshold)).length,
      threshold,
    });
  }),

  http.get('*/api/attendance/children/:studentid', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    if (!user.isParent && !holdsAnywhere(user, PERMISSION)) return permissionError();
    const year = idParam(new URL(request.url).searchParams, 'year');
    if (year === null) return invalidRequest('year is required');
    const data = db.data;
    const id = /^\d+$/.test(String(params.studentid)) ? Number(params.studentid) : null;
    const student = data.students.find((candidate) => candidate.studentid === id);
    const enrolment = data.enrolments.find(
      (candidate) => candidate.studentId === id && candidate.yearId === year,
    );
    const cls = data.classes.find((candidate) => candidate.id === enrolment?.classId);
    // A parent reads their own children; staff the children of the classes they may call. Anyone else: unknown.
    const allowed = user.isParent
      ? student !== undefined && user.studentIds.includes(student.studentid)
      : cls !== undefined && mayCall(user, cls);
    if (!student || !enrolment || !allowed) return notFound();
    const marks = tables(data)
      .marks.filter((mark) => mark.studentId === student.studentid && mark.yearId === year)
      .sort(
        (a, b) => b.date.localeCompare(a.date) || SESSIONS.indexOf(b.session) - SESSIONS.indexOf(a.session),
      );
    return HttpResponse.json({
      studentid: student.studentid,
      // The threshold of the branch the child is enrolled in that year.
      threshold: settingsOf(enrolment.branchId, data).threshold,
      ...countsOf(marks),
      marks: marks.map((mark) => ({
        id: mark.id,
        date: mark.date,
        session: mark.session,
        kind: mark.kind,
        lateMinutes: mark.lateMinutes,
        state: mark.state,
        reason: mark.reason,
      })),
    });
  }),
];
