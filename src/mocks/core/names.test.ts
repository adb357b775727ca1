// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from './db.ts';

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
    massar: 'K123456780',
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
        email: '',
      },
    },
    medical: { notes: null, allergies: [], diet: null },
    ...overrides,
  };
}

describe('Person names: the demo API refuses control characters and strips invisible ones (docs/api.md "Text")', () => {
  it('refuses a student whose first name holds a NUL with 422 INVALID_NAME naming the field; nothing is stored', async () => {
    const token = await demoToken('admin');
    const count = db.data.students.length;
    const answer = await demoCall(
      'POST',
      'students?branch=1&year=2',
      token,
      newStudent({ firstname_fr: 'In\u0000ès' }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      code: 'INVALID_NAME',
      field: 'firstname_fr',
      errors: { firstname_fr: 'INVALID_NAME' },
    });
    expect(db.data.students).toHaveLength(count);
  });

  it('names every refused field, nested ones dotted (a line break in the new guardian, a tab in the family)', async () => {
    const token = await demoToken('admin');
    const body = newStudent();
    body.newFamily.name = 'Zaoui\tX';
    body.newFamily.guardian.lastname_fr = 'Zaoui\nSELECT';
    const answer = await demoCall('POST', 'students?branch=1&year=2', token, body);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'newFamily.name': 'INVALID_NAME',
      'newFamily.guardian.lastname_fr': 'INVALID_NAME',
    });
  });

  it('stores a name sent with zero-width, RLM, tag characters and extra spaces stripped', async () => {
    const token = await demoToken('admin');
    const answer = await demoCall(
      'POST',
      'students?branch=1&year=2',
      token,
      newStudent({
        firstname_fr: ' In\u200Bès\u{E0041}  ',
        lastname_ar: '\u200Fالزاوي\u061C',
        massar: 'K123456781',
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ firstname_fr: 'Inès', lastname_ar: 'الزاوي' });
    const stored = db.data.students.find((student) => student.studentid === answer.body.studentid)!;
    expect([stored.firstname_fr, stored.lastname_ar]).toEqual(['Inès', 'الزاوي']);
  });

  it('checks the guardians of an application (guardians.0.firstname_fr)', async () => {
    const token = await demoToken('admin');
    const answer = await demoCall('POST', 'applications?branch=1&year=2', token, {
      firstname_fr: 'Lina',
      lastname_fr: 'Amrani',
      gender: 'F',
      birthDate: '2020-03-01',
      levelId: 1,
      priority: 'normal',
      guardians: [
        { relation: 'mère', firstname_fr: 'Sa\u2028ra', lastname_fr: 'Amrani', phone: '+212 600 00 00 00' },
      ],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ 'guardians.0.firstname_fr': 'INVALID_NAME' });
  });

  it('checks the name fields of a form too', async () => {
    const token = await demoToken('admin');
    const form = new FormData();
    form.append('typeId', '5');
    form.append('firstname_fr', 'Ali\u0085');
    form.append('file', new File(['%PDF-1.4'], 'acte.pdf', { type: 'application/pdf' }));
    const answer = await demoCall('POST', 'students/101/documents?year=2', token, form);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ firstname_fr: 'INVALID_NAME' });
  });

  it('leaves other texts alone: a note may hold line breaks', async () => {
    const token = await demoToken('admin');
    const answer = await demoCall('POST', 'students/101/notes?year=2', token, { text: 'Ligne 1\nLigne 2' });
    expect(answer.status).toBe(201);
    expect(answer.body.text).toBe('Ligne 1\nLigne 2');
  });
});
