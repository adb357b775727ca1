import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import {
  canItemTransition,
  canRequestTransition,
  isDisposalDelay,
  isItemCategory,
  isItemStatus,
  isProposedForDisposal,
  isRequestStatus,
  ITEM_STATUSES,
  itemTransitions,
  LOST_ITEM_LIMITS,
  PHOTO_MAX_BYTES,
  photoTypeOf,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  requestTransitions,
  type ItemStatus,
  type RequestKind,
  type RequestStatus,
} from '../../domain/lostItems.ts';
import { db } from '../core/db.ts';
import { seededItemPhoto, type DemoLostItem, type DemoLostItemRequest } from './seed.ts';
import { addNotification } from '../notifications/index.ts';
import { foldText } from '../core/text.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import type { DemoStudent } from '../school/index.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { idParam, intOr, listParam, searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffHolds, staffScopeOf } from '../core/staffScope.ts';

/**
 * docs/api.md "Lost items": found items recorded by staff, parents' claims and descriptions of lost items, their
 * states (src/domain/lostItems.ts), the disposal delay, and the notifications they send.
 */
const PERMISSION = 'view-lost-items-page';
const PAGE_SIZE = { default: 25, min: 6, max: 200 } as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function error(status: number, message: string, code: string) {
  return HttpResponse.json({ message, code }, { status });
}

function fieldErrors(errors: Record<string, string>) {
  return HttpResponse.json(
    { message: 'Validation failed', code: 'VALIDATION_ERROR', errors },
    { status: 422 },
  );
}

function notFound() {
  return HttpResponse.json({ message: 'Not found' }, { status: 404 });
}

function tables(data: DemoData = db.data) {
  return data.lostItems;
}

function disposalDays(branchId: number): number {
  return (
    tables().settings.find((setting) => setting.branchId === branchId)?.disposalDays ??
    LOST_ITEM_LIMITS.disposalDays.default
  );
}

function nowIso(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function isDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return DATE.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A page of `rows` as every list answers it. */
function pageOf<T>(params: URLSearchParams, rows: T[]) {
  const pageSize = Math.min(
    PAGE_SIZE.max,
    Math.max(PAGE_SIZE.min, intOr(params.get('pageSize'), PAGE_SIZE.default)),
  );
  const page = Math.max(1, intOr(params.get('page'), 1));
  return { items: rows.slice((page - 1) * pageSize, page * pageSize), total: rows.length, page, pageSize };
}

function isOpen(request: DemoLostItemRequest): boolean {
  return request.status === 'pending' || request.status === 'matched';
}

function itemRow(item: DemoLostItem, today: string) {
  return {
    id: item.id,
    category: item.category,
    description: item.description,
    place: item.place,
    foundOn: item.foundOn,
    status: item.status,
    hasPhoto: item.photo !== null,
    proposedForDisposal: isProposedForDisposal(item, today, disposalDays(item.branchId)),
    openRequests: tables().requests.filter((request) => request.itemId === item.id && isOpen(request)).length,
  };
}

function studentOf(data: DemoData, studentId: number): DemoStudent | undefined {
  return data.students.find((student) => student.studentid === studentId);
}

function requestRow(request: DemoLostItemRequest, data: DemoData, forStaff: boolean) {
  const student = studentOf(data, request.studentId);
  const item = request.itemId === null ? null : tables(data).items.find((c) => c.id === request.itemId);
  return {
    id: request.id,
    kind: request.kind,
    status: request.status,
    description: request.description,
    category: request.category,
    lostOn: request.lostOn,
    createdAt: request.createdAt,
    reason: request.reason,
    guardianName: request.guardianName,
    student: {
      studentid: request.studentId,
      firstname_fr: student?.firstname_fr ?? '',
      lastname_fr: student?.lastname_fr ?? '',
      firstname_ar: student?.firstname_ar ?? '',
      lastname_ar: student?.lastname_ar ?? '',
    },
    item: item
      ? {
          id: item.id,
          category: item.category,
          description: item.description,
          place: item.place,
          foundOn: item.foundOn,
          status: item.status,
          hasPhoto: item.photo !== null,
        }
      : null,
    history: request.history,
    allowedTransitions: forStaff ? requestTransitions(request.status) : [],
  };
}

function itemDetail(item: DemoLostItem, data: DemoData, today: string) {
  return {
    ...itemRow(item, today),
    recordedBy: item.recordedBy,
    history: item.history,
    // A claim is made by a parent and a match by a request: from here, only returned, disposed and released.
    allowedTransitions: itemTransitions(item.status).filter((status) => status !== 'claimed'),
    requests: tables(data)
      .requests.filter((request) => request.itemId === item.id)
      .map((request) => requestRow(request, data, true)),
  };
}

/** The child of a parent's call (`student` and `year`), when the parent may act for them; else the 403 answer. */
function parentChild(
  user: DemoUser,
  params: URLSearchParams,
): { student: DemoStudent; year: number } | Response {
  const studentId = idParam(params, 'student');
  const year = idParam(params, 'year');
  if (studentId === null || year === null) return invalidRequest('student and year are required');
  const data = db.data;
  const student = studentOf(data, studentId);
  const family = student ? data.families.find((candidate) => candidate.id === student.familyId) : undefined;
  const isGuardian = family?.guardians.some((guardian) => guardian.userId === user.id) ?? false;
  const holds = user.roles.some(
    (role) =>
      student !== undefined &&
      role.schoolbranchid === student.branchId &&
      role.schoolyearid === year &&
      role.permissions.includes(PERMISSION),
  );
  if (!student || !user.isParent || !isGuardian || !holds) return permissionError();
  return { student, year };
}

/** The ids of the children of every family the parent is a guardian of. */
function familyIds(user: DemoUser, data: DemoData): Set<number> {
  return new Set(
    data.families
      .filter((family) => family.guardians.some((guardian) => guardian.userId === user.id))
      .map((family) => family.id),
  );
}

/** The found item of `:id` for a member of staff allowed in its branch and year; else 404 or 403. */
function staffItem(user: DemoUser, rawId: unknown): DemoLostItem | Response {
  const id = String(rawId);
  const item = /^\d+$/.test(id) ? tables().items.find((candidate) => candidate.id === Number(id)) : undefined;
  if (item && staffHolds(user, PERMISSION, item.branchId, item.yearId)) return item;
  return handlesLostItems(user) ? notFound() : permissionError();
}

function staffRequest(user: DemoUser, rawId: unknown): DemoLostItemRequest | Response {
  const id = String(rawId);
  const request = /^\d+$/.test(id)
    ? tables().requests.find((candidate) => candidate.id === Number(id))
    : undefined;
  if (request && staffHolds(user, PERMISSION, request.branchId, request.yearId)) return request;
  return handlesLostItems(user) ? notFound() : permissionError();
}

function handlesLostItems(user: DemoUser): boolean {
  return (
    !user.isParent &&
    user.roles.some((role) => role.name === 'admin' || role.permissions.includes(PERMISSION))
  );
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
    });
  }
}

