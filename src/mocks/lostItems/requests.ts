import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import {
  canRequestTransition,
  isItemCategory,
  isRequestStatus,
  LOST_ITEM_LIMITS,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  type RequestKind,
  type RequestStatus,
} from '../../domain/lostItems.ts';
import { db } from '../core/db.ts';
import type { DemoLostItem, DemoLostItemRequest } from './seed.ts';
import { addNotification } from '../notifications/index.ts';
import { foldText } from '../core/text.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { listParam, searchTokens } from '../core/params.ts';
import { jsonObject, staffHolds, staffScopeOf } from '../core/staffScope.ts';
import {
  tables,
  PERMISSION,
  handlesLostItems,
  notFound,
  requestEvent,
  itemEvent,
  isOpen,
  notifyParent,
  parentChild,
  studentOf,
  compareText,
  pageOf,
  requestRow,
  error,
  fieldErrors,
  text,
  isDate,
  nowIso,
} from './shared.ts';

function staffRequest(user: DemoUser, rawId: unknown): DemoLostItemRequest | Response {
  const id = String(rawId);
  const request = /^\d+$/.test(id)
    ? tables().requests.find((candidate) => candidate.id === Number(id))
    : undefined;
  if (request && staffHolds(user, PERMISSION, request.branchId, request.yearId)) return request;
  return handlesLostItems(user) ? notFound() : permissionError();
}

/** Tells every member of staff handling lost items in the branch and year that a claim or request arrived. */
function notifyStaff(data: DemoData, request: DemoLostItemRequest, studentName: string) {
  for (const member of data.users) {
    if (!staffHolds(member, PERMISSION, request.branchId, request.yearId)) continue;
    addNotification(data, {
      userId: member.id,
      schoolbranchid: request.branchId,
      title: request.kind === 'claim' ? 'Objet trouvé réclamé' : 'Objet perdu signalé',
      body: `${request.guardianName} (${studentName}) : ${request.description}`,
      topic: 'request',
      studentId: null,
      link: '/lost-item-requests',
      tag: `lost-item-request-${request.id}`,
    });
  }
}

