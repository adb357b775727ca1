import { http, HttpResponse } from 'msw';
import {
  ALLERGENS,
  COURSES,
  ORIGINS,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  SCHOOL_DAYS,
  UNITS,
  addDays,
  allergensOfRecord,
  beforeCutoff,
  cutoffOf,
  firstBookableDay,
  isMonday,
  mealAllergens,
  mealFlags,
  overlaps,
  portionCost,
  portionsOn,
  roundQuantity,
  schoolDaysOf,
  wallClock,
  weekNeeds,
  weekStartOf,
  weekdayOf,
  type Allergen,
  type Course,
  type Cutoff,
  type IngredientFacts,
  type MealLine,
} from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import type {
  DemoCanteenRequest,
  DemoIngredient,
  DemoMeal,
  DemoProgram,
  DemoPurchase,
  DemoPurchaseLine,
  DemoStockMovement,
  ProgramDay,
} from './seed.ts';
import { db } from '../core/db.ts';
import { addServiceEngagement, financeSettingsOf, stopFutureInstallments } from '../finances/index.ts';
import type { DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import {
  error,
  isDate,
  matches,
  nextId,
  notFound,
  paginate,
  pathId,
  sortRows,
  text,
  validationError,
} from '../core/listing.ts';
import { idParam, searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, parentChild, staffCall, staffHolds } from '../core/staffScope.ts';

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
const ANY_CANTEEN = Object.values(CANTEEN_PERMISSIONS);
/** The purchase, meal and program forms list the ingredients: their pages read them too. */
const INGREDIENTS_READ = [
  CANTEEN_PERMISSIONS.ingredients,
  CANTEEN_PERMISSIONS.purchases,
  CANTEEN_PERMISSIONS.meals,
  CANTEEN_PERMISSIONS.programs,
];
const MEALS_READ = [CANTEEN_PERMISSIONS.meals, CANTEEN_PERMISSIONS.programs];
const QUANTITY_MAX = 100_000;
const PRICE_MAX_CENTS = 10_000_000;
const REASON_MAX = 300;

const tables = () => db.data.canteen;
const now = () => wallClock(new Date());

function cutoffOfBranch(branch: number): Cutoff {
  return (
    tables().settings.find((settings) => settings.branchId === branch)?.cutoff ?? { daysBefore: 1, hour: 10 }
  );
}
function ingredientsOf(branch: number): DemoIngredient[] {
  return tables().ingredients.filter((ingredient) => ingredient.branchId === branch);
}
function factsOf(branch: number): Map<number, IngredientFacts & DemoIngredient> {
  return new Map(ingredientsOf(branch).map((ingredient) => [ingredient.id, ingredient]));
}
const money = (cents: number) => Math.round(cents) / 100;

/** A quantity in the unit: a positive number (or, for a correction, a non-zero signed one). */
function quantityOf(value: unknown, signed = false): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const rounded = roundQuantity(value);
  if (Math.abs(rounded) > QUANTITY_MAX) return null;
  return signed ? (rounded === 0 ? null : rounded) : rounded > 0 ? rounded : null;
}
/** A price in MAD with at most two decimals, as cents; null when negative or not a number. */
function priceCentsOf(value: unknown): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 && cents <= PRICE_MAX_CENTS ? cents : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Views

function ingredientView(ingredient: DemoIngredient) {
  return {
    id: ingredient.id,
    name_fr: ingredient.name_fr,
    name_ar: ingredient.name_ar,
    unit: ingredient.unit,
    stock: ingredient.stock,
    minStock: ingredient.minStock,
    allergens: ingredient.allergens,
    origin: ingredient.origin,
    lastPrice: ingredient.lastPriceCents === null ? null : money(ingredient.lastPriceCents),
    low: ingredient.stock < ingredient.minStock,
  };
}

/** A line of a purchase or a meal: the ingredient's names and unit beside its quantity. */
function lineView(
  line: { ingredientId: number; quantity: number },
  facts: ReadonlyMap<number, DemoIngredient>,
) {
  const ingredient = facts.get(line.ingredientId);
  return {
    ingredientId: line.ingredientId,
    name_fr: ingredient?.name_fr ?? '',
    name_ar: ingredient?.name_ar ?? '',
    unit: ingredient?.unit ?? 'kg',
    quantity: line.quantity,
  };
}

