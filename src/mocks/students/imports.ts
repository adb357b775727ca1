/**
 * docs/api.md "Student imports": the students and families of a spreadsheet, sent by the import wizard in chunks of
 * rows it checked with the rules of src/domain/studentImport.ts, checked again and applied by ./importRows.ts, each
 * line once; a batch is undone while nothing of the school refers to the students it created.
 */
import { http, HttpResponse } from 'msw';
import { IDEMPOTENCY_HEADER } from '../../domain/idempotency.ts';
import { IMPORT_MAX_ROWS, phoneKey, type ImportOutcome } from '../../domain/studentImport.ts';
import { familyInScope } from '../school/index.ts';
import { db } from '../core/db.ts';
import { error, nextId, pathId, validationError } from '../core/listing.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { jsonObject, staffHolds } from '../core/staffScope.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { applyRow, rowContext, type ImportRowResult } from './importRows.ts';
import { idParam, invalidRequest, PERMISSION } from './shared.ts';

/** docs/api.md "Student imports": the right to import, held with the students' own in the branch and year. */
export const IMPORT_PERMISSION = 'import-students';
/** The most rows one `POST student-imports/{id}/rows` may carry. */
export const ROWS_PER_REQUEST = 500;

/** An import as stored: one file applied to a branch and year (docs/api.md "Student imports"). */
export interface DemoStudentImport {
  id: number;
  fileName: string;
  branchId: number;
  yearId: number;
  createdAt: string;
  /** The account that started it, and its `Idempotency-Key` (a retry answers this batch, even after a restart). */
  createdBy: number;
  key: string;
  total: number;
  /** The columns the user chose (folded header -> field): the branch's next import starts from them. */
  columns?: Record<string, string>;
  status: 'open' | 'undone';
  undoneAt: string | null;
  /** Each family key of the file and the family its rows went to (pairs: a key is the client's text). */
  families: Array<[string, number]>;
  /** The families it created: an undo removes those no student belongs to any more. */
  createdFamilyIds: number[];
  /** One per line applied, in the order applied. */
  results: ImportRowResult[];
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** Student imports (./imports.ts): absent until the first one, and in a data set saved before they existed. */
    studentImports?: DemoStudentImport[];
  }
}

const mayImport = (user: DemoUser, branch: number, year: number) =>
  staffHolds(user, PERMISSION, branch, year) && staffHolds(user, IMPORT_PERMISSION, branch, year);

const importNotFound = () => HttpResponse.json({ message: 'Import not found' }, { status: 404 });

/** The caller, allowed to import in the query's branch and year; else the error answer (401, 400, 403). */
function scopeCall(request: Request) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  const params = new URL(request.url).searchParams;
  const branch = idParam(params, 'branch');
  const year = idParam(params, 'year');
  if (typeof branch !== 'number' || typeof year !== 'number') {
    return invalidRequest('branch and year are required');
  }
  return mayImport(user, branch, year) ? { user, branch, year } : permissionError();
}

/**
 * The batch of the path. Permission before existence (docs/api.md "Scope"): 403 to a caller allowed to import
 * nowhere; 404 alike for an unknown batch and one of a branch or year where the caller may not import.
 */
function batchCall(request: Request, raw: unknown) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  if (!user.roles.some((role) => mayImport(user, role.schoolbranchid, role.schoolyearid))) {
    return permissionError();
  }
  const id = pathId(raw);
  const batch = (db.data.studentImports ?? []).find((candidate) => candidate.id === id);
  if (!batch || !mayImport(user, batch.branchId, batch.yearId)) return importNotFound();
  return { user, batch };
}

/**
 * The tables whose rows name a student (`studentId`): the finances' engagements and installments (a payment is
 * allocated to installments, which name the student), evaluation results and promotion decisions, absences and lesson
 * roll-call marks, issued school documents, families' requests, canteen requests and subscriptions, transport
 * assignments, lost-item requests, conversations about a child, uploaded documents and staff notes, the application
 * a student was enrolled from. Reading them makes the lazy ones (finances, canteen, attendance…) if they are not yet:
 * an import reads them before it writes, so they are never generated with its students in.
 */
