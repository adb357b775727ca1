import { skipToken } from '@reduxjs/toolkit/query';
import { useScope } from '../../session/useScope';
import { useNotificationsQuery } from './notifications.api';

/**
 * The unread notifications of the selected branch and year, for the bottom bar's badge: the same query as the
 * notifications page (one request, shared cache), so marking one as read there updates the badge.
 */
export function useUnreadNotifications(): number {
  const scope = useScope();
  const { data } = useNotificationsQuery(scope ?? skipToken);
  return data?.unread ?? 0;
}
