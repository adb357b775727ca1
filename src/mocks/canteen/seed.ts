/**
 * The school canteen of the demo (docs/api.md "Canteen"), generated deterministically from the school and "today":
 * in every branch about 60 ingredients with their real allergens, 40 meals, a weekly program from the start of the
 * year to next week (published up to next week, the week after a draft), parents' requests in every state, and a
 * kitchen simulated day by day so the stock is what its movements say: an opening inventory, weekly purchases from
 * five suppliers, each school day's service for the portions booked, a few losses (so some ingredients are below
 * their minimum). Amounts are integer cents, quantities in the ingredient's unit to three decimals.
 */
import {
  addDays,
  portionsOn,
  roundQuantity,
  schoolDaysOf,
  weekStartOf,
  weekdayOf,
  type CanteenRequestKind,
  type CanteenRequestStatus,
  type MovementKind,
} from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import { mulberry32 } from '../core/random.ts';
import { currentYearOf, type SeedStep } from '../core/seed.ts';
import { closedDayMap } from '../school-settings/index.ts';
import type {
  CanteenOptions,
  CanteenTables,
  DemoIngredient,
  DemoMeal,
  DemoProgram,
  DemoPurchase,
  DemoPurchaseLine,
  ProgramDay,
} from './types.ts';
import { CATALOGUE, type Supplier, SUPPLIERS } from './catalogue.ts';
import { MEALS } from './dishes.ts';

const REJECT_REASONS = [
  'Les inscriptions de ce trimestre sont complètes.',
  'La période demandée est hors calendrier scolaire.',
  'Dossier médical à compléter avant l’inscription à la cantine.',
];
const CANCEL_REASONS = ['Changement d’emploi du temps', 'Déménagement', 'L’enfant déjeune à la maison'];
const LOSS_REASONS = ['Produit périmé', 'Casse à la livraison', 'Chambre froide en panne'];

