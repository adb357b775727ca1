import webpush from 'web-push';
import {
  DEFAULT_PUSH_PREFERENCES,
  decidePush,
  deliveryPayload,
  dueDeliveries,
  isQuiet,
  localMinute,
  payloadOf,
  type PushItem,
  type PushLanguage,
  type PushPayload,
  type PushPreferences,
} from '../../domain/pushRules.ts';
import { db } from '../core/db.ts';
import type { DemoData } from '../core/tables.ts';
import { nextId, queueOf, subscriptionsOf, type DemoPushSubscription } from './tables.ts';
import { VAPID_SUBJECT, vapidKeys } from './vapid.ts';

/**
 * Sending (docs/api.md "Push notifications"): every item offered to a user goes through the user's preferences
 * (domain/pushRules.ts `decidePush`); what is sent at once is encrypted and signed by web-push, one request per
 * device, in the device's language; what is held or gathered waits in `pushQueue` for `deliverDue`. A failure never
 * reaches the request that caused it: it is recorded on the device, and a device the push service no longer knows
 * (404, 410) is removed.
 */

/** How long a push service may take to answer. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 3600;

export function preferencesOf(data: DemoData, userId: number): PushPreferences {
  return data.pushPreferences?.[String(userId)] ?? DEFAULT_PUSH_PREFERENCES;
}

/** Sends still running: tests wait for them (`pushesSettled`), nothing else does. */
const running = new Set<Promise<unknown>>();

export async function pushesSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

function track<T>(promise: Promise<T>): Promise<T> {
  running.add(promise);
  void promise.finally(() => running.delete(promise));
  return promise;
}

/** A push service's refusal, with its status. */
class PushRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`The push service answered ${statusCode}`);
  }
}

/**
 * One message to one device. A real push service is HTTPS and gets web-push's own sender; the demo's push service
 * on the dev server's plain HTTP gets the very request web-push makes (`generateRequestDetails`), sent with fetch.
 */
async function deliver(device: DemoPushSubscription, payload: PushPayload): Promise<void> {
  const { publicKey, privateKey } = vapidKeys();
  const options = {
    TTL: TTL_SECONDS,
    timeout: SEND_TIMEOUT_MS,
    urgency: payload.urgent ? ('high' as const) : ('normal' as const),
    topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
    vapidDetails: { subject: VAPID_SUBJECT, publicKey, privateKey },
    contentEncoding: 'aes128gcm' as const,
  };
  const subscription = { endpoint: device.endpoint, keys: device.keys };
  const body = JSON.stringify(payload);
  if (device.endpoint.startsWith('https:')) {
    try {
      await webpush.sendNotification(subscription, body, options);
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      throw typeof status === 'number' ? new PushRefused(status) : error;
    }
    return;
  }
  const details = webpush.generateRequestDetails(subscription, body, options);
  const answer = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: new Uint8Array(details.body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!answer.ok) throw new PushRefused(answer.status);
}

function removeDevice(data: DemoData, device: DemoPushSubscription): void {
  const devices = subscriptionsOf(data);
  const at = devices.indexOf(device);
  if (at >= 0) devices.splice(at, 1);
}

/** Sends to each of the user's devices the payload `compose` writes in its language; never rejects. */
export function sendToUser(
  data: DemoData,
  userId: number,
  compose: (language: PushLanguage) => PushPayload,
): Promise<void> {
  const devices = subscriptionsOf(data).filter((device) => device.userId === userId);
  const sends = devices.map(async (device) => {
    try {
      await deliver(device, compose(device.language));
      device.lastSentAt = new Date().toISOString();
      device.lastError = null;
    } catch (error) {
      if (error instanceof PushRefused && (error.statusCode === 404 || error.statusCode === 410)) {
        removeDevice(data, device);
      } else {
        device.lastError = error instanceof Error ? error.message : String(error);
      }
    }
    db.changed();
  });
  return track(Promise.all(sends).then(() => undefined));
}

/**
 * Offers `item` to the user's devices: nothing without a device; else dropped, sent at once, or queued until it is
 * due, as the user's preferences say at `now` (the local minute).
 */
export function offerPush(
  data: DemoData,
  userId: number,
  item: PushItem,
  now: string = localMinute(new Date()),
): void {
  if (!data.pushSubscriptions?.some((device) => device.userId === userId)) return;
  const decision = decidePush(item, preferencesOf(data, userId), now);
  if (decision.kind === 'drop') return;
  if (decision.kind === 'send') {
    void sendToUser(data, userId, (language) => payloadOf(item, language));
    return;
  }
  const queue = queueOf(data);
  const due = decision.kind === 'hold' ? decision.until : decision.at;
  queue.push({ id: nextId(queue), userId, item, due, kind: decision.kind });
}

/**
 * Sends what is due at `now` (the local minute): one notification per user, a summary when several items wait, the
 * later of two items of one tag only (domain/pushRules.ts `dueDeliveries`). A user's items wait on while the user's
 * quiet hours (changed meanwhile) last. Answers how many notifications went out (to one device or more).
 */
export async function deliverDue(data: DemoData, now: string = localMinute(new Date())): Promise<number> {
  const queue = data.pushQueue;
  if (!queue?.length) return 0;
  const deliveries = dueDeliveries(queue, now).filter(
    (delivery) => !isQuiet(now.slice(11, 16), preferencesOf(data, delivery.userId).quietHours),
  );
  const done = new Set(deliveries.flatMap((delivery) => delivery.ids));
  data.pushQueue = queue.filter((entry) => !done.has(entry.id));
  if (done.size) db.changed();
  await Promise.all(
    deliveries.map((delivery) =>
      sendToUser(data, delivery.userId, (language) => deliveryPayload(delivery, language)),
    ),
  );
  return deliveries.length;
}