function tablesNamingStudents(data: DemoData): ReadonlyArray<ReadonlyArray<{ studentId: number | null }>> {
  return [
    data.engagements,
    data.installments,
    data.education.results,
    data.education.decisions ?? [],
    data.attendance.marks,
    ...(data.attendance.lessonCalls ?? []).map((call) => call.marks),
    data.issuedDocuments,
    data.requests.items,
    data.canteen.requests,
    data.transport.assignments,
    data.lostItems.requests,
    data.conversations,
    data.studentDocuments,
    data.studentNotes,
    data.applications,
  ];
}

/** Those of `ids` something of the school refers to (`tablesNamingStudents`, or a photo): an undo would lose it. */
export function attachedStudents(ids: ReadonlySet<number>): Set<number> {
  const data = db.data;
  const attached = new Set<number>();
  const tables = tablesNamingStudents(data);
  if (ids.size === 0) return attached;
  for (const table of tables) {
    for (const row of table)
      if (row.studentId !== null && ids.has(row.studentId)) attached.add(row.studentId);
  }
  for (const student of data.students)
    if (student.hasPhoto && ids.has(student.studentid)) attached.add(student.studentid);
  return attached;
}

const createdIds = (batch: DemoStudentImport) =>
  batch.results.flatMap((result) =>
    result.outcome === 'created' && result.studentId !== null ? [result.studentId] : [],
  );

/** The batch as answered; `attached` holds (at least) those of its created students something refers to. */
function batchAnswer(batch: DemoStudentImport, attached: ReadonlySet<number>) {
  const count = (outcome: ImportOutcome) =>
    batch.results.filter((result) => result.outcome === outcome).length;
  return {
    id: batch.id,
    fileName: batch.fileName,
    branchId: batch.branchId,
    yearId: batch.yearId,
    createdAt: batch.createdAt,
    createdBy: db.data.users.find((user) => user.id === batch.createdBy)?.displayname ?? '',
    total: batch.total,
    created: count('created'),
    existing: count('existing'),
    refused: count('refused'),
    familiesCreated: batch.createdFamilyIds.length,
    status: batch.status,
    undoneAt: batch.undoneAt,
    undoable: batch.status === 'open' && !createdIds(batch).some((id) => attached.has(id)),
    columns: batch.columns ?? {},
  };
}

const answerOf = (batch: DemoStudentImport) =>
  batchAnswer(batch, batch.status === 'open' ? attachedStudents(new Set(createdIds(batch))) : new Set());

/** The lines of a chunk (each a positive whole number), or the request's refusal. */
function linesOf(rows: unknown): number[] | Response {
  if (!Array.isArray(rows) || rows.length === 0) return validationError({ rows: 'REQUIRED' });
  if (rows.length > ROWS_PER_REQUEST) return validationError({ rows: 'TOO_LONG' });
  const errors: Record<string, string> = {};
  const lines = rows.map((row: unknown, index) => {
    const line = row && typeof row === 'object' ? (row as Record<string, unknown>).line : undefined;
    if (typeof line === 'number' && Number.isSafeInteger(line) && line >= 1) return line;
    errors[`rows.${index}.line`] = 'REQUIRED';
    return 0;
  });
  return Object.keys(errors).length ? validationError(errors) : lines;
}

