import type { DemoData } from '../core/tables.ts';
import type { DemoNotification } from './seed.ts';

/**
 * Adds a notification for one user (docs/api.md "Notifications"): the one way a module of the demo API tells a
 * family or a member of staff that something concerns them (a news item, a reply to a request, a matched lost
 * item...). The caller marks the change (`db.changed()`).
 */
export function addNotification(
  data: DemoData,
  notification: Omit<DemoNotification, 'id' | 'read' | 'createdAt'> & { createdAt?: string },
): DemoNotification {
  const id = data.notifications.reduce((max, item) => Math.max(max, item.id), 0) + 1;
  const created: DemoNotification = {
    ...notification,
    id,
    createdAt: notification.createdAt ?? new Date().toISOString(),
    read: false,
  };
  data.notifications.push(created);
  return created;
}
