import { http, HttpResponse } from 'msw';
import { allowedTypeOf, nameForType } from '../../domain/attachments.ts';
import { readForm, toBase64 } from '../core/upload.ts';
import { jsonObject } from '../core/staffScope.ts';
import { db } from '../core/db.ts';
import type { DemoDocumentType, DemoStudentDocument, DocumentAppliesTo } from './recordsSeed.ts';
import { authenticate } from '../core/session.ts';
import { placeholderPdf } from '../core/pdf.ts';
import { staffStudent } from './student.ts';
import { invalidRequest, NAME_MAX, staffScope } from './shared.ts';
import { missingFields, validationError } from '../core/listing.ts';

/**
 * docs/api.md "Student records": a student's documents and staff notes, and the configured document types
 * (files-types-management-config). Document states (missing, expired, expiring) are computed by the portal.
 */
const TYPES_PERMISSION = 'view-files-types-management-config-page';
const APPLIES_TO: readonly DocumentAppliesTo[] = ['student', 'guardian', 'application'];
/** PDF or an image, 5 MB at most. */
export const DOCUMENT_RULES = {
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
} as const;
export const NOTE_MAX = 2000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function typeAnswer(type: DemoDocumentType) {
  return { ...type };
}

function sortedTypes(): DemoDocumentType[] {
  return [...db.data.documentTypes].sort((a, b) => a.order - b.order || a.id - b.id);
}

function documentAnswer(document: DemoStudentDocument) {
  const { studentId: _studentId, ...rest } = document;
  return rest;
}

/** Renumbers the types 1..n in their current order, after `moved` is placed at position `order`. */
function reorder(moved: DemoDocumentType | null, order: number | null): void {
  const list = sortedTypes().filter((type) => type !== moved);
  if (moved) list.splice(Math.max(0, Math.min(list.length, (order ?? list.length + 1) - 1)), 0, moved);
  list.forEach((type, index) => {
    type.order = index + 1;
  });
}

/** Name, flags and target of a type body; `errors` gets an error code per wrong field. */
function typeInput(body: Record<string, unknown>, exceptId: number | null, errors: Record<string, string>) {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) errors.name = 'REQUIRED';
  else if (name.length > NAME_MAX * 2) errors.name = 'TOO_LONG';
  else if (
    db.data.documentTypes.some(
      (type) => type.id !== exceptId && type.name.toLocaleLowerCase('fr') === name.toLocaleLowerCase('fr'),
    )
  ) {
    errors.name = 'DUPLICATE_DOCUMENT_TYPE';
  }
  const appliesTo = APPLIES_TO.find((value) => value === body.appliesTo);
  if (!appliesTo) errors.appliesTo = 'INVALID_APPLIES_TO';
  const order = typeof body.order === 'number' && Number.isInteger(body.order) ? body.order : null;
  return {
    name,
    required: body.required === true,
    appliesTo: appliesTo ?? 'student',
    hasExpiry: body.hasExpiry === true,
    order,
  };
}

function typesScope(request: Request) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  return staffScope(user, new URL(request.url).searchParams, [TYPES_PERMISSION]);
}

function typeNotFound() {
  return HttpResponse.json({ message: 'Document type not found' }, { status: 404 });
}

