// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/**
 * A PUT replaces a record (docs/api.md "Conventions", "PUT students/{id}/medical"): a body lacking a field is refused
 * (422 `VALIDATION_ERROR`, `REQUIRED` under each missing field) rather than emptying it.
 */
const student = () => db.data.students.find((item) => item.studentid === 101)!;

describe('partial PUT bodies never wipe data', () => {
  it('PUT students/101/medical {"diet":"sans porc"} is refused and the allergies stay; a whole body saves', async () => {
    const token = await demoToken('admin');
    student().medical = { notes: 'Asthme léger', allergies: ['arachides'], diet: null };
    const partial = await demoCall('PUT', 'students/101/medical?year=2', token, { diet: 'sans porc' });
    expect(partial).toEqual({
      status: 422,
      body: {
        message: 'Validation failed',
        code: 'VALIDATION_ERROR',
        errors: { notes: 'REQUIRED', allergies: 'REQUIRED' },
      },
    });
    expect(student().medical).toEqual({ notes: 'Asthme léger', allergies: ['arachides'], diet: null });
    const whole = await demoCall('PUT', 'students/101/medical?year=2', token, {
      notes: 'Asthme léger',
      allergies: ['arachides'],
      diet: 'sans porc',
    });
    expect(whole).toMatchObject({ status: 200, body: { allergies: ['arachides'], diet: 'sans porc' } });
  });

  it('PUT students/{id} without its medical block is refused, the medical record kept', async () => {
    const token = await demoToken('admin');
    student().medical = { notes: null, allergies: ['lait'], diet: null };
    const record = (await demoCall('GET', 'students/101?year=2', token)).body;
    const body = {
      firstname_fr: record.firstname_fr,
      lastname_fr: record.lastname_fr,
      firstname_ar: record.firstname_ar,
      lastname_ar: record.lastname_ar,
      gender: record.gender,
      birthDate: record.birthDate,
      massar: record.massar,
      levelId: record.enrolment.levelId,
      classId: record.enrolment.classId,
      status: record.status,
      familyId: record.family.id,
    };
    const refused = await demoCall('PUT', 'students/101?year=2', token, body);
    expect(refused).toMatchObject({ status: 422, body: { errors: { medical: 'REQUIRED' } } });
    const half = await demoCall('PUT', 'students/101?year=2', token, { ...body, medical: { diet: 'x' } });
    expect(half.body.errors).toEqual({ 'medical.notes': 'REQUIRED', 'medical.allergies': 'REQUIRED' });
    expect(student().medical?.allergies).toEqual(['lait']);
    const saved = await demoCall('PUT', 'students/101?year=2', token, { ...body, medical: record.medical });
    expect(saved.status).toBe(200);
    expect(saved.body.medical.allergies).toEqual(['lait']);
  });

  it('a guardian and a document type sent without some fields are refused, unchanged', async () => {
    const token = await demoToken('admin');
    const family = db.data.families.find((item) => item.id === student().familyId)!;
    const guardian = family.guardians[0]!;
    const before = { ...guardian };
    const refused = await demoCall('PUT', `students/101/guardians/${guardian.id}?year=2`, token, {
      relation: guardian.relation,
      firstname_fr: guardian.firstname_fr,
      lastname_fr: guardian.lastname_fr,
      phone: guardian.phone,
    });
    expect(refused).toMatchObject({
      status: 422,
      body: {
        code: 'VALIDATION_ERROR',
        errors: {
          firstname_ar: 'REQUIRED',
          lastname_ar: 'REQUIRED',
          email: 'REQUIRED',
          canSeeFinances: 'REQUIRED',
        },
      },
    });
    expect(guardian).toEqual(before);

    const type = db.data.documentTypes.find((item) => item.hasExpiry)!;
    const typeBefore = { ...type };
    const partialType = await demoCall('PUT', `document-types/${type.id}?branch=1&year=2`, token, {
      name: type.name,
      appliesTo: type.appliesTo,
    });
    expect(partialType).toMatchObject({
      status: 422,
      body: { errors: { required: 'REQUIRED', hasExpiry: 'REQUIRED' } },
    });
    expect(type).toEqual(typeBefore);
  });
});
