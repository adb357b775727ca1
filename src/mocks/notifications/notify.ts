import type { DemoData } from '../core/tables.ts';
import type { DemoNotification } from './seed.ts';

/** Told of every notification added: push offers it to the user's devices (the demo's root registers it). */
type NotificationListener = (data: DemoData, notification: DemoNotification) => void;
const listeners = new Set<NotificationListener>();

/**
 * Registers `listener` for every notification added from now on (src/mocks/index.ts registers push's, docs/api.md
 * "Push notifications"). A listener's failure never reaches the caller of `addNotification`.
 */
export function onNotificationAdded(listener: NotificationListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Adds a notification for one user (docs/api.md "Notifications"): the one way a module of the demo API tells a
 * family or a member of staff that something concerns them (a news item, a reply to a request, a matched lost
 * item...). Every one is also offered to push (its `topic`, `studentId`, `link`, `urgent` say how). The caller
 * marks the change (`db.changed()`).
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
  for (const listener of listeners) {
    try {
      listener(data, created);
    } catch (error) {
      console.error(error);
    }
  }
  return created;
}
