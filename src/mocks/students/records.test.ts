// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

const API = 'http://localhost:3000/api';

/** The demo API's answer to one call (tests/helpers/demo.ts). */
const call = demoCall;

/** A valid new student of CE1 in branch 1, year 2, in a new family. */
function newStudent(overrides: Record<string, unknown> = {}) {
  const level = db.data.levels.find((candidate) => candidate.code === 'CE1')!;
  const cls = db.data.classes.find((c) => c.branchId === 1 && c.yearId === 2 && c.levelId === level.id)!;
  return {
    firstname_fr: 'Inès',
    lastname_fr: 'Zaoui',
    firstname_ar: 'إيناس',
    lastname_ar: 'الزاوي',
    gender: 'F',
    birthDate: '2019-04-12',
    massar: 'K123456789',
    levelId: level.id,
    classId: cls.id,
    status: 'expected',
    familyId: null,
    newFamily: {
      name: 'Zaoui',
      guardian: {
        firstname_fr: 'Hicham',
        lastname_fr: 'Zaoui',
        relation: 'père',
        phone: '+212 661 22 33 44',
        email: 'h.zaoui@example.ma',
      },
    },
    medical: { notes: null, allergies: ['lait'], diet: null },
    ...overrides,
  };
}

describe('POST students / PUT students/{id}', () => {
  it('creates a student with a new family and its first guardian, enrolled in the year; the list shows it', async () => {
    const token = await demoToken('admin');
    const created = await call('POST', 'students?branch=1&year=2', token, newStudent());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      firstname_fr: 'Inès',
      massar: 'K123456789',
      branchId: 1,
      status: 'expected',
      enrolment: { yearId: 2, level: 'CE1', status: 'expected' },
      family: { name: 'Zaoui', guardians: [{ firstname_fr: 'Hicham', relation: 'père', priority: 1 }] },
      siblings: [],
      medical: { allergies: ['lait'] },
    });
    const list = await call('GET', 'students?branch=1&year=2&q=ines%20zaoui', token);
    expect(list.body.items.map((item: { studentid: number }) => item.studentid)).toEqual([
      created.body.studentid,
    ]);
    // A brother joins the same family: siblings are derived.
    const brother = await call(
      'POST',
      'students?branch=1&year=2',
      token,
      newStudent({
        firstname_fr: 'Adam',
        firstname_ar: 'آدم',
        gender: 'M',
        massar: 'K123456780',
        newFamily: null,
        familyId: created.body.family.id,
      }),
    );
    expect(brother.status).toBe(201);
    expect(brother.body.siblings.map((s: { studentid: number }) => s.studentid)).toEqual([
      created.body.studentid,
    ]);
  });

  it('answers 422 with a message per field', async () => {
    const token = await demoToken('admin');
    const answer = await call(
      'POST',
      'students?branch=1&year=2',
      token,
      newStudent({
        firstname_fr: '',
        massar: '123',
        birthDate: '2999-01-01',
        classId: 999999,
        newFamily: { name: '', guardian: { phone: 'abc', email: 'nope' } },
      }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(Object.keys(answer.body.errors).sort()).toEqual(
      [
        'birthDate',
        'classId',
        'firstname_fr',
        'massar',
        'newFamily.guardian.email',
        'newFamily.guardian.firstname_fr',
        'newFamily.guardian.lastname_fr',
        'newFamily.guardian.phone',
        'newFamily.guardian.relation',
        'newFamily.name',
      ].sort(),
    );
    const tooOld = await call(
      'POST',
      'students?branch=1&year=2',
      token,
      newStudent({ birthDate: '1990-01-01' }),
    );
    expect(tooOld.body.errors).toEqual({ birthDate: 'IMPLAUSIBLE_AGE' });
  });

  it('answers 409 DUPLICATE_MASSAR for a number already given, on create and on update', async () => {
    const token = await demoToken('admin');
    const taken = await call('POST', 'students?branch=1&year=2', token, newStudent({ massar: 'J130245871' }));
    expect(taken).toEqual({
      status: 409,
      body: {
        message: 'This Massar number is already given to another student',
        code: 'DUPLICATE_MASSAR',
        errors: { massar: 'DUPLICATE_MASSAR' },
        field: 'massar',
      },
    });
    const other = db.data.students.find((s) => s.branchId === 1 && s.studentid !== 101)!;
    const record = (await call('GET', `students/${other.studentid}?year=2`, token)).body;
    const body = {
      ...newStudent(),
      firstname_fr: record.firstname_fr,
      massar: 'J130245871',
      levelId: record.enrolment.levelId,
      classId: record.enrolment.classId,
      newFamily: null,
      familyId: record.family.id,
      birthDate: record.birthDate,
    };
    expect((await call('PUT', `students/${other.studentid}?year=2`, token, body)).status).toBe(409);
    // Its own number is not a duplicate.
    const own = await call('PUT', `students/${other.studentid}?year=2`, token, {
      ...body,
      massar: record.massar,
    });
    expect(own.status).toBe(200);
  });

  it('updates names, status and class of the year', async () => {
    const token = await demoToken('admin');
    const record = (await call('GET', 'students/101?year=2', token)).body;
    const cm1b = db.data.classes.find(
      (c) =>
        c.branchId === 1 && c.yearId === 2 && c.levelId === record.enrolment.levelId && c.name !== 'CM1 A',
    );
    const answer = await call('PUT', 'students/101?year=2', token, {
      ...newStudent(),
      firstname_fr: 'Yasmina',
      firstname_ar: record.firstname_ar,
      lastname_fr: record.lastname_fr,
      lastname_ar: record.lastname_ar,
      birthDate: record.birthDate,
      massar: record.massar,
      levelId: record.enrolment.levelId,
      classId: (cm1b ?? db.data.classes.find((c) => c.id === record.enrolment.classId)!).id,
      status: 'left',
      newFamily: null,
      familyId: 1,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      firstname_fr: 'Yasmina',
      status: 'left',
      enrolment: { status: 'left' },
    });
    expect(answer.body.enrolment.endDate).not.toBeNull();
    expect(answer.body.enrolments).toHaveLength(2);
  });

  it('refuses staff of another branch, parents, and unknown students', async () => {
    const staff = await demoToken('staff');
    expect((await call('POST', 'students?branch=2&year=2', staff, newStudent())).status).toBe(403);
    const parent = await demoToken('parent');
    expect((await call('PUT', 'students/101?year=2', parent, newStudent())).status).toBe(403);
    expect((await call('PUT', 'students/999999', staff, newStudent())).status).toBe(404);
    expect((await call('POST', 'students?branch=1&year=2', null, newStudent())).status).toBe(401);
  });
});

