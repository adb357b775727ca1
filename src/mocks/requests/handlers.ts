import { http, HttpResponse } from 'msw';
import { printedIdentity } from '../school-settings/index.ts';
import { ATTACHMENT_RULES } from '../../domain/attachments.ts';
import { todayIso } from '../../domain/dates.ts';
import {
  canMoveRequest,
  isPendingRequest,
  isRequestOverdue,
  isRequestState,
  REQUEST_FIELD_KINDS,
  REQUEST_LIMITS,
  REQUEST_STATES,
  requestDueDate,
  requestNeedsReason,
  requestTransitions,
  type RequestActor,
  type RequestFieldKind,
  type RequestState,
} from '../../domain/requests.ts';
import { db } from '../core/db.ts';
import { addNotification } from '../notifications/index.ts';
import type {
  DemoRequest,
  DemoRequestEntry,
  DemoRequestField,
  DemoRequestType,
  RequestTables,
} from './seed.ts';
import { foldText } from '../core/text.ts';
import type { DemoAttachment, DemoData, DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { idParam, intOr, listParam, searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffHolds } from '../core/staffScope.ts';
import { validationError } from '../core/listing.ts';

/**
 * docs/api.md "Requests": request types (request-config), the parents' requests of a branch and year, their
 * threads (replies both sides see, internal notes a family never receives), state changes, assignment, the
 * certificate of schooling, and the dashboard's count of requests past their target delay.
 */
export const REQUEST_PERMISSION = 'view-request-page';
export const REQUEST_SETTINGS_PERMISSION = 'view-request-settings-page';
const PAGE_SIZE = { default: 25, min: 5, max: 200 } as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The permissions a request type may be handled by: the staff pages whose holders deal with families. */
export const HANDLING_PERMISSIONS = [
  'view-request-page',
  'view-full-students-page',
  'view-studentengagements-page',
  'view-lignes-page',
  'view-cantine-demandes-page',
  'view-evaluations-page',
] as const;

function error(status: number, message: string, code: string) {
  return HttpResponse.json({ message, code }, { status });
}

function notFound() {
  return HttpResponse.json({ message: 'Request not found' }, { status: 404 });
}

function tables(): RequestTables {
  return db.data.requests;
}

function isValidDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The required branch and year of a call, or the 400 answer. */
function scopeOf(request: Request): { branch: number; year: number } | Response {
  const params = new URL(request.url).searchParams;
  const branch = idParam(params, 'branch');
  const year = idParam(params, 'year');
  if (branch === null || year === null) return invalidRequest('branch and year are required');
  return { branch, year };
}

/** A parent's own child in that branch (family scope). */
function ownChild(user: DemoUser, studentId: number | null, branch?: number) {
  if (!user.isParent || studentId === null || !user.studentIds.includes(studentId)) return null;
  const student = db.data.students.find((candidate) => candidate.studentid === studentId);
  return student && (branch === undefined || student.branchId === branch) ? student : null;
}

/** Staff who handle a type there: the queue's permission and the type's own (an admin role holds both). */
function handles(user: DemoUser, type: DemoRequestType, branch: number, year: number): boolean {
  return (
    staffHolds(user, REQUEST_PERMISSION, branch, year) && staffHolds(user, type.permission, branch, year)
  );
}

function typeOf(request: DemoRequest): DemoRequestType | undefined {
  return tables().types.find((type) => type.id === request.typeId);
}

/** Who is asking about a request: its family, or staff who handle its type; anyone else is told it does not exist. */
function actorFor(user: DemoUser, request: DemoRequest): RequestActor | null {
  if (user.isParent) return user.studentIds.includes(request.studentId) ? 'family' : null;
  const type = typeOf(request);
  return type && handles(user, type, request.branchId, request.yearId) ? 'staff' : null;
}

function findRequest(
  user: DemoUser,
  rawId: unknown,
): { request: DemoRequest; actor: RequestActor } | Response {
  const id = String(rawId);
  const request = /^\d+$/.test(id) ? tables().items.find((item) => item.id === Number(id)) : undefined;
  if (!request) return notFound();
  const actor = actorFor(user, request);
  if (actor) return { request, actor };
  // Staff who never handle requests lack the permission; anyone else is told it does not exist.
  return !user.isParent &&
    !user.roles.some((role) => role.name === 'admin' || role.permissions.includes(REQUEST_PERMISSION))
    ? permissionError()
    : notFound();
}

function typeAnswer(type: DemoRequestType) {
  return {
    id: type.id,
    kind: type.kind,
    name_fr: type.name_fr,
    name_ar: type.name_ar,
    permission: type.permission,
    delayDays: type.delayDays,
    active: type.active,
    fields: type.fields.map((item) => ({ ...item, choices: [...item.choices] })),
  };
}

function userName(data: DemoData, id: number | null): string | null {
  if (id === null) return null;
  return data.users.find((user) => user.id === id)?.displayname ?? null;
}

function studentAnswer(data: DemoData, request: DemoRequest) {
  const student = data.students.find((candidate) => candidate.studentid === request.studentId);
  const enrolment = data.enrolments.find(
    (candidate) => candidate.studentId === request.studentId && candidate.yearId === request.yearId,
  );
  const cls = enrolment ? data.classes.find((candidate) => candidate.id === enrolment.classId) : undefined;
  return {
    studentid: request.studentId,
    firstname_fr: student?.firstname_fr ?? '',
    lastname_fr: student?.lastname_fr ?? '',
    firstname_ar: student?.firstname_ar ?? '',
    lastname_ar: student?.lastname_ar ?? '',
    className: cls?.name ?? null,
  };
}

function rowAnswer(data: DemoData, request: DemoRequest, today: string) {
  const type = typeOf(request);
  const delayDays = type?.delayDays ?? 0;
  return {
    id: request.id,
    reference: request.reference,
    student: studentAnswer(data, request),
    type: {
      id: request.typeId,
      kind: type?.kind ?? 'other',
      name_fr: type?.name_fr ?? '',
      name_ar: type?.name_ar ?? '',
    },
    state: request.state,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
    dueDate: requestDueDate(request.createdAt, delayDays),
    overdue: isRequestOverdue({ state: request.state, createdAt: request.createdAt, delayDays }, today),
    assignee:
      request.assigneeId === null
        ? null
        : { id: request.assigneeId, name: userName(data, request.assigneeId) ?? '' },
    replies: request.thread.filter((entry) => entry.kind === 'reply').length,
  };
}

function attachmentAnswer(attachment: DemoAttachment) {
  return {
    path: attachment.path,
    name: attachment.name,
    mimeType: attachment.mimeType,
    size: attachment.size,
  };
}

/**
 * The thread as this actor may see it: a family never receives an internal note (not even that one exists).
 */
export function visibleThread(thread: readonly DemoRequestEntry[], actor: RequestActor): DemoRequestEntry[] {
  return actor === 'family' ? thread.filter((entry) => entry.kind !== 'note') : [...thread];
}

function detailAnswer(data: DemoData, request: DemoRequest, actor: RequestActor, today = todayIso()) {
  const type = typeOf(request);
  const staffIds = new Set(data.users.filter((user) => !user.isParent).map((user) => user.id));
  return {
    ...rowAnswer(data, request, today),
    branchId: request.branchId,
    yearId: request.yearId,
    answers: request.answers.map((answer) => {
      const field = type?.fields.find((candidate) => candidate.key === answer.key);
      return {
        key: answer.key,
        label_fr: field?.label_fr ?? answer.key,
        label_ar: field?.label_ar ?? answer.key,
        kind: field?.kind ?? 'text',
        value: answer.value,
      };
    }),
    attachments: request.attachments.map(attachmentAnswer),
    thread: visibleThread(request.thread, actor).map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      authorRole: staffIds.has(entry.authorId) ? 'school' : 'family',
      author: staffIds.has(entry.authorId) ? (userName(data, entry.authorId) ?? '') : null,
      at: entry.at,
      text: entry.text,
      from: entry.from,
      to: entry.to,
      attachments: entry.attachments.map(attachmentAnswer),
    })),
    allowedTransitions: requestTransitions(request.state, actor),
    actor,
    assignees:
      actor === 'staff' && type
        ? data.users
            .filter((user) => handles(user, type, request.branchId, request.yearId))
            .map((user) => ({ id: user.id, name: user.displayname }))
        : [],
    canCertificate: actor === 'staff' && type?.kind === 'certificate',
  };
}

