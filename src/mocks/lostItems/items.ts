import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import {
  canItemTransition,
  isItemCategory,
  isItemStatus,
  isProposedForDisposal,
  ITEM_STATUSES,
  itemTransitions,
  LOST_ITEM_LIMITS,
  PHOTO_MAX_BYTES,
  photoTypeOf,
  type ItemStatus,
} from '../../domain/lostItems.ts';
import { db } from '../core/db.ts';
import { seededItemPhoto, type DemoLostItem } from './seed.ts';
import { foldText } from '../core/text.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { listParam, searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffHolds, staffScopeOf } from '../core/staffScope.ts';
import {
  disposalDays,
  tables,
  isOpen,
  requestRow,
  PERMISSION,
  handlesLostItems,
  notFound,
  text,
  isDate,
  compareText,
  pageOf,
  fieldErrors,
  itemEvent,
  error,
  requestEvent,
  notifyParent,
} from './shared.ts';

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
export const foundItemHandlers = [
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
];
