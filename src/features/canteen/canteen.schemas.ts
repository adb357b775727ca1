import * as z from 'zod/mini';
import { pageShape } from '../../api/schemas';
import {
  ALLERGENS,
  COURSES,
  MOVEMENT_KINDS,
  ORIGINS,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  UNITS,
} from '../../domain/canteen';
import type { Scope } from '../../session/useScope';

/** Answers of the canteen endpoints (docs/api.md "Canteen"). */
const allergens = z.array(z.enum(ALLERGENS));
const names = { name_fr: z.string(), name_ar: z.string() };

export const ingredientSchema = z.object({
  id: z.number(),
  ...names,
  unit: z.enum(UNITS),
  stock: z.number(),
  minStock: z.number(),
  allergens,
  origin: z.enum(ORIGINS),
  lastPrice: z.nullable(z.number()),
  low: z.boolean(),
});
export const ingredientPageSchema = z.object({ ...pageShape(ingredientSchema), lowCount: z.number() });

export const movementsSchema = z.object({
  ingredient: ingredientSchema,
  items: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      kind: z.enum(MOVEMENT_KINDS),
      quantity: z.number(),
      balance: z.number(),
      reason: z.nullable(z.string()),
      purchase: z.nullable(z.object({ id: z.number(), supplier: z.string(), date: z.string() })),
      by: z.nullable(z.string()),
    }),
  ),
});

const lineSchema = z.object({
  ingredientId: z.number(),
  ...names,
  unit: z.enum(UNITS),
  quantity: z.number(),
});

export const purchaseSchema = z.object({
  id: z.number(),
  supplier: z.string(),
  date: z.string(),
  lines: z.array(z.object({ ...lineSchema.shape, unitPrice: z.number(), amount: z.number() })),
  total: z.number(),
  status: z.enum(['recorded', 'cancelled']),
  cancelledAt: z.nullable(z.string()),
});
export const purchasePageSchema = z.object({
  ...pageShape(purchaseSchema),
  totalAmount: z.number(),
  suppliers: z.array(z.string()),
});

export const mealSchema = z.object({
  id: z.number(),
  ...names,
  course: z.enum(COURSES),
  lines: z.array(lineSchema),
  allergens,
  vegetarian: z.boolean(),
  noPork: z.boolean(),
  cost: z.number(),
  costComplete: z.boolean(),
  programs: z.number(),
});
export const mealPageSchema = z.object(pageShape(mealSchema));
export const mealDeletedSchema = z.object({ id: z.number(), deleted: z.literal(true) });

const mealRefSchema = z.object({ id: z.number(), ...names, allergens, vegetarian: z.boolean() });
export const programSchema = z.object({
  weekStart: z.string(),
  status: z.enum(['draft', 'published']),
  publishedAt: z.nullable(z.string()),
  /** Courses without a meal on the days the school is open (docs/api.md "Canteen"). */
  emptyDishes: z.number(),
  days: z.array(
    z.object({
      date: z.string(),
      /** Why the school is closed that day (docs/api.md "School calendar"), or null. */
      closed: z.nullable(z.string()),
      portions: z.number(),
      served: z.boolean(),
      meals: z.object({
        starter: z.nullable(mealRefSchema),
        main: z.nullable(mealRefSchema),
        dessert: z.nullable(mealRefSchema),
        snack: z.nullable(mealRefSchema),
      }),
    }),
  ),
});

export const forecastSchema = z.object({
  weekStart: z.string(),
  portions: z.array(z.number()),
  items: z.array(
    z.object({
      ingredientId: z.number(),
      ...names,
      unit: z.enum(UNITS),
      needed: z.number(),
      stock: z.number(),
      toBuy: z.number(),
      lastPrice: z.nullable(z.number()),
    }),
  ),
  toBuyTotal: z.number(),
});

export const canteenRequestSchema = z.object({
  id: z.number(),
  student: z.object({
    id: z.number(),
    name: z.string(),
    name_ar: z.string(),
    className: z.nullable(z.string()),
  }),
  kind: z.enum(REQUEST_KINDS),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(z.number()),
  status: z.enum(REQUEST_STATUSES),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  engagementId: z.nullable(z.number()),
  cancellable: z.boolean(),
});
export const canteenRequestPageSchema = z.object({
  ...pageShape(canteenRequestSchema),
  counts: z.record(z.string(), z.number()),
});
export const bulkApproveSchema = z.object({
  approved: z.array(z.number()),
  failed: z.array(z.object({ id: z.number(), code: z.string() })),
});

const cutoffSchema = z.object({ daysBefore: z.number(), hour: z.number() });
export const canteenSettingsSchema = z.object({ cutoff: cutoffSchema });

export const canteenSummarySchema = z.object({
  weekStart: z.string(),
  mealsBooked: z.number(),
  portions: z.array(z.number()),
  belowMinimum: z.number(),
  pendingRequests: z.number(),
});

export const childMenuSchema = z.object({
  studentId: z.number(),
  weekStart: z.string(),
  published: z.boolean(),
  allergies: z.object({ allergens, other: z.array(z.string()) }),
  cutoff: cutoffSchema,
  days: z.array(
    z.object({
      date: z.string(),
      closed: z.nullable(z.string()),
      booked: z.boolean(),
      meals: z.array(z.object({ course: z.enum(COURSES), ...mealRefSchema.shape, warning: allergens })),
    }),
  ),
});
export const childRequestsSchema = z.object({
  items: z.array(canteenRequestSchema),
  cutoff: cutoffSchema,
  firstBookableDay: z.string(),
  yearEnd: z.string(),
});

export type Ingredient = z.infer<typeof ingredientSchema>;
export type IngredientPage = z.infer<typeof ingredientPageSchema>;
export type Movements = z.infer<typeof movementsSchema>;
export type Purchase = z.infer<typeof purchaseSchema>;
export type PurchasePage = z.infer<typeof purchasePageSchema>;
export type Meal = z.infer<typeof mealSchema>;
export type MealPage = z.infer<typeof mealPageSchema>;
export type Program = z.infer<typeof programSchema>;
export type Forecast = z.infer<typeof forecastSchema>;
export type CanteenRequest = z.infer<typeof canteenRequestSchema>;
export type CanteenRequestPage = z.infer<typeof canteenRequestPageSchema>;
export type CanteenSummary = z.infer<typeof canteenSummarySchema>;
export type ChildMenu = z.infer<typeof childMenuSchema>;
export type ChildRequests = z.infer<typeof childRequestsSchema>;
export type CanteenQuery = Scope & Record<string, string | number>;