function nextId(items: ReadonlyArray<{ id: number }>): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

function nextEntryId(): number {
  return (
    tables().items.reduce((max, item) => item.thread.reduce((m, entry) => Math.max(m, entry.id), max), 0) + 1
  );
}

/** The family's accounts of a request's child: who is told about a reply or a change of state. */
function familyUsers(data: DemoData, request: DemoRequest): DemoUser[] {
  return data.users.filter((user) => user.isParent && user.studentIds.includes(request.studentId));
}

function notifyFamily(data: DemoData, request: DemoRequest, title: string, body: string) {
  for (const user of familyUsers(data, request)) {
    addNotification(data, { userId: user.id, schoolbranchid: request.branchId, title, body });
  }
}

/** Staff holding the type's permission there: told when a new request arrives. */
function notifyHandlers(
  data: DemoData,
  request: DemoRequest,
  type: DemoRequestType,
  title: string,
  body: string,
) {
  const targets =
    request.assigneeId !== null
      ? data.users.filter((user) => user.id === request.assigneeId)
      : data.users.filter((user) => handles(user, type, request.branchId, request.yearId));
  for (const user of targets) {
    addNotification(data, { userId: user.id, schoolbranchid: request.branchId, title, body });
  }
}

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** A type's settings from a body (POST/PUT request-types), or the fields at fault. */
function typeInput(
  body: Record<string, unknown>,
): { fields: Omit<DemoRequestType, 'id' | 'branchId'> } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const name_fr = text(body, 'name_fr');
  const name_ar = text(body, 'name_ar');
  if (!name_fr) errors.name_fr = 'REQUIRED';
  else if (name_fr.length > REQUEST_LIMITS.labelMax) errors.name_fr = 'TOO_LONG';
  if (name_ar.length > REQUEST_LIMITS.labelMax) errors.name_ar = 'TOO_LONG';
  const permission = text(body, 'permission');
  if (!(HANDLING_PERMISSIONS as readonly string[]).includes(permission))
    errors.permission = 'INVALID_PERMISSION';
  const delayDays = body.delayDays;
  if (
    typeof delayDays !== 'number' ||
    !Number.isInteger(delayDays) ||
    delayDays < 1 ||
    delayDays > REQUEST_LIMITS.delayMax
  ) {
    errors.delayDays = 'INVALID_DELAY';
  }
  const kinds = ['certificate', 'meeting', 'absence', 'transport', 'other'] as const;
  const kind = (kinds as readonly unknown[]).includes(body.kind)
    ? (body.kind as DemoRequestType['kind'])
    : 'other';
  const rawFields = Array.isArray(body.fields) ? body.fields : [];
  if (rawFields.length > REQUEST_LIMITS.fieldsMax) errors.fields = 'INVALID_FIELDS';
  const keys = new Set<string>();
  const fields: DemoRequestField[] = rawFields.slice(0, REQUEST_LIMITS.fieldsMax).map((raw, index) => {
    const item = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const path = `fields.${index}`;
    const label_fr = text(item, 'label_fr');
    const label_ar = text(item, 'label_ar');
    if (!label_fr) errors[`${path}.label_fr`] = 'REQUIRED';
    else if (label_fr.length > REQUEST_LIMITS.labelMax) errors[`${path}.label_fr`] = 'TOO_LONG';
    if (label_ar.length > REQUEST_LIMITS.labelMax) errors[`${path}.label_ar`] = 'TOO_LONG';
    const fieldKind = (REQUEST_FIELD_KINDS as readonly unknown[]).includes(item.kind)
      ? (item.kind as RequestFieldKind)
      : null;
    if (!fieldKind) errors[`${path}.kind`] = 'REQUIRED';
    const choices = Array.isArray(item.choices)
      ? item.choices
          .filter((choice): choice is string => typeof choice === 'string')
          .map((choice) => choice.trim())
          .filter(Boolean)
      : [];
    if (fieldKind === 'choice' && (choices.length < 2 || choices.length > REQUEST_LIMITS.choicesMax)) {
      errors[`${path}.choices`] = 'INVALID_CHOICES';
    }
    if (choices.some((choice) => choice.length > REQUEST_LIMITS.labelMax))
      errors[`${path}.choices`] = 'TOO_LONG';
    let key = text(item, 'key') || `field${index + 1}`;
    if (!/^[a-zA-Z][\w-]{0,30}$/.test(key) || keys.has(key)) key = `field${index + 1}-${keys.size}`;
    keys.add(key);
    return {
      key,
      label_fr,
      label_ar,
      kind: fieldKind ?? 'text',
      required: item.required === true,
      choices: fieldKind === 'choice' ? choices : [],
    };
  });
  if (Object.keys(errors).length) return { errors };
  return {
    fields: {
      kind,
      name_fr,
      name_ar,
      permission,
      delayDays: delayDays as number,
      active: body.active !== false,
      fields,
    },
  };
}