/** The canteen tables of the demo: see the file's comment. */
export function generateCanteen(options: CanteenOptions): CanteenTables {
  const today = options.today ?? todayIso();
  const random = mulberry32(options.seed ?? 4242);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const year = options.year;
  const tables: CanteenTables = {
    ingredients: [],
    movements: [],
    purchases: [],
    meals: [],
    programs: [],
    requests: [],
    settings: [],
  };
  const students = new Map(options.students.map((student) => [student.studentid, student]));
  for (const branchId of options.branchIds) {
    tables.settings.push({ branchId, cutoff: { daysBefore: 1, hour: 10 } });
    const base = tables.ingredients.length;
    const ingredients = CATALOGUE.map(
      ([name_fr, name_ar, unit, origin, allergens, , minStock], index): DemoIngredient => ({
        id: base + index + 1,
        branchId,
        name_fr,
        name_ar,
        unit,
        stock: 0,
        minStock,
        allergens,
        origin,
        lastPriceCents: null,
      }),
    );
    tables.ingredients.push(...ingredients);
    const mealBase = tables.meals.length;
    const meals = MEALS.map(([name_fr, name_ar, course, lines], index): DemoMeal => ({
      id: mealBase + index + 1,
      branchId,
      name_fr,
      name_ar,
      course,
      lines: lines.map(([catalogueIndex, quantity]) => ({
        ingredientId: ingredients[catalogueIndex]!.id,
        quantity,
      })),
    }));
    tables.meals.push(...meals);

    // Requests: about 40 % of the branch's pupils subscribe from the start of the year, some on fewer days; the
    // rest of the states are spread over the last weeks.
    const enrolled = options.enrolments.filter(
      (enrolment) =>
        enrolment.branchId === branchId &&
        enrolment.yearId === year.schoolyearid &&
        enrolment.status !== 'left',
    );
    const nextWeek = addDays(weekStartOf(today), 7);
    for (const enrolment of enrolled) {
      const student = students.get(enrolment.studentId);
      if (!student) continue;
      const draw = random();
      const request = (
        kind: CanteenRequestKind,
        status: CanteenRequestStatus,
        startDate: string,
        endDate: string,
        days: number[],
        createdAt: string,
      ) => {
        const decided = status === 'approved' || status === 'rejected';
        tables.requests.push({
          id: tables.requests.length + 1,
          branchId,
          yearId: year.schoolyearid,
          studentId: student.studentid,
          familyId: student.familyId,
          kind,
          startDate,
          endDate,
          days,
          status,
          reason:
            status === 'rejected'
              ? REJECT_REASONS[int(0, REJECT_REASONS.length - 1)]!
              : status === 'cancelled'
                ? CANCEL_REASONS[int(0, CANCEL_REASONS.length - 1)]!
                : null,
          createdAt: `${createdAt}T08:${String(int(10, 59))}:00Z`,
          createdBy: null,
          decidedAt: decided ? `${addDays(createdAt, 1)}T09:30:00Z` : null,
          decidedBy: decided ? 1 : null,
          engagementId: null,
        });
      };
      const recent = addDays(today, -int(1, 20));
      if (student.studentid === 101 || (student.studentid !== 102 && draw < 0.38)) {
        const days = random() < 0.75 ? [1, 2, 3, 4, 5] : [1, 2, 4, 5];
        request('subscription', 'approved', year.startDate, year.endDate, days, addDays(year.startDate, -10));
      } else if (student.studentid === 102) {
        continue;
      } else if (draw < 0.42) {
        request('subscription', 'pending', nextWeek, year.endDate, [1, 2, 3, 4, 5], recent);
      } else if (draw < 0.44) {
        request('subscription', 'rejected', nextWeek, year.endDate, [1, 2, 4, 5], recent);
      } else if (draw < 0.46) {
        request(
          'subscription',
          'cancelled',
          year.startDate,
          addDays(today, -int(10, 40)),
          [1, 2, 3, 4, 5],
          addDays(year.startDate, -8),
        );
      } else if (draw < 0.5) {
        const day = addDays(weekStartOf(today), int(0, 11));
        if (weekdayOf(day) <= 5)
          request('meal', random() < 0.6 ? 'approved' : 'pending', day, day, [], recent);
      } else if (draw < 0.51) {
        const day = addDays(nextWeek, int(0, 4));
        request('meal', 'cancelled', day, day, [], recent);
      }
    }
    const bookings = tables.requests.filter((request) => request.branchId === branchId);

    // Programs: a week per week from the start of the year, meals in rotation; published to next week.
    const starters = meals.filter((meal) => meal.course === 'starter');
    const mains = meals.filter((meal) => meal.course === 'main');
    const desserts = meals.filter((meal) => meal.course === 'dessert');
    const snacks = meals.filter((meal) => meal.course === 'snack');
    let slot = branchId * 3;
    const pick = (list: DemoMeal[]) => list[slot % list.length]!.id;
    const programs: DemoProgram[] = [];
    // No meal on the days the school is closed (docs/api.md "School calendar").
    const closed = closedDayMap(year);
    for (let week = weekStartOf(year.startDate); week <= addDays(nextWeek, 7); week = addDays(week, 7)) {
      const days: ProgramDay[] = schoolDaysOf(week).map((date) => {
        if (closed.has(date)) return { starter: null, main: null, dessert: null, snack: null };
        slot += 1;
        return { starter: pick(starters), main: pick(mains), dessert: pick(desserts), snack: pick(snacks) };
      });
      const published = week <= nextWeek;
      programs.push({
        id: tables.programs.length + programs.length + 1,
        branchId,
        yearId: year.schoolyearid,
        weekStart: week,
        days,
        status: published ? 'published' : 'draft',
        publishedAt: published ? `${addDays(week, -4)}T15:00:00Z` : null,
        servedDays: [],
      });
    }
    tables.programs.push(...programs);

    // The kitchen, day by day: an opening inventory, on Mondays a purchase per supplier bringing what the week needs
    // (with a margin) above the minimum, every school day before today the service of the booked portions.
    const byId = new Map(ingredients.map((ingredient) => [ingredient.id, ingredient]));
    const mealById = new Map(meals.map((meal) => [meal.id, meal]));
    const move = (
      ingredient: DemoIngredient,
      at: string,
      kind: MovementKind,
      quantity: number,
      reason: string | null,
      purchaseId: number | null,
    ) => {
      const signed = roundQuantity(quantity);
      if (signed === 0) return;
      ingredient.stock = roundQuantity(ingredient.stock + signed);
      tables.movements.push({
        id: tables.movements.length + 1,
        ingredientId: ingredient.id,
        at,
        kind,
        quantity: signed,
        reason,
        purchaseId,
        userId: kind === 'served' ? null : 1,
      });
    };
    const opening = addDays(year.startDate, -3);
    for (const ingredient of ingredients) {
      move(
        ingredient,
        `${opening}T09:00:00Z`,
        'correction',
        ingredient.minStock * 2,
        'Inventaire de rentrée',
        null,
      );
    }
    for (const program of programs) {
      if (program.weekStart > today) break;
      const dates = schoolDaysOf(program.weekStart);
      const portions = portionsOn(bookings, dates).map((count, index) =>
        closed.has(dates[index]!) ? 0 : count,
      );
      const needs = new Map<number, number>();
      program.days.forEach((day, index) => {
        for (const mealId of Object.values(day)) {
          for (const line of mealById.get(mealId ?? -1)?.lines ?? []) {
            needs.set(
              line.ingredientId,
              (needs.get(line.ingredientId) ?? 0) + line.quantity * portions[index]!,
            );
          }
        }
      });
      const monday = program.weekStart < year.startDate ? year.startDate : program.weekStart;
      const lines = new Map<Supplier, DemoPurchaseLine[]>();
      for (const [ingredientId, need] of needs) {
        const ingredient = byId.get(ingredientId)!;
        const missing = need * 1.1 + ingredient.minStock * 1.5 - ingredient.stock;
        if (missing <= 0) continue;
        const [, , unit, , , price, , supplier] = CATALOGUE[ingredientId - base - 1]!;
        const quantity = unit === 'piece' ? Math.ceil(missing) : Math.ceil(missing * 2) / 2;
        const unitPriceCents = Math.round(price * 100 * (0.92 + random() * 0.16));
        lines.set(supplier, [...(lines.get(supplier) ?? []), { ingredientId, quantity, unitPriceCents }]);
      }
      for (const [supplier, purchaseLines] of [...lines].sort(([a], [b]) => a - b)) {
        const purchase: DemoPurchase = {
          id: tables.purchases.length + 1,
          branchId,
          yearId: year.schoolyearid,
          supplier: SUPPLIERS[supplier],
          date: monday,
          lines: purchaseLines,
          status: 'recorded',
          cancelledAt: null,
          createdAt: `${monday}T07:30:00Z`,
        };
        tables.purchases.push(purchase);
        for (const line of purchaseLines) {
          const ingredient = byId.get(line.ingredientId)!;
          move(ingredient, purchase.createdAt, 'purchase', line.quantity, null, purchase.id);
          ingredient.lastPriceCents = line.unitPriceCents;
        }
      }
      program.days.forEach((day, index) => {
        const date = dates[index]!;
        if (date >= today || date < year.startDate || closed.has(date)) return;
        for (const mealId of Object.values(day)) {
          for (const line of mealById.get(mealId ?? -1)?.lines ?? []) {
            const ingredient = byId.get(line.ingredientId)!;
            const used = Math.min(ingredient.stock, line.quantity * portions[index]!);
            move(ingredient, `${date}T13:30:00Z`, 'served', -used, date, null);
          }
        }
        program.servedDays.push(date);
      });
    }
    // A few losses this week: those ingredients fall below their minimum.
    const losses = [...ingredients].sort(() => random() - 0.5).slice(0, 5);
    for (const ingredient of losses) {
      const loss = Math.max(0, ingredient.stock - ingredient.minStock * 0.5);
      move(
        ingredient,
        `${addDays(today, -1)}T16:00:00Z`,
        'correction',
        -loss,
        LOSS_REASONS[int(0, 2)]!,
        null,
      );
    }
  }
  return tables;
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** School canteen: ingredients and their stock movements, purchases, meals, weekly programs, requests. */
    canteen: CanteenTables;
  }
}

/** School canteen of the current year, made on first read. */
export const canteenStep: SeedStep<'canteen'> = {
  tables: ['canteen'],
  lazy: true,
  make: (data) => ({
    canteen: generateCanteen({
      branchIds: data.branches.map((branch) => branch.schoolbranchid),
      year: currentYearOf(data.years)!,
      students: data.students,
      enrolments: data.enrolments,
    }),
  }),
};
