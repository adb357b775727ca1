// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { addDays, schoolDaysOf } from '../../domain/canteen.ts';
import { db } from '../core/db.ts';
import { c, meal, nextMonday, openWeekFrom, SCOPE } from './testkit.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('canteen requests: approval, the engagement, the cut-off, the parent', () => {
  it('approving a subscription adds one canteen engagement to the family (never two); rejecting needs a reason', async () => {
    const admin = await demoToken('admin');
    const pending = c().requests.find(
      (r) => r.branchId === 1 && r.status === 'pending' && r.kind === 'subscription',
    )!;
    const engagementsOf = () =>
      db.data.engagements.filter(
        (e) => e.studentId === pending.studentId && e.yearId === 2 && e.kind === 'canteen',
      );
    const had = engagementsOf().length;
    const approved = await demoCall('POST', `canteen/requests/${pending.id}/approve`, admin);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(engagementsOf().length).toBe(had === 0 ? 1 : had);
    const twice = await demoCall('POST', `canteen/requests/${pending.id}/approve`, admin);
    expect(twice.body.code).toBe('TRANSITION_NOT_ALLOWED');
    const other = c().requests.find(
      (r) => r.branchId === 1 && r.status === 'pending' && r.id !== pending.id,
    )!;
    expect(
      (await demoCall('POST', `canteen/requests/${other.id}/reject`, admin, { reason: '' })).body.errors,
    ).toEqual({ reason: 'REASON_REQUIRED' });
    const rejected = await demoCall('POST', `canteen/requests/${other.id}/reject`, admin, {
      reason: 'Classe complète',
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Classe complète' });
  });

  it('bulk approval approves the pending ones and says why the others were not', async () => {
    const admin = await demoToken('admin');
    const pending = c()
      .requests.filter((r) => r.branchId === 1 && r.status === 'pending')
      .slice(0, 3);
    const rejected = c().requests.find((r) => r.branchId === 1 && r.status === 'rejected')!;
    const answer = await demoCall('POST', `canteen/requests/approve?${SCOPE}`, admin, {
      ids: [...pending.map((r) => r.id), rejected.id],
    });
    expect(answer.body.approved).toEqual(pending.map((r) => r.id));
    expect(answer.body.failed).toEqual([{ id: rejected.id, code: 'TRANSITION_NOT_ALLOWED' }]);
  });

  it('a parent books a meal before the cut-off; after it, the booking and the cancellation are refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 30)); // Wednesday 09:30
    const parent = await demoToken('parent');
    const adam = 102;
    const thursday = '2026-11-26';
    const booked = await demoCall('POST', `canteen/students/${adam}/requests?year=2`, parent, {
      kind: 'meal',
      startDate: thursday,
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status: 'pending', kind: 'meal', cancellable: true });
    const twice = await demoCall('POST', `canteen/students/${adam}/requests?year=2`, parent, {
      kind: 'meal',
      startDate: thursday,
    });
    expect(twice.body.code).toBe('CANTEEN_REQUEST_OVERLAP');
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0)); // Wednesday 10:00: Thursday is closed
    const late = await demoCall('POST', `canteen/students/${adam}/requests?year=2`, parent, {
      kind: 'meal',
      startDate: '2026-11-26',
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'BOOKING_CUTOFF_PASSED', cutoff: '2026-11-25T10:00' });
    const cancel = await demoCall('POST', `canteen/requests/${booked.body.id}/cancel`, parent);
    expect(cancel.body.code).toBe('BOOKING_CUTOFF_PASSED');
    // Another family's child is unknown to this parent; staff endpoints refuse a parent.
    expect((await demoCall('GET', `canteen/students/103/requests?year=2`, parent)).status).toBe(404);
    expect((await demoCall('GET', `canteen/requests?${SCOPE}`, parent)).status).toBe(403);
  });

  it("a parent's menu marks each dish with an allergen of the child's record, and only published weeks show", async () => {
    const admin = await demoToken('admin');
    const parent = await demoToken('parent');
    const week = openWeekFrom(addDays(nextMonday(), 7));
    const days = schoolDaysOf(week).map(() => ({
      starter: meal('Salade marocaine').id,
      main: meal('Tajine de poulet aux olives').id,
      dessert: meal('Pomme').id,
      snack: meal('Tartine au beurre de cacahuète').id,
    }));
    await demoCall('PUT', `canteen/programs?${SCOPE}&week=${week}`, admin, { days });
    const draft = await demoCall('GET', `canteen/students/101/menu?year=2&week=${week}`, parent);
    expect(draft.body.published).toBe(false);
    expect(draft.body.days[0].meals).toEqual([]);
    await demoCall('POST', `canteen/programs/publish?${SCOPE}&week=${week}`, admin);
    const menu = await demoCall('GET', `canteen/students/101/menu?year=2&week=${week}`, parent);
    // Yasmine's record lists "arachides" (peanuts).
    expect(menu.body.allergies.allergens).toEqual(['peanuts']);
    const snack = menu.body.days[0].meals.find((m: { course: string }) => m.course === 'snack');
    expect(snack).toMatchObject({ name_fr: 'Tartine au beurre de cacahuète', warning: ['peanuts'] });
    const main = menu.body.days[0].meals.find((m: { course: string }) => m.course === 'main');
    expect(main.warning).toEqual([]);
    expect(menu.body.days[0].booked).toBe(true);
  });

  it("the cut-off is the branch's own: two days before at 12:00 closes Thursday on Tuesday at noon; only the office sets it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 12, 30)); // Tuesday 12:30
    const admin = await demoToken('admin');
    const parent = await demoToken('parent');
    expect(
      (await demoCall('PUT', `canteen/settings?${SCOPE}`, parent, { cutoff: { daysBefore: 2, hour: 12 } }))
        .status,
    ).toBe(403);
    const bad = await demoCall('PUT', `canteen/settings?${SCOPE}`, admin, {
      cutoff: { daysBefore: 9, hour: 25 },
    });
    expect(bad.body.errors).toEqual({ daysBefore: 'INVALID_NUMBER', hour: 'INVALID_TIME' });
    const set = await demoCall('PUT', `canteen/settings?${SCOPE}`, admin, {
      cutoff: { daysBefore: 2, hour: 12 },
    });
    expect(set.body).toEqual({ cutoff: { daysBefore: 2, hour: 12 } });
    // Yasmine is in branch 1: Wednesday and Thursday are closed (Thursday's at Tuesday 12:00), Friday is open.
    const closed = await demoCall('POST', 'canteen/students/101/requests?year=2', parent, {
      kind: 'meal',
      startDate: '2026-11-25',
    });
    expect(closed.body).toMatchObject({ code: 'BOOKING_CUTOFF_PASSED', cutoff: '2026-11-23T12:00' });
    const list = await demoCall('GET', 'canteen/students/101/requests?year=2', parent);
    expect(list.body.firstBookableDay).toBe('2026-11-27');
  });
});
