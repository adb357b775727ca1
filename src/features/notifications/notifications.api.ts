import type * as z from 'zod/mini';
import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import {
  notificationSchema,
  notificationListSchema,
  readAllSchema,
  type Notification,
} from './notifications.schemas';

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
