/**
 * What the canteen module's tests share: the scope they read, an ingredient and a meal by name, next week, the
 * canteen manager's session.
 */
import { addDays, weekStartOf } from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import { db } from '../core/db.ts';
import { signedIn } from '../core/testkit.ts';

export { SCOPE } from '../core/testkit.ts';
export const c = () => db.data.canteen;
export const ingredient = (name: string, branch = 1) =>
  c().ingredients.find((item) => item.name_fr === name && item.branchId === branch)!;
export const meal = (name: string, branch = 1) =>
  c().meals.find((item) => item.name_fr === name && item.branchId === branch)!;
export const nextMonday = () => addDays(weekStartOf(todayIso()), 7);

export const canteenManager = () => signedIn('canteen.1@demo.test');