/** Files of a multipart form, duck-typed (under Vitest the global File is jsdom's, the parsed form's Node's). */
function filesOf(form: FormData, name: string): File[] {
  return form
    .getAll(name)
    .filter((file): file is File => typeof file === 'object' && file !== null && 'arrayBuffer' in file);
}

function fileProblem(files: readonly File[]): Response | null {
  if (files.length > ATTACHMENT_RULES.maxFiles) return error(422, 'Too many files', 'TOO_MANY_FILES');
  for (const file of files) {
    if (!(ATTACHMENT_RULES.types as readonly string[]).includes(file.type)) {
      return error(422, 'Unsupported file type', 'UNSUPPORTED_TYPE');
    }
    if (file.size > ATTACHMENT_RULES.maxBytes) return error(413, 'File too large', 'FILE_TOO_LARGE');
  }
  return null;
}

/** Stores files under `requests/{id}/…`; the name is kept as typed (shown as text), the path made safe. */
async function store(requestId: number, files: readonly File[], offset: number): Promise<DemoAttachment[]> {
  const attachments: DemoAttachment[] = [];
  for (const [index, file] of files.entries()) {
    const safeName = file.name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 120) || 'fichier';
    const path = `requests/${requestId}/${offset + index}-${safeName}`;
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    tables().files[path] = btoa(binary);
    attachments.push({ path, name: file.name.slice(0, 200), mimeType: file.type, size: file.size });
  }
  return attachments;
}

