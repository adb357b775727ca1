import { http, HttpResponse } from 'msw';
import {
  halfDayFromLessons,
  isLateMinutes,
  isMark,
  rollCallNow,
  type Mark,
  type Session,
} from '../../domain/attendance.ts';
import { db } from '../core/db.ts';
import { error, holdsAnywhere, nextId, notFound, validationError } from '../core/listing.ts';
import { idParam, strictIdParam } from '../core/params.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { invalidRequest, jsonObject, staffCall } from '../core/staffScope.ts';
import type { DemoUser } from '../core/tables.ts';
import type { DemoClass } from '../school/index.ts';
import { halfDayLessons, lessonCallOf, lessonCalls, lessonOf, rollCallView, takesLesson } from './lessons.ts';
import type { DemoAbsence } from './seed.ts';
import {
  callableClass,
  callableClasses,
  closedYearError,
  halfDayOf,
  notifyFamily,
  nowIso,
  PERMISSION,
  rosterOf,
  tables,
  yearClosed,
} from './shared.ts';

/**
 * docs/api.md "Attendance": the classes a user calls the roll of, and the roll call of a class on a half-day or on
 * one lesson of it (read and saved; ./lessons.ts).
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
    const slotId = strictIdParam(params, 'lesson');
    if (slotId === 'invalid') return invalidRequest('lesson must be a slot id');
    if (slotId !== null) {
      const lesson = lessonOf(cls, halfDay.date, halfDay.session, slotId);
      if (lesson instanceof Response) return lesson;
    }
    return HttpResponse.json(rollCallView(cls, halfDay.date, halfDay.session, user, slotId));
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

    const { date, session } = halfDay;
    const slotId = strictIdParam(params, 'lesson');
    if (slotId === 'invalid') return invalidRequest('lesson must be a slot id');
    if (slotId === null) {
      recordHalfDay(cls, date, session, user, input.marks);
      return HttpResponse.json(rollCallView(cls, date, session, user));
    }
    const lesson = lessonOf(cls, date, session, slotId);
    if (lesson instanceof Response) return lesson;
    if (!takesLesson(user, cls, lesson))
      return error(403, 'This lesson is another teacher’s: its roll call is theirs', 'NOT_YOUR_LESSON');
    const calls = lessonCalls();
    let call = lessonCallOf(cls.id, date, slotId);
    if (!call) {
      call = {
        id: nextId(calls),
        classId: cls.id,
        date,
        session,
        slotId,
        takenAt: '',
        takenBy: '',
        takenById: null,
        version: 0,
        marks: [],
      };
      calls.push(call);
    }
    Object.assign(call, {
      takenAt: nowIso(),
      takenBy: user.displayname,
      takenById: user.id,
      version: call.version + 1,
      marks: [...input.marks].flatMap(([studentId, wanted]) =>
        wanted.mark === 'present' ? [] : [{ studentId, mark: wanted.mark, lateMinutes: wanted.lateMinutes }],
      ),
    });
    // The half-day follows its lessons called, in time order (halfDayFromLessons).
    const order = halfDayLessons(cls, date, session).map((entry) => entry.slotid);
    const called = calls
      .filter(
        (candidate) =>
          candidate.classId === cls.id && candidate.date === date && candidate.session === session,
      )
      .sort((a, b) => order.indexOf(a.slotId) - order.indexOf(b.slotId));
    const derived = new Map<number, WantedMark>();
    for (const student of roster) {
      const at = called.map(
        (entry) =>
          entry.marks.find((mark) => mark.studentId === student.studentid) ?? {
            mark: 'present' as const,
            lateMinutes: null,
          },
      );
      derived.set(student.studentid, halfDayFromLessons(at));
    }
    recordHalfDay(cls, date, session, user, derived);
    return HttpResponse.json(rollCallView(cls, date, session, user, slotId));
  }),
];

/**
 * Records a half-day's roll call of `cls`: taken now by `user`, each student's mark as `wanted` says (left out:
 * present). A new absence or lateness is told to the family; a mark changed keeps its justification; a student
 * present after all loses the mark.
 */
function recordHalfDay(
  cls: DemoClass,
  date: string,
  session: Session,
  user: DemoUser,
  wanted: ReadonlyMap<number, WantedMark>,
) {
  const data = db.data;
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
  for (const student of rosterOf(cls, date)) {
    const want: WantedMark = wanted.get(student.studentid) ?? { mark: 'present', lateMinutes: null };
    const before = recorded.get(student.studentid);
    if (want.mark === 'present') {
      // Present after all: the mark was a mistake, its record goes.
      if (before) removed.add(before);
      continue;
    }
    if (before) {
      if (before.kind !== want.mark || before.lateMinutes !== want.lateMinutes) {
        Object.assign(before, {
          kind: want.mark,
          lateMinutes: want.lateMinutes,
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
      kind: want.mark,
      lateMinutes: want.lateMinutes,
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
}
