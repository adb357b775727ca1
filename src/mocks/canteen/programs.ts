import { http, HttpResponse } from 'msw';
import {
  COURSES,
  SCHOOL_DAYS,
  mealAllergens,
  mealFlags,
  roundQuantity,
  schoolDaysOf,
  weekNeeds,
  weekStartOf,
  weekdayOf,
  type IngredientFacts,
} from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import type { DemoIngredient, DemoMeal, ProgramDay } from './types.ts';
import { db } from '../core/db.ts';
import { error, isDate, nextId, validationError } from '../core/listing.ts';
import { jsonObject, staffCall } from '../core/staffScope.ts';
import {
  programOf,
  tables,
  factsOf,
  closedDaysOfYear,
  portionsOfDays,
  weekCall,
  money,
  CANTEEN_PERMISSIONS,
  move,
} from './shared.ts';

export function mealRef(
  mealId: number | null,
  meals: Map<number, DemoMeal>,
  facts: Map<number, IngredientFacts & DemoIngredient>,
) {
  const meal = mealId === null ? undefined : meals.get(mealId);
  if (!meal) return null;
  return {
    id: meal.id,
    name_fr: meal.name_fr,
    name_ar: meal.name_ar,
    allergens: mealAllergens(meal.lines, facts),
    vegetarian: mealFlags(meal.lines, facts).vegetarian,
  };
}

function programView(branch: number, year: number, week: string) {
  const program = programOf(branch, year, week);
  const meals = new Map(
    tables()
      .meals.filter((meal) => meal.branchId === branch)
      .map((meal) => [meal.id, meal]),
  );
  const facts = factsOf(branch);
  const dates = schoolDaysOf(week);
  const portions = portionsOfDays(branch, year, dates);
  const closed = closedDaysOfYear(year);
  return {
    weekStart: week,
    status: program?.status ?? 'draft',
    publishedAt: program?.publishedAt ?? null,
    emptyDishes: emptyDishes(program?.days, dates, closed),
    days: dates.map((date, index) => {
      const day = program?.days[index];
      return {
        date,
        closed: closed.get(date) ?? null,
        portions: portions[index]!,
        served: program?.servedDays.includes(date) ?? false,
        meals: Object.fromEntries(
          COURSES.map((course) => [course, mealRef(day?.[course] ?? null, meals, facts)]),
        ),
      };
    }),
  };
}
/** The dishes still to choose: a course without a meal on a day the school is open (four a day, 20 a week). */
function emptyDishes(days: ProgramDay[] | undefined, dates: string[], closed: Map<string, unknown>): number {
  return dates.reduce(
    (count, date, index) =>
      closed.has(date)
        ? count
        : count + COURSES.filter((course) => (days?.[index]?.[course] ?? null) === null).length,
    0,
  );
}

