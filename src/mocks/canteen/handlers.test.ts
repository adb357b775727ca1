// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCall, demoToken, withKey } from '../../../tests/helpers/demo';
import { addDays, schoolDaysOf, weekStartOf } from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import { c, canteenManager, ingredient, meal, nextMonday, openWeekFrom, SCOPE } from './testkit.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('canteen seed (docs/api.md "Canteen")', () => {
  it('has about 60 ingredients and 40 meals a branch, programs to next week, purchases over the year, requests in every state', () => {
    const branch1 = c().ingredients.filter((item) => item.branchId === 1);
    expect(branch1.length).toBeGreaterThanOrEqual(60);
    expect(c().meals.filter((item) => item.branchId === 1)).toHaveLength(40);
    const published = c()
      .programs.filter((p) => p.branchId === 1 && p.status === 'published')
      .map((p) => p.weekStart);
    expect(published).toContain(weekStartOf(todayIso()));
    expect(published).toContain(nextMonday());
    const months = new Set(
      c()
        .purchases.filter((p) => p.branchId === 1)
        .map((p) => p.date.slice(0, 7)),
    );
    expect(months.size).toBeGreaterThanOrEqual(3);
    for (const status of ['pending', 'approved', 'rejected', 'cancelled']) {
      expect(c().requests.some((r) => r.status === status)).toBe(true);
    }
    // The stock is what its movements say, and some ingredients are below their minimum.
    for (const item of branch1) {
      const sum = c()
        .movements.filter((m) => m.ingredientId === item.id)
        .reduce((s, m) => s + m.quantity, 0);
      expect(item.stock).toBeCloseTo(sum, 2);
      expect(item.stock).toBeGreaterThanOrEqual(0);
    }
    expect(branch1.some((item) => item.stock < item.minStock)).toBe(true);
  });
});

