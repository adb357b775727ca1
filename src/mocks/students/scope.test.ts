// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/**
 * Permission before existence (docs/api.md "Scope"): a student of another branch is answered exactly as a student
 * that does not exist (404, same body) on every sub-resource; 403 is only for a caller without the students'
 * permission anywhere, whatever the id.
 */
const ELSEWHERE = 102; // the parent's second child, in branch 3 (the staff account works in branch 1)
const UNKNOWN = 999999;
const PDF = '%PDF-1.4 certificat';

const upload = () => {
  const form = new FormData();
  form.append('typeId', '1');
  form.append('file', new File([PDF], 'certificat.pdf', { type: 'application/pdf' }));
  return form;
};
const photo = () => {
  const form = new FormData();
  form.append(
    'file',
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'p.png', {
      type: 'image/png',
    }),
  );
  return form;
};
const guardian = {
  relation: 'mother',
  firstname_fr: 'Nadia',
  lastname_fr: 'Test',
  phone: '0612345678',
  email: '',
};

/** Every sub-resource of a student: method, path (after `students/{id}`), body. */
function calls(): Array<[string, string, () => unknown]> {
  const family = db.data.families.find(
    (item) => item.id === db.data.students.find((s) => s.studentid === ELSEWHERE)!.familyId,
  )!;
  const guardianId = family.guardians[0]!.id;
  const documentId = db.data.studentDocuments.find((d) => d.studentId === ELSEWHERE)?.id ?? 1;
  return [
    ['GET', '', () => undefined],
    ['PUT', '', () => ({ firstname_fr: 'X' })],
    ['GET', '/documents', () => undefined],
    ['POST', '/documents', upload],
    ['GET', `/documents/${documentId}/file`, () => undefined],
    ['GET', '/photo', () => undefined],
    ['PUT', '/photo', photo],
    ['DELETE', '/photo', () => undefined],
    ['GET', '/notes', () => undefined],
    ['POST', '/notes', () => ({ text: 'Note' })],
    ['POST', '/guardians', () => guardian],
    ['PUT', `/guardians/${guardianId}`, () => guardian],
    ['DELETE', `/guardians/${guardianId}`, () => undefined],
    ['PUT', '/medical', () => ({ notes: null, allergies: [], diet: null })],
  ];
}

describe('students: another branch’s student is answered as an unknown one', () => {
  it('every sub-resource answers a student of another branch exactly as an unknown id (404, same body)', async () => {
    const staff = await demoToken('staff');
    for (const [method, rest, body] of calls()) {
      const other = await demoCall(method, `students/${ELSEWHERE}${rest}?year=2`, staff, body());
      const unknown = await demoCall(method, `students/${UNKNOWN}${rest}?year=2`, staff, body());
      expect(other, `${method} students/{id}${rest}`).toEqual(unknown);
      expect(other.status, `${method} students/{id}${rest}`).toBe(404);
    }
    // Nothing of the other branch's student changed.
    expect(db.data.studentNotes.some((note) => note.studentId === ELSEWHERE && note.text === 'Note')).toBe(
      false,
    );
  });

  it('a caller without the students’ permission anywhere gets the same 403 whatever the id', async () => {
    const parent = await demoToken('parent');
    for (const [method, rest, body] of calls().filter(([, rest]) => rest !== '')) {
      const own = await demoCall(method, `students/101${rest}?year=2`, parent, body());
      const unknown = await demoCall(method, `students/${UNKNOWN}${rest}?year=2`, parent, body());
      expect(own, `${method} students/{id}${rest}`).toEqual(unknown);
      expect(own.status, `${method} students/{id}${rest}`).toBe(403);
    }
  });
});