/** The chosen columns (folded header -> field or '' for "not imported"): at most 100, short texts. */
function columnsOf(value: unknown, errors: Record<string, string>): Record<string, string> {
  if (value === undefined) return {};
  const entries = value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : null;
  if (
    !entries ||
    entries.length > 100 ||
    entries.some(([k, v]) => k.length > 200 || typeof v !== 'string' || v.length > 40)
  ) {
    errors.columns = 'INVALID_REQUEST';
    return {};
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** Strings of a lookup body's list (at most IMPORT_MAX_ROWS * 2), or null. */
function stringList(value: unknown): string[] | null {
  return Array.isArray(value) &&
    value.length <= IMPORT_MAX_ROWS * 2 &&
    value.every((item) => typeof item === 'string')
    ? (value as string[])
    : null;
}

export const studentImportHandlers = [
  /**
   * What the school already has of a file, before anything is written: the students holding its Massar numbers (named
   * only when in the caller's branch; another branch's is "taken", unnamed) and the families of the branch a
   * guardian's phone (digits) or e-mail belongs to, by the family key the preview uses.
   */
  http.post('*/api/student-imports/check', async ({ request }) => {
    const call = scopeCall(request);
    if (call instanceof Response) return call;
    const body = await jsonObject(request);
    const massars = stringList(body?.massars);
    const phones = stringList(body?.phones);
    const emails = stringList(body?.emails);
    if (!massars || !phones || !emails)
      return invalidRequest('massars, phones and emails are lists of texts');
    const data = db.data;
    const wanted = new Set(massars);
    const students = data.students
      .filter((student) => wanted.has(student.massar))
      .map((student) => {
        const mine = student.branchId === call.branch;
        return {
          massar: student.massar,
          studentId: mine ? student.studentid : null,
          firstname_fr: mine ? student.firstname_fr : '',
          lastname_fr: mine ? student.lastname_fr : '',
          birthDate: mine ? student.birthDate : '',
        };
      });
    const phoneSet = new Set(phones);
    const emailSet = new Set(emails.map((email) => email.toLowerCase()));
    const families: { key: string; familyId: number; name: string }[] = [];
    for (const family of data.families) {
      if (!familyInScope(data, family.id, call.branch, call.year)) continue;
      for (const guardian of family.guardians) {
        const digits = phoneKey(guardian.phone);
        if (phoneSet.has(digits))
          families.push({ key: `phone:${digits}`, familyId: family.id, name: family.name });
        const email = guardian.email.toLowerCase();
        if (email && emailSet.has(email))
          families.push({ key: `email:${email}`, familyId: family.id, name: family.name });
      }
    }
    return HttpResponse.json({ students, families });
  }),
  /** The branch and year's imports, newest first. */
  http.get('*/api/student-imports', ({ request }) => {
    const call = scopeCall(request);
    if (call instanceof Response) return call;
    const batches = (db.data.studentImports ?? [])
      .filter((batch) => batch.branchId === call.branch && batch.yearId === call.year)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const attached = attachedStudents(
      new Set(batches.filter((b) => b.status === 'open').flatMap(createdIds)),
    );
    return HttpResponse.json({ items: batches.map((batch) => batchAnswer(batch, attached)) });
  }),
  /** Starts an import. `Idempotency-Key` required: a retry answers the same batch, never a second one. */
  http.post('*/api/student-imports', async ({ request }) => {
    const call = scopeCall(request);
    if (call instanceof Response) return call;
    const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
    if (!key) {
      return error(428, 'An Idempotency-Key header is required', 'IDEMPOTENCY_KEY_REQUIRED');
    }
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const errors: Record<string, string> = {};
    const fileName = typeof body.fileName === 'string' ? body.fileName.trim() : '';
    if (!fileName) errors.fileName = 'REQUIRED';
    else if (fileName.length > 200) errors.fileName = 'TOO_LONG';
    const total = body.total;
    if (typeof total !== 'number' || !Number.isInteger(total) || total < 1 || total > IMPORT_MAX_ROWS) {
      errors.total = 'INVALID_NUMBER';
    }
    const columns = columnsOf(body.columns, errors);
    if (Object.keys(errors).length) return validationError(errors);
    const data = db.data;
    // The key is kept with the batch: the same key answers it even once the API's memory of keys is gone.
    const known = (data.studentImports ?? []).find(
      (batch) => batch.createdBy === call.user.id && batch.key === key,
    );
    if (known) {
      if (
        known.fileName !== fileName ||
        known.total !== total ||
        known.branchId !== call.branch ||
        known.yearId !== call.year
      ) {
        return error(422, 'Idempotency key reused with another request', 'IDEMPOTENCY_KEY_REUSED');
      }
      return HttpResponse.json(answerOf(known), { status: 201 });
    }
    // The tables that may refer to students are made now if they are lazy, before any import writes a student.
    tablesNamingStudents(data);
    const batches = (data.studentImports ??= []);
    const batch: DemoStudentImport = {
      id: nextId(batches),
      fileName,
      branchId: call.branch,
      yearId: call.year,
      createdAt: new Date().toISOString(),
      createdBy: call.user.id,
      key,
      total: total as number,
      columns,
      status: 'open',
      undoneAt: null,
      families: [],
      createdFamilyIds: [],
      results: [],
    };
    batches.push(batch);
    db.changed();
    return HttpResponse.json(batchAnswer(batch, new Set()), { status: 201 });
  }),
  /** A batch with the result of every line, in the file's order. */
  http.get('*/api/student-imports/:id', ({ request, params }) => {
    const call = batchCall(request, params.id);
    if (call instanceof Response) return call;
    const results = [...call.batch.results].sort((a, b) => a.line - b.line);
    return HttpResponse.json({ ...answerOf(call.batch), results });
  }),
  /** Applies a chunk of rows; a line applied before answers its first result and is not applied again. */
  http.post('*/api/student-imports/:id/rows', async ({ request, params }) => {
    const call = batchCall(request, params.id);
    if (call instanceof Response) return call;
    const { batch } = call;
    if (batch.status === 'undone') {
      return error(409, 'This import was undone', 'IMPORT_UNDONE');
    }
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const lines = linesOf(body.rows);
    if (lines instanceof Response) return lines;
    const rows = body.rows as Record<string, unknown>[];
    const results = new Map(batch.results.map((result) => [result.line, result]));
    if (results.size + new Set(lines.filter((line) => !results.has(line))).size > batch.total) {
      return validationError({ rows: 'TOO_LONG' });
    }
    tablesNamingStudents(db.data);
    const context = rowContext(batch.branchId, batch.yearId);
    const familiesByKey = new Map(batch.families);
    const before = batch.results.length;
    const answered = rows.map((row, index) => {
      const line = lines[index]!;
      const known = results.get(line);
      if (known) return known;
      const result = applyRow(row, line, context, batch, familiesByKey);
      batch.results.push(result);
      results.set(line, result);
      return result;
    });
    if (batch.results.length > before) {
      batch.families = [...familiesByKey];
      db.changed();
    }
    return HttpResponse.json({ results: answered, batch: answerOf(batch) });
  }),
  /**
   * Undoes a batch: removes the students it created, their enrolments and the families it created that no student
   * belongs to any more (nor a portal account); refused while something of the school refers to one of its students.
   * An undone batch answers as it is.
   */
  http.post('*/api/student-imports/:id/undo', ({ request, params }) => {
    const call = batchCall(request, params.id);
    if (call instanceof Response) return call;
    const { batch } = call;
    if (batch.status === 'undone') return HttpResponse.json(batchAnswer(batch, new Set()));
    const data = db.data;
    const gone = new Set(createdIds(batch));
    const attached = attachedStudents(gone);
    if (attached.size > 0) {
      const students = data.students
        .filter((student) => attached.has(student.studentid))
        .map(({ studentid, firstname_fr, lastname_fr }) => ({
          studentId: studentid,
          firstname_fr,
          lastname_fr,
        }));
      return error(409, 'Students of this import are in use', 'IMPORT_IN_USE', { students });
    }
    // Whole tables replaced, never rows removed in place (the lists keep indexes of the same array).
    data.students = data.students.filter((student) => !gone.has(student.studentid));
    data.enrolments = data.enrolments.filter((enrolment) => !gone.has(enrolment.studentId));
    const kept = new Set(data.students.map((student) => student.familyId));
    const removed = new Set(
      batch.createdFamilyIds.filter((id) => {
        const family = data.families.find((candidate) => candidate.id === id);
        return !kept.has(id) && !family?.guardians.some((guardian) => guardian.userId !== null);
      }),
    );
    data.families = data.families.filter((family) => !removed.has(family.id));
    for (const user of data.users) {
      if (user.studentIds.some((id) => gone.has(id)))
        user.studentIds = user.studentIds.filter((id) => !gone.has(id));
    }
    batch.status = 'undone';
    batch.undoneAt = new Date().toISOString();
    db.changed();
    return HttpResponse.json(batchAnswer(batch, new Set()));
  }),
];