describe('PUT students/{id}/medical', () => {
  it('saves notes, allergies (trimmed, without duplicates) and diet', async () => {
    const token = await demoToken('staff');
    const answer = await call('PUT', 'students/101/medical?year=2', token, {
      notes: 'Asthme léger',
      allergies: [' arachides ', 'arachides', 'kiwi', ''],
      diet: '',
    });
    expect(answer).toEqual({
      status: 200,
      body: { notes: 'Asthme léger', allergies: ['arachides', 'kiwi'], diet: null },
    });
    expect((await call('GET', 'students/101?year=2', token)).body.medical.allergies).toEqual([
      'arachides',
      'kiwi',
    ]);
    const long = await call('PUT', 'students/101/medical', token, { notes: 'x'.repeat(2001), allergies: [] });
    expect(long).toMatchObject({ status: 422, body: { errors: { notes: 'TOO_LONG' } } });
  });
});

describe('GET families', () => {
  it('finds the families of the branch by family or guardian name, without accents', async () => {
    const token = await demoToken('admin');
    const answer = await call('GET', 'families?branch=1&year=2&q=idrissi', token);
    expect(answer.status).toBe(200);
    expect(answer.body.items[0]).toMatchObject({
      id: 1,
      name: 'El Idrissi',
      guardians: [{ firstname_fr: 'Karim' }, { firstname_fr: 'Nadia' }],
    });
    expect(answer.body.items[0].children.map((c: { studentid: number }) => c.studentid)).toEqual([101, 102]);
    expect(
      (await call('GET', 'families?branch=1&year=2&q=karim%20el%20idrissi', token)).body.items[0].id,
    ).toBe(1);
    expect((await call('GET', 'families?branch=1&year=2', token)).body.items).toHaveLength(20);
    expect((await call('GET', 'families?branch=1&year=2', await demoToken('parent'))).status).toBe(403);
  });
});

