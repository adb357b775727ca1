import { http, HttpResponse } from 'msw';
import {
  REQUEST_KINDS,
  REQUEST_STATUSES,
  SCHOOL_DAYS,
  addDays,
  beforeCutoff,
  cutoffOf,
  firstBookableDay,
  weekdayOf,
  type Cutoff,
} from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import type { DemoCanteenRequest } from './types.ts';
import { db } from '../core/db.ts';
import { addServiceEngagement, financeSettingsOf, stopFutureInstallments } from '../finances/index.ts';
import type { DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import {
  error,
  isDate,
  matches,
  notFound,
  paginate,
  pathId,
  sortRows,
  text,
  validationError,
} from '../core/listing.ts';
import { searchTokens } from '../core/params.ts';
import { jsonObject, staffCall, staffHolds } from '../core/staffScope.ts';
import { cutoffOfBranch, now, tables, CANTEEN_PERMISSIONS, bookingsOf, REASON_MAX } from './shared.ts';
import { closedDayMap } from '../school-settings/index.ts';

function studentNames(studentId: number) {
  const data = db.data;
  const student = data.students.find((candidate) => candidate.studentid === studentId);
  return {
    id: studentId,
    name: student ? `${student.lastname_fr} ${student.firstname_fr}` : '',
    name_ar: student ? `${student.lastname_ar} ${student.firstname_ar}` : '',
    firstname: student?.firstname_fr ?? '',
  };
}

export function requestView(request: DemoCanteenRequest, classNames?: Map<number, string>) {
  const cutoff = cutoffOfBranch(request.branchId);
  const names = studentNames(request.studentId);
  const nowWall = now();
  return {
    id: request.id,
    student: {
      id: names.id,
      name: names.name,
      name_ar: names.name_ar,
      className: classNames?.get(request.studentId) ?? null,
    },
    kind: request.kind,
    startDate: request.startDate,
    endDate: request.endDate,
    days: request.days,
    status: request.status,
    reason: request.reason,
    createdAt: request.createdAt,
    decidedAt: request.decidedAt,
    engagementId: request.engagementId,
    /** The parent may still cancel it: pending, or approved and not over (a started subscription stops later). */
    cancellable:
      (request.status === 'pending' || request.status === 'approved') &&
      (request.kind === 'subscription'
        ? firstBookableDay(nowWall, cutoff) <= request.endDate
        : beforeCutoff(request.startDate, nowWall, cutoff)),
  };
}

function classNamesOf(year: number): Map<number, string> {
  const data = db.data;
  const classes = new Map(data.classes.map((item) => [item.id, item.name]));
  return new Map(
    data.enrolments
      .filter((enrolment) => enrolment.yearId === year)
      .map((enrolment) => [enrolment.studentId, classes.get(enrolment.classId) ?? '']),
  );
}

export function requestInput(
  body: Record<string, unknown>,
  cutoff: Cutoff,
  year: { startDate: string; endDate: string },
) {
  const kind = body.kind;
  if (!REQUEST_KINDS.includes(kind as never)) return validationError({ kind: 'INVALID_CHOICE' });
  const startDate = body.startDate;
  if (!isDate(startDate)) return validationError({ startDate: 'INVALID_DATE' });
  if (weekdayOf(startDate) > 5) return validationError({ startDate: 'NOT_A_SCHOOL_DAY' });
  if (startDate < year.startDate || startDate > year.endDate)
    return validationError({ startDate: 'INVALID_DATE' });
  if (!beforeCutoff(startDate, now(), cutoff))
    return error(409, 'The booking cut-off has passed for this day', 'BOOKING_CUTOFF_PASSED', {
      cutoff: cutoffOf(startDate, cutoff),
    });
  if (kind === 'meal') {
    // No meal is booked on a day the school is closed (docs/api.md "School calendar").
    if (closedDayMap(year).has(startDate)) return validationError({ startDate: 'NOT_A_SCHOOL_DAY' });
    return { kind: 'meal' as const, startDate, endDate: startDate, days: [] as number[] };
  }
  const endDate = body.endDate;
  if (!isDate(endDate) || endDate > year.endDate) return validationError({ endDate: 'INVALID_DATE' });
  if (endDate < startDate) return validationError({ endDate: 'DATES_ORDER' });
  const days = body.days;
  if (
    !Array.isArray(days) ||
    days.length === 0 ||
    days.some((day) => !SCHOOL_DAYS.includes(day as never)) ||
    new Set(days).size !== days.length
  )
    return validationError({ days: 'INVALID_DAYS' });
  return { kind: 'subscription' as const, startDate, endDate, days: [...(days as number[])].sort() };
}

/** The staff member, the request's scope, and the request of that scope; else the error answer. */
function staffRequest(user: DemoUser, id: unknown): DemoCanteenRequest | Response {
  const request = tables().requests.find((candidate) => candidate.id === pathId(id));
  if (!request) return notFound();
  return staffHolds(user, CANTEEN_PERMISSIONS.requests, request.branchId, request.yearId)
    ? request
    : permissionError();
}

interface Refusal {
  message: string;
  code: string;
}
const NO_FEE: Refusal = {
  message: 'No canteen fee is set for this branch and year',
  code: 'CANTEEN_FEE_MISSING',
};

/**
 * Approves a pending request; a subscription adds the canteen engagement to the family's finances (one per child,
 * fee and year: an existing one is kept), monthly, in proportion to the days a week.
 */
function approve(request: DemoCanteenRequest, user: DemoUser): Refusal | null {
  if (request.status !== 'pending')
    return { message: 'Only a pending request can be approved', code: 'TRANSITION_NOT_ALLOWED' };
  const data = db.data;
  if (request.kind === 'subscription') {
    const settings = financeSettingsOf(data, request.branchId, request.yearId);
    const fee = settings?.feeTypes.find(
      (candidate) => candidate.kind === 'canteen' && candidate.levelId === null,
    );
    const template = settings?.templates.find((candidate) => candidate.id === fee?.templateId);
    if (!fee || !template) return NO_FEE;
    const monthlyCents =
      Math.round(
        ((fee.amountCents / template.parts.length) * (request.days.length / SCHOOL_DAYS.length)) / 100,
      ) * 100;
    const result = addServiceEngagement(data, {
      studentId: request.studentId,
      familyId: request.familyId,
      branchId: request.branchId,
      yearId: request.yearId,
      kind: 'canteen',
      monthlyCents,
      label: 'Cantine',
      today: todayIso(),
    });
    if (!result) return NO_FEE;
    request.engagementId = result.created ? result.engagement.id : null;
  }
  request.status = 'approved';
  request.decidedAt = new Date().toISOString();
  request.decidedBy = user.id;
  return null;
}

/** Cancels a request; an approved subscription already served stops at the last day that can still be cancelled. */
function cancel(request: DemoCanteenRequest, user: DemoUser, reason: string | null): Response | null {
  if (request.status !== 'pending' && request.status !== 'approved')
    return error(409, 'This request can no longer be cancelled', 'TRANSITION_NOT_ALLOWED');
  const cutoff = cutoffOfBranch(request.branchId);
  const nowWall = now();
  const firstOpen = firstBookableDay(nowWall, cutoff);
  if (request.kind === 'meal' && !beforeCutoff(request.startDate, nowWall, cutoff))
    return error(409, 'The booking cut-off has passed for this day', 'BOOKING_CUTOFF_PASSED', {
      cutoff: cutoffOf(request.startDate, cutoff),
    });
  if (request.kind === 'subscription' && firstOpen > request.endDate)
    return error(409, 'The booking cut-off has passed for this day', 'BOOKING_CUTOFF_PASSED', {
      cutoff: cutoffOf(request.endDate, cutoff),
    });
  if (request.status === 'approved' && request.kind === 'subscription' && request.startDate < firstOpen) {
    // Started: the days already past the cut-off are kept (they are served and billed).
    request.endDate = addDays(firstOpen, -1);
  }
  if (request.engagementId !== null) stopFutureInstallments(db.data, request.engagementId, todayIso());
  request.status = 'cancelled';
  request.reason = reason;
  request.decidedAt = new Date().toISOString();
  request.decidedBy = user.id;
  return null;
}
export const canteenRequestHandlers = [
  // Requests (the office)
  http.get('*/api/canteen/requests', ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.requests);
    if (call instanceof Response) return call;
    const { scope } = call;
    const params = new URL(request.url).searchParams;
    const tokens = searchTokens(params);
    const status = params.get('status');
    const kind = params.get('kind');
    const classes = classNamesOf(scope.year);
    const inScope = bookingsOf(scope.branch, scope.year);
    const rows = inScope
      .filter(
        (item) =>
          (!status || item.status === status) &&
          (!kind || item.kind === kind) &&
          (!tokens.length ||
            (() => {
              const names = studentNames(item.studentId);
              return matches(tokens, names.name, names.name_ar, classes.get(item.studentId) ?? '');
            })()),
      )
      .map((item) => requestView(item, classes));
    sortRows(
      rows,
      params,
      {
        createdAt: (row) => row.createdAt,
        startDate: (row) => row.startDate,
        name: (row) => row.student.name.toLowerCase(),
        status: (row) => REQUEST_STATUSES.indexOf(row.status),
      },
      'createdAt',
    );
    const counts = Object.fromEntries(
      REQUEST_STATUSES.map((value) => [value, inScope.filter((item) => item.status === value).length]),
    );
    return HttpResponse.json({ ...paginate(rows, params), counts });
  }),
  http.post('*/api/canteen/requests/approve', async ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.requests);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const body = await jsonObject(request);
    const ids = body?.ids;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > 500 ||
      ids.some((id) => typeof id !== 'number')
    )
      return validationError({ ids: 'REQUIRED' });
    const approved: number[] = [];
    const failed: Array<{ id: number; code: string }> = [];
    for (const id of new Set(ids as number[])) {
      const item = tables().requests.find(
        (candidate) =>
          candidate.id === id && candidate.branchId === scope.branch && candidate.yearId === scope.year,
      );
      if (!item) {
        failed.push({ id, code: 'NOT_FOUND' });
        continue;
      }
      const refused = approve(item, user);
      if (refused) failed.push({ id, code: refused.code });
      else approved.push(id);
    }
    if (approved.length) db.changed();
    return HttpResponse.json({ approved, failed });
  }),
  http.post('*/api/canteen/requests/:id/approve', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const item = staffRequest(user, params.id);
    if (item instanceof Response) return item;
    const refused = approve(item, user);
    if (refused) return error(409, refused.message, refused.code);
    db.changed();
    return HttpResponse.json(requestView(item, classNamesOf(item.yearId)));
  }),
  http.post('*/api/canteen/requests/:id/reject', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const item = staffRequest(user, params.id);
    if (item instanceof Response) return item;
    const body = await jsonObject(request);
    const reason = text(body?.reason, REASON_MAX);
    if (!reason) return validationError({ reason: 'REASON_REQUIRED' });
    if (item.status !== 'pending')
      return error(409, 'Only a pending request can be rejected', 'TRANSITION_NOT_ALLOWED');
    item.status = 'rejected';
    item.reason = reason;
    item.decidedAt = new Date().toISOString();
    item.decidedBy = user.id;
    db.changed();
    return HttpResponse.json(requestView(item, classNamesOf(item.yearId)));
  }),
  /** The office, or the child's guardian, cancels a request before the cut-off. */
  http.post('*/api/canteen/requests/:id/cancel', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const item = tables().requests.find((candidate) => candidate.id === pathId(params.id));
    if (!item) return notFound();
    const allowed = user.isParent
      ? user.studentIds.includes(item.studentId)
      : staffHolds(user, CANTEEN_PERMISSIONS.requests, item.branchId, item.yearId);
    if (!allowed) return user.isParent ? notFound() : permissionError();
    const body = await jsonObject(request);
    const reason = body?.reason === undefined || body.reason === '' ? null : text(body.reason, REASON_MAX);
    if (body?.reason && !reason) return validationError({ reason: 'TOO_LONG' });
    const refused = cancel(item, user, reason);
    if (refused) return refused;
    db.changed();
    return HttpResponse.json(requestView(item, classNamesOf(item.yearId)));
  }),
];
