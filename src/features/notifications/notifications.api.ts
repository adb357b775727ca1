import * as z from 'zod/mini';
import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';

export const notificationSchema = z.object({
  id: z.number(),
  schoolbranchid: z.nullable(z.number()),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

const notificationListSchema = z.object({ items: z.array(notificationSchema), unread: z.number() });
const readAllSchema = z.object({ updated: z.number() });

export type Notification = z.infer<typeof notificationSchema>;

/** Notifications endpoints (docs/api.md), scoped to the selected branch and year. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<z.infer<typeof notificationListSchema>, Scope>({
      query: (scope) => ({ url: 'notifications', params: scope, schema: notificationListSchema }),
      providesTags: ['Notification'],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: `notifications/${id}/read`, method: 'POST', schema: notificationSchema }),
      invalidatesTags: ['Notification'],
    }),
    markAllNotificationsRead: build.mutation<z.infer<typeof readAllSchema>, Scope>({
      query: (scope) => ({
        url: 'notifications/read-all',
        method: 'POST',
        params: scope,
        schema: readAllSchema,
      }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } =
  notificationsApi;
