import { http, HttpResponse } from 'msw';
import {
  ATTENDANCE_LIMITS,
  countsAsUnjustified,
  isJustification,
  isOverThreshold,
  JUSTIFICATIONS,
  needsReason,
  SESSIONS,
  type Justification,
} from '../../domain/attendance.ts';
import { db } from '../core/db.ts';
import { isDate, matches, paginate, validationError } from '../core/listing.ts';
import { listParam, searchTokens } from '../core/params.ts';
import { authenticate } from '../core/session.ts';
import { invalidRequest, jsonObject, staffCall } from '../core/staffScope.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import type { DemoAbsence } from './seed.ts';
import { settingsOf } from './settings.ts';
import {
  callableClasses,
  callableMark,
  closedYearError,
  markRow,
  namesOf,
  PERMISSION,
  tables,
  yearClosed,
} from './shared.ts';

/**
 * docs/api.md "Attendance": the absences and lateness of a branch and year (the classes the user may call), their
 * justification, and the students' counts against the threshold.
 */

/** The list parameters of docs/api.md "Lists" (`q`, `pageSize`), also read under the names `search` and `perPage`. */
function listParams(request: Request): URLSearchParams {
  const params = new URL(request.url).searchParams;
  if (!params.has('q') && params.has('search')) params.set('q', params.get('search') ?? '');
  if (!params.has('pageSize') && params.has('perPage')) params.set('pageSize', params.get('perPage') ?? '');
  return params;
}

/** The ids of the classes of the call (the ones the user may call, those of `class` when given). */
function classIdsOf(user: DemoUser, scope: { branch: number; year: number }, params: URLSearchParams) {
  const wanted = listParam(params, 'class');
  return new Set(
    (callableClasses(user, scope.branch, scope.year) ?? [])
      .map((cls) => cls.id)
      .filter((id) => !wanted || wanted.includes(String(id))),
  );
}

const KIND_RANK = { absent: 0, late: 1 } as const;
const STATE_RANK = Object.fromEntries(JUSTIFICATIONS.map((state, index) => [state, index])) as Record<
  Justification,
  number
>;
const SESSION_RANK = Object.fromEntries(SESSIONS.map((session, index) => [session, index])) as Record<
  DemoAbsence['session'],
  number
>;

/** A justification sent: the state, its reason and the request named as its document; or the fields at fault. */
function justificationInput(
  body: Record<string, unknown>,
  mark: DemoAbsence,
  data: DemoData,
):
  | { state: Justification; reason: string | null; requestId: number | null }
  | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const state = body.state;
  if (state === undefined || state === null) errors.state = 'REQUIRED';
  else if (!isJustification(state)) errors.state = 'INVALID_CHOICE';
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  if (isJustification(state) && needsReason(state)) {
    if (!reason) errors.reason = 'REQUIRED';
    else if (reason.length > ATTENDANCE_LIMITS.reason) errors.reason = 'TOO_LONG';
  }
  let requestId: number | null = state === 'justified' ? mark.requestId : null;
  if (body.requestId !== undefined && body.requestId !== null) {
    const request = data.requests.items.find((item) => item.id === body.requestId);
    if (!request || request.studentId !== mark.studentId) errors.requestId = 'INVALID_CHOICE';
    else requestId = request.id;
  } else if (body.requestId === null) requestId = null;
  if (Object.keys(errors).length || !isJustification(state)) return { errors };
  return {
    state,
    reason: needsReason(state) ? reason : null,
    requestId: state === 'justified' ? requestId : null,
  };
}

