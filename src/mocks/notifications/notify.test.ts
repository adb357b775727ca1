import { describe, expect, it } from 'vitest';
import { addNotification, onNotificationAdded } from './notify';
import { createSeed } from '../seed';

describe('addNotification (docs/api.md "Notifications")', () => {
  it('gives the new notification the next id, unread, for its user and branch', () => {
    const data = createSeed();
    const highest = Math.max(...data.notifications.map((item) => item.id));
    const created = addNotification(data, {
      userId: 3,
      schoolbranchid: 1,
      title: 'Nouvelle actualité',
      body: 'Sortie scolaire vendredi',
      createdAt: '2026-11-24T08:00:00Z',
    });
    expect(created).toMatchObject({ id: highest + 1, userId: 3, read: false, schoolbranchid: 1 });
    expect(data.notifications.at(-1)).toBe(created);
  });

  it('offers every notification to its listeners (push), whose failure never reaches the caller', () => {
    const data = createSeed();
    const seen: number[] = [];
    const stopSeeing = onNotificationAdded((_, notification) => seen.push(notification.id));
    const stopFailing = onNotificationAdded(() => {
      throw new Error('push service down');
    });
    const created = addNotification(data, {
      userId: 3,
      schoolbranchid: 1,
      title: 'Réponse à votre demande',
      body: 'Le certificat est prêt.',
      topic: 'request',
      studentId: 101,
      link: '/gestion-demandes',
    });
    stopSeeing();
    stopFailing();
    expect(seen).toEqual([created.id]);
    addNotification(data, { userId: 3, schoolbranchid: 1, title: 'x', body: 'y' });
    expect(seen).toEqual([created.id]);
  });
});