describe('documents and notes of a student', () => {
  it('lists the student document types and the uploads; uploads a PDF with its expiry date', async () => {
    const token = await demoToken('admin');
    const before = await call('GET', 'students/101/documents?year=2', token);
    expect(before.status).toBe(200);
    expect(before.body.types.map((type: { name: string }) => type.name)).toEqual([
      'Extrait d’acte de naissance',
      'Certificat de vaccination',
      'Photo d’identité',
      'Certificat médical',
      'Assurance scolaire',
    ]);
    expect(before.body.items).toHaveLength(4);
    const form = new FormData();
    form.append('typeId', '5');
    form.append('expiryDate', '2027-08-31');
    form.append('file', new File(['%PDF-1.4'], 'assurance.pdf', { type: 'application/pdf' }));
    const uploaded = await call('POST', 'students/101/documents?year=2', token, form);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      typeId: 5,
      fileName: 'assurance.pdf',
      expiryDate: '2027-08-31',
      uploadedBy: 'Samira Benali',
    });
    const after = await call('GET', 'students/101/documents?year=2', token);
    expect(after.body.items[0].id).toBe(uploaded.body.id);
  });

  it('gives back a document: the uploaded bytes under their name, a PDF for a seeded one; staff of the student only', async () => {
    const token = await demoToken('admin');
    const form = new FormData();
    form.append('typeId', '3');
    form.append(
      'file',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'photo.png', {
        type: 'image/png',
      }),
    );
    const uploaded = await call('POST', 'students/101/documents?year=2', token, form);
    expect(uploaded.status).toBe(201);
    const file = await fetch(`${API}/students/101/documents/${uploaded.body.id}/file?year=2`, {
      headers: { Authorization: token },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3,
    ]);

    const seeded = db.data.studentDocuments.find((document) => document.studentId === 101)!;
    const pdf = await fetch(`${API}/students/101/documents/${seeded.id}/file`, {
      headers: { Authorization: token },
    });
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.headers.get('Content-Disposition')).toContain(encodeURIComponent(seeded.fileName));
    const text = new TextDecoder('latin1').decode(await pdf.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at the objects (a viewer opens the file).
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) =>
      expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true),
    );

    // Another student's document, an unknown one, a parent, no session.
    const other = db.data.studentDocuments.find((document) => document.studentId !== 101)!;
    expect((await call('GET', `students/101/documents/${other.id}/file`, token)).status).toBe(404);
    expect((await call('GET', 'students/101/documents/999999/file', token)).status).toBe(404);
    expect(
      (await call('GET', `students/101/documents/${seeded.id}/file`, await demoToken('parent'))).status,
    ).toBe(403);
    expect((await call('GET', `students/101/documents/${seeded.id}/file`, null)).status).toBe(401);
  });

  it('refuses other file types, large files, a missing expiry date and guardian types', async () => {
    const token = await demoToken('admin');
    const upload = (typeId: string, file: File, expiry?: string) => {
      const form = new FormData();
      form.append('typeId', typeId);
      if (expiry) form.append('expiryDate', expiry);
      form.append('file', file);
      return call('POST', 'students/101/documents', token, form);
    };
    const html = await upload('1', new File(['<script>'], 'x.html', { type: 'text/html' }));
    expect(html).toMatchObject({ status: 422, body: { errors: { file: 'DOCUMENT_FILE_TYPE' } } });
    // Uploads by content: an HTML page or an SVG declared as a PDF or a PNG is refused all the same.
    const disguisedPage = await upload(
      '1',
      new File(['<!doctype html><script>alert(1)</script>'], 'f.pdf', { type: 'application/pdf' }),
    );
    expect(disguisedPage.body.errors).toEqual({ file: 'DOCUMENT_FILE_TYPE' });
    const disguisedSvg = await upload(
      '1',
      new File(['<svg onload="alert(1)"/>'], 'p.png', { type: 'image/png' }),
    );
    expect(disguisedSvg.body.errors).toEqual({ file: 'DOCUMENT_FILE_TYPE' });
    const big = await upload(
      '1',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(big.body.errors).toEqual({ file: 'FILE_TOO_LARGE' });
    const noExpiry = await upload('4', new File(['%PDF-1.4'], 'c.pdf', { type: 'application/pdf' }));
    expect(noExpiry.body.errors).toEqual({ expiryDate: 'INVALID_DATE' });
    const guardian = await upload(
      '6',
      new File(['%PDF-1.4'], 'cin.pdf', { type: 'application/pdf' }),
      '2030-01-01',
    );
    expect(guardian.body.errors).toEqual({ typeId: 'UNKNOWN_DOCUMENT_TYPE' });
  });

  it('adds a note signed by the author, newest first', async () => {
    const token = await demoToken('staff');
    const added = await call('POST', 'students/101/notes?year=2', token, { text: '  Rendez-vous pris.  ' });
    expect(added).toMatchObject({
      status: 201,
      body: { text: 'Rendez-vous pris.', author: 'Youssef Alaoui' },
    });
    const list = await call('GET', 'students/101/notes?year=2', token);
    expect(list.body.items[0]).toMatchObject({ id: added.body.id });
    expect((await call('POST', 'students/101/notes', token, { text: '  ' })).status).toBe(422);
    // Another branch's student: the same 404 as an unknown one (docs/api.md "Scope").
    expect((await call('GET', 'students/102/notes', token)).status).toBe(404);
  });
});