export const absenceHandlers = [
  http.get('*/api/attendance/absences', ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const params = listParams(request);
    const data = db.data;
    const classIds = classIdsOf(user, scope, params);
    const kinds = listParam(params, 'kind');
    const states = listParam(params, 'state');
    const students = listParam(params, 'student');
    const from = params.get('from');
    const to = params.get('to');
    if ((from && !isDate(from)) || (to && !isDate(to)))
      return invalidRequest('from and to are dates (YYYY-MM-DD)');
    const tokens = searchTokens(params);
    const counts = Object.fromEntries(JUSTIFICATIONS.map((state) => [state, 0])) as Record<
      Justification,
      number
    >;
    const rows: Array<ReturnType<typeof markRow>> = [];
    for (const mark of tables(data).marks) {
      if (mark.branchId !== scope.branch || mark.yearId !== scope.year || !classIds.has(mark.classId))
        continue;
      if (kinds && !kinds.includes(mark.kind)) continue;
      if (students && !students.includes(String(mark.studentId))) continue;
      if ((from && mark.date < from) || (to && mark.date > to)) continue;
      const row = markRow(mark, data);
      if (!matches(tokens, row.firstname, row.lastname, row.firstname_ar, row.lastname_ar, row.classname))
        continue;
      counts[mark.state] += 1;
      if (states && !states.includes(mark.state)) continue;
      rows.push(row);
    }
    type Row = (typeof rows)[number];
    const halfDay = (row: Row) => `${row.date}${SESSION_RANK[row.session]}`;
    const keys: Record<string, (a: Row, b: Row) => number> = {
      date: (a, b) => halfDay(a).localeCompare(halfDay(b)),
      student: (a, b) =>
        a.lastname.localeCompare(b.lastname, 'fr') || a.firstname.localeCompare(b.firstname, 'fr'),
      class: (a, b) => a.classname.localeCompare(b.classname, 'fr', { numeric: true }),
      kind: (a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind],
      state: (a, b) => STATE_RANK[a.state] - STATE_RANK[b.state],
    };
    const sort = params.get('sort') ?? 'date';
    const by = keys[sort] ?? keys.date!;
    // Newest first unless asked otherwise; the other keys ascending.
    const order = params.get('order') ?? (keys[sort] && sort !== 'date' ? 'asc' : 'desc');
    const direction = order === 'asc' ? 1 : -1;
    rows.sort((a, b) => direction * (by(a, b) || halfDay(a).localeCompare(halfDay(b)) || a.id - b.id));
    return HttpResponse.json({ ...paginate(rows, params), counts });
  }),

  http.get('*/api/attendance/absences/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const mark = callableMark(user, params.id);
    if (mark instanceof Response) return mark;
    return HttpResponse.json(markRow(mark));
  }),

  http.put('*/api/attendance/absences/:id/justification', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const mark = callableMark(user, params.id);
    if (mark instanceof Response) return mark;
    if (yearClosed(mark.yearId)) return closedYearError();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const data = db.data;
    const input = justificationInput(body, mark, data);
    if ('errors' in input) return validationError(input.errors);
    if (input.state !== mark.state || input.reason !== mark.reason || input.requestId !== mark.requestId) {
      Object.assign(mark, input, { version: mark.version + 1 });
      db.changed();
    }
    return HttpResponse.json(markRow(mark, data));
  }),

  http.get('*/api/attendance/students', ({ request }) => {
    const call = staffCall(request, PERMISSION);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const params = listParams(request);
    const data = db.data;
    const classIds = classIdsOf(user, scope, params);
    const overOnly = params.get('overThreshold') === '1' || params.get('overThreshold') === 'true';
    const { threshold } = settingsOf(scope.branch, data);
    const tokens = searchTokens(params);
    const counts = new Map<number, { absent: number; unjustified: number; late: number }>();
    for (const mark of tables(data).marks) {
      if (mark.branchId !== scope.branch || mark.yearId !== scope.year) continue;
      const count = counts.get(mark.studentId) ?? { absent: 0, unjustified: 0, late: 0 };
      if (mark.kind === 'late') count.late += 1;
      else {
        count.absent += 1;
        if (countsAsUnjustified(mark.state)) count.unjustified += 1;
      }
      counts.set(mark.studentId, count);
    }
    const byId = new Map(data.students.map((student) => [student.studentid, student]));
    const classes = new Map(data.classes.map((cls) => [cls.id, cls]));
    const rows = [];
    for (const enrolment of data.enrolments) {
      if (enrolment.yearId !== scope.year || enrolment.status === 'expected') continue;
      if (!classIds.has(enrolment.classId)) continue;
      const student = byId.get(enrolment.studentId);
      const names = namesOf(student);
      const classname = classes.get(enrolment.classId)?.name ?? '';
      if (
        !student ||
        !matches(tokens, names.firstname, names.lastname, names.firstname_ar, names.lastname_ar)
      )
        continue;
      const count = counts.get(student.studentid) ?? { absent: 0, unjustified: 0, late: 0 };
      const over = isOverThreshold(count.unjustified, threshold);
      if (overOnly && !over) continue;
      rows.push({
        studentid: student.studentid,
        ...names,
        classid: enrolment.classId,
        classname,
        absentHalfDays: count.absent,
        unjustifiedHalfDays: count.unjustified,
        lateCount: count.late,
        overThreshold: over,
      });
    }
    type Row = (typeof rows)[number];
    const byName = (a: Row, b: Row) =>
      a.lastname.localeCompare(b.lastname, 'fr') || a.firstname.localeCompare(b.firstname, 'fr');
    const keys: Record<string, (a: Row, b: Row) => number> = {
      unjustified: (a, b) => a.unjustifiedHalfDays - b.unjustifiedHalfDays,
      absent: (a, b) => a.absentHalfDays - b.absentHalfDays,
      late: (a, b) => a.lateCount - b.lateCount,
      student: byName,
      class: (a, b) => a.classname.localeCompare(b.classname, 'fr', { numeric: true }),
    };
    const sort = params.get('sort') ?? 'unjustified';
    const by = keys[sort] ?? keys.unjustified!;
    const counted = sort === 'unjustified' || sort === 'absent' || sort === 'late' || !keys[sort];
    // The most absent first unless asked otherwise; names and classes ascending.
    const direction = (params.get('order') ?? (counted ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
    rows.sort((a, b) => direction * by(a, b) || byName(a, b) || a.studentid - b.studentid);
    return HttpResponse.json({ ...paginate(rows, params), threshold });
  }),
];
