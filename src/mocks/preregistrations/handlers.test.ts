// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

const API = 'http://localhost:3000/api';

interface Row {
  id: number;
  reference: string;
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  birthDate: string;
  level: string;
  levelId: number;
  priority: string;
  submittedAt: string;
  documentsReceived: number;
  documentsTotal: number;
  feePaid: boolean;
  status: string;
  studentId: number | null;
}
interface ListAnswer {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<string, number>;
}
interface Detail extends Row {
  history: Array<{ status: string; by: string; reason: string | null; at: string }>;
  documents: Array<{ type: string; received: boolean }>;
  allowedTransitions: string[];
  guardians: unknown[];
  family: { id: number; children: unknown[] } | null;
}

async function call(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

async function list(token: string, query = ''): Promise<ListAnswer> {
  const answer = await call('GET', `applications?branch=1&year=2&pageSize=200&${query}`, token);
  expect(answer.status).toBe(200);
  return answer.body as unknown as ListAnswer;
}

function firstWith(status: string, branch = 1) {
  const application = db.data.applications.find((a) => a.status === status && a.branchId === branch);
  if (!application) throw new Error(`no ${status} application in branch ${branch}`);
  return application;
}

afterEach(() => vi.useRealTimers());

describe('GET applications', () => {
  it('lists the branch’s applications of the year with counts per status', async () => {
    const token = await demoToken('admin');
    const answer = await list(token);
    const inBranch = db.data.applications.filter((a) => a.branchId === 1 && a.yearId === 2);
    expect(answer.total).toBe(inBranch.length);
    expect(Object.values(answer.counts).reduce((sum, n) => sum + n, 0)).toBe(inBranch.length);
    expect(Object.keys(answer.counts)).toEqual([
      'submitted',
      'under_review',
      'waitlisted',
      'accepted',
      'rejected',
      'enrolled',
      'withdrawn',
    ]);
    const row = answer.items[0]!;
    expect(row.documentsTotal).toBeGreaterThanOrEqual(row.documentsReceived);
    expect(row.level).toMatch(/^(PS|MS|GS|CP|CE1|CE2|CM1|CM2|6e|5e|4e|3e)$/);
    // Default order: oldest submission first.
    expect(answer.items.map((i) => i.submittedAt)).toEqual(answer.items.map((i) => i.submittedAt).sort());
  });

  it('filters by status without changing the counts, and by level and priority', async () => {
    const token = await demoToken('admin');
    const all = await list(token);
    const accepted = await list(token, 'status=accepted');
    expect(accepted.items.every((i) => i.status === 'accepted')).toBe(true);
    expect(accepted.total).toBe(all.counts.accepted);
    expect(accepted.counts).toEqual(all.counts);
    const two = await list(token, 'status=submitted,under_review');
    expect(two.total).toBe(all.counts.submitted! + all.counts.under_review!);
    const ps = await list(token, 'level=PS');
    expect(ps.items.length).toBeGreaterThan(0);
    expect(ps.items.every((i) => i.level === 'PS')).toBe(true);
    expect(Object.values(ps.counts).reduce((sum, n) => sum + n, 0)).toBe(ps.total);
    const siblings = await list(token, 'priority=sibling');
    expect(siblings.items.every((i) => i.priority === 'sibling')).toBe(true);
  });

  it('searches without accents or case, in both scripts and by reference', async () => {
    const token = await demoToken('admin');
    const application = firstWith('submitted');
    const latin = await list(token, `q=${encodeURIComponent(application.firstname_fr.toUpperCase())}`);
    expect(latin.items.map((i) => i.id)).toContain(application.id);
    const arabic = await list(token, `q=${encodeURIComponent(application.lastname_ar)}`);
    expect(arabic.items.map((i) => i.id)).toContain(application.id);
    const reference = await list(token, `q=${application.reference.toLowerCase()}`);
    expect(reference.items.map((i) => i.id)).toEqual([application.id]);
  });

  it('sorts by name, birth date, level and status, both ways, and pages', async () => {
    const token = await demoToken('admin');
    const byName = await list(token, 'sort=name');
    const names = byName.items.map((i) => `${i.lastname_fr} ${i.firstname_fr}`);
    expect(names[0]!.localeCompare(names.at(-1)!, 'fr')).toBeLessThan(0);
    const byBirth = await list(token, 'sort=birthDate&order=desc');
    const births = byBirth.items.map((i) => i.birthDate);
    expect(births).toEqual([...births].sort().reverse());
    const page = await call('GET', 'applications?branch=1&year=2&pageSize=10&page=2', token);
    expect((page.body as unknown as ListAnswer).items).toHaveLength(10);
  });

  it('requires branch and year, and the permission in that branch and year', async () => {
    const admin = await demoToken('admin');
    expect((await call('GET', 'applications?branch=1', admin)).status).toBe(400);
    expect((await call('GET', 'applications?branch=3&year=2', admin)).status).toBe(403);
    const staff = await demoToken('staff');
    const refused = await call('GET', 'applications?branch=1&year=2', staff);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('User does not have the required permission.');
    const parent = await demoToken('parent');
    expect((await call('GET', 'applications?branch=1&year=2', parent)).status).toBe(403);
    expect((await call('GET', 'applications?branch=1&year=2', null)).status).toBe(401);
  });
});

describe('POST applications (an application entered by the office)', () => {
  const child = {
    firstname_fr: 'Lina',
    lastname_fr: 'Berrada',
    firstname_ar: 'لينا',
    lastname_ar: 'برادة',
    gender: 'F',
    birthDate: '2021-03-14',
    priority: 'normal',
    previousSchool: 'Crèche Les Petits Pas',
    guardians: [
      {
        relation: 'mère',
        firstname_fr: 'Salma',
        lastname_fr: 'Berrada',
        phone: '+212 661 44 55 66',
        email: '',
      },
    ],
  };
  const levelId = () => db.data.levels.find((level) => level.code === 'MS')!.id;

  it('creates a submitted application with the next reference, the whole checklist to receive and its first event', async () => {
    const token = await demoToken('admin');
    const before = await list(token);
    const highest = Math.max(...db.data.applications.map((a) => Number(a.reference.slice(-4))));
    const created = await call('POST', 'applications?branch=1&year=2', token, {
      ...child,
      levelId: levelId(),
    });
    expect(created.status).toBe(201);
    const detail = created.body as unknown as Detail;
    expect(detail).toMatchObject({
      status: 'submitted',
      level: 'MS',
      firstname_fr: 'Lina',
      priority: 'normal',
      feePaid: false,
      documentsReceived: 0,
    });
    expect(detail.reference).toMatch(new RegExp(`^PR-\\d{4}-${String(highest + 1).padStart(4, '0')}$`));
    expect(detail.documents.every((document) => !document.received)).toBe(true);
    expect(detail.history).toEqual([expect.objectContaining({ status: 'submitted', by: 'Samira Benali' })]);
    expect(detail.allowedTransitions).toContain('under_review');
    const after = await list(token);
    expect(after.total).toBe(before.total + 1);
    expect(after.counts.submitted).toBe(before.counts.submitted! + 1);
  });

  it('answers 422 with a message per field at fault, and nothing is created', async () => {
    const token = await demoToken('admin');
    const count = db.data.applications.length;
    const refused = await call('POST', 'applications?branch=1&year=2', token, {
      ...child,
      lastname_fr: ' ',
      gender: 'X',
      birthDate: '2031-02-30',
      levelId: 999,
      priority: 'vip',
      guardians: [{ relation: 'voisin', firstname_fr: 'S', lastname_fr: 'B', phone: '12', email: 'x@' }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        lastname_fr: 'REQUIRED',
        gender: 'REQUIRED',
        birthDate: 'INVALID_DATE',
        levelId: 'REQUIRED',
        priority: 'REQUIRED',
        'guardians.0.relation': 'REQUIRED',
        'guardians.0.phone': 'INVALID_PHONE',
        'guardians.0.email': 'INVALID_EMAIL',
      },
    });
    const noGuardian = await call('POST', 'applications?branch=1&year=2', token, {
      ...child,
      levelId: levelId(),
      guardians: [],
    });
    expect(noGuardian.body).toMatchObject({ errors: { guardians: 'GUARDIAN_COUNT' } });
    expect(db.data.applications).toHaveLength(count);
  });

  it('is for staff handling the applications of that branch and year', async () => {
    const body = { ...child, levelId: levelId() };
    expect((await call('POST', 'applications?branch=1&year=2', await demoToken('parent'), body)).status).toBe(
      403,
    );
    expect((await call('POST', 'applications?branch=1&year=2', await demoToken('staff'), body)).status).toBe(
      403,
    );
    expect((await call('POST', 'applications', await demoToken('admin'), body)).status).toBe(400);
    expect((await call('POST', 'applications?branch=1&year=2', null, body)).status).toBe(401);
  });
});

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
