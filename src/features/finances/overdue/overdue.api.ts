import { api } from '../../../api/api';
import { apiClient } from '../../../api/clients';
import type { Scope } from '../../../session/useScope';
import {
  overduePageSchema,
  reminderResultSchema,
  familyRemindersSchema,
  type OverdueRow,
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
    sendReminders: build.mutation<ReminderResult, Scope & { familyIds: number[]; idempotencyKey?: string }>({
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

/** Largest page the API serves: the CSV export reads the current filter page by page. */
const EXPORT_PAGE_SIZE = 200;

/** Every row of the current search and filters, for the CSV export. */
export async function fetchAllOverdue(query: OverdueQuery): Promise<OverdueRow[]> {
  const rows: OverdueRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiClient.get('overdue', { params: { ...query, page, pageSize: EXPORT_PAGE_SIZE } });
    const parsed = overduePageSchema.safeParse(answer.data);
    if (!parsed.success) throw new Error('Malformed answer');
    rows.push(...parsed.data.items);
    if (rows.length >= parsed.data.total || parsed.data.items.length === 0) return rows;
  }
}
