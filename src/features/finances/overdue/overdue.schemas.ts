import * as z from 'zod/mini';
import { pageShape } from '../../../api/schemas';
import { AGING_BUCKETS, type AgingBucket } from '../../../domain/ledger';
import type { Scope } from '../../../session/useScope';

/**
 * Ages of an overdue family, by the days late of its oldest unpaid installment (docs/api.md "Overdue list"):
 * the aging buckets defined once, in domain/ledger.ts.
 */
export const BUCKETS = AGING_BUCKETS;

export type Bucket = AgingBucket;

export const REMINDER_LEVELS = [1, 2, 3] as const;

export const bucketSchema = z.enum(BUCKETS);

export const reminderLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const overdueRowSchema = z.object({
  familyId: z.number(),
  familyName: z.string(),
  familyName_ar: z.string(),
  amount: z.number(),
  installments: z.number(),
  oldestDueDate: z.string(),
  daysLate: z.number(),
  bucket: bucketSchema,
  students: z.array(z.object({ studentid: z.number(), name: z.string() })),
  guardians: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      name_ar: z.string(),
      relation: z.string(),
      phone: z.string(),
      hasAccount: z.boolean(),
    }),
  ),
  lastReminder: z.nullable(z.object({ date: z.string(), level: reminderLevelSchema })),
});

export const totalSchema = z.object({ amount: z.number(), families: z.number() });

export const overduePageSchema = z.object({
  currency: z.string(),
  asOf: z.string(),
  totals: z.object({ '0-30': totalSchema, '31-60': totalSchema, '60+': totalSchema, all: totalSchema }),
  ...pageShape(overdueRowSchema),
});

export const reminderResultSchema = z.object({
  date: z.string(),
  sent: z.array(z.object({ familyId: z.number(), level: reminderLevelSchema, recipients: z.number() })),
  skipped: z.array(z.number()),
  /** Families left out as already reminded today (docs/api.md "Overdue list": one reminder per family per day). */
  remindedToday: z.optional(z.array(z.number())),
});

export const familyRemindersSchema = z.object({
  currency: z.string(),
  items: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      level: reminderLevelSchema,
      channel: z.string(),
      by: z.object({ id: z.number(), displayname: z.string() }),
      amount: z.number(),
      oldestDueDate: z.string(),
      recipients: z.number(),
    }),
  ),
});

export type OverdueRow = z.infer<typeof overdueRowSchema>;

export type OverduePage = z.infer<typeof overduePageSchema>;

export type ReminderResult = z.infer<typeof reminderResultSchema>;

export type FamilyReminders = z.infer<typeof familyRemindersSchema>;

export type OverdueQuery = Scope & Record<string, string | number>;
