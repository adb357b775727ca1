// @vitest-environment node
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAnswer, demoToken } from '../../../tests/helpers/demo';
import { DEFAULT_PUSH_PREFERENCES } from '../../domain/pushRules';
import { db } from '../core/db.ts';
import { server } from '../node.ts';
import { demoPushReceived, pushesSettled, type DemoPushMessage } from './index.ts';

// web-push's own decryption library (a dependency of web-push): what a browser does with the push it receives.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

const DEMO_PUSH = 'http://localhost:3000/api/demo-push';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // 10:00 local: outside the default quiet hours (21:00–07:00).
  vi.setSystemTime(new Date('2026-11-24T10:00:00'));
});
afterEach(async () => {
  await pushesSettled();
  vi.useRealTimers();
});

/** A browser's subscription: its own P-256 key pair and 16 random auth bytes, as PushManager.subscribe makes. */
function browserDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth }, endpoint };
}
type Device = ReturnType<typeof browserDevice>;

function opened(message: DemoPushMessage, device: Device): Record<string, unknown> {
  const clear = ece.decrypt(Buffer.from(message.body, 'base64'), {
    version: 'aes128gcm',
    privateKey: device.ecdh,
    authSecret: device.auth,
  });
  return JSON.parse(clear.toString('utf8')) as Record<string, unknown>;
}

async function subscribe(token: string, device: Device, label = 'Téléphone', language = 'fr') {
  return demoAnswer(
    'POST',
    'push/subscriptions',
    token,
    { endpoint: device.endpoint, keys: device.keys, label, language },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
}

const token = () => crypto.randomUUID();

describe('Push notifications demo API: devices and preferences (docs/api.md "Push notifications")', () => {
  it('GET push/key answers the VAPID public key (an uncompressed P-256 point, base64url), with a token only', async () => {
    const parent = await demoToken('parent');
    const answer = await demoAnswer('GET', 'push/key', parent);
    expect(answer.status).toBe(200);
    const key = Buffer.from(answer.body.publicKey as string, 'base64url');
    expect([key.length, key[0]]).toEqual([65, 4]);
    expect((await demoAnswer('GET', 'push/key', null)).status).toBe(401);
  });

  it('a device is subscribed once: the same endpoint again updates it (200); another user never sees it', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    const device = browserDevice(`${DEMO_PUSH}/${token()}`);
    const created = await subscribe(parent, device);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ label: 'Téléphone', language: 'fr', lastSentAt: null });
    expect(JSON.stringify(created.body)).not.toContain(device.keys.auth);
    const again = await subscribe(parent, device, 'Mon téléphone', 'ar');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: created.body.id, label: 'Mon téléphone', language: 'ar' });
    const list = await demoAnswer('GET', 'push/subscriptions', parent);
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toMatch(/p256dh|auth/);
    expect((await demoAnswer('GET', 'push/subscriptions', admin)).body).toEqual([]);
    expect((await demoAnswer('DELETE', `push/subscriptions/${created.body.id}`, admin)).status).toBe(404);
    expect((await demoAnswer('DELETE', `push/subscriptions/${created.body.id}`, parent)).status).toBe(204);
    expect((await demoAnswer('GET', 'push/subscriptions', parent)).body).toEqual([]);
  });

  it('a subscription needs an Idempotency-Key, and a bad one is refused with INVALID_SUBSCRIPTION naming the field', async () => {
    const parent = await demoToken('parent');
    const device = browserDevice(`${DEMO_PUSH}/${token()}`);
    const body = { endpoint: device.endpoint, keys: device.keys, label: 'Tablette', language: 'fr' };
    expect((await demoAnswer('POST', 'push/subscriptions', parent, body)).status).toBe(428);
    const refused = async (changes: Record<string, unknown>) =>
      (
        await demoAnswer(
          'POST',
          'push/subscriptions',
          parent,
          { ...body, ...changes },
          {
            'Idempotency-Key': crypto.randomUUID(),
          },
        )
      ).body as { code: string; field: string };
    expect(await refused({ endpoint: 'http://evil.example/push' })).toMatchObject({
      code: 'INVALID_SUBSCRIPTION',
      field: 'endpoint',
    });
    expect(await refused({ keys: { ...device.keys, p256dh: 'abc' } })).toMatchObject({
      field: 'keys.p256dh',
    });
    expect(await refused({ keys: { ...device.keys, auth: 'abc' } })).toMatchObject({ field: 'keys.auth' });
    expect(await refused({ label: ' ' })).toMatchObject({ field: 'label' });
    expect(await refused({ language: 'de' })).toMatchObject({ field: 'language' });
    expect(db.data.pushSubscriptions ?? []).toEqual([]);
  });

  it('preferences are the user’s: the defaults, then what was saved; a bad one is refused with INVALID_PREFERENCES', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    expect((await demoAnswer('GET', 'push/preferences', parent)).body).toEqual(DEFAULT_PUSH_PREFERENCES);
    const wanted = {
      ...DEFAULT_PUSH_PREFERENCES,
      topics: { ...DEFAULT_PUSH_PREFERENCES.topics, news: 'summary' },
      children: { '101': false },
      quietHours: { start: '22:00', end: '06:30' },
    };
    const saved = await demoAnswer('PUT', 'push/preferences', parent, wanted);
    expect(saved).toMatchObject({ status: 200, body: wanted });
    expect((await demoAnswer('GET', 'push/preferences', parent)).body).toEqual(wanted);
    expect((await demoAnswer('GET', 'push/preferences', admin)).body).toEqual(DEFAULT_PUSH_PREFERENCES);
    const bad = await demoAnswer('PUT', 'push/preferences', parent, { ...wanted, summaryTime: '7h' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'INVALID_PREFERENCES' } });
    expect((await demoAnswer('GET', 'push/preferences', parent)).body).toEqual(wanted);
  });
});

