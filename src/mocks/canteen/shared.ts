import {
  isMonday,
  portionsOn,
  roundQuantity,
  wallClock,
  weekStartOf,
  type Cutoff,
  type IngredientFacts,
} from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import type { DemoCanteenRequest, DemoIngredient, DemoProgram, DemoStockMovement } from './types.ts';
import { db } from '../core/db.ts';
import type { DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { isDate, nextId, notFound, pathId, validationError } from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { staffCall, staffHolds } from '../core/staffScope.ts';
import { closedDayMap, type ClosedReason } from '../school-settings/index.ts';

/**
 * docs/api.md "Canteen": ingredients and their stock movements, purchases, meals, weekly programs, parents' requests,
 * the office's figures, and the parent's view of the selected child's menu and requests.
 */
export const CANTEEN_PERMISSIONS = {
  ingredients: 'view-ingredients-page',
  purchases: 'view-achats-page',
  meals: 'view-meals-page',
  programs: 'view-programs-page',
  requests: 'view-cantine-demandes-page',
} as const;
export const ANY_CANTEEN = Object.values(CANTEEN_PERMISSIONS);
/** The purchase, meal and program forms list the ingredients: their pages read them too. */
export const INGREDIENTS_READ = [
  CANTEEN_PERMISSIONS.ingredients,
  CANTEEN_PERMISSIONS.purchases,
  CANTEEN_PERMISSIONS.meals,
  CANTEEN_PERMISSIONS.programs,
];
export const MEALS_READ = [CANTEEN_PERMISSIONS.meals, CANTEEN_PERMISSIONS.programs];
const QUANTITY_MAX = 100_000;
const PRICE_MAX_CENTS = 10_000_000;
export const REASON_MAX = 300;

export const tables = () => db.data.canteen;
export const now = () => wallClock(new Date());

export function cutoffOfBranch(branch: number): Cutoff {
  return (
    tables().settings.find((settings) => settings.branchId === branch)?.cutoff ?? { daysBefore: 1, hour: 10 }
  );
}
export function ingredientsOf(branch: number): DemoIngredient[] {
  return tables().ingredients.filter((ingredient) => ingredient.branchId === branch);
}
export function factsOf(branch: number): Map<number, IngredientFacts & DemoIngredient> {
  return new Map(ingredientsOf(branch).map((ingredient) => [ingredient.id, ingredient]));
}
export const money = (cents: number) => Math.round(cents) / 100;

/** A quantity in the unit: a positive number (or, for a correction, a non-zero signed one). */
export function quantityOf(value: unknown, signed = false): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const rounded = roundQuantity(value);
  if (Math.abs(rounded) > QUANTITY_MAX) return null;
  return signed ? (rounded === 0 ? null : rounded) : rounded > 0 ? rounded : null;
}
/** A price in MAD with at most two decimals, as cents; null when negative or not a number. */
export function priceCentsOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 && cents <= PRICE_MAX_CENTS ? cents : null;
}

export function bookingsOf(branch: number, year: number): DemoCanteenRequest[] {
  return tables().requests.filter((request) => request.branchId === branch && request.yearId === year);
}

/** The school's closed days of the year by date (docs/api.md "School calendar"). */
export function closedDaysOfYear(year: number): Map<string, ClosedReason> {
  return closedDayMap(db.data.years.find((candidate) => candidate.schoolyearid === year));
}

/**
 * The portions booked on each of `dates`: none on a day the school is closed (a holiday, a public holiday), whatever
 * the subscriptions say (docs/api.md "Canteen", "School calendar").
 */
export function portionsOfDays(branch: number, year: number, dates: readonly string[]): number[] {
  const closed = closedDaysOfYear(year);
  return portionsOn(bookingsOf(branch, year), dates).map((count, index) =>
    closed.has(dates[index]!) ? 0 : count,
  );
}

export function programOf(branch: number, year: number, week: string): DemoProgram | undefined {
  return tables().programs.find(
    (program) => program.branchId === branch && program.yearId === year && program.weekStart === week,
  );
}

/** The `week` parameter: a Monday. */
export function weekParam(params: URLSearchParams): string | null {
  const week = params.get('week');
  return isDate(week) && isMonday(week) ? week : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Stock

export function move(
  ingredient: DemoIngredient,
  kind: DemoStockMovement['kind'],
  quantity: number,
  user: DemoUser | null,
  extra: { reason?: string | null; purchaseId?: number | null } = {},
) {
  ingredient.stock = roundQuantity(ingredient.stock + quantity);
  tables().movements.push({
    id: nextId(tables().movements),
    ingredientId: ingredient.id,
    at: new Date().toISOString(),
    kind,
    quantity: roundQuantity(quantity),
    reason: extra.reason ?? null,
    purchaseId: extra.purchaseId ?? null,
    userId: user?.id ?? null,
  });
}

/** A program call: the staff call and its `week` (a Monday; a read without one is this week's). */
export function weekCall(request: Request, read = false) {
  const call = staffCall(request, CANTEEN_PERMISSIONS.programs);
  if (call instanceof Response) return call;
  const params = new URL(request.url).searchParams;
  const week = read && !params.has('week') ? weekStartOf(todayIso()) : weekParam(params);
  return week ? { ...call, week } : validationError({ week: 'INVALID_WEEK' });
}

/** A record of a branch (an ingredient, a meal) by its path id, for staff holding `permission` there that `year`. */
export function recordCall<T extends { id: number; branchId: number }>(
  request: Request,
  id: unknown,
  records: T[],
  permission: string,
) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  const record = records.find((candidate) => candidate.id === pathId(id));
  const year = idParam(new URL(request.url).searchParams, 'year');
  if (!record || year === null) return notFound();
  return staffHolds(user, permission, record.branchId, year) ? { user, record } : permissionError();
}