/** The family's answers to a type's fields, checked one by one. */
function answersOf(
  type: DemoRequestType,
  raw: unknown,
  fieldFiles: Map<string, File>,
): { answers: Array<{ key: string; value: string }> } | { errors: Record<string, string> } {
  const values =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const errors: Record<string, string> = {};
  const answers: Array<{ key: string; value: string }> = [];
  for (const item of type.fields) {
    const path = `answers.${item.key}`;
    if (item.kind === 'file') {
      const file = fieldFiles.get(item.key);
      if (!file && item.required) errors[path] = 'REQUIRED';
      if (file) answers.push({ key: item.key, value: file.name.slice(0, 200) });
      continue;
    }
    const value = typeof values[item.key] === 'string' ? (values[item.key] as string).trim() : '';
    if (!value) {
      if (item.required) errors[path] = 'REQUIRED';
      continue;
    }
    if (item.kind === 'date' && !isValidDate(value)) errors[path] = 'INVALID_DATE';
    else if (item.kind === 'choice' && !item.choices.includes(value)) errors[path] = 'INVALID_CHOICE';
    else if (value.length > REQUEST_LIMITS.fieldTextMax) errors[path] = 'TOO_LONG';
    else answers.push({ key: item.key, value });
  }
  return Object.keys(errors).length ? { errors } : { answers };
}

