// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { firstWith, call, type Detail } from './testkit.ts';

afterEach(() => vi.useRealTimers());

describe('GET applications/{id}', () => {
  it('answers the full record with history and the allowed transitions', async () => {
    const token = await demoToken('admin');
    const application = firstWith('under_review');
    const answer = await call('GET', `applications/${application.id}`, token);
    expect(answer.status).toBe(200);
    const detail = answer.body as unknown as Detail;
    expect(detail.allowedTransitions).toEqual(['waitlisted', 'accepted', 'rejected', 'withdrawn']);
    expect(detail.history.map((e) => e.status)).toEqual(['submitted', 'under_review']);
    expect(detail.guardians.length).toBeGreaterThan(0);
  });

  it('shows the siblings of an existing family', async () => {
    const token = await demoToken('admin');
    const application = db.data.applications.find((a) => a.priority === 'sibling' && a.branchId === 1)!;
    const detail = (await call('GET', `applications/${application.id}`, token)).body as unknown as Detail;
    expect(detail.family?.id).toBe(application.familyId);
    expect(detail.family?.children.length).toBeGreaterThan(0);
  });

  it('404 for an unknown id or one outside the user’s branches, 403 without the permission', async () => {
    const token = await demoToken('admin');
    expect((await call('GET', 'applications/9999', token)).status).toBe(404);
    const elsewhere = firstWith('accepted', 3);
    expect((await call('GET', `applications/${elsewhere.id}`, token)).status).toBe(404);
    const move = await call('POST', `applications/${elsewhere.id}/transitions`, token, { to: 'withdrawn' });
    expect(move.status).toBe(404);
    expect(elsewhere.status).toBe('accepted');
    const staff = await demoToken('staff');
    const refused = await call('GET', `applications/${firstWith('submitted').id}`, staff);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('User does not have the required permission.');
    const parent = await demoToken('parent');
    expect((await call('GET', `applications/${firstWith('submitted').id}/classes`, parent)).status).toBe(403);
  });
});

describe('POST applications/{id}/transitions', () => {
  it('moves an application along its allowed path and records who, when and why', async () => {
    const token = await demoToken('admin');
    const application = firstWith('submitted');
    const review = await call('POST', `applications/${application.id}/transitions`, token, {
      to: 'under_review',
    });
    expect(review.status).toBe(200);
    const waitlisted = await call('POST', `applications/${application.id}/transitions`, token, {
      to: 'waitlisted',
      reason: 'Classe complète',
    });
    const detail = waitlisted.body as unknown as Detail;
    expect(detail.status).toBe('waitlisted');
    expect(detail.history.at(-1)).toMatchObject({
      status: 'waitlisted',
      by: 'Samira Benali',
      reason: 'Classe complète',
    });
    expect(detail.allowedTransitions).toEqual(['accepted', 'rejected', 'withdrawn']);
    expect(db.data.applications.find((a) => a.id === application.id)?.status).toBe('waitlisted');
  });

  it('409 for a transition the rules forbid', async () => {
    const token = await demoToken('admin');
    const submitted = firstWith('submitted');
    const answer = await call('POST', `applications/${submitted.id}/transitions`, token, { to: 'accepted' });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('TRANSITION_NOT_ALLOWED');
    const rejected = firstWith('rejected');
    const again = await call('POST', `applications/${rejected.id}/transitions`, token, { to: 'withdrawn' });
    expect(again.status).toBe(409);
  });

  it('422 when rejecting without a reason (blank counts as none), or asking for enrolled directly', async () => {
    const token = await demoToken('admin');
    const application = firstWith('under_review');
    for (const body of [{ to: 'rejected' }, { to: 'rejected', reason: '   ' }]) {
      const answer = await call('POST', `applications/${application.id}/transitions`, token, body);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('REASON_REQUIRED');
    }
    const rejected = await call('POST', `applications/${application.id}/transitions`, token, {
      to: 'rejected',
      reason: 'Dossier incomplet',
    });
    expect(rejected.status).toBe(200);
    const accepted = firstWith('accepted');
    const enrolled = await call('POST', `applications/${accepted.id}/transitions`, token, { to: 'enrolled' });
    expect(enrolled.status).toBe(422);
    expect(enrolled.body.code).toBe('ENROLMENT_REQUIRED');
    const bad = await call('POST', `applications/${accepted.id}/transitions`, token, { to: 'done' });
    expect(bad.status).toBe(422);
  });

  it('withdrawn from every non-final state', async () => {
    const token = await demoToken('admin');
    for (const status of ['submitted', 'under_review', 'waitlisted', 'accepted']) {
      const application = db.data.applications.find((a) => a.status === status && a.branchId <= 2)!;
      const answer = await call('POST', `applications/${application.id}/transitions`, token, {
        to: 'withdrawn',
      });
      expect(answer.status, status).toBe(200);
    }
  });
});

