// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

const API = 'http://localhost:3000/api';

async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

interface SchoolSettings {
  schoolYear: { id: number; startDate: string; endDate: string };
  levels: Array<{ code: string; classes: Array<{ id: number; capacity: number; enrolled: number }> }>;
}

function seatsOf(classId: number): number {
  return db.data.enrolments.filter((e) => e.classId === classId && e.status !== 'left').length;
}

describe('school settings (docs/api.md "School settings")', () => {
  it('GET answers the levels in order with the classes of the branch and year and their seats taken', async () => {
    const token = await demoToken('admin');
    const { status, body } = await call('GET', 'school/settings?branch=1&year=2', token);
    expect(status).toBe(200);
    const settings = body as unknown as SchoolSettings;
    expect(settings.schoolYear).toMatchObject({ id: 2, startDate: '2026-09-07', endDate: '2027-06-30' });
    expect(settings.levels.map((level) => level.code)).toEqual([
      'PS',
      'MS',
      'GS',
      'CP',
      'CE1',
      'CE2',
      'CM1',
      'CM2',
      '6e',
      '5e',
      '4e',
      '3e',
    ]);
    const classes = settings.levels.flatMap((level) => level.classes);
    const ownClasses = db.data.classes.filter((cls) => cls.branchId === 1 && cls.yearId === 2);
    expect(classes).toHaveLength(ownClasses.length);
    for (const cls of classes) {
      expect(cls.enrolled).toBe(seatsOf(cls.id));
      expect(cls.capacity).toBeGreaterThanOrEqual(cls.enrolled);
    }
  });

  it('refuses staff without view-financial-params-page, parents, and a missing scope', async () => {
    expect((await call('GET', 'school/settings?branch=1&year=2', await demoToken('staff'))).status).toBe(403);
    expect((await call('GET', 'school/settings?branch=1&year=2', await demoToken('parent'))).status).toBe(
      403,
    );
    const admin = await demoToken('admin');
    expect((await call('GET', 'school/settings?branch=3&year=2', admin)).status).toBe(403);
    expect((await call('GET', 'school/settings?branch=1', admin)).status).toBe(400);
    const cls = db.data.classes.find((candidate) => candidate.branchId === 1)!;
    const staff = await demoToken('staff');
    expect((await call('PATCH', `school/classes/${cls.id}`, staff, { capacity: 30 })).status).toBe(403);
  });

  it('PUT changes the school year dates; the start must come before the end and both be real dates', async () => {
    const token = await demoToken('admin');
    const saved = await call('PUT', 'school/settings?branch=1&year=2', token, {
      startDate: '2026-09-01',
      endDate: '2027-07-03',
    });
    expect(saved.status).toBe(200);
    expect((saved.body as unknown as SchoolSettings).schoolYear).toMatchObject({
      startDate: '2026-09-01',
      endDate: '2027-07-03',
    });
    expect(db.data.years.find((year) => year.schoolyearid === 2)).toMatchObject({ startDate: '2026-09-01' });

    const reversed = await call('PUT', 'school/settings?branch=1&year=2', token, {
      startDate: '2027-07-03',
      endDate: '2027-07-03',
    });
    expect(reversed).toMatchObject({ status: 422, body: { code: 'DATES_ORDER' } });
    const notADate = await call('PUT', 'school/settings?branch=1&year=2', token, {
      startDate: '2026-02-30',
      endDate: '2027-07-03',
    });
    expect(notADate).toMatchObject({ status: 422, body: { code: 'INVALID_DATE' } });
    expect(db.data.years.find((year) => year.schoolyearid === 2)).toMatchObject({
      startDate: '2026-09-01',
      endDate: '2027-07-03',
    });
  });

  it('PATCH a class capacity: at least the children already seated, at most 60', async () => {
    const token = await demoToken('admin');
    const cls = db.data.classes.find((candidate) => candidate.branchId === 1 && seatsOf(candidate.id) > 5)!;
    const seats = seatsOf(cls.id);
    const below = await call('PATCH', `school/classes/${cls.id}`, token, { capacity: seats - 1 });
    expect(below).toMatchObject({ status: 422, body: { code: 'CAPACITY_BELOW_ENROLMENT' } });
    expect((await call('PATCH', `school/classes/${cls.id}`, token, { capacity: 61 })).status).toBe(422);
    expect((await call('PATCH', `school/classes/${cls.id}`, token, { capacity: 2.5 })).status).toBe(422);
    expect((await call('PATCH', `school/classes/999999`, token, { capacity: 30 })).status).toBe(404);
    const exact = await call('PATCH', `school/classes/${cls.id}`, token, { capacity: seats });
    expect(exact).toMatchObject({ status: 200, body: { id: cls.id, capacity: seats, enrolled: seats } });
    expect(cls.capacity).toBe(seats);
  });
});