export const programHandlers = [
  // Programs
  http.get('*/api/canteen/programs', ({ request }) => {
    const call = weekCall(request, true);
    if (call instanceof Response) return call;
    const { scope, week } = call;
    return HttpResponse.json(programView(scope.branch, scope.year, week));
  }),
  http.put('*/api/canteen/programs', async ({ request }) => {
    const call = weekCall(request);
    if (call instanceof Response) return call;
    const { scope, week } = call;
    const body = await jsonObject(request);
    if (!body || !Array.isArray(body.days) || body.days.length !== SCHOOL_DAYS.length)
      return validationError({ days: 'INVALID_DAYS' });
    const meals = new Map(
      tables()
        .meals.filter((meal) => meal.branchId === scope.branch)
        .map((meal) => [meal.id, meal]),
    );
    const days: ProgramDay[] = [];
    const closed = closedDaysOfYear(scope.year);
    const dates = schoolDaysOf(week);
    for (const [index, raw] of (body.days as Array<Record<string, unknown>>).entries()) {
      const day = {} as ProgramDay;
      // No meal on a day the school is closed (docs/api.md "School calendar").
      if (closed.has(dates[index]!) && COURSES.some((course) => (raw?.[course] ?? null) !== null))
        return validationError({ days: 'DAY_CLOSED' });
      for (const course of COURSES) {
        const value = raw?.[course] ?? null;
        if (value === null) {
          day[course] = null;
          continue;
        }
        const meal = typeof value === 'number' ? meals.get(value) : undefined;
        if (!meal) return validationError({ days: 'UNKNOWN_MEAL' });
        if (meal.course !== course) return validationError({ days: 'WRONG_COURSE' });
        day[course] = meal.id;
      }
      days.push(day);
    }
    const program = programOf(scope.branch, scope.year, week);
    if (program) program.days = days;
    else
      tables().programs.push({
        id: nextId(tables().programs),
        branchId: scope.branch,
        yearId: scope.year,
        weekStart: week,
        days,
        status: 'draft',
        publishedAt: null,
        servedDays: [],
      });
    db.changed();
    return HttpResponse.json(programView(scope.branch, scope.year, week));
  }),
  /**
   * A week is published complete, or with a confirmation that says how many dishes are empty: `emptyDishes` in the
   * body equal to the week's count; else 409 `PROGRAM_INCOMPLETE` with `emptyDishes` and `dishes` (docs/api.md).
   */
  http.post('*/api/canteen/programs/publish', async ({ request }) => {
    const call = weekCall(request);
    if (call instanceof Response) return call;
    const { scope, week } = call;
    const program = programOf(scope.branch, scope.year, week);
    if (!program || !program.days.some((day) => Object.values(day).some((meal) => meal !== null)))
      return error(409, 'An empty week cannot be published', 'PROGRAM_EMPTY');
    const dates = schoolDaysOf(week);
    const closed = closedDaysOfYear(scope.year);
    const empty = emptyDishes(program.days, dates, closed);
    const confirmed = (await jsonObject(request))?.emptyDishes ?? 0;
    if (empty > 0 && confirmed !== empty && program.status !== 'published')
      return error(409, `${empty} dishes of the week are empty`, 'PROGRAM_INCOMPLETE', {
        emptyDishes: empty,
        dishes: dates.filter((date) => !closed.has(date)).length * COURSES.length,
      });
    if (program.status !== 'published') {
      program.status = 'published';
      program.publishedAt = new Date().toISOString();
      db.changed();
    }
    return HttpResponse.json(programView(scope.branch, scope.year, week));
  }),
  http.get('*/api/canteen/programs/forecast', ({ request }) => {
    const call = weekCall(request, true);
    if (call instanceof Response) return call;
    const { scope, week } = call;
    const program = programOf(scope.branch, scope.year, week);
    const meals = new Map(tables().meals.map((meal) => [meal.id, meal]));
    const dates = schoolDaysOf(week);
    const portions = portionsOfDays(scope.branch, scope.year, dates);
    const facts = factsOf(scope.branch);
    // Days already served took their ingredients from the stock: only the days still to serve count.
    const days = dates.map((date, index) => ({
      portions: program?.servedDays.includes(date) ? 0 : portions[index]!,
      meals: Object.values(program?.days[index] ?? {})
        .map((id) => (id === null ? undefined : meals.get(id)))
        .filter((meal): meal is DemoMeal => meal !== undefined),
    }));
    const needs = weekNeeds(days, new Map([...facts].map(([id, ingredient]) => [id, ingredient.stock])));
    const items = needs
      .map((need) => {
        const ingredient = facts.get(need.ingredientId)!;
        return {
          ...need,
          name_fr: ingredient.name_fr,
          name_ar: ingredient.name_ar,
          unit: ingredient.unit,
          lastPrice: ingredient.lastPriceCents === null ? null : money(ingredient.lastPriceCents),
        };
      })
      .sort((a, b) => b.toBuy - a.toBuy || a.name_fr.localeCompare(b.name_fr, 'fr'));
    const toBuyCents = items.reduce(
      (sum, item) => sum + item.toBuy * (facts.get(item.ingredientId)!.lastPriceCents ?? 0),
      0,
    );
    return HttpResponse.json({ weekStart: week, portions, items, toBuyTotal: money(toBuyCents) });
  }),
  http.post('*/api/canteen/programs/served', ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.programs);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const date = new URL(request.url).searchParams.get('date');
    if (!isDate(date) || weekdayOf(date) > 5) return validationError({ date: 'INVALID_DATE' });
    if (date > todayIso()) return validationError({ date: 'DATE_IN_FUTURE' });
    const week = weekStartOf(date);
    const program = programOf(scope.branch, scope.year, week);
    if (!program || program.status !== 'published')
      return error(409, 'Only a published week is served', 'TRANSITION_NOT_ALLOWED');
    if (!program.servedDays.includes(date)) {
      const index = weekdayOf(date) - 1;
      const [portions] = portionsOfDays(scope.branch, scope.year, [date]);
      const facts = factsOf(scope.branch);
      const used = new Map<number, number>();
      for (const mealId of Object.values(program.days[index] ?? {})) {
        const meal = tables().meals.find((candidate) => candidate.id === mealId);
        for (const line of meal?.lines ?? []) {
          used.set(line.ingredientId, (used.get(line.ingredientId) ?? 0) + line.quantity * portions!);
        }
      }
      // What the kitchen lacked was not served: the stock never goes below zero.
      for (const [ingredientId, quantity] of used) {
        const ingredient = facts.get(ingredientId)!;
        const taken = roundQuantity(Math.min(ingredient.stock, quantity));
        if (taken > 0) move(ingredient, 'served', -taken, user, { reason: date });
      }
      program.servedDays.push(date);
      db.changed();
    }
    return HttpResponse.json(programView(scope.branch, scope.year, week));
  }),
];
