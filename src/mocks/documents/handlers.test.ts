// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoAnswer, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/**
 * docs/api.md "School documents": the office issues a numbered document with a verification code from a student's
 * record, once whatever the clicks; reprints it as it was issued; and a code typed off paper says whether it is
 * genuine.
 */
const SCOPE = 'branch=1&year=2';
const YASMINE = 101;
const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });

function studentIn(status: 'expected' | 'left'): number {
  const enrolment = db.data.enrolments.find((e) => e.branchId === 1 && e.yearId === 2 && e.status === status);
  if (!enrolment) throw new Error(`no ${status} student in branch 1`);
  return enrolment.studentId;
}

describe('school documents (docs/api.md "School documents")', () => {
  it('shows a draft without number, then issues it once per key with a number and a code, and lists it', async () => {
    const admin = await demoToken('admin');
    const draft = await demoAnswer(
      'GET',
      `students/${YASMINE}/school-documents/draft?${SCOPE}&type=schooling&language=ar`,
      admin,
    );
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({
      id: null,
      number: null,
      code: null,
      type: 'schooling',
      language: 'ar',
    });
    expect(draft.body.student).toMatchObject({ id: YASMINE, massar: expect.stringMatching(/^[A-Z]\d{9}$/) });
    expect(draft.body.className).toBe('CM1 A');
    const before = db.data.issuedDocuments.length;

    const headers = key();
    const body = { type: 'schooling', language: 'ar' };
    const first = await demoAnswer(
      'POST',
      `students/${YASMINE}/school-documents?${SCOPE}`,
      admin,
      body,
      headers,
    );
    const again = await demoAnswer(
      'POST',
      `students/${YASMINE}/school-documents?${SCOPE}`,
      admin,
      body,
      headers,
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.number).toBe(first.body.number);
    expect(db.data.issuedDocuments).toHaveLength(before + 1);
    expect(first.body.number).toMatch(new RegExp(`^CS-${new Date().getFullYear()}-\\d{5}$`));
    expect(first.body.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(first.body.issuedBy).toBeTruthy();

    // Without a key, nothing is issued.
    const keyless = await demoAnswer('POST', `students/${YASMINE}/school-documents?${SCOPE}`, admin, body);
    expect(keyless.status).toBe(428);

    const second = await demoAnswer(
      'POST',
      `students/${YASMINE}/school-documents?${SCOPE}`,
      admin,
      { type: 'enrolment', language: 'fr' },
      key(),
    );
    expect(second.body.number).toMatch(/^AI-/);
    const third = await demoAnswer(
      'POST',
      `students/${YASMINE}/school-documents?${SCOPE}`,
      admin,
      body,
      key(),
    );
    expect(Number(third.body.number.slice(-5))).toBe(Number(first.body.number.slice(-5)) + 1);

    const list = await demoAnswer('GET', `students/${YASMINE}/school-documents?${SCOPE}`, admin);
    expect(list.body.items.slice(0, 3).map((item: { number: string }) => item.number)).toEqual([
      third.body.number,
      second.body.number,
      first.body.number,
    ]);
  });

  it('reprints a document as it was issued, even after the record changed', async () => {
    const admin = await demoToken('admin');
    const issued = await demoAnswer(
      'POST',
      `students/${YASMINE}/school-documents?${SCOPE}`,
      admin,
      { type: 'schooling', language: 'fr' },
      key(),
    );
    const student = db.data.students.find((candidate) => candidate.studentid === YASMINE)!;
    const firstname = student.firstname_fr;
    student.firstname_fr = 'Renommée';
    const again = await demoAnswer('GET', `school-documents/${issued.body.id}`, admin);
    expect(again.status).toBe(200);
    expect(again.body.student.firstname_fr).toBe(firstname);
    expect(again.body).toMatchObject({ number: issued.body.number, code: issued.body.code });
  });

  it('says whether a code is genuine, as typed off paper, to staff of the branch only', async () => {
    const admin = await demoToken('admin');
    const issued = await demoAnswer(
      'POST',
      `students/${YASMINE}/school-documents?${SCOPE}`,
      admin,
      { type: 'enrolment', language: 'fr' },
      key(),
    );
    const typed = issued.body.code.replace(/-/g, ' ').toLowerCase();
    const found = await demoAnswer('POST', 'school-documents/verify', admin, { code: typed });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      number: issued.body.number,
      type: 'enrolment',
      className: 'CM1 A',
      student: { id: YASMINE },
    });
    const unknown = await demoAnswer('POST', 'school-documents/verify', admin, { code: '2222-3333-4444' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('DOCUMENT_NOT_FOUND');
    const malformed = await demoAnswer('POST', 'school-documents/verify', admin, { code: 'CS-2026-00001' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('INVALID_CODE');
    const parent = await demoToken('parent');
    expect(
      (await demoAnswer('POST', 'school-documents/verify', parent, { code: issued.body.code })).status,
    ).toBe(403);
  });

  it("states the family's payments of the year, summed, for staff with the family finances' right only", async () => {
    const admin = await demoToken('admin');
    const draft = await demoAnswer(
      'GET',
      `students/${YASMINE}/school-documents/draft?${SCOPE}&type=payments&language=fr`,
      admin,
    );
    expect(draft.status).toBe(200);
    const familyId = db.data.students.find((s) => s.studentid === YASMINE)!.familyId;
    const paid = db.data.payments.filter(
      (p) => p.familyId === familyId && p.branchId === 1 && p.yearId === 2,
    );
    expect(paid.length).toBeGreaterThan(0);
    expect(draft.body.payments.lines).toHaveLength(paid.length);
    expect(Math.round(draft.body.payments.total * 100)).toBe(paid.reduce((sum, p) => sum + p.amountCents, 0));
    expect(draft.body.payments.children.map((c: { firstname_fr: string }) => c.firstname_fr)).toContain(
      'Yasmine',
    );

    const staff = await demoToken('staff');
    const refused = await demoAnswer(
      'POST',
      `students/${YASMINE}/school-documents?${SCOPE}`,
      staff,
      { type: 'payments', language: 'fr' },
      key(),
    );
    expect(refused.status).toBe(403);
    const allowed = await demoAnswer(
      'POST',
      `students/${YASMINE}/school-documents?${SCOPE}`,
      staff,
      { type: 'schooling', language: 'fr' },
      key(),
    );
    expect(allowed.status).toBe(201);
  });

  it('refuses what the school cannot certify: schooling before the first day, enrolment once left', async () => {
    const admin = await demoToken('admin');
    const expected = await demoAnswer(
      'POST',
      `students/${studentIn('expected')}/school-documents?${SCOPE}`,
      admin,
      { type: 'schooling', language: 'fr' },
      key(),
    );
    expect(expected.status).toBe(409);
    expect(expected.body.code).toBe('NOT_ATTENDING');
    const left = await demoAnswer(
      'POST',
      `students/${studentIn('left')}/school-documents?${SCOPE}`,
      admin,
      { type: 'enrolment', language: 'fr' },
      key(),
    );
    expect(left.body.code).toBe('LEFT_SCHOOL');
    const leftSchooling = await demoAnswer(
      'GET',
      `students/${studentIn('left')}/school-documents/draft?${SCOPE}&type=schooling&language=fr`,
      admin,
    );
    expect(leftSchooling.body).toMatchObject({
      state: 'left',
      until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const invalid = await demoAnswer(
      'POST',
      `students/${YASMINE}/school-documents?${SCOPE}`,
      admin,
      {},
      key(),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ type: 'REQUIRED', language: 'REQUIRED' });
    // A student of another branch is not found from this one.
    const other = db.data.enrolments.find((e) => e.branchId !== 1 && e.yearId === 2)!.studentId;
    expect((await demoAnswer('GET', `students/${other}/school-documents?${SCOPE}`, admin)).status).toBe(404);
  });

  it("keeps the branch's register of the year, newest first, the payment statements for the finance right only", async () => {
    const admin = await demoToken('admin');
    await demoAnswer(
      'POST',
      `students/${YASMINE}/school-documents?${SCOPE}`,
      admin,
      { type: 'payments', language: 'fr' },
      key(),
    );
    const register = await demoAnswer('GET', `school-documents?${SCOPE}&pageSize=100`, admin);
    expect(register.status).toBe(200);
    const inBranch = db.data.issuedDocuments.filter((d) => d.branchId === 1 && d.yearId === 2);
    expect(register.body.total).toBe(inBranch.length);
    expect(register.body.items[0]).toMatchObject({
      type: 'payments',
      studentId: YASMINE,
      className: 'CM1 A',
    });
    const dates = register.body.items.map((item: { issuedOn: string }) => item.issuedOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const staff = await demoToken('staff');
    const seen = await demoAnswer('GET', `school-documents?${SCOPE}&pageSize=100`, staff);
    expect(seen.body.total).toBe(inBranch.length - 1);
    expect(seen.body.items.some((item: { type: string }) => item.type === 'payments')).toBe(false);
    // The draft of a student not yet arrived is the enrolment attestation unless asked otherwise.
    const expected = db.data.enrolments.find(
      (e) => e.branchId === 1 && e.yearId === 2 && e.status === 'expected',
    )!;
    const draft = await demoAnswer(
      'GET',
      `students/${expected.studentId}/school-documents/draft?${SCOPE}`,
      admin,
    );
    expect(draft.body).toMatchObject({ type: 'enrolment', language: 'fr' });
  });

  it('seeds genuine documents issued since the year began, numbered in the order they were issued', () => {
    const seeded = db.data.issuedDocuments;
    expect(seeded.length).toBeGreaterThan(10);
    const schooling = seeded.filter((d) => d.type === 'schooling' && d.issuedOn.startsWith('2026'));
    const byNumber = [...schooling].sort((a, b) => a.number.localeCompare(b.number));
    expect(byNumber.map((d) => d.issuedOn)).toEqual([...byNumber.map((d) => d.issuedOn)].sort());
    expect(new Set(seeded.map((d) => d.code)).size).toBe(seeded.length);
    for (const document of seeded)
      expect([0, 6]).not.toContain(new Date(`${document.issuedOn}T12:00:00Z`).getUTCDay());
  });
});
