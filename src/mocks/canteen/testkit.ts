/**
 * What the canteen module's tests share: the scope they read, an ingredient and a meal by name, next week, the
 * canteen manager's session.
 */
import { addDays, weekStartOf } from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import { db } from '../core/db.ts';
import { signedIn } from '../core/testkit.ts';
import { closedDaysOf } from '../school-settings/index.ts';

export { SCOPE } from '../core/testkit.ts';
export const c = () => db.data.canteen;
export const ingredient = (name: string, branch = 1) =>
  c().ingredients.find((item) => item.name_fr === name && item.branchId === branch)!;
export const meal = (name: string, branch = 1) =>
  c().meals.find((item) => item.name_fr === name && item.branchId === branch)!;
export const nextMonday = () => addDays(weekStartOf(todayIso()), 7);

/**
 * The Monday of the first week from `week` on whose five school days are all open: a holiday week takes no meal
 * (docs/api.md "School calendar"), so a test that fills a week skips the holidays whatever today is.
 */
export function openWeekFrom(week: string): string {
  const closed = new Set(
    closedDaysOf({ startDate: week, endDate: addDays(week, 120) }).map((day) => day.date),
  );
  let monday = week;
  while ([0, 1, 2, 3, 4].some((day) => closed.has(addDays(monday, day)))) monday = addDays(monday, 7);
  return monday;
}

export const canteenManager = () => signedIn('canteen.1@demo.test');