const PARENT_TITLES: Partial<Record<RequestStatus, string>> = {
  matched: 'Objet retrouvé',
  rejected: 'Demande d’objet perdu refusée',
  closed: 'Objet rendu',
};

/** Tells the family's account that its request changed state (matched, rejected, closed). */
function notifyParent(data: DemoData, request: DemoLostItemRequest) {
  const title = PARENT_TITLES[request.status];
  if (request.userId === null || !title) return;
  const item = tables(data).items.find((candidate) => candidate.id === request.itemId);
  const body =
    request.status === 'rejected'
      ? `« ${request.description} » : ${request.reason ?? ''}`
      : request.status === 'matched'
        ? `« ${item?.description ?? request.description} » vous attend au secrétariat (${item?.place ?? ''}).`
        : `« ${item?.description ?? request.description} » a été rendu.`;
  addNotification(data, { userId: request.userId, schoolbranchid: request.branchId, title, body });
}

function requestEvent(user: DemoUser, status: RequestStatus, reason: string | null) {
  return { status, at: nowIso(), by: user.displayname, reason };
}

function itemEvent(user: DemoUser, status: ItemStatus, reason: string | null) {
  return { status, at: nowIso(), by: user.displayname, reason };
}

function text(body: Record<string, unknown> | FormData, key: string): string {
  // Duck-typed: under Vitest's jsdom the global FormData is jsdom's, while the parsed form is Node's.
  const value =
    typeof body.get === 'function' ? (body as FormData).get(key) : (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** The fields of a found item, or the codes of the fields at fault. */
function itemInput(form: FormData, today: string) {
  const errors: Record<string, string> = {};
  const category = text(form, 'category');
  if (!category) errors.category = 'REQUIRED';
  else if (!isItemCategory(category)) errors.category = 'UNKNOWN_CATEGORY';
  const description = text(form, 'description');
  if (!description) errors.description = 'REQUIRED';
  else if (description.length > LOST_ITEM_LIMITS.description) errors.description = 'TOO_LONG';
  const place = text(form, 'place');
  if (!place) errors.place = 'REQUIRED';
  else if (place.length > LOST_ITEM_LIMITS.place) errors.place = 'TOO_LONG';
  const foundOn = text(form, 'foundOn');
  if (!isDate(foundOn)) errors.foundOn = 'INVALID_DATE';
  else if (foundOn > today) errors.foundOn = 'DATE_IN_FUTURE';
  return { errors, category, description, place, foundOn };
}

/** A photo sent with an item: null when none; a refusal when it is not a picture (by its bytes) or too large. */
async function photoInput(form: FormData): Promise<{ mimeType: string; data: string } | null | Response> {
  const file = form.get('file');
  // Duck-typed: under Vitest the global File is jsdom's, while the parsed form holds Node's.
  const upload = typeof file === 'object' && file !== null && 'arrayBuffer' in file ? file : null;
  if (!upload || upload.size === 0) return null;
  const refuse = (message: string, code: string, status = 422) =>
    HttpResponse.json({ message, code, errors: { file: code } }, { status });
  if (upload.size > PHOTO_MAX_BYTES) return refuse('File too large', 'FILE_TOO_LARGE', 413);
  const bytes = new Uint8Array(await upload.arrayBuffer());
  const type = photoTypeOf(bytes);
  if (!type) return refuse('JPEG, PNG or WebP pictures only', 'UNSUPPORTED_TYPE');
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { mimeType: type, data: btoa(binary) };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
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

export const lostItemHandlers = [
  http.get('*/api/lost-items/summary', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const today = todayIso();
    const days = disposalDays(scope.branch);
    const inScope = <T extends { branchId: number; yearId: number }>(record: T) =>
      record.branchId === scope.branch && record.yearId === scope.year;
    const items = tables().items.filter(inScope);
    return HttpResponse.json({
      unclaimed: items.filter((item) => item.status === 'found').length,
      proposedForDisposal: items.filter((item) => isProposedForDisposal(item, today, days)).length,
      pendingRequests: tables()
        .requests.filter(inScope)
        .filter((entry) => entry.status === 'pending').length,
      disposalDays: days,
    });
  }),

  http.get('*/api/lost-items/settings', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    return HttpResponse.json({ disposalDays: disposalDays(scope.branch) });
  }),

  http.put('*/api/lost-items/settings', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const body = await jsonObject(request);
    if (!body) return error(400, 'JSON body expected', 'INVALID_REQUEST');
    if (!isDisposalDelay(body.disposalDays)) return fieldErrors({ disposalDays: 'INVALID_DISPOSAL_DELAY' });
    const settings = tables().settings;
    const current = settings.find((setting) => setting.branchId === scope.branch);
    if (current) current.disposalDays = body.disposalDays;
    else settings.push({ branchId: scope.branch, disposalDays: body.disposalDays });
    db.changed();
    return HttpResponse.json({ disposalDays: body.disposalDays });
  }),

  // A parent: the recent found items of the selected child's branch and year, still waiting for their owner.
  http.get('*/api/lost-items/recent', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const child = parentChild(user, params);
    if (child instanceof Response) return child;
    const { student, year } = child;
    const today = todayIso();
    const days = disposalDays(student.branchId);
    const category = listParam(params, 'category');
    const rows = tables()
      .items.filter(
        (item) =>
          item.branchId === student.branchId &&
          item.yearId === year &&
          item.status === 'found' &&
          !isProposedForDisposal(item, today, days) &&
          (!category || category.includes(item.category)),
      )
      .sort((a, b) => compareText(b.foundOn, a.foundOn) || b.id - a.id)
      .map((item) => ({
        id: item.id,
        category: item.category,
        description: item.description,
        place: item.place,
        foundOn: item.foundOn,
        hasPhoto: item.photo !== null,
      }));
    return HttpResponse.json(pageOf(params, rows));
  }),

  http.get('*/api/lost-items', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const params = new URL(request.url).searchParams;
    const today = todayIso();
    const days = disposalDays(scope.branch);
    const statuses = listParam(params, 'status');
    const categories = listParam(params, 'category');
    const proposedOnly = params.get('proposed') === '1' || params.get('proposed') === 'true';
    const tokens = searchTokens(params);
    const counts = Object.fromEntries(ITEM_STATUSES.map((status) => [status, 0])) as Record<
      ItemStatus,
      number
    >;
    let proposed = 0;
    const rows: DemoLostItem[] = [];
    for (const item of tables().items) {
      if (item.branchId !== scope.branch || item.yearId !== scope.year) continue;
      if (categories && !categories.includes(item.category)) continue;
      if (tokens.length) {
        const haystack = ` ${foldText(`${item.description} ${item.place}`)} `;
        if (!tokens.every((token) => haystack.includes(token))) continue;
      }
      const isProposed = isProposedForDisposal(item, today, days);
      counts[item.status] += 1;
      if (isProposed) proposed += 1;
      if (statuses && !statuses.includes(item.status)) continue;
      if (proposedOnly && !isProposed) continue;
      rows.push(item);
    }
    const sort = params.get('sort') ?? 'foundOn';
    const direction = params.get('order') === 'asc' ? 1 : -1;
    const key = (a: DemoLostItem, b: DemoLostItem) =>
      sort === 'category'
        ? compareText(a.category, b.category)
        : sort === 'status'
          ? ITEM_STATUSES.indexOf(a.status) - ITEM_STATUSES.indexOf(b.status)
          : compareText(a.foundOn, b.foundOn);
    rows.sort((a, b) => direction * (key(a, b) || a.id - b.id));
    const page = pageOf(params, rows);
    return HttpResponse.json({
      ...page,
      items: page.items.map((item) => itemRow(item, today)),
      counts,
      proposed,
      disposalDays: days,
    });
  }),

  http.post('*/api/lost-items', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const form = await request.formData().catch(() => null);
    if (!form) return invalidRequest('Multipart body expected');
    const today = todayIso();
    const input = itemInput(form, today);
    if (Object.keys(input.errors).length) return fieldErrors(input.errors);
    const photo = await photoInput(form);
    if (photo instanceof Response) return photo;
    const data = db.data;
    const item: DemoLostItem = {
      id: tables(data).items.reduce((max, candidate) => Math.max(max, candidate.id), 0) + 1,
      branchId: scope.branch,
      yearId: scope.year,
      category: input.category as DemoLostItem['category'],
      description: input.description,
      place: input.place,
      foundOn: input.foundOn,
      status: 'found',
      photo,
      recordedBy: user.displayname,
      history: [itemEvent(user, 'found', null)],
    };
    tables(data).items.push(item);
    db.changed();
    return HttpResponse.json(itemDetail(item, data, today), { status: 201 });
  }),

  http.get('*/api/lost-items/:id/photo', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const id = String(params.id);
    const data = db.data;
    const item = /^\d+$/.test(id)
      ? tables(data).items.find((candidate) => candidate.id === Number(id))
      : undefined;
    if (!item) return notFound();
    let allowed = staffHolds(user, PERMISSION, item.branchId, item.yearId);
    if (!allowed && user.isParent) {
      // A parent sees the photo of an item waiting in their child's branch, or of one their family asked for.
      const families = familyIds(user, data);
      const children = data.students.filter((student) => families.has(student.familyId));
      const mayBrowse = children.some(
        (child) =>
          child.branchId === item.branchId &&
          user.roles.some(
            (role) =>
              role.schoolbranchid === item.branchId &&
              role.schoolyearid === item.yearId &&
              role.permissions.includes(PERMISSION),
          ),
      );
      const asked = tables(data).requests.some(
        (entry) => entry.itemId === item.id && families.has(entry.familyId),
      );
      allowed = (mayBrowse && item.status === 'found') || asked;
    }
    if (!allowed) return notFound();
    if (item.photo === null) return HttpResponse.json({ message: 'No photo' }, { status: 404 });
    const headers = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' };
    if (item.photo === 'seeded') {
      return new HttpResponse(seededItemPhoto(item.category), {
        headers: { ...headers, 'Content-Type': 'image/svg+xml' },
      });
    }
    const bytes = Uint8Array.from(atob(item.photo.data), (char) => char.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { ...headers, 'Content-Type': item.photo.mimeType } });
  }),

  http.get('*/api/lost-items/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const item = staffItem(user, params.id);
    if (item instanceof Response) return item;
    return HttpResponse.json(itemDetail(item, db.data, todayIso()));
  }),

  http.post('*/api/lost-items/:id/transitions', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const item = staffItem(user, params.id);
    if (item instanceof Response) return item;
    const body = await jsonObject(request);
    const to = body?.to;
    if (!isItemStatus(to)) return error(422, 'to must be a status', 'INVALID_REQUEST');
    if (!canItemTransition(item.status, to)) {
      return error(409, `An item cannot go from ${item.status} to ${to}`, 'STATUS_CHANGE_NOT_ALLOWED');
    }
    const data = db.data;
    const open = tables(data).requests.filter((entry) => entry.itemId === item.id && isOpen(entry));
    if (to === 'claimed') {
      return error(422, 'An item is claimed by a parent’s claim or a match', 'CLAIM_REQUIRED');
    }
    const matched = open.find((entry) => entry.status === 'matched');
    if (to === 'returned' && !matched) {
      return error(409, 'Match a request to the item before returning it', 'MATCH_REQUIRED');
    }
    if (to === 'found' && open.length > 0) {
      return error(409, 'Reject the open requests on this item first', 'ITEM_HAS_OPEN_REQUEST');
    }
    item.status = to;
    item.history.push(itemEvent(user, to, null));
    if (to === 'returned' && matched) {
      matched.status = 'closed';
      matched.history.push(requestEvent(user, 'closed', null));
      notifyParent(data, matched);
    }
    db.changed();
    return HttpResponse.json(itemDetail(item, data, todayIso()));
  }),

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
