/**
 * School canteen rules shared by the screens and the demo API (docs/api.md "Canteen"): the 14 regulated allergens,
 * what a meal contains and costs (derived from its ingredients, never typed), the weeks of a program, the booking
 * cut-off, the portions booked on a day, and what a week needs against the stock.
 */
import { daysBetween } from './dates.ts';

/** The 14 allergens whose presence must be declared (EU regulation 1169/2011, annex II; Moroccan practice). */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const UNITS = ['kg', 'L', 'piece'] as const;
export type Unit = (typeof UNITS)[number];

/** What an ingredient is made of, for the vegetarian and no-pork flags of the meals using it. */
export const ORIGINS = ['plant', 'dairy', 'egg', 'meat', 'poultry', 'pork', 'fish', 'seafood'] as const;
export type Origin = (typeof ORIGINS)[number];

export const COURSES = ['starter', 'main', 'dessert', 'snack'] as const;
export type Course = (typeof COURSES)[number];

/** School days of a program week, Monday first (1 = Monday ... 5 = Friday, as `Date.getUTCDay`). */
export const SCHOOL_DAYS = [1, 2, 3, 4, 5] as const;
export type SchoolDay = (typeof SCHOOL_DAYS)[number];

export const REQUEST_KINDS = ['subscription', 'meal'] as const;
export type CanteenRequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type CanteenRequestStatus = (typeof REQUEST_STATUSES)[number];

/** Movements of an ingredient's stock: the only ways it changes. */
export const MOVEMENT_KINDS = ['purchase', 'purchaseCancelled', 'served', 'correction'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** The booking cut-off, unless a branch sets its own: the day before, at 10:00. */
export const DEFAULT_CUTOFF = { daysBefore: 1, hour: 10 } as const;
export interface Cutoff {
  daysBefore: number;
  hour: number;
}

/** Quantities are kept to the gram, the millilitre or the piece: three decimals. */
export function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}

// ---------------------------------------------------------------------------------------------------------------
// Meals: allergens, flags and cost derived from the ingredients

export interface IngredientFacts {
  id: number;
  allergens: readonly Allergen[];
  origin: Origin;
  /** Price of one unit at the latest purchase, in cents; null before the first purchase. */
  lastPriceCents: number | null;
}
export interface MealLine {
  ingredientId: number;
  /** Per portion, in the ingredient's unit. */
  quantity: number;
}

/** The allergens of a meal: every allergen of its ingredients, in the regulation's order. */
export function mealAllergens(lines: readonly MealLine[], ingredients: ReadonlyMap<number, IngredientFacts>) {
  const found = new Set<Allergen>();
  for (const line of lines)
    for (const allergen of ingredients.get(line.ingredientId)?.allergens ?? []) found.add(allergen);
  return ALLERGENS.filter((allergen) => found.has(allergen));
}

/** Vegetarian: no meat, poultry, pork, fish or seafood; no pork: no pork ingredient. */
export function mealFlags(lines: readonly MealLine[], ingredients: ReadonlyMap<number, IngredientFacts>) {
  const origins = new Set(lines.map((line) => ingredients.get(line.ingredientId)?.origin));
  const flesh: Origin[] = ['meat', 'poultry', 'pork', 'fish', 'seafood'];
  return { vegetarian: !flesh.some((origin) => origins.has(origin)), noPork: !origins.has('pork') };
}

/**
 * Cost of one portion in cents at the latest purchase prices, and whether it is complete (an ingredient never bought
 * has no price yet and counts for nothing).
 */
export function portionCost(lines: readonly MealLine[], ingredients: ReadonlyMap<number, IngredientFacts>) {
  let cents = 0;
  let complete = true;
  for (const line of lines) {
    const price = ingredients.get(line.ingredientId)?.lastPriceCents ?? null;
    if (price === null) complete = false;
    else cents += line.quantity * price;
  }
  return { cents: Math.round(cents), complete };
}

// ---------------------------------------------------------------------------------------------------------------
// A child's allergies (free text in the medical record) against the regulated allergens

/** Words that name each allergen in a record, in fr, en and ar, folded (lower case, no accents). */
const ALLERGEN_WORDS: Record<Allergen, string[]> = {
  gluten: ['gluten', 'ble', 'wheat', 'froment', 'seigle', 'orge', 'غلوتين', 'قمح'],
  crustaceans: ['crustace', 'crevette', 'crabe', 'homard', 'shellfish', 'shrimp', 'قشريات', 'جمبري'],
  eggs: ['oeuf', 'egg', 'بيض'],
  fish: ['poisson', 'fish', 'سمك'],
  peanuts: ['arachide', 'cacahuete', 'peanut', 'فول سوداني', 'كاوكاو'],
  soy: ['soja', 'soy', 'صويا'],
  milk: ['lait', 'lactose', 'milk', 'dairy', 'حليب', 'لبن'],
  nuts: ['fruits a coque', 'noix', 'amande', 'noisette', 'pistache', 'nut', 'مكسرات', 'لوز', 'جوز'],
  celery: ['celeri', 'celery', 'كرفس'],
  mustard: ['moutarde', 'mustard', 'خردل'],
  sesame: ['sesame', 'سمسم', 'جلجلان'],
  sulphites: ['sulfite', 'sulphite', 'sulfite', 'كبريتيت'],
  lupin: ['lupin', 'ترمس'],
  molluscs: ['mollusque', 'mollusc', 'mollusk', 'calamar', 'moule', 'رخويات'],
};

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').trim();
}

/**
 * Reads a child's allergies as the record writes them ("arachides", "fruits à coque", "lait"...): the regulated
 * allergens they name, and the entries that name none (a kiwi allergy is not declared on a menu, so the family is
 * told to check with the canteen).
 */
