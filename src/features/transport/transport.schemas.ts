import * as z from 'zod/mini';
import { pageShape } from '../../api/schemas';
import type { Scope } from '../../session/useScope';
import { CAR_STATUSES, DIRECTIONS, EXPENSE_TYPES } from '../../domain/transport';

/** Answers of the transport endpoints (docs/api.md "Transport"). */
const expiry = z.enum(['ok', 'soon', 'expired']);
const run = z.nullable(z.object({ from: z.string(), to: z.string() }));
/** A line a car or a driver serves, with its runs (the line's form warns of a busy car or driver with them). */
const lineRef = z.object({ id: z.number(), name: z.string(), morning: run, evening: run });

export const carSchema = z.object({
  id: z.number(),
  plate: z.string(),
  model: z.string(),
  seats: z.number(),
  insuranceExpiry: z.string(),
  inspectionExpiry: z.string(),
  status: z.enum(CAR_STATUSES),
  insuranceState: expiry,
  inspectionState: expiry,
  expiry,
  block: z.nullable(z.string()),
  lines: z.array(lineRef),
});
export const carPageSchema = z.object(pageShape(carSchema));

export const driverSchema = z.object({
  id: z.number(),
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
  phone: z.string(),
  licenceNumber: z.string(),
  licenceExpiry: z.string(),
  licenceState: expiry,
  block: z.nullable(z.string()),
  lines: z.array(lineRef),
});
export const driverPageSchema = z.object(pageShape(driverSchema));

export const lineRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  monthlyFee: z.number(),
  car: z.nullable(
    z.object({ id: z.number(), plate: z.string(), model: z.string(), block: z.nullable(z.string()) }),
  ),
  driver: z.nullable(
    z.object({
      id: z.number(),
      name: z.string(),
      name_ar: z.string(),
      phone: z.string(),
      block: z.nullable(z.string()),
    }),
  ),
  seats: z.number(),
  seatsUsed: z.number(),
  stopCount: z.number(),
});
export const linePageSchema = z.object(pageShape(lineRowSchema));

export const stopSchema = z.object({
  id: z.number(),
  name: z.string(),
  place: z.string(),
  morning: z.string(),
  evening: z.string(),
});

export const lineDetailSchema = z.object({
  ...lineRowSchema.shape,
  stops: z.array(stopSchema),
  assignments: z.array(
    z.object({
      id: z.number(),
      stopId: z.number(),
      studentId: z.number(),
      direction: z.enum(DIRECTIONS),
      name: z.string(),
      name_ar: z.string(),
      className: z.nullable(z.string()),
    }),
  ),
});

export const candidatesSchema = z.object({
  items: z.array(z.object({ studentId: z.number(), name: z.string(), name_ar: z.string() })),
});

export const assignmentAnswerSchema = z.object({
  assignment: z.object({ id: z.number(), stopId: z.number(), studentId: z.number() }),
  engagement: z.nullable(z.object({ id: z.number(), created: z.boolean() })),
});

export const unassignSchema = z.object({ removed: z.number(), stoppedInstallments: z.number() });

export const expenseSchema = z.object({
  id: z.number(),
  carId: z.number(),
  plate: z.string(),
  type: z.enum(EXPENSE_TYPES),
  amount: z.number(),
  date: z.string(),
  note: z.string(),
  receipt: z.nullable(z.object({ name: z.string(), mimeType: z.string() })),
});
export const expensePageSchema = z.object({ ...pageShape(expenseSchema), totalAmount: z.number() });

export const expenseSummarySchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      total: z.number(),
      byType: z.record(z.string(), z.number()),
      byCar: z.record(z.string(), z.number()),
    }),
  ),
  cars: z.array(z.object({ id: z.number(), plate: z.string() })),
});

const expiryCount = z.object({ soon: z.number(), expired: z.number() });
export const transportSummarySchema = z.object({
  cars: expiryCount,
  drivers: expiryCount,
  lines: z.array(z.object({ id: z.number(), name: z.string(), seats: z.number(), seatsUsed: z.number() })),
  expenses: z.object({ thisMonth: z.number(), lastMonth: z.number() }),
});

export const studentRideSchema = z.object({
  studentId: z.number(),
  ride: z.nullable(
    z.object({
      line: z.string(),
      direction: z.enum(DIRECTIONS),
      stop: z.object({ name: z.string(), place: z.string(), morning: z.string(), evening: z.string() }),
      driver: z.nullable(z.object({ name: z.string(), name_ar: z.string(), phone: z.string() })),
      car: z.nullable(z.object({ plate: z.string(), model: z.string() })),
      lastChange: z.nullable(
        z.object({ at: z.string(), stopName: z.string(), morning: z.string(), evening: z.string() }),
      ),
    }),
  ),
});

export type Car = z.infer<typeof carSchema>;
export type CarPage = z.infer<typeof carPageSchema>;
export type Driver = z.infer<typeof driverSchema>;
export type DriverPage = z.infer<typeof driverPageSchema>;
export type LineRow = z.infer<typeof lineRowSchema>;
export type LinePage = z.infer<typeof linePageSchema>;
export type LineDetail = z.infer<typeof lineDetailSchema>;
export type Stop = z.infer<typeof stopSchema>;
export type Expense = z.infer<typeof expenseSchema>;
export type ExpensePage = z.infer<typeof expensePageSchema>;
export type ExpenseSummary = z.infer<typeof expenseSummarySchema>;
export type TransportSummary = z.infer<typeof transportSummarySchema>;
export type StudentRide = z.infer<typeof studentRideSchema>;
export type TransportQuery = Scope & Record<string, string | number>;

export interface CarInput {
  plate: string;
  model: string;
  seats: number;
  insuranceExpiry: string;
  inspectionExpiry: string;
  status: string;
}
export interface DriverInput {
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  phone: string;
  licenceNumber: string;
  licenceExpiry: string;
}
export interface ExpenseInput {
  carId: string;
  type: string;
  amount: number;
  date: string;
  note: string;
  receipt: File | null;
}