describe('canteen ingredients and purchases: stock changes only through movements', () => {
  it('lists the branch ingredients, filters those below their minimum, and refuses a parent and the staff account', async () => {
    const admin = await demoToken('admin');
    const low = await demoCall('GET', `canteen/ingredients?${SCOPE}&low=1&pageSize=100`, admin);
    expect(low.status).toBe(200);
    expect(low.body.items.length).toBe(low.body.lowCount);
    expect(low.body.items.every((item: { low: boolean }) => item.low)).toBe(true);
    expect((await demoCall('GET', `canteen/ingredients?${SCOPE}`, await demoToken('parent'))).status).toBe(
      403,
    );
    expect((await demoCall('GET', `canteen/ingredients?${SCOPE}`, await demoToken('staff'))).status).toBe(
      403,
    );
    expect((await demoCall('GET', `canteen/ingredients?${SCOPE}`, await canteenManager())).status).toBe(200);
  });

  it('a purchase adds its quantities to the stock and sets the price; cancelling takes them back', async () => {
    const admin = await demoToken('admin');
    const rice = ingredient('Riz');
    const before = rice.stock;
    const bought = await demoCall(
      'POST',
      `canteen/purchases?${SCOPE}`,
      admin,
      {
        supplier: 'Marjane Pro',
        date: todayIso(),
        lines: [{ ingredientId: rice.id, quantity: 25, unitPrice: 14.5 }],
      },
      withKey(),
    );
    expect(bought.status).toBe(201);
    expect(bought.body.total).toBe(362.5);
    expect(rice.stock).toBeCloseTo(before + 25, 3);
    expect(rice.lastPriceCents).toBe(1450);
    const history = await demoCall('GET', `canteen/ingredients/${rice.id}/movements?year=2`, admin);
    expect(history.body.items[0]).toMatchObject({
      kind: 'purchase',
      quantity: 25,
      purchase: { supplier: 'Marjane Pro' },
    });
    const cancelled = await demoCall('POST', `canteen/purchases/${bought.body.id}/cancel`, admin);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(rice.stock).toBeCloseTo(before, 3);
    const again = await demoCall('POST', `canteen/purchases/${bought.body.id}/cancel`, admin);
    expect(again.body.code).toBe('TRANSITION_NOT_ALLOWED');
    expect(rice.stock).toBeCloseTo(before, 3);
  });

  it('cancelling a purchase whose stock was used is refused with the ingredients named; nothing moves', async () => {
    const admin = await demoToken('admin');
    const saffron = await demoCall('POST', `canteen/ingredients?${SCOPE}`, admin, {
      name_fr: 'Safran',
      name_ar: 'زعفران',
      unit: 'kg',
      minStock: 0.1,
      allergens: [],
      origin: 'plant',
    });
    expect(saffron.status).toBe(201);
    expect(saffron.body.stock).toBe(0);
    const bought = await demoCall(
      'POST',
      `canteen/purchases?${SCOPE}`,
      admin,
      {
        supplier: 'Épices du Maroc',
        date: todayIso(),
        lines: [{ ingredientId: saffron.body.id, quantity: 1, unitPrice: 9000 }],
      },
      withKey(),
    );
    const used = await demoCall('POST', `canteen/ingredients/${saffron.body.id}/corrections?year=2`, admin, {
      quantity: -0.4,
      reason: 'Utilisé pour la semaine du goût',
    });
    expect(used.status).toBe(201);
    expect(used.body.stock).toBe(0.6);
    const refused = await demoCall('POST', `canteen/purchases/${bought.body.id}/cancel`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'STOCK_WOULD_BE_NEGATIVE', ingredients: ['Safran'] });
    expect(ingredient('Safran').stock).toBe(0.6);
  });

  it('bad purchases get clear codes: negative quantity, negative price, unknown or another branch ingredient', async () => {
    const admin = await demoToken('admin');
    const rice = ingredient('Riz');
    const send = (line: Record<string, unknown>) =>
      demoCall(
        'POST',
        `canteen/purchases?${SCOPE}`,
        admin,
        {
          supplier: 'X',
          date: todayIso(),
          lines: [line],
        },
        withKey(),
      );
    expect((await send({ ingredientId: rice.id, quantity: -2, unitPrice: 10 })).body.errors).toEqual({
      lines: 'INVALID_QUANTITY',
    });
    expect((await send({ ingredientId: rice.id, quantity: 2, unitPrice: -1 })).body.errors).toEqual({
      lines: 'INVALID_PRICE',
    });
    expect((await send({ ingredientId: 99_999, quantity: 2, unitPrice: 1 })).body.errors).toEqual({
      lines: 'UNKNOWN_INGREDIENT',
    });
    expect(
      (await send({ ingredientId: ingredient('Riz', 2).id, quantity: 2, unitPrice: 1 })).body.errors,
    ).toEqual({
      lines: 'UNKNOWN_INGREDIENT',
    });
    const correction = await demoCall('POST', `canteen/ingredients/${rice.id}/corrections?year=2`, admin, {
      quantity: 3,
      reason: ' ',
    });
    expect(correction.body.errors).toEqual({ reason: 'REQUIRED' });
    const unit = await demoCall('PATCH', `canteen/ingredients/${rice.id}?year=2`, admin, { stock: 1000 });
    expect(unit.body.errors).toEqual({ stock: 'STOCK_BY_MOVEMENTS' });
  });
});