export function allergensOfRecord(entries: readonly string[]): { allergens: Allergen[]; other: string[] } {
  const found = new Set<Allergen>();
  const other: string[] = [];
  for (const entry of entries) {
    const folded = fold(entry);
    if (!folded) continue;
    const named = ALLERGENS.filter((allergen) =>
      ALLERGEN_WORDS[allergen].some((word) => folded.includes(word)),
    );
    if (named.length === 0) other.push(entry.trim());
    for (const allergen of named) found.add(allergen);
  }
  return { allergens: ALLERGENS.filter((allergen) => found.has(allergen)), other };
}

// ---------------------------------------------------------------------------------------------------------------
// Weeks and the booking cut-off

const DAY_MS = 86_400_000;

export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 = Monday ... 7 = Sunday. */
export function weekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week holding `isoDate`. */
export function weekStartOf(isoDate: string): string {
  return addDays(isoDate, 1 - weekdayOf(isoDate));
}

/** The five school days of the week starting on `weekStart` (a Monday). */
export function schoolDaysOf(weekStart: string): string[] {
  return SCHOOL_DAYS.map((day) => addDays(weekStart, day - 1));
}

export function isMonday(isoDate: string): boolean {
  return weekdayOf(isoDate) === 1;
}

/**
 * The last moment a meal of `date` can be booked, changed or cancelled: `daysBefore` days before, at `hour`:00, local
 * time of the school, written `YYYY-MM-DDTHH:00` (no time zone, as the clock on the wall).
 */
export function cutoffOf(date: string, cutoff: Cutoff = DEFAULT_CUTOFF): string {
  return `${addDays(date, -cutoff.daysBefore)}T${String(cutoff.hour).padStart(2, '0')}:00`;
}

/** `now` as the school's wall clock, `YYYY-MM-DDTHH:MM`. */
export function wallClock(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** A meal of `date` can still be booked or cancelled at `now` (a wall clock, see `wallClock`). */
export function beforeCutoff(date: string, now: string, cutoff: Cutoff = DEFAULT_CUTOFF): boolean {
  return now < cutoffOf(date, cutoff);
}

/**
 * The first school day whose meal can still be booked or cancelled at `now`: a weekday, before its cut-off, and not
 * a day the school is closed (`closed`: the school calendar's holidays and public holidays, docs/api.md "School
 * calendar"), so a parent's booking never starts on Christmas Day.
 */
export function firstBookableDay(
  now: string,
  cutoff: Cutoff = DEFAULT_CUTOFF,
  closed: { has(day: string): boolean } = new Set<string>(),
): string {
  let day = now.slice(0, 10);
  // Long enough to cross the longest holiday (two weeks) and the weekends around it.
  for (let step = 0; step < 60; step += 1) {
    if (weekdayOf(day) <= 5 && !closed.has(day) && beforeCutoff(day, now, cutoff)) return day;
    day = addDays(day, 1);
  }
  return day;
}

// ---------------------------------------------------------------------------------------------------------------
// Bookings: approved subscriptions and one-off meals

export interface Booking {
  kind: CanteenRequestKind;
  status: CanteenRequestStatus;
  startDate: string;
  /** Last day served (a one-off meal: its day). */
  endDate: string;
  /** School days of a subscription (1 = Monday); a one-off meal ignores it. */
  days: readonly number[];
}

/** The booking gives the child a meal on `date`. */
export function servesOn(booking: Booking, date: string): boolean {
  if (booking.status !== 'approved' || date < booking.startDate || date > booking.endDate) return false;
  return booking.kind === 'meal' || booking.days.includes(weekdayOf(date));
}

/** Portions booked on each of `dates`. */
export function portionsOn(bookings: readonly Booking[], dates: readonly string[]): number[] {
  return dates.map((date) =>
    bookings.reduce((count, booking) => count + (servesOn(booking, date) ? 1 : 0), 0),
  );
}

/** Two bookings of a child cover a common school day (a request that would book a day twice). */
export function overlaps(a: Booking, b: Booking): boolean {
  if (a.endDate < b.startDate || b.endDate < a.startDate) return false;
  const from = a.startDate > b.startDate ? a.startDate : b.startDate;
  const to = a.endDate < b.endDate ? a.endDate : b.endDate;
  const span = Math.min(daysBetween(from, to), 6);
  for (let step = 0; step <= span; step += 1) {
    const day = weekdayOf(addDays(from, step));
    const inA = a.kind === 'meal' || a.days.includes(day);
    const inB = b.kind === 'meal' || b.days.includes(day);
    if (day <= 5 && inA && inB) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------------------
// What a week needs

/**
 * The ingredients a week needs: for each day, the portions booked times each meal's quantities per portion; beside the
 * stock, what is missing (to buy).
 */
export function weekNeeds(
  days: ReadonlyArray<{ portions: number; meals: ReadonlyArray<{ lines: readonly MealLine[] }> }>,
  stock: ReadonlyMap<number, number>,
): Array<{ ingredientId: number; needed: number; stock: number; toBuy: number }> {
  const needed = new Map<number, number>();
  for (const day of days) {
    for (const meal of day.meals) {
      for (const line of meal.lines) {
        needed.set(line.ingredientId, (needed.get(line.ingredientId) ?? 0) + line.quantity * day.portions);
      }
    }
  }
  return [...needed].map(([ingredientId, quantity]) => {
    const inStock = stock.get(ingredientId) ?? 0;
    return {
      ingredientId,
      needed: roundQuantity(quantity),
      stock: inStock,
      toBuy: roundQuantity(Math.max(0, quantity - inStock)),
    };
  });
}