describe('Push notifications demo API: what is sent, end to end through the demo push service', () => {
  it('a request answered by staff reaches each of the parent’s devices, encrypted, about the child', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    // One device through web-push's own HTTPS sender, one through its request details over plain HTTP.
    const phone = browserDevice(`https://localhost:3000/api/demo-push/${token()}`);
    const laptop = browserDevice(`${DEMO_PUSH}/${token()}`);
    expect((await subscribe(parent, phone)).status).toBe(201);
    expect((await subscribe(parent, laptop, 'Ordinateur', 'ar')).status).toBe(201);
    const request = db.data.requests.items.find((item) => item.studentId === 101 && item.state === 'open')!;
    const replied = await demoAnswer(
      'POST',
      `requests/${request.id}/replies`,
      admin,
      { text: 'Le certificat est prêt.' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(replied.status).toBe(201);
    await pushesSettled();
    const [toPhone, ...morePhone] = demoPushReceived(new URL(phone.endpoint).pathname.split('/').pop());
    const [toLaptop] = demoPushReceived(new URL(laptop.endpoint).pathname.split('/').pop());
    expect(morePhone).toEqual([]);
    expect(toPhone!.headers['content-encoding']).toBe('aes128gcm');
    expect(toPhone!.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    // Nobody but the device reads it: the push service holds ciphertext only.
    expect(Buffer.from(toPhone!.body, 'base64').toString('utf8')).not.toContain('certificat');
    const payload = opened(toPhone!, phone);
    expect(payload).toEqual({
      title: `Yasmine : Réponse à votre demande ${request.reference}`,
      body: 'Le certificat est prêt.',
      url: '/gestion-demandes?student=101',
      studentId: 101,
      topic: 'request',
      tag: `request-${request.id}`,
      urgent: false,
    });
    // The Arabic device reads the child's name in Arabic script.
    expect(opened(toLaptop!, laptop)).toMatchObject({
      title: `ياسمين: رد على طلبك ${request.reference}`,
      studentId: 101,
      url: '/gestion-demandes?student=101',
    });
    const devices = (await demoAnswer('GET', 'push/subscriptions', parent)).body as Array<{
      lastSentAt: string | null;
      lastError: string | null;
    }>;
    expect(devices.every((device) => device.lastSentAt !== null && device.lastError === null)).toBe(true);
  });

  it('a chat message is pushed to its recipient only (no in-app notification), titled with the sender', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    const device = browserDevice(`${DEMO_PUSH}/${token()}`);
    expect((await subscribe(admin, device, 'Bureau')).status).toBe(201);
    const notificationsBefore = db.data.notifications.length;
    const conversation = db.data.conversations.find(
      (item) => item.participantIds.includes(1) && item.participantIds.includes(3),
    )!;
    const form = new FormData();
    form.append('message', 'Bonjour, Yasmine sera absente demain.');
    const sent = await demoAnswer('POST', `chat/conversations/${conversation.id}/messages`, parent, form, {
      'Idempotency-Key': crypto.randomUUID(),
    });
    expect(sent.status).toBe(201);
    await pushesSettled();
    const [message] = demoPushReceived(new URL(device.endpoint).pathname.split('/').pop());
    const sender = db.data.users.find((user) => user.id === 3)!;
    expect(opened(message!, device)).toMatchObject({
      title: `Nouveau message de ${sender.displayname}`,
      body: 'Bonjour, Yasmine sera absente demain.',
      url: '/messagerie',
      studentId: null,
      topic: 'message',
      tag: `chat-${conversation.id}`,
    });
    expect(db.data.notifications).toHaveLength(notificationsBefore);
  });

  it('a failure is recorded on the device and never fails the request; a device the push service forgot is removed', async () => {
    const parent = await demoToken('parent');
    const admin = await demoToken('admin');
    server.use(http.post('https://push.example.test/*', () => HttpResponse.error()));
    const offline = browserDevice('https://push.example.test/send/abc');
    const gone = browserDevice(`${DEMO_PUSH}/gone-${token()}`);
    expect((await subscribe(parent, offline, 'Hors ligne')).status).toBe(201);
    expect((await subscribe(parent, gone, 'Désinscrit')).status).toBe(201);
    const request = db.data.requests.items.find((item) => item.studentId === 101 && item.state === 'open')!;
    const replied = await demoAnswer(
      'POST',
      `requests/${request.id}/replies`,
      admin,
      { text: 'Reçu.' },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(replied.status).toBe(201);
    await pushesSettled();
    const devices = (await demoAnswer('GET', 'push/subscriptions', parent)).body as Array<{
      label: string;
      lastSentAt: string | null;
      lastError: string | null;
    }>;
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ label: 'Hors ligne', lastSentAt: null });
    expect(devices[0]!.lastError).toBeTruthy();
  });

  it('the demo push service refuses a message not signed by the demo’s VAPID key', async () => {
    const answer = await fetch(`${DEMO_PUSH}/${token()}`, {
      method: 'POST',
      headers: { TTL: '60', 'Content-Encoding': 'aes128gcm', Authorization: 'vapid t=a.b.c, k=xyz' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(answer.status).toBe(403);
  });
});
