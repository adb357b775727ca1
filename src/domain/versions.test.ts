import { describe, expect, it } from 'vitest';
import { changesBetween, isVersionedEdit, recordPathOf } from './versions';

describe('record versions (docs/api.md "Versions")', () => {
  it('a part of a record without a read of its own is versioned as the record; any other edit as its own address', () => {
    expect(recordPathOf('students/7/medical')).toBe('students/7');
    expect(recordPathOf('/api/students/7/medical')).toBe('/api/students/7');
    expect(recordPathOf('students/7')).toBe('students/7');
    expect(recordPathOf('school/settings')).toBe('school/settings');
    expect(recordPathOf('students/7/guardians/3')).toBe('students/7');
    expect(recordPathOf('transport/lines/4/stops')).toBe('transport/lines/4');
    expect(recordPathOf('/api/requests/12/assignee')).toBe('/api/requests/12');
    expect(recordPathOf('education/classes/5/subjects/2')).toBe('education/classes/5');
    expect(recordPathOf('attendance/absences/9/justification')).toBe('attendance/absences/9');
    expect(recordPathOf('students/7/guardians')).toBe('students/7/guardians');
    expect(isVersionedEdit('put')).toBe(true);
    expect(isVersionedEdit('POST')).toBe(false);
    expect(isVersionedEdit(undefined)).toBe(false);
  });

  it('what changed: each value by its dotted path, a list of plain values as one value, a list of records item by item', () => {
    const before = {
      firstname_fr: 'Yasmine',
      enrolment: { classId: 12, status: 'active' },
      medical: { allergies: ['lait'], diet: null },
      guardians: [{ id: 1, phone: '0661' }],
    };
    const after = {
      firstname_fr: 'Yasmine',
      enrolment: { classId: 14, status: 'active' },
      medical: { allergies: ['lait', 'kiwi'], diet: 'sans porc' },
      guardians: [{ id: 1, phone: '0662' }],
    };
    expect(changesBetween(before, after)).toEqual([
      { path: 'enrolment.classId', before: 12, after: 14 },
      { path: 'medical.allergies', before: ['lait'], after: ['lait', 'kiwi'] },
      { path: 'medical.diet', before: null, after: 'sans porc' },
      { path: 'guardians.0.phone', before: '0661', after: '0662' },
    ]);
    expect(changesBetween(before, structuredClone(before))).toEqual([]);
  });
});
