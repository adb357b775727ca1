// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { atTenOnTuesday, call, teacherToken } from './testkit.ts';

atTenOnTuesday();

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

function upload(bytes: Uint8Array, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  return form;
}

/** A homework of branch 1 this year without an attachment. */
const plainHomework = () =>
  db.data.homework.items.find((item) => item.branchId === 1 && item.yearId === 2 && !item.attachment)!;

describe('homework: its attachment (docs/api.md "Uploads")', () => {
  it('a PDF is kept and served as it was sent, under a name that follows its type; removing it clears it', async () => {
    const admin = await demoToken('admin');
    const item = plainHomework();
    const saved = await call(
      'PUT',
      `homework/${item.id}/attachment?year=2`,
      admin,
      upload(PDF, 'fiche', 'application/pdf'),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.attachment).toEqual({
      name: 'fiche.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
    });
    const file = await fetch(`http://localhost:3000/api/homework/${item.id}/attachment?year=2`, {
      headers: { Authorization: admin },
    });
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);

    const removed = await call('DELETE', `homework/${item.id}/attachment?year=2`, admin);
    expect(removed.body.attachment).toBeNull();
    expect(Object.keys(db.data.files).some((path) => path.startsWith(`homework/${item.id}/`))).toBe(false);
    expect((await call('GET', `homework/${item.id}/attachment?year=2`, admin)).status).toBe(404);
  });

  it('a file is typed by its content: an HTML page declared as a PDF is refused 422 UNSUPPORTED_TYPE', async () => {
    const admin = await demoToken('admin');
    const item = plainHomework();
    const page = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    const refused = await call(
      'PUT',
      `homework/${item.id}/attachment?year=2`,
      admin,
      upload(page, 'corrige.pdf', 'application/pdf'),
    );
    expect(refused).toMatchObject({
      status: 422,
      body: { code: 'UNSUPPORTED_TYPE', errors: { file: 'UNSUPPORTED_TYPE' } },
    });
    expect(item.attachment).toBeNull();
    // A PNG called ".pdf" is kept as the picture it is.
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const picture = await call(
      'PUT',
      `homework/${item.id}/attachment?year=2`,
      admin,
      upload(png, 'schema.pdf', 'application/pdf'),
    );
    expect(picture.body.attachment).toMatchObject({ name: 'schema.png', mimeType: 'image/png' });
    // No file, or not a multipart body.
    expect(
      (await call('PUT', `homework/${item.id}/attachment?year=2`, admin, new FormData())).body.code,
    ).toBe('NO_FILE');
    expect((await call('PUT', `homework/${item.id}/attachment?year=2`, admin, { file: 'x' })).status).toBe(
      400,
    );
  });

  it('a teacher uploads to their own subjects’ homework only; a seeded worksheet downloads as a PDF', async () => {
    const teacher = await teacherToken();
    const user = db.data.users.find((candidate) => candidate.email === 'teacher.1@demo.test')!;
    const own = new Set(
      db.data.education.teachers.filter((row) => row.userId === user.id).map((row) => row.id),
    );
    const taught = (item: { classId: number; subjectId: number }) =>
      db.data.education.assignments.some(
        (row) =>
          row.yearId === 2 &&
          row.classId === item.classId &&
          row.subjectId === item.subjectId &&
          row.teacherId !== null &&
          own.has(row.teacherId),
      );
    const other = db.data.homework.items.find((item) => item.branchId === 1 && !taught(item))!;
    expect(
      (
        await call(
          'PUT',
          `homework/${other.id}/attachment?year=2`,
          teacher,
          upload(PDF, 'f.pdf', 'application/pdf'),
        )
      ).status,
    ).toBe(404);
    const mine = db.data.homework.items.find((item) => taught(item) && !item.attachment)!;
    expect(
      (
        await call(
          'PUT',
          `homework/${mine.id}/attachment?year=2`,
          teacher,
          upload(PDF, 'f.pdf', 'application/pdf'),
        )
      ).status,
    ).toBe(200);
    const admin = await demoToken('admin');
    const worksheet = db.data.homework.items.find(
      (item) => item.attachment && item.attachment.path === null,
    )!;
    const file = await fetch(`http://localhost:3000/api/homework/${worksheet.id}/attachment?year=2`, {
      headers: { Authorization: admin },
    });
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes.length).toBe(worksheet.attachment!.size);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });
});