function listRequests(user: DemoUser, request: Request): Response {
  const scope = scopeOf(request);
  if (scope instanceof Response) return scope;
  const { branch, year } = scope;
  const params = new URL(request.url).searchParams;
  const data = db.data;
  const today = todayIso();
  let visible: (item: DemoRequest) => boolean;
  if (user.isParent) {
    const child = ownChild(user, idParam(params, 'student'), branch);
    if (!child) return HttpResponse.json({ message: 'Student not found' }, { status: 404 });
    visible = (item) => item.studentId === child.studentid;
  } else {
    if (!staffHolds(user, REQUEST_PERMISSION, branch, year)) return permissionError();
    const handled = new Set(
      tables()
        .types.filter((type) => type.branchId === branch && staffHolds(user, type.permission, branch, year))
        .map((type) => type.id),
    );
    visible = (item) => handled.has(item.typeId);
  }
  const types = listParam(params, 'type');
  const states = listParam(params, 'state');
  const overdueOnly = params.get('overdue') === '1';
  const mine = params.get('mine') === '1';
  const tokens = searchTokens(params);
  const counts = Object.fromEntries(REQUEST_STATES.map((state) => [state, 0])) as Record<
    RequestState,
    number
  >;
  const rows: Array<ReturnType<typeof rowAnswer>> = [];
  for (const item of tables().items) {
    if (item.branchId !== branch || item.yearId !== year || !visible(item)) continue;
    if (types && !types.includes(String(item.typeId))) continue;
    if (mine && item.assigneeId !== user.id) continue;
    const row = rowAnswer(data, item, today);
    if (overdueOnly && !row.overdue) continue;
    if (tokens.length) {
      const haystack = ` ${foldText(
        [
          row.reference,
          row.student.firstname_fr,
          row.student.lastname_fr,
          row.student.firstname_ar,
          row.student.lastname_ar,
        ].join(' '),
      )} `;
      if (!tokens.every((token) => haystack.includes(token))) continue;
    }
    counts[item.state] += 1;
    if (states && !states.includes(item.state)) continue;
    rows.push(row);
  }
  const sort = params.get('sort') ?? 'createdAt';
  const direction = params.get('order') === 'asc' ? 1 : -1;
  const rank = new Map(REQUEST_STATES.map((state, index) => [state, index]));
  const compare: Record<string, (a: (typeof rows)[number], b: (typeof rows)[number]) => number> = {
    createdAt: (a, b) => a.createdAt.localeCompare(b.createdAt),
    dueDate: (a, b) => a.dueDate.localeCompare(b.dueDate),
    reference: (a, b) => a.reference.localeCompare(b.reference),
    state: (a, b) => (rank.get(a.state) ?? 0) - (rank.get(b.state) ?? 0),
  };
  const by = compare[sort] ?? compare.createdAt!;
  rows.sort((a, b) => direction * (by(a, b) || a.id - b.id));
  const pageSize = Math.min(
    PAGE_SIZE.max,
    Math.max(PAGE_SIZE.min, intOr(params.get('pageSize'), PAGE_SIZE.default)),
  );
  const page = Math.max(1, intOr(params.get('page'), 1));
  return HttpResponse.json({
    items: rows.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    page,
    pageSize,
    counts,
  });
}

