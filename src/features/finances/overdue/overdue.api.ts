import { api } from '../../../api/api';
import type { Scope } from '../../../session/useScope';
import {
  overduePageSchema,
  reminderResultSchema,
  familyRemindersSchema,
  type OverduePage,
  type ReminderResult,
  type FamilyReminders,
  type OverdueQuery,
} from './overdue.schemas';

/** Overdue list and reminders (docs/api.md "Overdue list"), always with the selected branch and year. */
export const overdueApi = api.injectEndpoints({
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
    // docs/api.md "Idempotency": a reminder is a message, refused without its key (428).
    sendReminders: build.mutation<ReminderResult, Scope & { familyIds: number[]; idempotencyKey: string }>({
      query: ({ familyIds, idempotencyKey, ...scope }) => ({
        url: 'reminders',
        method: 'POST',
        params: scope,
        data: { familyIds },
        idempotencyKey,
        schema: reminderResultSchema,
      }),
      invalidatesTags: ['Overdue', 'Reminder'],
    }),
  }),
});

export const { useOverdueQuery, useFamilyRemindersQuery, useSendRemindersMutation } = overdueApi;