/** Moves the request (and its item with it) to `to`; the caller checked the transition. */
function applyRequestTransition(
  data: DemoData,
  user: DemoUser,
  request: DemoLostItemRequest,
  to: RequestStatus,
  item: DemoLostItem | undefined,
  reason: string | null,
) {
  request.status = to;
  request.reason = to === 'rejected' ? reason : request.reason;
  request.history.push(requestEvent(user, to, to === 'rejected' ? reason : null));
  if (to === 'matched' && item) {
    request.itemId = item.id;
    if (item.status === 'found') {
      item.status = 'claimed';
      item.history.push(itemEvent(user, 'claimed', null));
    }
  }
  if (to === 'closed' && item && item.status === 'claimed') {
    item.status = 'returned';
    item.history.push(itemEvent(user, 'returned', null));
  }
  if (to === 'rejected' && item && item.status === 'claimed') {
    // The item is free again unless another family's claim still holds it.
    const held = tables(data).requests.some(
      (other) => other.id !== request.id && other.itemId === item.id && isOpen(other),
    );
    if (!held) {
      item.status = 'found';
      item.history.push(itemEvent(user, 'found', null));
    }
  }
  notifyParent(data, request);
}
export const lostItemRequestHandlers = [
  http.get('*/api/lost-item-requests', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const data = db.data;
    const statuses = listParam(params, 'status');
    const kinds = listParam(params, 'kind');
    let rows: DemoLostItemRequest[];
    let forStaff = false;
    if (user.isParent) {
      // Family scope: only the selected child's requests, and only for their own guardian.
      const child = parentChild(user, params);
      if (child instanceof Response) return child;
      rows = tables(data).requests.filter(
        (entry) => entry.studentId === child.student.studentid && entry.yearId === child.year,
      );
    } else {
      const scope = staffScopeOf(user, request, PERMISSION);
      if (scope instanceof Response) return scope;
      forStaff = true;
      const tokens = searchTokens(params);
      rows = tables(data).requests.filter((entry) => {
        if (entry.branchId !== scope.branch || entry.yearId !== scope.year) return false;
        if (!tokens.length) return true;
        const student = studentOf(data, entry.studentId);
        const haystack = ` ${foldText(
          `${entry.description} ${entry.guardianName} ${student?.firstname_fr ?? ''} ${student?.lastname_fr ?? ''}`,
        )} `;
        return tokens.every((token) => haystack.includes(token));
      });
    }
    const counts = Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as Record<
      RequestStatus,
      number
    >;
    for (const entry of rows) counts[entry.status] += 1;
    rows = rows
      .filter(
        (entry) => (!statuses || statuses.includes(entry.status)) && (!kinds || kinds.includes(entry.kind)),
      )
      .sort((a, b) => compareText(b.createdAt, a.createdAt) || b.id - a.id);
    const page = pageOf(params, rows);
    return HttpResponse.json({
      ...page,
      items: page.items.map((entry) => requestRow(entry, data, forStaff)),
      counts,
    });
  }),
  http.post('*/api/lost-item-requests', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    // Only a family sends a claim or describes a lost item, for one of its own children.
    const child = parentChild(user, new URL(request.url).searchParams);
    if (child instanceof Response) return child;
    const { student, year } = child;
    const body = await jsonObject(request);
    if (!body) return error(400, 'JSON body expected', 'INVALID_REQUEST');
    const data = db.data;
    const today = todayIso();
    const kind = (REQUEST_KINDS as readonly unknown[]).includes(body.kind)
      ? (body.kind as RequestKind)
      : null;
    if (!kind) return fieldErrors({ kind: 'REQUIRED' });
    const errors: Record<string, string> = {};
    const description = text(body, 'description');
    if (description.length > LOST_ITEM_LIMITS.description) errors.description = 'TOO_LONG';
    let item: DemoLostItem | undefined;
    let category: DemoLostItemRequest['category'] = null;
    let lostOn: string | null = null;
    if (kind === 'claim') {
      item =
        typeof body.itemId === 'number'
          ? tables(data).items.find(
              (candidate) =>
                candidate.id === body.itemId &&
                candidate.branchId === student.branchId &&
                candidate.yearId === year,
            )
          : undefined;
      if (!item) errors.itemId = 'REQUIRED';
      else if (item.status !== 'found') errors.itemId = 'ITEM_NOT_AVAILABLE';
      category = item?.category ?? null;
    } else {
      if (!description) errors.description = 'REQUIRED';
      const rawCategory = text(body, 'category');
      if (rawCategory && !isItemCategory(rawCategory)) errors.category = 'UNKNOWN_CATEGORY';
      else category = isItemCategory(rawCategory) ? rawCategory : null;
      const rawDate = text(body, 'lostOn');
      if (rawDate && !isDate(rawDate)) errors.lostOn = 'INVALID_DATE';
      else if (rawDate > today) errors.lostOn = 'DATE_IN_FUTURE';
      else lostOn = rawDate || null;
    }
    if (Object.keys(errors).length) {
      // A claim on an item someone else took in the meantime is told as such, not as a bad field.
      if (errors.itemId === 'ITEM_NOT_AVAILABLE') {
        return HttpResponse.json(
          { message: 'This item is no longer waiting for its owner', code: 'ITEM_NOT_AVAILABLE', errors },
          { status: 409 },
        );
      }
      return fieldErrors(errors);
    }
    const createdAt = nowIso();
    const entry: DemoLostItemRequest = {
      id: tables(data).requests.reduce((max, candidate) => Math.max(max, candidate.id), 0) + 1,
      branchId: student.branchId,
      yearId: year,
      studentId: student.studentid,
      familyId: student.familyId,
      userId: user.id,
      guardianName: user.displayname,
      kind,
      itemId: item?.id ?? null,
      description: description || (item?.description ?? ''),
      category,
      lostOn,
      status: 'pending',
      reason: null,
      createdAt,
      history: [{ status: 'pending', at: createdAt, by: user.displayname, reason: null }],
    };
    tables(data).requests.push(entry);
    if (item) {
      item.status = 'claimed';
      item.history.push(itemEvent(user, 'claimed', null));
    }
    notifyStaff(data, entry, `${student.firstname_fr} ${student.lastname_fr}`);
    db.changed();
    return HttpResponse.json(requestRow(entry, data, false), { status: 201 });
  }),
  // One request, for staff (its dialog).
  http.get('*/api/lost-item-requests/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const entry = staffRequest(user, params.id);
    if (entry instanceof Response) return entry;
    return HttpResponse.json(requestRow(entry, db.data, true));
  }),
  http.post('*/api/lost-item-requests/:id/transitions', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const entry = staffRequest(user, params.id);
    if (entry instanceof Response) return entry;
    const body = await jsonObject(request);
    const to = body?.to;
    const rawReason = body?.reason;
    if (
      !isRequestStatus(to) ||
      (rawReason !== undefined && rawReason !== null && typeof rawReason !== 'string')
    ) {
      return error(422, 'to must be a status; reason must be text', 'INVALID_REQUEST');
    }
    if (!canRequestTransition(entry.status, to)) {
      return error(409, `A request cannot go from ${entry.status} to ${to}`, 'STATUS_CHANGE_NOT_ALLOWED');
    }
    const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
    if (to === 'rejected' && !reason) {
      return error(422, 'A reason is required to reject a request', 'REASON_REQUIRED');
    }
    if (reason.length > LOST_ITEM_LIMITS.reason) {
      return error(422, 'The reason is limited to 500 characters', 'REASON_TOO_LONG');
    }
    const data = db.data;
    const itemId = typeof body?.itemId === 'number' ? body.itemId : entry.itemId;
    const item =
      itemId === null
        ? undefined
        : tables(data).items.find(
            (candidate) =>
              candidate.id === itemId &&
              candidate.branchId === entry.branchId &&
              candidate.yearId === entry.yearId,
          );
    if (to === 'matched') {
      if (!item) return fieldErrors({ itemId: 'ITEM_REQUIRED' });
      // The item is free, or claimed by this very request.
      const free = item.status === 'found' || (item.status === 'claimed' && item.id === entry.itemId);
      const heldByOther = tables(data).requests.some(
        (other) => other.id !== entry.id && other.itemId === item.id && other.status === 'matched',
      );
      if (!free || heldByOther) {
        return HttpResponse.json(
          {
            message: 'This item is not available',
            code: 'ITEM_NOT_AVAILABLE',
            errors: { itemId: 'ITEM_NOT_AVAILABLE' },
          },
          { status: 409 },
        );
      }
    }
    applyRequestTransition(
      data,
      user,
      entry,
      to,
      to === 'matched' ? item : entry.itemId === null ? undefined : item,
      reason || null,
    );
    db.changed();
    return HttpResponse.json(requestRow(entry, data, true));
  }),
];
