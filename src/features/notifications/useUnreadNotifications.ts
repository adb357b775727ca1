import { skipToken } from '@reduxjs/toolkit/query';
import { useAfterFirstScreen } from '../../lib/useAfterFirstScreen';
import { useScope } from '../../session/useScope';
import { useNotificationsQuery } from './notifications.api';

/**
 * The unread notifications of the selected branch and year, for the bottom bar's badge: the same query as the
 * notifications page (one request, shared cache), so marking one as read there updates the badge. Asked for once the
 * first screen is shown (lib/afterFirstScreen): a badge only decorates the page, whose own data goes first.
 */
export function useUnreadNotifications(): number {
  const scope = useScope();
  const ready = useAfterFirstScreen();
  const { data } = useNotificationsQuery(ready && scope ? scope : skipToken);
  return data?.unread ?? 0;
}
