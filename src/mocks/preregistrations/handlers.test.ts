// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { list, firstWith, call, type ListAnswer, type Detail } from './testkit.ts';

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