describe('PUT applications/{id}/documents', () => {
  it('updates the checklist and refuses unknown document types', async () => {
    const token = await demoToken('admin');
    const application = db.data.applications.find(
      (a) => a.branchId === 1 && a.documents.some((d) => !d.received),
    )!;
    const missing = application.documents.find((d) => !d.received)!;
    const answer = await call('PUT', `applications/${application.id}/documents`, token, {
      documents: [{ type: missing.type, received: true }],
    });
    expect(answer.status).toBe(200);
    const detail = answer.body as unknown as Detail;
    expect(detail.documents.find((d) => d.type === missing.type)?.received).toBe(true);
    const bad = await call('PUT', `applications/${application.id}/documents`, token, {
      documents: [{ type: 'passport', received: true }],
    });
    expect(bad.status).toBe(422);
  });
});

describe('POST applications/{id}/enrol', () => {
  it('creates the student, the family and the enrolment; the student then appears in GET students', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    const token = await demoToken('admin');
    const application = db.data.applications.find(
      (a) => a.status === 'accepted' && a.branchId === 1 && a.familyId === null,
    )!;
    const classes = (await call('GET', `applications/${application.id}/classes`, token)).body as {
      items: Array<{ id: number; remaining: number; capacity: number; levelId: number }>;
    };
    expect(classes.items.every((c) => c.levelId === application.levelId)).toBe(true);
    const open = classes.items.find((c) => c.remaining > 0)!;
    const familiesBefore = db.data.families.length;
    const answer = await call('POST', `applications/${application.id}/enrol`, token, { classId: open.id });
    expect(answer.status).toBe(201);
    const student = answer.body.student as { studentid: number; status: string; classId: number };
    expect(student).toMatchObject({ status: 'active', classId: open.id });
    expect(db.data.families.length).toBe(familiesBefore + 1);
    const family = db.data.families.at(-1)!;
    expect(family.guardians.length).toBe(application.guardians.length);
    expect((answer.body.application as Detail).status).toBe('enrolled');

    const found = await call(
      'GET',
      `students?branch=1&year=2&q=${encodeURIComponent(`${application.firstname_fr} ${application.lastname_fr}`)}`,
      token,
    );
    const ids = (found.body.items as Array<{ studentid: number; classId: number; status: string }>).map(
      (s) => s.studentid,
    );
    expect(ids).toContain(student.studentid);
    const record = await call('GET', `students/${student.studentid}?year=2`, token);
    expect(record.status).toBe(200);
    expect((record.body.enrolment as { classId: number }).classId).toBe(open.id);

    const after = (await call('GET', `applications/${application.id}/classes`, token)).body as typeof classes;
    expect(after.items.find((c) => c.id === open.id)?.remaining).toBe(open.remaining - 1);
    const again = await call('POST', `applications/${application.id}/enrol`, token, { classId: open.id });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_ENROLLED');
  });

  it('expected before the year starts; an existing family gets the child', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-01T09:00:00Z'));
    const token = await demoToken('admin');
    const application = firstWith('under_review');
    application.status = 'accepted';
    const family = db.data.families.find((f) => f.id === 5)!;
    application.familyId = family.id;
    const open = db.data.classes.find(
      (c) => c.branchId === 1 && c.yearId === 2 && c.levelId === application.levelId,
    )!;
    open.capacity = 999;
    const families = db.data.families.length;
    const answer = await call('POST', `applications/${application.id}/enrol`, token, { classId: open.id });
    expect(answer.status).toBe(201);
    expect(answer.body.student).toMatchObject({ status: 'expected', familyId: 5 });
    expect(db.data.families.length).toBe(families);
    expect(db.data.enrolments.at(-1)).toMatchObject({ startDate: '2026-09-07', status: 'expected' });
  });

  it('409 when not accepted or the class is full, 422 for a class of another level', async () => {
    const token = await demoToken('admin');
    const submitted = firstWith('submitted');
    const cls = db.data.classes.find(
      (c) => c.branchId === 1 && c.yearId === 2 && c.levelId === submitted.levelId,
    )!;
    const notAccepted = await call('POST', `applications/${submitted.id}/enrol`, token, { classId: cls.id });
    expect(notAccepted.status).toBe(409);
    expect(notAccepted.body.code).toBe('NOT_ACCEPTED');

    const accepted = firstWith('accepted');
    const full = db.data.classes.find(
      (c) => c.branchId === 1 && c.yearId === 2 && c.levelId === accepted.levelId,
    )!;
    full.capacity = 0;
    const answer = await call('POST', `applications/${accepted.id}/enrol`, token, { classId: full.id });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('CLASS_FULL');
    const other = db.data.classes.find(
      (c) => c.branchId === 1 && c.yearId === 2 && c.levelId !== accepted.levelId,
    )!;
    const wrong = await call('POST', `applications/${accepted.id}/enrol`, token, { classId: other.id });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('INVALID_CLASS');
  });
});
