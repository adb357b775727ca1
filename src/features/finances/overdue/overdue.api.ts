import * as z from 'zod/mini';
import { api } from '../../../api/api';
import type { Scope } from '../../auth/useScope';

/** Ages of an overdue family, by the days late of its oldest unpaid installment (docs/api.md "Overdue list"). */
export const BUCKETS = ['0-30', '31-60', '60+'] as const;
export type Bucket = (typeof BUCKETS)[number];
export const REMINDER_LEVELS = [1, 2, 3] as const;

const bucketSchema = z.enum(BUCKETS);
const reminderLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const overdueRowSchema = z.object({
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

const totalSchema = z.object({ amount: z.number(), families: z.number() });

const overduePageSchema = z.object({
  currency: z.string(),
  asOf: z.string(),
  totals: z.object({ '0-30': totalSchema, '31-60': totalSchema, '60+': totalSchema, all: totalSchema }),
  items: z.array(overdueRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

const reminderResultSchema = z.object({
  date: z.string(),
  sent: z.array(z.object({ familyId: z.number(), level: reminderLevelSchema, recipients: z.number() })),
  skipped: z.array(z.number()),
});

const familyRemindersSchema = z.object({
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

/** Overdue list and reminders (docs/api.md "Overdue list"), always with the selected branch and year. */
export const overdueApi = api.enhanceEndpoints({ addTagTypes: ['Overdue', 'Reminder'] }).injectEndpoints({
  endpoints: (build) => ({
    overdue: build.query<OverduePage, OverdueQuery>({
      query: (params) => ({ url: 'overdue', params, schema: overduePageSchema }),
      providesTags: ['Overdue'],
    }),
    familyReminders: build.query<FamilyReminders, Scope & { familyId: number }>({
      query: ({ familyId, ...scope }) => ({
        url: `families/${familyId}/reminders`,
        params: scope,
        schema: familyRemindersSchema,
      }),
      providesTags: ['Reminder'],
    }),
    sendReminders: build.mutation<ReminderResult, Scope & { familyIds: number[] }>({
      query: ({ familyIds, ...scope }) => ({
        url: 'reminders',
        method: 'POST',
        params: scope,
        data: { familyIds },
        schema: reminderResultSchema,
      }),
      invalidatesTags: ['Overdue', 'Reminder'],
    }),
  }),
});

export const { useOverdueQuery, useFamilyRemindersQuery, useSendRemindersMutation } = overdueApi;
