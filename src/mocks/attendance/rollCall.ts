import { http, HttpResponse } from 'msw';
import { isLateMinutes, isMark, rollCallNow, type Mark } from '../../domain/attendance.ts';
import { db } from '../core/db.ts';
import { holdsAnywhere, nextId, notFound, validationError } from '../core/listing.ts';
import { idParam, strictIdParam } from '../core/params.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { invalidRequest, jsonObject, staffCall } from '../core/staffScope.ts';
import type { DemoUser } from '../core/tables.ts';
import type { DemoClass } from '../school/index.ts';
import type { DemoAbsence } from './seed.ts';
import {
  callableClass,
  callableClasses,
  closedYearError,
  halfDayOf,
  notifyFamily,
  nowIso,
  PERMISSION,
  rollCallView,
  rosterOf,
  tables,
  yearClosed,
} from './shared.ts';

/**
 * docs/api.md "Attendance": the classes a user calls the roll of, and the roll call of a class on a half-day (read
 * and saved).
 */

/**
 * The class of a roll call asked without `class`: the first one `user` may call in the `branch` and `year` of the
 * query when it names them, else in the first branch and year holding `date`.
 */
function firstCallableClass(user: DemoUser, params: URLSearchParams, date: string): DemoClass | undefined {
  const data = db.data;
  const branch = idParam(params, 'branch');
  const year = idParam(params, 'year');
  if (branch !== null && year !== null) return callableClasses(user, branch, year)?.[0];
  for (const year of data.years) {
    if (date < year.startDate || date > year.endDate) continue;
    for (const branch of data.branches) {
      const first = callableClasses(user, branch.schoolbranchid, year.schoolyearid)?.[0];
      if (first) return first;
    }
  }
  return undefined;
}

interface WantedMark {
  mark: Mark;
  lateMinutes: number | null;
}

/** The marks of a save, by student; or the code of each entry at fault (`marks.{i}.{field}`). */
function marksInput(
  raw: unknown,
  roster: ReadonlySet<number>,
): { marks: Map<number, WantedMark> } | { errors: Record<string, string> } {
  if (!Array.isArray(raw)) return { errors: { marks: 'REQUIRED' } };
  const errors: Record<string, string> = {};
  const marks = new Map<number, WantedMark>();
  raw.forEach((entry: unknown, index) => {
    const item = entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : {};
    const path = `marks.${index}`;
    const studentId = item.studentid;
    if (typeof studentId !== 'number' || !roster.has(studentId)) {
      errors[`${path}.studentid`] = 'INVALID_STUDENT';
      return;
    }
    if (!isMark(item.mark)) {
      errors[`${path}.mark`] = 'INVALID_CHOICE';
      return;
    }
    if (item.mark === 'late' && !isLateMinutes(item.lateMinutes)) {
      errors[`${path}.lateMinutes`] = 'INVALID_LATE_MINUTES';
      return;
    }
    marks.set(studentId, {
      mark: item.mark,
      lateMinutes: item.mark === 'late' ? (item.lateMinutes as number) : null,
    });
  });
  return Object.keys(errors).length ? { errors } : { marks };
}

export const rollCallHandlers = [
  http.get('*/api/attendance/classes', ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const data = db.data;
    const levels = new Map(data.levels.map((level) => [level.id, level.name]));
    const counts = new Map<number, number>();
    for (const row of data.enrolments) {
      if (row.yearId === scope.year && row.status === 'active')
        counts.set(row.classId, (counts.get(row.classId) ?? 0) + 1);
    }
    const classes = callableClasses(user, scope.branch, scope.year) ?? [];
    return HttpResponse.json(
      classes.map((cls) => ({
        classid: cls.id,
        name: cls.name,
        levelname: levels.get(cls.levelId) ?? '',
        studentsCount: counts.get(cls.id) ?? 0,
      })),
    );
  }),

  http.get('*/api/attendance/rollcall', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    if (!holdsAnywhere(user, PERMISSION)) return permissionError();
    const params = new URL(request.url).searchParams;
    // Without date and session: the half-day under way (rollCallNow); without class: the user's first class
    // (of the query's branch and year, when it names them).
    const now = rollCallNow(new Date());
    const date = params.get('date') ?? now.date;
    const session = params.get('session') ?? (date === now.date ? now.session : 'morning');
    const classId = strictIdParam(params, 'class');
    if (classId === 'invalid') return invalidRequest('class must be a class id');
    const cls = classId === null ? firstCallableClass(user, params, date) : callableClass(user, classId);
    if (cls === undefined) return notFound();
    if (cls instanceof Response) return cls;
    const halfDay = halfDayOf(cls, date, session);
    if (halfDay instanceof Response) return halfDay;
    return HttpResponse.json(rollCallView(cls, halfDay.date, halfDay.session));
  }),

  http.put('*/api/attendance/rollcall', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const cls = callableClass(user, idParam(params, 'class'));
    if (cls instanceof Response) return cls;
    const halfDay = halfDayOf(cls, params.get('date'), params.get('session'));
    if (halfDay instanceof Response) return halfDay;
    if (yearClosed(cls.yearId)) return closedYearError();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const roster = rosterOf(cls, halfDay.date);
    const input = marksInput(body.marks, new Set(roster.map((student) => student.studentid)));
    if ('errors' in input) return validationError(input.errors);

    const data = db.data;
    const { date, session } = halfDay;
    const attendance = tables(data);
    let roll = attendance.rollCalls.find(
      (candidate) => candidate.classId === cls.id && candidate.date === date && candidate.session === session,
    );
    if (!roll) {
      roll = {
        id: nextId(attendance.rollCalls),
        branchId: cls.branchId,
        yearId: cls.yearId,
        classId: cls.id,
        date,
        session,
        takenAt: '',
        takenBy: '',
        takenById: null,
        version: 0,
      };
      attendance.rollCalls.push(roll);
    }
    Object.assign(roll, {
      takenAt: nowIso(),
      takenBy: user.displayname,
      takenById: user.id,
      version: roll.version + 1,
    });
    const recorded = new Map(
      attendance.marks
        .filter((mark) => mark.date === date && mark.session === session)
        .map((mark) => [mark.studentId, mark]),
    );
    const removed = new Set<DemoAbsence>();
    for (const student of roster) {
      const wanted = input.marks.get(student.studentid) ?? { mark: 'present', lateMinutes: null };
      const before = recorded.get(student.studentid);
      if (wanted.mark === 'present') {
        // Present after all: the mark was a mistake, its record goes.
        if (before) removed.add(before);
        continue;
      }
      if (before) {
        if (before.kind !== wanted.mark || before.lateMinutes !== wanted.lateMinutes) {
          Object.assign(before, {
            kind: wanted.mark,
            lateMinutes: wanted.lateMinutes,
            classId: cls.id,
            version: before.version + 1,
          });
        }
        continue;
      }
      const mark: DemoAbsence = {
        id: nextId(attendance.marks),
        branchId: cls.branchId,
        yearId: cls.yearId,
        classId: cls.id,
        studentId: student.studentid,
        date,
        session,
        kind: wanted.mark,
        lateMinutes: wanted.lateMinutes,
        state: 'unjustified',
        reason: null,
        requestId: null,
        version: 1,
      };
      attendance.marks.push(mark);
      notifyFamily(data, mark);
    }
    if (removed.size) attendance.marks = attendance.marks.filter((mark) => !removed.has(mark));
    db.changed();
    return HttpResponse.json(rollCallView(cls, date, session));
  }),
];
