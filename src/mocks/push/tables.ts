import type { PushLanguage, PushPreferences, QueuedPush } from '../../domain/pushRules.ts';
import type { DemoData } from '../core/tables.ts';

/**
 * The push notifications' tables (docs/api.md "Push notifications"): absent in a data set saved before them, made
 * on the first write, so no seed step is needed (the demo data set holds no device).
 */
declare module '../core/tables.ts' {
  interface DemoData {
    /** The users' devices (Web Push subscriptions). */
    pushSubscriptions?: DemoPushSubscription[];
    /** A user's preferences by user id; a user missing has the defaults. */
    pushPreferences?: Record<string, PushPreferences>;
    /** Held and summary items waiting for their time (domain/pushRules.ts `dueDeliveries`). */
    pushQueue?: QueuedPush[];
    /** The days whose daily scan (payments due, canteen cut-off) has run, newest last. */
    pushScans?: string[];
  }
}

export interface DemoPushSubscription {
  id: number;
  userId: number;
  endpoint: string;
  /** The browser's keys: never answered, only used to encrypt. */
  keys: { p256dh: string; auth: string };
  label: string;
  language: PushLanguage;
  createdAt: string;
  lastSentAt: string | null;
  /** The last failure to send (unreachable push service, offline machine), cleared by a success. */
  lastError: string | null;
}

export function subscriptionsOf(data: DemoData): DemoPushSubscription[] {
  data.pushSubscriptions ??= [];
  return data.pushSubscriptions;
}

export function queueOf(data: DemoData): QueuedPush[] {
  data.pushQueue ??= [];
  return data.pushQueue;
}

export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}
