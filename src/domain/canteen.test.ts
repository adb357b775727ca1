import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  allergensOfRecord,
  beforeCutoff,
  cutoffOf,
  firstBookableDay,
  mealAllergens,
  mealFlags,
  overlaps,
  portionCost,
  portionsOn,
  schoolDaysOf,
  weekNeeds,
  weekStartOf,
  type Booking,
  type IngredientFacts,
} from './canteen';

const facts = new Map<number, IngredientFacts>([
  [1, { id: 1, allergens: ['gluten'], origin: 'plant', lastPriceCents: 800 }],
  [2, { id: 2, allergens: ['milk'], origin: 'dairy', lastPriceCents: 9000 }],
  [3, { id: 3, allergens: [], origin: 'poultry', lastPriceCents: 6500 }],
  [4, { id: 4, allergens: ['eggs', 'mustard'], origin: 'egg', lastPriceCents: null }],
  [5, { id: 5, allergens: [], origin: 'pork', lastPriceCents: 100 }],
]);

describe('canteen: a meal is what its ingredients are (Canteen: allergens derived, never typed)', () => {
  it('the allergens are every allergen of the ingredients, once each, in the regulation order', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(
      mealAllergens(
        [
          { ingredientId: 4, quantity: 1 },
          { ingredientId: 2, quantity: 0.01 },
          { ingredientId: 1, quantity: 0.1 },
        ],
        facts,
      ),
    ).toEqual(['gluten', 'eggs', 'milk', 'mustard']);
    expect(mealAllergens([{ ingredientId: 3, quantity: 0.1 }], facts)).toEqual([]);
  });

  it('vegetarian without meat, poultry, pork, fish or seafood; no pork without a pork ingredient', () => {
    expect(
      mealFlags(
        [
          { ingredientId: 1, quantity: 1 },
          { ingredientId: 2, quantity: 1 },
        ],
        facts,
      ),
    ).toEqual({
      vegetarian: true,
      noPork: true,
    });
    expect(mealFlags([{ ingredientId: 3, quantity: 1 }], facts)).toEqual({ vegetarian: false, noPork: true });
    expect(mealFlags([{ ingredientId: 5, quantity: 1 }], facts)).toEqual({
      vegetarian: false,
      noPork: false,
    });
  });

  it('the cost of a portion is at the latest purchase prices; an ingredient never bought makes it incomplete', () => {
    // 0.1 kg of flour at 8.00 + 0.01 kg of butter at 90.00 = 0.80 + 0.90
    expect(
      portionCost(
        [
          { ingredientId: 1, quantity: 0.1 },
          { ingredientId: 2, quantity: 0.01 },
        ],
        facts,
      ),
    ).toEqual({
      cents: 170,
      complete: true,
    });
    expect(portionCost([{ ingredientId: 4, quantity: 1 }], facts).complete).toBe(false);
  });
});

describe("canteen: a child's allergies read against the 14 allergens", () => {
  it('French, English and Arabic words name the allergen; the others are kept to be checked with the canteen', () => {
    expect(allergensOfRecord(['arachides', 'Fruits à coque', 'kiwi'])).toEqual({
      allergens: ['peanuts', 'nuts'],
      other: ['kiwi'],
    });
    expect(allergensOfRecord(['Œufs', 'milk', 'سمسم']).allergens).toEqual(['eggs', 'milk', 'sesame']);
    expect(allergensOfRecord([]).allergens).toEqual([]);
  });
});

describe('canteen: the booking cut-off (the day before at 10:00 unless the branch sets another)', () => {
  it('a meal of Friday can be booked until Thursday 09:59, not from 10:00', () => {
    expect(cutoffOf('2026-11-27')).toBe('2026-11-26T10:00');
    expect(beforeCutoff('2026-11-27', '2026-11-26T09:59')).toBe(true);
    expect(beforeCutoff('2026-11-27', '2026-11-26T10:00')).toBe(false);
    expect(beforeCutoff('2026-11-27', '2026-11-25T18:00', { daysBefore: 2, hour: 12 })).toBe(false);
  });

  it('the first bookable day skips the week-end, the days past their cut-off and the school calendar’s closed days', () => {
    // Thursday 11:00: Friday is closed, Monday is open.
    expect(firstBookableDay('2026-11-26T11:00')).toBe('2026-11-30');
    expect(firstBookableDay('2026-11-26T09:00')).toBe('2026-11-27');
    // A closed day (the school calendar's winter holidays) is never offered: the first day after them is.
    const winter = new Set(['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-24', '2026-12-25']);
    winter.add('2026-12-28').add('2026-12-29').add('2026-12-30').add('2026-12-31').add('2027-01-01');
    expect(firstBookableDay('2026-12-18T12:00', undefined, winter)).toBe('2027-01-04');
    expect(firstBookableDay('2026-12-18T12:00')).toBe('2026-12-21');
  });
});

describe('canteen: weeks, portions and what a week needs', () => {
  it('a week starts on Monday and has five school days', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(schoolDaysOf('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('approved subscriptions count on their days, one-off meals on theirs; pending, rejected and cancelled do not', () => {
    const bookings: Booking[] = [
      {
        kind: 'subscription',
        status: 'approved',
        startDate: '2026-09-07',
        endDate: '2027-06-30',
        days: [1, 2, 4, 5],
      },
      { kind: 'meal', status: 'approved', startDate: '2026-11-25', endDate: '2026-11-25', days: [] },
      {
        kind: 'subscription',
        status: 'pending',
        startDate: '2026-09-07',
        endDate: '2027-06-30',
        days: [1, 2, 3, 4, 5],
      },
      { kind: 'meal', status: 'cancelled', startDate: '2026-11-24', endDate: '2026-11-24', days: [] },
    ];
    expect(portionsOn(bookings, schoolDaysOf('2026-11-23'))).toEqual([1, 1, 1, 1, 1]);
    expect(portionsOn(bookings, ['2026-11-25'])).toEqual([1]);
  });

  it('two bookings of a child overlap only on a common school day', () => {
    const mondays: Booking = {
      kind: 'subscription',
      status: 'approved',
      startDate: '2026-11-30',
      endDate: '2026-12-31',
      days: [1],
    };
    const wednesday: Booking = {
      kind: 'meal',
      status: 'pending',
      startDate: '2026-12-02',
      endDate: '2026-12-02',
      days: [],
    };
    const monday: Booking = { ...wednesday, startDate: '2026-12-07', endDate: '2026-12-07' };
    expect(overlaps(mondays, wednesday)).toBe(false);
    expect(overlaps(mondays, monday)).toBe(true);
  });

  it('what a week needs is the portions times the quantities, less the stock', () => {
    const needs = weekNeeds(
      [
        { portions: 100, meals: [{ lines: [{ ingredientId: 1, quantity: 0.08 }] }] },
        {
          portions: 50,
          meals: [
            {
              lines: [
                { ingredientId: 1, quantity: 0.08 },
                { ingredientId: 2, quantity: 0.01 },
              ],
            },
          ],
        },
      ],
      new Map([
        [1, 5],
        [2, 3],
      ]),
    );
    expect(needs).toEqual([
      { ingredientId: 1, needed: 12, stock: 5, toBuy: 7 },
      { ingredientId: 2, needed: 0.5, stock: 3, toBuy: 0 },
    ]);
  });
});
