// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCall, demoToken, withKey } from '../../../tests/helpers/demo';
import { schoolDaysOf } from '../../domain/canteen.ts';
import { closedDaysOf } from '../school-settings/index.ts';
import { db } from '../core/db.ts';
import { c, meal, SCOPE } from './testkit.ts';

/**
 * docs/api.md "Canteen", "School calendar": no meal is booked, forecast, served or programmed on a day the school is
 * closed; a week is published complete, or with the confirmation of how many dishes are empty.
 */
afterEach(() => {
  vi.useRealTimers();
});

const CHRISTMAS_WEEK = '2026-12-21';
const year = () => db.data.years.find((candidate) => candidate.schoolyearid === 2)!;

describe('the school calendar', () => {
  it('closes the end-of-year holidays (Christmas Day included) and the public holidays on school days only', () => {
    const closed = new Map(closedDaysOf(year()).map((day) => [day.date, day.reason]));
    expect(closed.get('2026-12-25')).toBe('christmasHolidays');
    expect(closed.get('2027-01-01')).toBe('christmasHolidays');
    expect(closed.get('2026-11-18')).toBe('publicHoliday');
    expect(closed.has('2026-12-26')).toBe(false); // a Saturday
    expect(closed.has('2026-12-18')).toBe(false); // the last day of school before the holidays
    expect([...closed.keys()].every((date) => date >= year().startDate && date <= year().endDate)).toBe(true);
  });
});

describe('canteen on closed days', () => {
  it('Christmas week: every day closed, no meal booked, none forecast, none on the office figures', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 23, 9, 0)); // Wednesday 23 December
    const admin = await demoToken('admin');
    const program = await demoCall('GET', `canteen/programs?${SCOPE}&week=${CHRISTMAS_WEEK}`, admin);
    expect(program.status).toBe(200);
    expect(program.body.days.map((day: { closed: string | null }) => day.closed)).toEqual(
      Array(5).fill('christmasHolidays'),
    );
    expect(program.body.days.map((day: { portions: number }) => day.portions)).toEqual([0, 0, 0, 0, 0]);
    expect(program.body.emptyDishes).toBe(0);
    const forecast = await demoCall(
      'GET',
      `canteen/programs/forecast?${SCOPE}&week=${CHRISTMAS_WEEK}`,
      admin,
    );
    expect(forecast.body.portions).toEqual([0, 0, 0, 0, 0]);
    const summary = await demoCall('GET', `canteen/summary?${SCOPE}`, admin);
    expect(summary.body).toMatchObject({ weekStart: CHRISTMAS_WEEK, mealsBooked: 0 });
    // Yasmine subscribes four days a week: none is booked on a closed day.
    const parent = await demoToken('parent');
    const menu = await demoCall('GET', `canteen/students/101/menu?year=2&week=${CHRISTMAS_WEEK}`, parent);
    expect(menu.body.days.map((day: { booked: boolean }) => day.booked)).toEqual(Array(5).fill(false));
    expect(menu.body.days[4].closed).toBe('christmasHolidays');
  });

  it('a week with a public holiday: that day only books nothing; no meal is set on it nor booked by a parent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 9, 9, 0)); // Monday 9 November
    const admin = await demoToken('admin');
    const week = '2026-11-16';
    const program = await demoCall('GET', `canteen/programs?${SCOPE}&week=${week}`, admin);
    const portions = program.body.days.map((day: { portions: number }) => day.portions);
    expect(program.body.days[2]).toMatchObject({ date: '2026-11-18', closed: 'publicHoliday', portions: 0 });
    expect(portions[0]).toBeGreaterThan(0);
    const full = {
      starter: meal('Harira').id,
      main: meal('Couscous aux sept légumes').id,
      dessert: meal('Banane').id,
      snack: meal('Tartine au beurre de cacahuète').id,
    };
    const none = { starter: null, main: null, dessert: null, snack: null };
    const refused = await demoCall('PUT', `canteen/programs?${SCOPE}&week=${week}`, admin, {
      days: schoolDaysOf(week).map(() => full),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ days: 'DAY_CLOSED' });
    const saved = await demoCall('PUT', `canteen/programs?${SCOPE}&week=${week}`, admin, {
      days: schoolDaysOf(week).map((date) => (date === '2026-11-18' ? none : full)),
    });
    expect(saved.status).toBe(200);
    // Complete: the closed day has no dish to choose.
    expect(saved.body.emptyDishes).toBe(0);
    const parent = await demoToken('parent');
    const booking = await demoCall(
      'POST',
      'canteen/students/102/requests?year=2',
      parent,
      { kind: 'meal', startDate: '2026-11-18' },
      withKey(),
    );
    expect(booking.status).toBe(422);
    expect(booking.body.errors).toEqual({ startDate: 'NOT_A_SCHOOL_DAY' });
  });

  it('the seed programs no meal and serves none on a closed day', () => {
    const closed = new Set(closedDaysOf(year()).map((day) => day.date));
    for (const program of c().programs.filter((item) => item.yearId === 2)) {
      schoolDaysOf(program.weekStart).forEach((date, index) => {
        if (!closed.has(date)) return;
        expect(Object.values(program.days[index]!).every((id) => id === null)).toBe(true);
        expect(program.servedDays).not.toContain(date);
      });
    }
  });
});

describe('publishing an incomplete week', () => {
  it('19 of 20 dishes empty: refused with the count; published once that count is confirmed', async () => {
    const admin = await demoToken('admin');
    const week = '2027-03-01';
    const none = { starter: null, main: null, dessert: null, snack: null };
    const days = schoolDaysOf(week).map((_, index) =>
      index === 0 ? { ...none, main: meal('Couscous aux sept légumes').id } : none,
    );
    await demoCall('PUT', `canteen/programs?${SCOPE}&week=${week}`, admin, { days });
    const refused = await demoCall('POST', `canteen/programs/publish?${SCOPE}&week=${week}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PROGRAM_INCOMPLETE', emptyDishes: 19, dishes: 20 });
    // A confirmation of another count (the week changed meanwhile) is refused too.
    const stale = await demoCall('POST', `canteen/programs/publish?${SCOPE}&week=${week}`, admin, {
      emptyDishes: 5,
    });
    expect(stale.body.code).toBe('PROGRAM_INCOMPLETE');
    const program = () => c().programs.find((item) => item.branchId === 1 && item.weekStart === week)!;
    expect(program().status).toBe('draft');
    const published = await demoCall('POST', `canteen/programs/publish?${SCOPE}&week=${week}`, admin, {
      emptyDishes: 19,
    });
    expect(published.status).toBe(200);
    expect(program().status).toBe('published');
  });
});