export const requestHandlers = [
  http.get('*/api/request-types', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(request);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const family = user.isParent && user.studentIds.some((id) => ownChild(user, id, branch));
    const staff = staffHolds(user, [REQUEST_PERMISSION, REQUEST_SETTINGS_PERMISSION], branch, year);
    if (!family && !staff) return permissionError();
    const items = tables()
      .types.filter((type) => type.branchId === branch && (staff || type.active))
      .map(typeAnswer);
    return HttpResponse.json({ items, permissions: staff ? [...HANDLING_PERMISSIONS] : [] });
  }),

  http.post('*/api/request-types', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(request);
    if (scope instanceof Response) return scope;
    if (!staffHolds(user, REQUEST_SETTINGS_PERMISSION, scope.branch, scope.year)) return permissionError();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const input = typeInput(body);
    if ('errors' in input) return validationError(input.errors);
    const type: DemoRequestType = { id: nextId(tables().types), branchId: scope.branch, ...input.fields };
    tables().types.push(type);
    db.changed();
    return HttpResponse.json(typeAnswer(type), { status: 201 });
  }),

  http.put('*/api/request-types/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(request);
    if (scope instanceof Response) return scope;
    if (!staffHolds(user, REQUEST_SETTINGS_PERMISSION, scope.branch, scope.year)) return permissionError();
    const type = tables().types.find(
      (item) => String(item.id) === String(params.id) && item.branchId === scope.branch,
    );
    if (!type) return HttpResponse.json({ message: 'Request type not found' }, { status: 404 });
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const input = typeInput(body);
    if ('errors' in input) return validationError(input.errors);
    Object.assign(type, input.fields);
    db.changed();
    return HttpResponse.json(typeAnswer(type));
  }),

  http.get('*/api/requests/summary', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(request);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    if (!staffHolds(user, REQUEST_PERMISSION, branch, year)) return permissionError();
    const today = todayIso();
    let open = 0;
    let overdue = 0;
    for (const item of tables().items) {
      const type = typeOf(item);
      if (
        item.branchId !== branch ||
        item.yearId !== year ||
        !type ||
        !staffHolds(user, type.permission, branch, year)
      )
        continue;
      if (!isPendingRequest(item.state)) continue;
      open += 1;
      if (
        isRequestOverdue({ state: item.state, createdAt: item.createdAt, delayDays: type.delayDays }, today)
      )
        overdue += 1;
    }
    return HttpResponse.json({ open, overdue });
  }),

  http.get('*/api/requests/files', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const path = new URL(request.url).searchParams.get('path') ?? '';
    const owner = tables().items.find(
      (item) =>
        item.attachments.some((a) => a.path === path) ||
        item.thread.some((entry) => entry.attachments.some((a) => a.path === path)),
    );
    const attachment = owner
      ? [...owner.attachments, ...owner.thread.flatMap((entry) => entry.attachments)].find(
          (a) => a.path === path,
        )
      : undefined;
    const data = tables().files[path];
    if (!owner || !attachment || data === undefined || !actorFor(user, owner)) {
      return HttpResponse.json({ message: 'File not found' }, { status: 404 });
    }
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': attachment.mimeType,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),

  http.get('*/api/requests', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    return listRequests(user, request);
  }),

  http.post('*/api/requests', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(request);
    if (scope instanceof Response) return scope;
    // Families make requests; the school answers them.
    if (!user.isParent) return permissionError();
    const form = await request.formData().catch(() => null);
    if (!form) return invalidRequest('Multipart body expected');
    const studentRaw = String(form.get('studentId') ?? '');
    const child = ownChild(user, /^\d+$/.test(studentRaw) ? Number(studentRaw) : null, scope.branch);
    if (!child) return HttpResponse.json({ message: 'Student not found' }, { status: 404 });
    const typeRaw = String(form.get('typeId') ?? '');
    const type = tables().types.find(
      (item) => String(item.id) === typeRaw && item.branchId === scope.branch && item.active,
    );
    if (!type) return validationError({ typeId: 'UNKNOWN_REQUEST_TYPE' });
    const message = String(form.get('text') ?? '')
      .replace(/\r\n?/g, '\n')
      .trim();
    if (message.length > REQUEST_LIMITS.textMax) return validationError({ text: 'TOO_LONG' });
    let rawAnswers: unknown;
    try {
      rawAnswers = JSON.parse(String(form.get('answers') ?? '{}'));
    } catch {
      return invalidRequest('answers must be JSON');
    }
    const fieldFiles = new Map<string, File>();
    for (const item of type.fields.filter((candidate) => candidate.kind === 'file')) {
      const [file] = filesOf(form, `field:${item.key}`);
      if (file) fieldFiles.set(item.key, file);
    }
    const files = filesOf(form, 'files');
    const problem = fileProblem([...files, ...fieldFiles.values()]);
    if (problem) return problem;
    const checked = answersOf(type, rawAnswers, fieldFiles);
    if ('errors' in checked) return validationError(checked.errors);
    if (!message && checked.answers.length === 0 && files.length === 0) {
      return validationError({ text: 'REQUIRED' });
    }
    const data = db.data;
    const id = nextId(tables().items);
    const startYear = data.years.find((y) => y.schoolyearid === scope.year)?.startDate.slice(0, 4) ?? '';
    const now = new Date().toISOString();
    const attachments = await store(id, [...fieldFiles.values(), ...files], 0);
    const created: DemoRequest = {
      id,
      reference: `DEM-${startYear}-${String(id).padStart(5, '0')}`,
      branchId: scope.branch,
      yearId: scope.year,
      studentId: child.studentid,
      familyId: child.familyId,
      typeId: type.id,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
      state: 'open',
      assigneeId: null,
      answers: checked.answers,
      attachments,
      thread: message
        ? [
            {
              id: nextEntryId(),
              kind: 'reply',
              authorId: user.id,
              at: now,
              text: message,
              from: null,
              to: null,
              attachments: [],
            },
          ]
        : [],
    };
    tables().items.push(created);
    notifyHandlers(
      data,
      created,
      type,
      `Nouvelle demande ${created.reference}`,
      `${type.name_fr} — ${child.firstname_fr} ${child.lastname_fr}`,
    );
    db.changed();
    return HttpResponse.json(detailAnswer(data, created, 'family'), { status: 201 });
  }),

  http.get('*/api/requests/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    return HttpResponse.json(detailAnswer(db.data, found.request, found.actor));
  }),

  http.post('*/api/requests/:id/replies', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    const { request: item, actor } = found;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const message = text(body, 'text').replace(/\r\n?/g, '\n');
    const internal = body.internal === true;
    if (!message) return validationError({ text: 'REQUIRED' });
    if (message.length > REQUEST_LIMITS.textMax) return validationError({ text: 'TOO_LONG' });
    // Only the school writes internal notes.
    if (internal && actor !== 'staff') return permissionError();
    const now = new Date().toISOString();
    item.thread.push({
      id: nextEntryId(),
      kind: internal ? 'note' : 'reply',
      authorId: user.id,
      at: now,
      text: message,
      from: null,
      to: null,
      attachments: [],
    });
    item.updatedAt = now;
    const data = db.data;
    const type = typeOf(item);
    if (!internal && actor === 'staff') {
      notifyFamily(data, item, `Réponse à votre demande ${item.reference}`, message.slice(0, 200));
    } else if (actor === 'family' && type) {
      notifyHandlers(
        data,
        item,
        type,
        `Nouveau message sur la demande ${item.reference}`,
        message.slice(0, 200),
      );
    }
    db.changed();
    return HttpResponse.json(detailAnswer(data, item, actor), { status: 201 });
  }),

  http.post('*/api/requests/:id/transitions', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    const { request: item, actor } = found;
    const body = await jsonObject(request);
    const to = body?.to;
    const rawReason = body?.reason;
    if (
      !isRequestState(to) ||
      (rawReason !== undefined && rawReason !== null && typeof rawReason !== 'string')
    ) {
      return error(422, 'to must be a state; reason must be text', 'INVALID_REQUEST');
    }
    if (!canMoveRequest(item.state, to, actor)) {
      return error(409, `A request cannot go from ${item.state} to ${to}`, 'TRANSITION_NOT_ALLOWED');
    }
    const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
    if (requestNeedsReason(item.state, to) && !reason) {
      return error(422, 'A reason is required', 'REASON_REQUIRED');
    }
    if (reason.length > REQUEST_LIMITS.reasonMax) return error(422, 'Reason too long', 'REASON_TOO_LONG');
    const now = new Date().toISOString();
    const from = item.state;
    item.thread.push({
      id: nextEntryId(),
      kind: 'state',
      authorId: user.id,
      at: now,
      text: reason,
      from,
      to,
      attachments: [],
    });
    item.state = to;
    item.updatedAt = now;
    if (actor === 'staff' && item.assigneeId === null && to === 'in_progress') item.assigneeId = user.id;
    const data = db.data;
    const type = typeOf(item);
    if (actor === 'staff') {
      notifyFamily(
        data,
        item,
        `Demande ${item.reference} : ${STATE_FR[to]}`,
        reason || (type?.name_fr ?? ''),
      );
    } else if (type) {
      notifyHandlers(data, item, type, `Demande ${item.reference} : ${STATE_FR[to]}`, reason || type.name_fr);
    }
    db.changed();
    return HttpResponse.json(detailAnswer(data, item, actor));
  }),

  http.put('*/api/requests/:id/assignee', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    const { request: item, actor } = found;
    if (actor !== 'staff') return permissionError();
    const body = await jsonObject(request);
    const assigneeId = body?.assigneeId;
    const type = typeOf(item);
    if (assigneeId !== null) {
      const assignee = db.data.users.find((candidate) => candidate.id === assigneeId);
      if (!assignee || !type || !handles(assignee, type, item.branchId, item.yearId)) {
        return validationError({ assigneeId: 'INVALID_ASSIGNEE' });
      }
    }
    item.assigneeId = assigneeId as number | null;
    db.changed();
    return HttpResponse.json(detailAnswer(db.data, item, actor));
  }),

  http.get('*/api/requests/:id/certificate', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    const { request: item, actor } = found;
    if (actor !== 'staff') return permissionError();
    if (typeOf(item)?.kind !== 'certificate')
      return error(409, 'Not a certificate request', 'NOT_A_CERTIFICATE');
    const data = db.data;
    const student = data.students.find((candidate) => candidate.studentid === item.studentId);
    const enrolment = data.enrolments.find((e) => e.studentId === item.studentId && e.yearId === item.yearId);
    const level = enrolment ? data.levels.find((candidate) => candidate.id === enrolment.levelId) : undefined;
    const cls = enrolment ? data.classes.find((candidate) => candidate.id === enrolment.classId) : undefined;
    const branch = data.branches.find((candidate) => candidate.schoolbranchid === item.branchId);
    const school = data.schools.find((candidate) => candidate.id === branch?.schoolId);
    const year = data.years.find((candidate) => candidate.schoolyearid === item.yearId);
    if (!student || !enrolment || !branch || !school || !year) {
      return error(409, 'The student is not enrolled this year', 'NOT_ENROLLED');
    }
    return HttpResponse.json({
      reference: item.reference,
      issuedOn: todayIso(),
      school: {
        ...printedIdentity(branch.schoolbranchid),
        name: school.schoolname,
        branch: branch.branchname,
        city: branch.city,
        address: branch.address ?? '',
        phone: branch.phone ?? '',
      },
      student: {
        firstname_fr: student.firstname_fr,
        lastname_fr: student.lastname_fr,
        firstname_ar: student.firstname_ar,
        lastname_ar: student.lastname_ar,
        birthDate: student.birthDate,
        gender: student.gender,
        massar: student.massar,
      },
      level: level?.code ?? '',
      className: cls?.name ?? '',
      year: year.description,
      since: enrolment.startDate,
    });
  }),
];

/** French state names for the notifications' titles (the demo's notifications are written in French). */
const STATE_FR: Record<RequestState, string> = {
  open: 'rouverte',
  in_progress: 'en cours de traitement',
  resolved: 'traitée',
  closed: 'clôturée',
  rejected: 'refusée',
};
