import { http, HttpResponse } from 'msw';
import { allowedTypeOf, ATTACHMENT_RULES, nameForType } from '../../domain/attachments.ts';
import { todayIso } from '../../domain/dates.ts';
import { REQUEST_LIMITS, REQUEST_STATES, type RequestState } from '../../domain/requests.ts';
import { db } from '../core/db.ts';
import type { DemoRequest, DemoRequestType } from './seed.ts';
import { foldText } from '../core/text.ts';
import type { DemoAttachment, DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { idParam, intOr, listParam, searchTokens } from '../core/params.ts';
import { invalidRequest, staffHolds } from '../core/staffScope.ts';
import { validationError } from '../core/listing.ts';
import { readForm, toBase64 } from '../core/upload.ts';
import {
  error,
  tables,
  scopeOf,
  ownChild,
  REQUEST_PERMISSION,
  rowAnswer,
  nextId,
  nextEntryId,
  notifyHandlers,
  detailAnswer,
} from './shared.ts';

const PAGE_SIZE = { default: 25, min: 5, max: 200 } as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isValidDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Files of a multipart form, duck-typed (under Vitest the global File is jsdom's, the parsed form's Node's). */
function filesOf(form: FormData, name: string): File[] {
  return form
    .getAll(name)
    .filter((file): file is File => typeof file === 'object' && file !== null && 'arrayBuffer' in file);
}

/**
 * Uploads by content (docs/api.md "Uploads"): each file's type is what its first bytes say, never its name or
 * declared type; the detected type of each accepted file, or the refusal (422 `UNSUPPORTED_TYPE`, 413, 422
 * `TOO_MANY_FILES`).
 */
async function detectedTypes(files: readonly File[]): Promise<Map<File, string> | Response> {
  if (files.length > ATTACHMENT_RULES.maxFiles) return error(422, 'Too many files', 'TOO_MANY_FILES');
  const types = new Map<File, string>();
  for (const file of files) {
    if (file.size > ATTACHMENT_RULES.maxBytes) return error(413, 'File too large', 'FILE_TOO_LARGE');
    const type = await allowedTypeOf(file, ATTACHMENT_RULES.types);
    if (!type) return error(422, 'Unsupported file type', 'UNSUPPORTED_TYPE');
    types.set(file, type);
  }
  return types;
}

/** A file's stored name: as typed (shown as text), with the extension of its detected type. */
const storedName = (file: File, type: string) => nameForType(file.name || 'fichier', type);

/**
 * Stores files under `requests/{id}/…` with their detected type; the name (shown as text) takes the extension of
 * that type (`nameForType`), the path is made safe.
 */
async function store(
  requestId: number,
  files: readonly File[],
  types: Map<File, string>,
  offset: number,
): Promise<DemoAttachment[]> {
  const attachments: DemoAttachment[] = [];
  for (const [index, file] of files.entries()) {
    const mimeType = types.get(file)!;
    const name = storedName(file, mimeType);
    const safeName = name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-120);
    const path = `requests/${requestId}/${offset + index}-${safeName}`;
    tables().files[path] = toBase64(new Uint8Array(await file.arrayBuffer()));
    attachments.push({ path, name, mimeType, size: file.size });
  }
  return attachments;
}

/** The family's answers to a type's fields, checked one by one. */
function answersOf(
  type: DemoRequestType,
  raw: unknown,
  fieldFiles: Map<string, File>,
  nameOf: (file: File) => string,
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
      if (file) answers.push({ key: item.key, value: nameOf(file) });
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
export const requestListHandlers = [
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
    const form = await readForm(request);
    if (form instanceof Response) return form;
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
    const types = await detectedTypes([...files, ...fieldFiles.values()]);
    if (types instanceof Response) return types;
    const checked = answersOf(type, rawAnswers, fieldFiles, (file) => storedName(file, types.get(file)!));
    if ('errors' in checked) return validationError(checked.errors);
    if (!message && checked.answers.length === 0 && files.length === 0) {
      return validationError({ text: 'REQUIRED' });
    }
    const data = db.data;
    const id = nextId(tables().items);
    const startYear = data.years.find((y) => y.schoolyearid === scope.year)?.startDate.slice(0, 4) ?? '';
    const now = new Date().toISOString();
    const attachments = await store(id, [...fieldFiles.values(), ...files], types, 0);
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
];
