import { http, HttpResponse } from 'msw';
import {
  COURSES,
  mealAllergens,
  mealFlags,
  portionCost,
  type Allergen,
  type Course,
  type IngredientFacts,
  type MealLine,
} from '../../domain/canteen.ts';
import type { DemoIngredient, DemoMeal } from './types.ts';
import { db } from '../core/db.ts';
import { error, matches, nextId, paginate, sortRows, text, validationError } from '../core/listing.ts';
import { searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffCall } from '../core/staffScope.ts';
import { tables, money, factsOf, quantityOf, MEALS_READ, CANTEEN_PERMISSIONS, recordCall } from './shared.ts';
import { lineView } from './purchases.ts';

function programsUsing(mealId: number): number {
  return tables().programs.filter((program) =>
    program.days.some((day) => Object.values(day).includes(mealId)),
  ).length;
}

function mealView(meal: DemoMeal, facts: Map<number, IngredientFacts & DemoIngredient>) {
  const cost = portionCost(meal.lines, facts);
  return {
    id: meal.id,
    name_fr: meal.name_fr,
    name_ar: meal.name_ar,
    course: meal.course,
    lines: meal.lines.map((line) => lineView(line, facts)),
    allergens: mealAllergens(meal.lines, facts),
    ...mealFlags(meal.lines, facts),
    cost: money(cost.cents),
    costComplete: cost.complete,
    programs: programsUsing(meal.id),
  };
}

function mealInput(body: Record<string, unknown>, partial: boolean, branch: number) {
  const errors: Record<string, string> = {};
  const value: Partial<DemoMeal> = {};
  const has = (key: string) => !partial || key in body;
  for (const key of ['name_fr', 'name_ar'] as const) {
    if (!has(key)) continue;
    const name = text(body[key]);
    if (!name) errors[key] = 'REQUIRED';
    else value[key] = name;
  }
  if (has('course')) {
    if (!COURSES.includes(body.course as Course)) errors.course = 'INVALID_CHOICE';
    else value.course = body.course as Course;
  }
  if (has('lines')) {
    const lines = body.lines;
    const known = factsOf(branch);
    if (!Array.isArray(lines) || lines.length === 0 || lines.length > 30) errors.lines = 'REQUIRED';
    else {
      const parsed: MealLine[] = [];
      for (const line of lines as Array<Record<string, unknown>>) {
        const ingredientId = typeof line?.ingredientId === 'number' ? line.ingredientId : null;
        const quantity = quantityOf(line?.quantity);
        if (ingredientId === null || !known.has(ingredientId)) errors.lines = 'UNKNOWN_INGREDIENT';
        else if (quantity === null) errors.lines = 'INVALID_QUANTITY';
        else if (parsed.some((item) => item.ingredientId === ingredientId))
          errors.lines = 'DUPLICATE_INGREDIENT';
        else parsed.push({ ingredientId, quantity });
        if (errors.lines) break;
      }
      if (!errors.lines) value.lines = parsed;
    }
  }
  return { errors, value };
}
export const mealHandlers = [
  // Meals
  http.get('*/api/canteen/meals', ({ request }) => {
    const call = staffCall(request, MEALS_READ);
    if (call instanceof Response) return call;
    const { scope } = call;
    const params = new URL(request.url).searchParams;
    const tokens = searchTokens(params);
    const course = params.get('course');
    const without = params.get('without');
    const facts = factsOf(scope.branch);
    const rows = tables()
      .meals.filter(
        (meal) =>
          meal.branchId === scope.branch &&
          (!course || meal.course === course) &&
          matches(tokens, meal.name_fr, meal.name_ar),
      )
      .map((meal) => mealView(meal, facts))
      .filter(
        (meal) =>
          (!without || !meal.allergens.includes(without as Allergen)) &&
          (params.get('vegetarian') !== '1' || meal.vegetarian),
      );
    sortRows(
      rows,
      params,
      {
        name: (row) => row.name_fr.toLowerCase(),
        course: (row) => COURSES.indexOf(row.course),
        cost: (row) => row.cost,
      },
      'name',
    );
    return HttpResponse.json(paginate(rows, params));
  }),
  http.post('*/api/canteen/meals', async ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.meals);
    if (call instanceof Response) return call;
    const { scope } = call;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    const { errors, value } = mealInput(body, false, scope.branch);
    if (Object.keys(errors).length) return validationError(errors);
    const meal: DemoMeal = {
      ...(value as Omit<DemoMeal, 'id' | 'branchId'>),
      id: nextId(tables().meals),
      branchId: scope.branch,
    };
    tables().meals.push(meal);
    db.changed();
    return HttpResponse.json(mealView(meal, factsOf(scope.branch)), { status: 201 });
  }),
  http.patch('*/api/canteen/meals/:id', async ({ request, params }) => {
    const call = recordCall(request, params.id, tables().meals, CANTEEN_PERMISSIONS.meals);
    if (call instanceof Response) return call;
    const { record: meal } = call;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    const { errors, value } = mealInput(body, true, meal.branchId);
    if (value.course && value.course !== meal.course && programsUsing(meal.id) > 0)
      errors.course = 'MEAL_IN_PROGRAM';
    if (Object.keys(errors).length) return validationError(errors);
    Object.assign(meal, value);
    db.changed();
    return HttpResponse.json(mealView(meal, factsOf(meal.branchId)));
  }),
  http.delete('*/api/canteen/meals/:id', ({ request, params }) => {
    const call = recordCall(request, params.id, tables().meals, CANTEEN_PERMISSIONS.meals);
    if (call instanceof Response) return call;
    const { record: meal } = call;
    const used = programsUsing(meal.id);
    if (used > 0)
      return error(409, 'This meal is in a weekly program', 'MEAL_IN_PROGRAM', { programs: used });
    tables().meals.splice(tables().meals.indexOf(meal), 1);
    db.changed();
    return HttpResponse.json({ id: meal.id, deleted: true });
  }),
  // The meal as the list shows it: the read its version is compared with (docs/api.md "Versions").
  http.get('*/api/canteen/meals/:id', ({ request, params }) => {
    const call = recordCall(request, params.id, tables().meals, CANTEEN_PERMISSIONS.meals);
    if (call instanceof Response) return call;
    return HttpResponse.json(mealView(call.record, factsOf(call.record.branchId)));
  }),
];
