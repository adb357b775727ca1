import { http, HttpResponse } from 'msw';
import {
  PUSH_LANGUAGES,
  cleanPreferences,
  localMinute,
  pushPreferencesProblem,
  type PushLanguage,
  type PushPreferences,
} from '../../domain/pushRules.ts';
import { db } from '../core/db.ts';
import { authenticate } from '../core/session.ts';
import { invalidRequest } from '../core/staffScope.ts';
import { dailyScan } from './scan.ts';
import { deliverDue, preferencesOf } from './send.ts';
import { nextId, subscriptionsOf, type DemoPushSubscription } from './tables.ts';
import { vapidKeys } from './vapid.ts';

/** A device's label, as the user may rename it. */
const LABEL_MAX = 80;

function deviceAnswer(device: DemoPushSubscription) {
  // The keys never come back; the endpoint does, so a device finds itself in the list.
  const { id, label, createdAt, lastSentAt, language, lastError, endpoint } = device;
  return { id, label, createdAt, lastSentAt, language, lastError, endpoint };
}

function isBase64Url(value: unknown, bytes: number, first?: number): value is string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+=*$/.test(value)) return false;
  const decoded = Buffer.from(value, 'base64url');
  return decoded.length === bytes && (first === undefined || decoded[0] === first);
}

/** A push service's address: HTTPS, or the demo's own push service (plain HTTP on the dev server). */
function isEndpoint(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' || (url.protocol === 'http:' && url.pathname.startsWith('/api/demo-push/'))
    );
  } catch {
    return false;
  }
}

type SubscriptionBody = Pick<DemoPushSubscription, 'endpoint' | 'keys' | 'label' | 'language'>;

/** The body of `POST push/subscriptions`, or the refusal naming its first faulty field. */
function subscriptionOf(body: unknown): SubscriptionBody | Response {
  const refuse = (field: string) =>
    HttpResponse.json(
      { message: `Invalid subscription: ${field}`, code: 'INVALID_SUBSCRIPTION', field },
      { status: 400 },
    );
  if (typeof body !== 'object' || body === null) return refuse('endpoint');
  const { endpoint, keys, label, language } = body as Record<string, unknown>;
  if (!isEndpoint(endpoint)) return refuse('endpoint');
  const { p256dh, auth } = (typeof keys === 'object' && keys !== null ? keys : {}) as Record<string, unknown>;
  // An uncompressed P-256 point (65 bytes, 0x04 first) and 16 random bytes, base64url, as PushSubscription gives.
  if (!isBase64Url(p256dh, 65, 4)) return refuse('keys.p256dh');
  if (!isBase64Url(auth, 16)) return refuse('keys.auth');
  const name = typeof label === 'string' ? label.trim() : '';
  if (!name || name.length > LABEL_MAX) return refuse('label');
  if (!PUSH_LANGUAGES.includes(language as PushLanguage)) return refuse('language');
  return { endpoint, keys: { p256dh, auth }, label: name, language: language as PushLanguage };
}

/** Push notifications of the signed-in user (docs/api.md "Push notifications"): devices and preferences. */
export const pushHandlers = [
  http.get('*/api/push/key', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    return HttpResponse.json({ publicKey: vapidKeys().publicKey });
  }),

  http.get('*/api/push/subscriptions', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const devices = (db.data.pushSubscriptions ?? []).filter((device) => device.userId === user.id);
    return HttpResponse.json(devices.map(deviceAnswer));
  }),

  http.post('*/api/push/subscriptions', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const body = subscriptionOf(await request.json().catch(() => null));
    if (body instanceof Response) return body;
    const devices = subscriptionsOf(db.data);
    const known = devices.find((device) => device.endpoint === body.endpoint);
    if (known?.userId === user.id) {
      // The same device again (new keys, renamed, another language): one device, updated.
      Object.assign(known, body);
      db.changed();
      return HttpResponse.json(deviceAnswer(known));
    }
    // A device signed in to another account now tells this one only.
    if (known) devices.splice(devices.indexOf(known), 1);
    const device: DemoPushSubscription = {
      id: nextId(devices),
      userId: user.id,
      ...body,
      createdAt: new Date().toISOString(),
      lastSentAt: null,
      lastError: null,
    };
    devices.push(device);
    db.changed();
    return HttpResponse.json(deviceAnswer(device), { status: 201 });
  }),

  http.delete('*/api/push/subscriptions/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const devices = db.data.pushSubscriptions ?? [];
    const device = devices.find(
      (candidate) => String(candidate.id) === params.id && candidate.userId === user.id,
    );
    if (!device) return HttpResponse.json({ message: 'Subscription not found' }, { status: 404 });
    devices.splice(devices.indexOf(device), 1);
    db.changed();
    return new HttpResponse(null, { status: 204 });
  }),

  http.get('*/api/push/preferences', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(preferencesOf(db.data, user.id));
  }),

  http.put('*/api/push/preferences', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const body: unknown = await request.json().catch(() => null);
    const problem = pushPreferencesProblem(body);
    if (problem) return invalidRequest(`Invalid preferences: ${problem}`, 'INVALID_PREFERENCES');
    const preferences = cleanPreferences(body as PushPreferences);
    db.data.pushPreferences = { ...db.data.pushPreferences, [String(user.id)]: preferences };
    db.changed();
    return HttpResponse.json(preferences);
  }),

  // Demo API only: what the timer does every minute, on demand (the day's scan, then what is due).
  http.post('*/api/push/run', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const now = localMinute(new Date());
    const scanned = dailyScan(db.data, now.slice(0, 10), { force: true });
    const delivered = await deliverDue(db.data, now);
    return HttpResponse.json({ scanned, delivered });
  }),
];