describe('canteen meals: allergens, flags and cost derived from the ingredients', () => {
  it('a new meal gets the allergens of its ingredients and its cost at the latest prices; a typed allergen is ignored', async () => {
    const admin = await demoToken('admin');
    const flour = ingredient('Farine de blé');
    const butter = ingredient('Beurre');
    const honey = ingredient('Miel');
    const created = await demoCall('POST', `canteen/meals?${SCOPE}`, admin, {
      name_fr: 'Crêpes au miel',
      name_ar: 'بغرير بالعسل',
      course: 'snack',
      allergens: ['fish'],
      lines: [
        { ingredientId: flour.id, quantity: 0.05 },
        { ingredientId: butter.id, quantity: 0.005 },
        { ingredientId: honey.id, quantity: 0.01 },
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body.allergens).toEqual(['gluten', 'milk']);
    expect(created.body.vegetarian).toBe(true);
    const cents =
      0.05 * flour.lastPriceCents! + 0.005 * butter.lastPriceCents! + 0.01 * honey.lastPriceCents!;
    expect(created.body.cost).toBe(Math.round(cents) / 100);
    // Changing an ingredient's allergens changes every meal using it.
    await demoCall('PATCH', `canteen/ingredients/${honey.id}?year=2`, admin, { allergens: ['sulphites'] });
    const list = await demoCall('GET', `canteen/meals?${SCOPE}&q=crepes`, admin);
    expect(list.body.items[0].allergens).toEqual(['gluten', 'milk', 'sulphites']);
  });

  it('a meal in a program cannot be deleted; filters by course and by an allergen left out', async () => {
    const admin = await demoToken('admin');
    const couscous = meal('Couscous aux sept légumes');
    const refused = await demoCall('DELETE', `canteen/meals/${couscous.id}?year=2`, admin);
    expect(refused.body.code).toBe('MEAL_IN_PROGRAM');
    const safe = await demoCall(
      'GET',
      `canteen/meals?${SCOPE}&course=main&without=gluten&pageSize=100`,
      admin,
    );
    expect(safe.body.items.length).toBeGreaterThan(0);
    for (const item of safe.body.items) {
      expect(item.course).toBe('main');
      expect(item.allergens).not.toContain('gluten');
    }
  });
});

describe('canteen programs: week grid, publish, forecast, service', () => {
  it('saves a week, publishes it, forecasts what to buy for the booked portions, and a service takes the stock', async () => {
    const admin = await demoToken('admin');
    const week = openWeekFrom(addDays(nextMonday(), 7));
    const days = schoolDaysOf(week).map(() => ({
      starter: meal('Harira').id,
      main: meal('Couscous aux sept légumes').id,
      dessert: meal('Banane').id,
      snack: null,
    }));
    const wrong = await demoCall('PUT', `canteen/programs?${SCOPE}&week=${week}`, admin, {
      days: days.map((day) => ({ ...day, starter: meal('Banane').id })),
    });
    expect(wrong.body.errors).toEqual({ days: 'WRONG_COURSE' });
    const notMonday = await demoCall('PUT', `canteen/programs?${SCOPE}&week=${addDays(week, 1)}`, admin, {
      days,
    });
    expect(notMonday.body.errors).toEqual({ week: 'INVALID_WEEK' });
    const saved = await demoCall('PUT', `canteen/programs?${SCOPE}&week=${week}`, admin, { days });
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe('draft');
    expect(saved.body.days[0].meals.main.name_fr).toBe('Couscous aux sept légumes');
    // No snack chosen: published only with the confirmation of the empty dishes' count (docs/api.md "Canteen").
    expect(saved.body.emptyDishes).toBe(5);
    const published = await demoCall('POST', `canteen/programs/publish?${SCOPE}&week=${week}`, admin, {
      emptyDishes: 5,
    });
    expect(published.body.status).toBe('published');
    const forecast = await demoCall('GET', `canteen/programs/forecast?${SCOPE}&week=${week}`, admin);
    const portions = (forecast.body.portions as number[]).reduce((a, b) => a + b, 0);
    expect(portions).toBeGreaterThan(0);
    const semolina = forecast.body.items.find(
      (item: { name_fr: string }) => item.name_fr === 'Semoule de blé dur',
    );
    expect(semolina.needed).toBeCloseTo(0.08 * portions, 2);
    expect(semolina.toBuy).toBeCloseTo(Math.max(0, semolina.needed - semolina.stock), 2);
    const empty = await demoCall(
      'POST',
      `canteen/programs/publish?${SCOPE}&week=${addDays(week, 14)}`,
      admin,
    );
    expect(empty.body.code).toBe('PROGRAM_EMPTY');
  });

  it("recording today's service takes the booked portions from the stock, once", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 13, 0)); // a Thursday, after lunch
    const admin = await demoToken('admin');
    const before = c().movements.length;
    const rice = c()
      .ingredients.filter((item) => item.branchId === 1)
      .map((item) => item.stock);
    const served = await demoCall('POST', `canteen/programs/served?${SCOPE}&date=2026-11-26`, admin);
    expect(served.status).toBe(200);
    expect(served.body.days[3]).toMatchObject({ date: '2026-11-26', served: true });
    expect(c().movements.length).toBeGreaterThan(before);
    const after = c().movements.length;
    const stocks = c()
      .ingredients.filter((item) => item.branchId === 1)
      .map((item) => item.stock);
    expect(stocks.some((stock, index) => stock < rice[index]!)).toBe(true);
    await demoCall('POST', `canteen/programs/served?${SCOPE}&date=2026-11-26`, admin);
    expect(c().movements.length).toBe(after);
    const future = await demoCall('POST', `canteen/programs/served?${SCOPE}&date=2026-11-27`, admin);
    expect(future.body.errors).toEqual({ date: 'DATE_IN_FUTURE' });
  });
});
