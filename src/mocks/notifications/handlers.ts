import { http, HttpResponse } from 'msw';
import { db } from '../core/db.ts';
import type { DemoNotification } from './seed.ts';
import type { DemoUser } from '../core/tables.ts';
import { authenticate, numberParam } from '../core/session.ts';

function visibleTo(user: DemoUser, branch: number | null) {
  return (notification: DemoNotification) =>
    notification.userId === user.id &&
    (branch === null || notification.schoolbranchid === null || notification.schoolbranchid === branch);
}

function toAnswer(notification: DemoNotification) {
  // What push reads (topic, child, link, urgency, tag) stays on the server: the answer is the contract's.
  const { id, schoolbranchid, title, body, createdAt, read } = notification;
  return { id, schoolbranchid, title, body, createdAt, read };
}

/** Notifications of the signed-in user (docs/api.md "Notifications"), newest first. */
export const notificationHandlers = [
  http.get('*/api/notifications', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const items = db.data.notifications
      .filter(visibleTo(user, numberParam(request, 'branch')))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return HttpResponse.json({
      items: items.map(toAnswer),
      unread: items.filter((item) => !item.read).length,
    });
  }),

  http.post('*/api/notifications/read-all', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const items = db.data.notifications.filter(visibleTo(user, numberParam(request, 'branch')));
    let updated = 0;
    for (const item of items) {
      if (!item.read) updated += 1;
      item.read = true;
    }
    db.changed();
    return HttpResponse.json({ updated });
  }),

  http.post('*/api/notifications/:id/read', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const item = db.data.notifications.find(
      (candidate) => candidate.id === Number(params.id) && candidate.userId === user.id,
    );
    if (!item) return HttpResponse.json({ message: 'Notification not found' }, { status: 404 });
    item.read = true;
    db.changed();
    return HttpResponse.json(toAnswer(item));
  }),
];