describe('document types', () => {
  it('creates, edits, moves and deletes a type; renumbers the order', async () => {
    const token = await demoToken('admin');
    const base = 'document-types?branch=1&year=2';
    const list = async () =>
      (await call('GET', base, token)).body.items as Array<{ id: number; name: string; order: number }>;
    expect((await list()).map((type) => type.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const created = await call('POST', base, token, {
      name: 'Attestation de transport',
      required: false,
      appliesTo: 'student',
      hasExpiry: true,
    });
    expect(created).toMatchObject({ status: 201, body: { name: 'Attestation de transport', order: 10 } });
    const id = created.body.id as number;
    const moved = await call('PUT', `document-types/${id}?branch=1&year=2`, token, {
      ...created.body,
      order: 1,
    });
    expect(moved.body.order).toBe(1);
    expect((await list()).map((type) => type.id).slice(0, 2)).toEqual([id, 1]);
    expect((await list()).map((type) => type.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const duplicate = await call('POST', base, token, {
      name: 'photo D’IDENTITÉ'.replace('É', 'é'),
      appliesTo: 'student',
    });
    expect(duplicate.status).toBe(422);
    expect((await call('DELETE', `document-types/${id}?branch=1&year=2`, token)).status).toBe(204);
    expect((await list()).map((type) => type.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Types with uploaded documents are kept.
    expect(await call('DELETE', `document-types/1?branch=1&year=2`, token)).toMatchObject({
      status: 409,
      body: { code: 'TYPE_IN_USE' },
    });
    expect((await call('DELETE', `document-types/999?branch=1&year=2`, token)).status).toBe(404);
  });

  it('needs the document types permission of that branch and year', async () => {
    const staff = await demoToken('staff');
    expect((await call('GET', 'document-types?branch=1&year=2', staff)).status).toBe(403);
    const admin = await demoToken('admin');
    expect((await call('GET', 'document-types?branch=3&year=2', admin)).status).toBe(403);
    expect((await call('GET', 'document-types', admin)).status).toBe(400);
  });
});

describe('PUT school/levels/{id}', () => {
  it('renames a level for the student settings permission; staff without it get 403', async () => {
    const admin = await demoToken('admin');
    const answer = await call('PUT', 'school/levels/5?branch=1&year=2', admin, { name: 'CE1 (2e année)' });
    expect(answer).toEqual({
      status: 200,
      body: { id: 5, code: 'CE1', name: 'CE1 (2e année)', order: 5, cycle: 'élémentaire' },
    });
    const levels = await call('GET', 'school/levels?branch=1&year=2', admin);
    expect(levels.body.items[4].name).toBe('CE1 (2e année)');
    expect((await call('PUT', 'school/levels/5?branch=1&year=2', admin, { name: ' ' })).status).toBe(422);
    const staff = await demoToken('staff');
    expect((await call('PUT', 'school/levels/5?branch=1&year=2', staff, { name: 'x' })).status).toBe(403);
  });
});