function purchaseView(purchase: DemoPurchase) {
  const facts = factsOf(purchase.branchId);
  const totalCents = purchase.lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
  return {
    id: purchase.id,
    supplier: purchase.supplier,
    date: purchase.date,
    lines: purchase.lines.map((line) => ({
      ...lineView(line, facts),
      unitPrice: money(line.unitPriceCents),
      amount: money(line.quantity * line.unitPriceCents),
    })),
    total: money(totalCents),
    status: purchase.status,
    cancelledAt: purchase.cancelledAt,
  };
}

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

function mealRef(
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

function bookingsOf(branch: number, year: number): DemoCanteenRequest[] {
  return tables().requests.filter((request) => request.branchId === branch && request.yearId === year);
}

function programOf(branch: number, year: number, week: string): DemoProgram | undefined {
  return tables().programs.find(
    (program) => program.branchId === branch && program.yearId === year && program.weekStart === week,
  );
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
  const portions = portionsOn(bookingsOf(branch, year), dates);
  return {
    weekStart: week,
    status: program?.status ?? 'draft',
    publishedAt: program?.publishedAt ?? null,
    days: dates.map((date, index) => {
      const day = program?.days[index];
      return {
        date,
        portions: portions[index]!,
        served: program?.servedDays.includes(date) ?? false,
        meals: Object.fromEntries(
          COURSES.map((course) => [course, mealRef(day?.[course] ?? null, meals, facts)]),
        ),
      };
    }),
  };
}

function studentNames(studentId: number) {
  const data = db.data;
  const student = data.students.find((candidate) => candidate.studentid === studentId);
  return {
    id: studentId,
    name: student ? `${student.lastname_fr} ${student.firstname_fr}` : '',
    name_ar: student ? `${student.lastname_ar} ${student.firstname_ar}` : '',
    firstname: student?.firstname_fr ?? '',
  };
}

function requestView(request: DemoCanteenRequest, classNames?: Map<number, string>) {
  const cutoff = cutoffOfBranch(request.branchId);
  const names = studentNames(request.studentId);
  const nowWall = now();
  return {
    id: request.id,
    student: {
      id: names.id,
      name: names.name,
      name_ar: names.name_ar,
      className: classNames?.get(request.studentId) ?? null,
    },
    kind: request.kind,
    startDate: request.startDate,
    endDate: request.endDate,
    days: request.days,
    status: request.status,
    reason: request.reason,
    createdAt: request.createdAt,
    decidedAt: request.decidedAt,
    engagementId: request.engagementId,
    /** The parent may still cancel it: pending, or approved and not over (a started subscription stops later). */
    cancellable:
      (request.status === 'pending' || request.status === 'approved') &&
      (request.kind === 'subscription'
        ? firstBookableDay(nowWall, cutoff) <= request.endDate
        : beforeCutoff(request.startDate, nowWall, cutoff)),
  };
}

function classNamesOf(year: number): Map<number, string> {
  const data = db.data;
  const classes = new Map(data.classes.map((item) => [item.id, item.name]));
  return new Map(
    data.enrolments
      .filter((enrolment) => enrolment.yearId === year)
      .map((enrolment) => [enrolment.studentId, classes.get(enrolment.classId) ?? '']),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Input

function ingredientInput(
  body: Record<string, unknown>,
  partial: boolean,
  branch: number,
  selfId: number | null,
) {
  const errors: Record<string, string> = {};
  const value: Partial<DemoIngredient> = {};
  const has = (key: string) => !partial || key in body;
  if (has('name_fr')) {
    const name = text(body.name_fr);
    if (!name) errors.name_fr = 'REQUIRED';
    else if (
      ingredientsOf(branch).some(
        (ingredient) => ingredient.id !== selfId && ingredient.name_fr.toLowerCase() === name.toLowerCase(),
      )
    )
      errors.name_fr = 'DUPLICATE_INGREDIENT';
    else value.name_fr = name;
  }
  if (has('name_ar')) {
    const name = text(body.name_ar);
    if (!name) errors.name_ar = 'REQUIRED';
    else value.name_ar = name;
  }
  if (!partial) {
    if (!UNITS.includes(body.unit as never)) errors.unit = 'INVALID_UNIT';
    else value.unit = body.unit as DemoIngredient['unit'];
  }
  if (has('minStock')) {
    const min = body.minStock === 0 ? 0 : quantityOf(body.minStock);
    if (min === null) errors.minStock = 'INVALID_QUANTITY';
    else value.minStock = min;
  }
  if (has('allergens')) {
    const list = body.allergens;
    if (!Array.isArray(list) || list.some((item) => !ALLERGENS.includes(item as Allergen)))
      errors.allergens = 'INVALID_ALLERGEN';
    else value.allergens = ALLERGENS.filter((allergen) => list.includes(allergen));
  }
  if (has('origin')) {
    if (!ORIGINS.includes(body.origin as never)) errors.origin = 'INVALID_CHOICE';
    else value.origin = body.origin as DemoIngredient['origin'];
  }
  return { errors, value };
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

/** The `week` parameter: a Monday. */
function weekParam(params: URLSearchParams): string | null {
  const week = params.get('week');
  return isDate(week) && isMonday(week) ? week : null;
}

function requestInput(
  body: Record<string, unknown>,
  cutoff: Cutoff,
  year: { startDate: string; endDate: string },
) {
  const kind = body.kind;
  if (!REQUEST_KINDS.includes(kind as never)) return validationError({ kind: 'INVALID_CHOICE' });
  const startDate = body.startDate;
  if (!isDate(startDate)) return validationError({ startDate: 'INVALID_DATE' });
  if (weekdayOf(startDate) > 5) return validationError({ startDate: 'NOT_A_SCHOOL_DAY' });
  if (startDate < year.startDate || startDate > year.endDate)
    return validationError({ startDate: 'INVALID_DATE' });
  if (!beforeCutoff(startDate, now(), cutoff))
    return error(409, 'The booking cut-off has passed for this day', 'BOOKING_CUTOFF_PASSED', {
      cutoff: cutoffOf(startDate, cutoff),
    });
  if (kind === 'meal') return { kind: 'meal' as const, startDate, endDate: startDate, days: [] as number[] };
  const endDate = body.endDate;
  if (!isDate(endDate) || endDate > year.endDate) return validationError({ endDate: 'INVALID_DATE' });
  if (endDate < startDate) return validationError({ endDate: 'DATES_ORDER' });
  const days = body.days;
  if (
    !Array.isArray(days) ||
    days.length === 0 ||
    days.some((day) => !SCHOOL_DAYS.includes(day as never)) ||
    new Set(days).size !== days.length
  )
    return validationError({ days: 'INVALID_DAYS' });
  return { kind: 'subscription' as const, startDate, endDate, days: [...(days as number[])].sort() };
}

// ---------------------------------------------------------------------------------------------------------------
// Stock

function move(
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

/** The staff member, the request's scope, and the request of that scope; else the error answer. */
function staffRequest(user: DemoUser, id: unknown): DemoCanteenRequest | Response {
  const request = tables().requests.find((candidate) => candidate.id === pathId(id));
  if (!request) return notFound();
  return staffHolds(user, CANTEEN_PERMISSIONS.requests, request.branchId, request.yearId)
    ? request
    : permissionError();
}

interface Refusal {
  message: string;
  code: string;
}
const NO_FEE: Refusal = {
  message: 'No canteen fee is set for this branch and year',
  code: 'CANTEEN_FEE_MISSING',
};

/**
 * Approves a pending request; a subscription adds the canteen engagement to the family's finances (one per child,
 * fee and year: an existing one is kept), monthly, in proportion to the days a week.
 */
function approve(request: DemoCanteenRequest, user: DemoUser): Refusal | null {
  if (request.status !== 'pending')
    return { message: 'Only a pending request can be approved', code: 'TRANSITION_NOT_ALLOWED' };
  const data = db.data;
  if (request.kind === 'subscription') {
    const settings = financeSettingsOf(data, request.branchId, request.yearId);
    const fee = settings?.feeTypes.find(
      (candidate) => candidate.kind === 'canteen' && candidate.levelId === null,
    );
    const template = settings?.templates.find((candidate) => candidate.id === fee?.templateId);
    if (!fee || !template) return NO_FEE;
    const monthlyCents =
      Math.round(
        ((fee.amountCents / template.parts.length) * (request.days.length / SCHOOL_DAYS.length)) / 100,
      ) * 100;
    const result = addServiceEngagement(data, {
      studentId: request.studentId,
      familyId: request.familyId,
      branchId: request.branchId,
      yearId: request.yearId,
      kind: 'canteen',
      monthlyCents,
      label: 'Cantine',
      today: todayIso(),
    });
    if (!result) return NO_FEE;
    request.engagementId = result.created ? result.engagement.id : null;
  }
  request.status = 'approved';
  request.decidedAt = new Date().toISOString();
  request.decidedBy = user.id;
  return null;
}

/** Cancels a request; an approved subscription already served stops at the last day that can still be cancelled. */
function cancel(request: DemoCanteenRequest, user: DemoUser, reason: string | null): Response | null {
  if (request.status !== 'pending' && request.status !== 'approved')
    return error(409, 'This request can no longer be cancelled', 'TRANSITION_NOT_ALLOWED');
  const cutoff = cutoffOfBranch(request.branchId);
  const nowWall = now();
  const firstOpen = firstBookableDay(nowWall, cutoff);
  if (request.kind === 'meal' && !beforeCutoff(request.startDate, nowWall, cutoff))
    return error(409, 'The booking cut-off has passed for this day', 'BOOKING_CUTOFF_PASSED', {
      cutoff: cutoffOf(request.startDate, cutoff),
    });
  if (request.kind === 'subscription' && firstOpen > request.endDate)
    return error(409, 'The booking cut-off has passed for this day', 'BOOKING_CUTOFF_PASSED', {
      cutoff: cutoffOf(request.endDate, cutoff),
    });
  if (request.status === 'approved' && request.kind === 'subscription' && request.startDate < firstOpen) {
    // Started: the days already past the cut-off are kept (they are served and billed).
    request.endDate = addDays(firstOpen, -1);
  }
  if (request.engagementId !== null) stopFutureInstallments(db.data, request.engagementId, todayIso());
  request.status = 'cancelled';
  request.reason = reason;
  request.decidedAt = new Date().toISOString();
  request.decidedBy = user.id;
  return null;
}

/** A program call: the staff call and its `week` (a Monday; a read without one is this week's). */
function weekCall(request: Request, read = false) {
  const call = staffCall(request, CANTEEN_PERMISSIONS.programs);
  if (call instanceof Response) return call;
  const params = new URL(request.url).searchParams;
  const week = read && !params.has('week') ? weekStartOf(todayIso()) : weekParam(params);
  return week ? { ...call, week } : validationError({ week: 'INVALID_WEEK' });
}

/** A record of a branch (an ingredient, a meal) by its path id, for staff holding `permission` there that `year`. */
function recordCall<T extends { id: number; branchId: number }>(
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

// ---------------------------------------------------------------------------------------------------------------
// Handlers

export const canteenHandlers = [
  // Ingredients
  http.get('*/api/canteen/ingredients', ({ request }) => {
    const call = staffCall(request, INGREDIENTS_READ);
    if (call instanceof Response) return call;
    const { scope } = call;
    const params = new URL(request.url).searchParams;
    const tokens = searchTokens(params);
    const allergen = params.get('allergen');
    const all = ingredientsOf(scope.branch);
    const rows = all.filter(
      (ingredient) =>
        matches(tokens, ingredient.name_fr, ingredient.name_ar) &&
        (params.get('low') !== '1' || ingredient.stock < ingredient.minStock) &&
        (!allergen || ingredient.allergens.includes(allergen as Allergen)),
    );
    sortRows(
      rows,
      params,
      {
        name: (row) => row.name_fr.toLowerCase(),
        stock: (row) => row.stock,
        minStock: (row) => row.minStock,
        lastPrice: (row) => row.lastPriceCents ?? -1,
        unit: (row) => row.unit,
      },
      'name',
    );
    const page = paginate(rows, params);
    return HttpResponse.json({
      ...page,
      items: page.items.map(ingredientView),
      lowCount: all.filter((ingredient) => ingredient.stock < ingredient.minStock).length,
    });
  }),

  http.post('*/api/canteen/ingredients', async ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.ingredients);
    if (call instanceof Response) return call;
    const { scope } = call;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    const { errors, value } = ingredientInput(body, false, scope.branch, null);
    if (Object.keys(errors).length) return validationError(errors);
    const ingredient: DemoIngredient = {
      ...(value as Omit<DemoIngredient, 'id' | 'branchId' | 'stock' | 'lastPriceCents'>),
      id: nextId(tables().ingredients),
      branchId: scope.branch,
      stock: 0,
      lastPriceCents: null,
    };
    tables().ingredients.push(ingredient);
    db.changed();
    return HttpResponse.json(ingredientView(ingredient), { status: 201 });
  }),

  http.patch('*/api/canteen/ingredients/:id', async ({ request, params }) => {
    const call = recordCall(request, params.id, tables().ingredients, CANTEEN_PERMISSIONS.ingredients);
    if (call instanceof Response) return call;
    const { record: ingredient } = call;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    if ('unit' in body && body.unit !== ingredient.unit) return validationError({ unit: 'UNIT_LOCKED' });
    if ('stock' in body) return validationError({ stock: 'STOCK_BY_MOVEMENTS' });
    const { errors, value } = ingredientInput(body, true, ingredient.branchId, ingredient.id);
    if (Object.keys(errors).length) return validationError(errors);
    Object.assign(ingredient, value);
    db.changed();
    return HttpResponse.json(ingredientView(ingredient));
  }),

  http.get('*/api/canteen/ingredients/:id/movements', ({ request, params }) => {
    const call = recordCall(request, params.id, tables().ingredients, CANTEEN_PERMISSIONS.ingredients);
    if (call instanceof Response) return call;
    const { record: ingredient } = call;
    const users = new Map(db.data.users.map((item) => [item.id, item.displayname]));
    const purchases = new Map(tables().purchases.map((purchase) => [purchase.id, purchase]));
    let balance = 0;
    const items = tables()
      .movements.filter((movement) => movement.ingredientId === ingredient.id)
      .map((movement) => {
        balance = roundQuantity(balance + movement.quantity);
        const purchase = movement.purchaseId === null ? undefined : purchases.get(movement.purchaseId);
        return {
          id: movement.id,
          at: movement.at,
          kind: movement.kind,
          quantity: movement.quantity,
          balance,
          reason: movement.reason,
          purchase: purchase ? { id: purchase.id, supplier: purchase.supplier, date: purchase.date } : null,
          by: movement.userId === null ? null : (users.get(movement.userId) ?? null),
        };
      })
      .reverse();
    return HttpResponse.json({ ingredient: ingredientView(ingredient), items });
  }),

  http.post('*/api/canteen/ingredients/:id/corrections', async ({ request, params }) => {
    const call = recordCall(request, params.id, tables().ingredients, CANTEEN_PERMISSIONS.ingredients);
    if (call instanceof Response) return call;
    const { user, record: ingredient } = call;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    const quantity = quantityOf(body.quantity, true);
    const reason = text(body.reason, REASON_MAX);
    const errors: Record<string, string> = {};
    if (quantity === null) errors.quantity = 'INVALID_QUANTITY';
    if (!reason) errors.reason = 'REQUIRED';
    if (Object.keys(errors).length) return validationError(errors);
    if (ingredient.stock + quantity! < 0)
      return error(409, 'The stock would go below zero', 'STOCK_WOULD_BE_NEGATIVE', {
        ingredients: [ingredient.name_fr],
      });
    move(ingredient, 'correction', quantity!, user, { reason });
    db.changed();
    return HttpResponse.json(ingredientView(ingredient), { status: 201 });
  }),

  // Purchases
  http.get('*/api/canteen/purchases', ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.purchases);
    if (call instanceof Response) return call;
    const { scope } = call;
    const params = new URL(request.url).searchParams;
    const tokens = searchTokens(params);
    const supplier = params.get('supplier');
    const from = params.get('from');
    const to = params.get('to');
    const inScope = tables().purchases.filter(
      (purchase) => purchase.branchId === scope.branch && purchase.yearId === scope.year,
    );
    const rows = inScope
      .filter(
        (purchase) =>
          (!supplier || purchase.supplier === supplier) &&
          (!isDate(from) || purchase.date >= from) &&
          (!isDate(to) || purchase.date <= to) &&
          matches(tokens, purchase.supplier),
      )
      .map(purchaseView);
    sortRows(
      rows,
      params,
      {
        date: (row) => `${row.date}${String(row.id).padStart(8, '0')}`,
        total: (row) => row.total,
        supplier: (row) => row.supplier,
      },
      'date',
    );
    const page = paginate(rows, params);
    const totalCents = rows
      .filter((row) => row.status === 'recorded')
      .reduce((sum, row) => sum + Math.round(row.total * 100), 0);
    return HttpResponse.json({
      ...page,
      totalAmount: money(totalCents),
      suppliers: [...new Set(inScope.map((purchase) => purchase.supplier))].sort(),
    });
  }),

  http.post('*/api/canteen/purchases', async ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.purchases);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    const errors: Record<string, string> = {};
    const supplier = text(body.supplier);
    if (!supplier) errors.supplier = 'REQUIRED';
    if (!isDate(body.date)) errors.date = 'INVALID_DATE';
    else if (body.date > todayIso()) errors.date = 'DATE_IN_FUTURE';
    const known = factsOf(scope.branch);
    const lines: DemoPurchaseLine[] = [];
    if (!Array.isArray(body.lines) || body.lines.length === 0 || body.lines.length > 60)
      errors.lines = 'REQUIRED';
    else {
      for (const raw of body.lines as Array<Record<string, unknown>>) {
        const ingredientId = typeof raw?.ingredientId === 'number' ? raw.ingredientId : null;
        const quantity = quantityOf(raw?.quantity);
        const unitPriceCents = priceCentsOf(raw?.unitPrice);
        if (ingredientId === null || !known.has(ingredientId)) errors.lines = 'UNKNOWN_INGREDIENT';
        else if (quantity === null) errors.lines = 'INVALID_QUANTITY';
        else if (unitPriceCents === null) errors.lines = 'INVALID_PRICE';
        else if (lines.some((line) => line.ingredientId === ingredientId))
          errors.lines = 'DUPLICATE_INGREDIENT';
        else lines.push({ ingredientId, quantity, unitPriceCents });
        if (errors.lines) break;
      }
    }
    if (Object.keys(errors).length) return validationError(errors);
    const purchase: DemoPurchase = {
      id: nextId(tables().purchases),
      branchId: scope.branch,
      yearId: scope.year,
      supplier: supplier!,
      date: body.date as string,
      lines,
      status: 'recorded',
      cancelledAt: null,
      createdAt: new Date().toISOString(),
    };
    tables().purchases.push(purchase);
    for (const line of lines) {
      const ingredient = known.get(line.ingredientId)!;
      move(ingredient, 'purchase', line.quantity, user, { purchaseId: purchase.id });
      ingredient.lastPriceCents = line.unitPriceCents;
    }
    db.changed();
    return HttpResponse.json(purchaseView(purchase), { status: 201 });
  }),

  http.post('*/api/canteen/purchases/:id/cancel', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const purchase = tables().purchases.find((candidate) => candidate.id === pathId(params.id));
    if (!purchase) return notFound();
    if (!staffHolds(user, CANTEEN_PERMISSIONS.purchases, purchase.branchId, purchase.yearId))
      return permissionError();
    if (purchase.status === 'cancelled')
      return error(409, 'This purchase is already cancelled', 'TRANSITION_NOT_ALLOWED');
    const facts = factsOf(purchase.branchId);
    const short = purchase.lines
      .map((line) => facts.get(line.ingredientId)!)
      .filter((ingredient, index) => ingredient.stock - purchase.lines[index]!.quantity < 0);
    if (short.length)
      return error(409, 'The stock would go below zero', 'STOCK_WOULD_BE_NEGATIVE', {
        ingredients: short.map((ingredient) => ingredient.name_fr),
      });
    for (const line of purchase.lines) {
      move(facts.get(line.ingredientId)!, 'purchaseCancelled', -line.quantity, user, {
        purchaseId: purchase.id,
      });
    }
    purchase.status = 'cancelled';
    purchase.cancelledAt = new Date().toISOString();
    db.changed();
    return HttpResponse.json(purchaseView(purchase));
  }),

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
    for (const raw of body.days as Array<Record<string, unknown>>) {
      const day = {} as ProgramDay;
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

  http.post('*/api/canteen/programs/publish', ({ request }) => {
    const call = weekCall(request);
    if (call instanceof Response) return call;
    const { scope, week } = call;
    const program = programOf(scope.branch, scope.year, week);
    if (!program || !program.days.some((day) => Object.values(day).some((meal) => meal !== null)))
      return error(409, 'An empty week cannot be published', 'PROGRAM_EMPTY');
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
    const portions = portionsOn(bookingsOf(scope.branch, scope.year), dates);
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
      const [portions] = portionsOn(bookingsOf(scope.branch, scope.year), [date]);
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

  // Requests (the office)
  http.get('*/api/canteen/requests', ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.requests);
    if (call instanceof Response) return call;
    const { scope } = call;
    const params = new URL(request.url).searchParams;
    const tokens = searchTokens(params);
    const status = params.get('status');
    const kind = params.get('kind');
    const classes = classNamesOf(scope.year);
    const inScope = bookingsOf(scope.branch, scope.year);
    const rows = inScope
      .filter(
        (item) =>
          (!status || item.status === status) &&
          (!kind || item.kind === kind) &&
          (!tokens.length ||
            (() => {
              const names = studentNames(item.studentId);
              return matches(tokens, names.name, names.name_ar, classes.get(item.studentId) ?? '');
            })()),
      )
      .map((item) => requestView(item, classes));
    sortRows(
      rows,
      params,
      {
        createdAt: (row) => row.createdAt,
        startDate: (row) => row.startDate,
        name: (row) => row.student.name.toLowerCase(),
        status: (row) => REQUEST_STATUSES.indexOf(row.status),
      },
      'createdAt',
    );
    const counts = Object.fromEntries(
      REQUEST_STATUSES.map((value) => [value, inScope.filter((item) => item.status === value).length]),
    );
    return HttpResponse.json({ ...paginate(rows, params), counts });
  }),

  http.post('*/api/canteen/requests/approve', async ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.requests);
    if (call instanceof Response) return call;
    const { user, scope } = call;
    const body = await jsonObject(request);
    const ids = body?.ids;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > 500 ||
      ids.some((id) => typeof id !== 'number')
    )
      return validationError({ ids: 'REQUIRED' });
    const approved: number[] = [];
    const failed: Array<{ id: number; code: string }> = [];
    for (const id of new Set(ids as number[])) {
      const item = tables().requests.find(
        (candidate) =>
          candidate.id === id && candidate.branchId === scope.branch && candidate.yearId === scope.year,
      );
      if (!item) {
        failed.push({ id, code: 'NOT_FOUND' });
        continue;
      }
      const refused = approve(item, user);
      if (refused) failed.push({ id, code: refused.code });
      else approved.push(id);
    }
    if (approved.length) db.changed();
    return HttpResponse.json({ approved, failed });
  }),

  http.post('*/api/canteen/requests/:id/approve', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const item = staffRequest(user, params.id);
    if (item instanceof Response) return item;
    const refused = approve(item, user);
    if (refused) return error(409, refused.message, refused.code);
    db.changed();
    return HttpResponse.json(requestView(item, classNamesOf(item.yearId)));
  }),

  http.post('*/api/canteen/requests/:id/reject', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const item = staffRequest(user, params.id);
    if (item instanceof Response) return item;
    const body = await jsonObject(request);
    const reason = text(body?.reason, REASON_MAX);
    if (!reason) return validationError({ reason: 'REASON_REQUIRED' });
    if (item.status !== 'pending')
      return error(409, 'Only a pending request can be rejected', 'TRANSITION_NOT_ALLOWED');
    item.status = 'rejected';
    item.reason = reason;
    item.decidedAt = new Date().toISOString();
    item.decidedBy = user.id;
    db.changed();
    return HttpResponse.json(requestView(item, classNamesOf(item.yearId)));
  }),

  /** The office, or the child's guardian, cancels a request before the cut-off. */
  http.post('*/api/canteen/requests/:id/cancel', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const item = tables().requests.find((candidate) => candidate.id === pathId(params.id));
    if (!item) return notFound();
    const allowed = user.isParent
      ? user.studentIds.includes(item.studentId)
      : staffHolds(user, CANTEEN_PERMISSIONS.requests, item.branchId, item.yearId);
    if (!allowed) return user.isParent ? notFound() : permissionError();
    const body = await jsonObject(request);
    const reason = body?.reason === undefined || body.reason === '' ? null : text(body.reason, REASON_MAX);
    if (body?.reason && !reason) return validationError({ reason: 'TOO_LONG' });
    const refused = cancel(item, user, reason);
    if (refused) return refused;
    db.changed();
    return HttpResponse.json(requestView(item, classNamesOf(item.yearId)));
  }),

  // Settings and figures
  http.get('*/api/canteen/settings', ({ request }) => {
    const call = staffCall(request, ANY_CANTEEN);
    if (call instanceof Response) return call;
    const { scope } = call;
    return HttpResponse.json({ cutoff: cutoffOfBranch(scope.branch) });
  }),

  http.put('*/api/canteen/settings', async ({ request }) => {
    const call = staffCall(request, CANTEEN_PERMISSIONS.requests);
    if (call instanceof Response) return call;
    const { scope } = call;
    const body = await jsonObject(request);
    const cutoff = body?.cutoff as Record<string, unknown> | undefined;
    const daysBefore = cutoff?.daysBefore;
    const hour = cutoff?.hour;
    const errors: Record<string, string> = {};
    if (!Number.isInteger(daysBefore) || (daysBefore as number) < 0 || (daysBefore as number) > 7)
      errors.daysBefore = 'INVALID_NUMBER';
    if (!Number.isInteger(hour) || (hour as number) < 0 || (hour as number) > 23)
      errors.hour = 'INVALID_TIME';
    if (Object.keys(errors).length) return validationError(errors);
    const value = { daysBefore: daysBefore as number, hour: hour as number };
    const settings = tables().settings.find((item) => item.branchId === scope.branch);
    if (settings) settings.cutoff = value;
    else tables().settings.push({ branchId: scope.branch, cutoff: value });
    db.changed();
    return HttpResponse.json({ cutoff: value });
  }),

  http.get('*/api/canteen/summary', ({ request }) => {
    const call = staffCall(request, ANY_CANTEEN);
    if (call instanceof Response) return call;
    const { scope } = call;
    const week = weekStartOf(todayIso());
    const portions = portionsOn(bookingsOf(scope.branch, scope.year), schoolDaysOf(week));
    return HttpResponse.json({
      weekStart: week,
      mealsBooked: portions.reduce((sum, count) => sum + count, 0),
      portions,
      belowMinimum: ingredientsOf(scope.branch).filter((ingredient) => ingredient.stock < ingredient.minStock)
        .length,
      pendingRequests: bookingsOf(scope.branch, scope.year).filter((item) => item.status === 'pending')
        .length,
    });
  }),

  // The parent's view of the selected child
  http.get('*/api/canteen/students/:id/menu', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const search = new URL(request.url).searchParams;
    const child = parentChild(user, params.id, idParam(search, 'year'));
    if (child instanceof Response) return child;
    const week = weekParam(search) ?? weekStartOf(todayIso());
    const branch = child.enrolment.branchId;
    const year = child.enrolment.yearId;
    const program = programOf(branch, year, week);
    const record = allergensOfRecord(child.student.medical?.allergies ?? []);
    const meals = new Map(
      tables()
        .meals.filter((meal) => meal.branchId === branch)
        .map((meal) => [meal.id, meal]),
    );
    const facts = factsOf(branch);
    const mine = tables().requests.filter(
      (item) => item.studentId === child.student.studentid && item.yearId === year,
    );
    const published = program?.status === 'published';
    return HttpResponse.json({
      studentId: child.student.studentid,
      weekStart: week,
      published,
      allergies: record,
      cutoff: cutoffOfBranch(branch),
      days: schoolDaysOf(week).map((date, index) => {
        const day = published ? program.days[index] : undefined;
        return {
          date,
          booked: portionsOn(mine, [date])[0]! > 0,
          meals: COURSES.flatMap((course) => {
            const ref = mealRef(day?.[course] ?? null, meals, facts);
            return ref
              ? [
                  {
                    course,
                    ...ref,
                    warning: ref.allergens.filter((allergen) => record.allergens.includes(allergen)),
                  },
                ]
              : [];
          }),
        };
      }),
    });
  }),

  http.get('*/api/canteen/students/:id/requests', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const child = parentChild(user, params.id, idParam(new URL(request.url).searchParams, 'year'));
    if (child instanceof Response) return child;
    const items = tables()
      .requests.filter(
        (item) => item.studentId === child.student.studentid && item.yearId === child.enrolment.yearId,
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((item) => requestView(item));
    const cutoff = cutoffOfBranch(child.enrolment.branchId);
    return HttpResponse.json({
      items,
      cutoff,
      firstBookableDay: firstBookableDay(now(), cutoff),
      yearEnd: child.year.endDate,
    });
  }),

  http.post('*/api/canteen/students/:id/requests', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const child = parentChild(user, params.id, idParam(new URL(request.url).searchParams, 'year'));
    if (child instanceof Response) return child;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    const branch = child.enrolment.branchId;
    const input = requestInput(body, cutoffOfBranch(branch), child.year);
    if (input instanceof Response) return input;
    const live = tables().requests.filter(
      (item) =>
        item.studentId === child.student.studentid &&
        item.yearId === child.year.schoolyearid &&
        (item.status === 'pending' || item.status === 'approved'),
    );
    const candidate = { ...input, status: 'pending' as const };
    if (live.some((item) => overlaps(item, candidate)))
      return error(
        409,
        'This child already has a meal booked on one of these days',
        'CANTEEN_REQUEST_OVERLAP',
      );
    const created: DemoCanteenRequest = {
      id: nextId(tables().requests),
      branchId: branch,
      yearId: child.year.schoolyearid,
      studentId: child.student.studentid,
      familyId: child.student.familyId,
      ...input,
      status: 'pending',
      reason: null,
      createdAt: new Date().toISOString(),
      createdBy: user.id,
      decidedAt: null,
      decidedBy: null,
      engagementId: null,
    };
    tables().requests.push(created);
    db.changed();
    return HttpResponse.json(requestView(created), { status: 201 });
  }),
];