export const studentRecordHandlers = [
  http.get('*/api/students/:id/documents', ({ request, params }) => {
    const access = staffStudent(request, params.id);
    if (access instanceof Response) return access;
    const items = db.data.studentDocuments
      .filter((document) => document.studentId === access.student.studentid)
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id)
      .map(documentAnswer);
    const types = sortedTypes()
      .filter((type) => type.appliesTo === 'student')
      .map(typeAnswer);
    return HttpResponse.json({ types, items });
  }),

  http.post('*/api/students/:id/documents', async ({ request, params }) => {
    const access = staffStudent(request, params.id);
    if (access instanceof Response) return access;
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const errors: Record<string, string> = {};
    const type = db.data.documentTypes.find(
      (candidate) => String(candidate.id) === String(form.get('typeId')) && candidate.appliesTo === 'student',
    );
    if (!type) errors.typeId = 'UNKNOWN_DOCUMENT_TYPE';
    const file = form.get('file');
    // Duck-typed: under Vitest the global File is jsdom's, while the parsed form holds Node's.
    const upload = typeof file === 'object' && file !== null && 'arrayBuffer' in file ? file : null;
    // Uploads by content: the type is what the file's first bytes say, never its name or declared type.
    const detected = upload ? await allowedTypeOf(upload, DOCUMENT_RULES.types) : null;
    if (!upload) errors.file = 'REQUIRED';
    else if (upload.size > DOCUMENT_RULES.maxBytes) errors.file = 'FILE_TOO_LARGE';
    else if (!detected) errors.file = 'DOCUMENT_FILE_TYPE';
    const expiry = String(form.get('expiryDate') ?? '').trim();
    if (type?.hasExpiry) {
      if (!DATE.test(expiry) || Number.isNaN(Date.parse(expiry))) errors.expiryDate = 'INVALID_DATE';
    }
    if (Object.keys(errors).length || !type || !upload || !detected) return validationError(errors);
    const id = Math.max(0, ...db.data.studentDocuments.map((document) => document.id)) + 1;
    // The stored name's extension follows the detected type (docs/api.md "Uploads").
    const fileName = nameForType(upload.name || 'document', detected);
    const safeName = fileName.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-120);
    const bytes = new Uint8Array(await upload.arrayBuffer());
    db.data.files[`documents/${access.student.studentid}/${id}-${safeName}`] = toBase64(bytes);
    const document: DemoStudentDocument = {
      id,
      studentId: access.student.studentid,
      typeId: type.id,
      fileName,
      mimeType: detected,
      size: upload.size,
      uploadedAt: new Date().toISOString(),
      expiryDate: type.hasExpiry ? expiry : null,
      uploadedBy: access.user.displayname,
    };
    db.data.studentDocuments.push(document);
    db.changed();
    return HttpResponse.json(documentAnswer(document), { status: 201 });
  }),

  http.get('*/api/students/:id/documents/:documentId/file', ({ request, params }) => {
    const access = staffStudent(request, params.id);
    if (access instanceof Response) return access;
    const { studentid } = access.student;
    const document = db.data.studentDocuments.find(
      (candidate) => candidate.studentId === studentid && String(candidate.id) === String(params.documentId),
    );
    if (!document) return HttpResponse.json({ message: 'File not found' }, { status: 404 });
    const prefix = `documents/${studentid}/${document.id}-`;
    const stored = Object.entries(db.data.files).find(([path]) => path.startsWith(prefix))?.[1];
    // Seeded documents have no file: a one-page PDF saying what it stands for.
    const bytes =
      stored === undefined
        ? placeholderPdf([
            document.fileName,
            `${access.student.firstname_fr} ${access.student.lastname_fr}`,
            `Document de demonstration, depose le ${document.uploadedAt.slice(0, 10)} par ${document.uploadedBy}.`,
          ])
        : Uint8Array.from(atob(stored), (char) => char.charCodeAt(0));
    const mimeType = stored === undefined ? 'application/pdf' : document.mimeType;
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': mimeType,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),

  http.get('*/api/students/:id/notes', ({ request, params }) => {
    const access = staffStudent(request, params.id);
    if (access instanceof Response) return access;
    const items = db.data.studentNotes
      .filter((note) => note.studentId === access.student.studentid)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map(({ studentId: _studentId, ...note }) => note);
    return HttpResponse.json({ items });
  }),

  http.post('*/api/students/:id/notes', async ({ request, params }) => {
    const access = staffStudent(request, params.id);
    if (access instanceof Response) return access;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const text = typeof body.text === 'string' ? body.text.trim() : '';
    if (!text) return validationError({ text: 'Required' });
    if (text.length > NOTE_MAX) return validationError({ text: 'Too long' });
    const note = {
      id: Math.max(0, ...db.data.studentNotes.map((candidate) => candidate.id)) + 1,
      studentId: access.student.studentid,
      authorId: access.user.id,
      author: access.user.displayname,
      createdAt: new Date().toISOString(),
      text,
    };
    db.data.studentNotes.push(note);
    db.changed();
    const { studentId: _studentId, ...answer } = note;
    return HttpResponse.json(answer, { status: 201 });
  }),

  http.get('*/api/document-types', ({ request }) => {
    const scope = typesScope(request);
    if (scope instanceof Response) return scope;
    return HttpResponse.json({ items: sortedTypes().map(typeAnswer) });
  }),

  http.post('*/api/document-types', async ({ request }) => {
    const scope = typesScope(request);
    if (scope instanceof Response) return scope;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const errors: Record<string, string> = {};
    const input = typeInput(body, null, errors);
    if (Object.keys(errors).length) return validationError(errors);
    const type: DemoDocumentType = {
      id: Math.max(0, ...db.data.documentTypes.map((candidate) => candidate.id)) + 1,
      name: input.name,
      required: input.required,
      appliesTo: input.appliesTo,
      hasExpiry: input.hasExpiry,
      order: db.data.documentTypes.length + 1,
    };
    db.data.documentTypes.push(type);
    reorder(type, input.order);
    db.changed();
    return HttpResponse.json(typeAnswer(type), { status: 201 });
  }),

  http.put('*/api/document-types/:id', async ({ request, params }) => {
    const scope = typesScope(request);
    if (scope instanceof Response) return scope;
    const type = db.data.documentTypes.find((candidate) => String(candidate.id) === String(params.id));
    if (!type) return typeNotFound();
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    // A PUT replaces the type: its flags must be sent, never reset by their absence (`order` may be left out).
    const errors = missingFields(body, ['name', 'required', 'appliesTo', 'hasExpiry']);
    const input = typeInput(body, type.id, errors);
    if (Object.keys(errors).length) return validationError(errors);
    Object.assign(type, {
      name: input.name,
      required: input.required,
      appliesTo: input.appliesTo,
      hasExpiry: input.hasExpiry,
    });
    reorder(type, input.order ?? type.order);
    db.changed();
    return HttpResponse.json(typeAnswer(type));
  }),

  http.delete('*/api/document-types/:id', ({ request, params }) => {
    const scope = typesScope(request);
    if (scope instanceof Response) return scope;
    const type = db.data.documentTypes.find((candidate) => String(candidate.id) === String(params.id));
    if (!type) return typeNotFound();
    if (db.data.studentDocuments.some((document) => document.typeId === type.id)) {
      return HttpResponse.json(
        { message: 'Documents of this type exist', code: 'TYPE_IN_USE' },
        { status: 409 },
      );
    }
    db.data.documentTypes = db.data.documentTypes.filter((candidate) => candidate !== type);
    reorder(null, null);
    db.changed();
    return new HttpResponse(null, { status: 204 });
  }),
];
