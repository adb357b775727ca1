import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { createSeed } from '../../src/mocks/seed';
import { demoToken, expectNoSeriousA11yViolations, LANGS, openAs, runId, tr } from './support';

// web-push's own decryption library: what the browser does with a push it receives.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/**
 * Push notifications (docs/architecture.md "Push without the flood"): the parent turns them on from the profile on
 * a phone, the office answers a request about Yasmine, the demo API sends a real Web Push message to the device's
 * push service (the demo's own: Chromium's is out of reach on an offline machine, so the page's PushManager is
 * given that subscription), the test opens it with the device's key and hands it to the service worker through
 * Chromium's DevTools protocol (`ServiceWorker.deliverPushMessage`), as the push service would. The notification
 * is shown with the child's page, and that page opens with the child selected.
 */
test.use({ serviceWorkers: 'allow' });

const certificateType = createSeed().requests.types.find(
  (type) => type.branchId === 1 && type.kind === 'certificate',
)!;

/** The page's PushManager subscribes to the demo's push service with a key pair the test holds. */
async function deviceOn(page: Page, token: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  await page.addInitScript(
    ({ path, p256dh, auth: secret }) => {
      const endpoint = `${window.location.origin}${path}`;
      let current: object | null = null;
      const subscription = {
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth: secret } }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      };
      PushManager.prototype.subscribe = async function () {
        current = subscription;
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return current as PushSubscription | null;
      };
    },
    { path: `/api/demo-push/${token}`, p256dh: ecdh.getPublicKey().toString('base64url'), auth },
  );
  return { ecdh, auth };
}

async function workerRegistration(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((registration) => !registration.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found };
}

for (const lang of LANGS) {
  test(`Push (${lang}): turned on from the profile on a phone, a request answered reaches the device; the notification opens the child's page with the child selected`, async ({
    page,
    context,
  }) => {
    const token = `e2e-${lang}-${runId()}`;
    const device = await deviceOn(page, token);
    await context.grantPermissions(['notifications']);
    const parent = await demoToken(page, 'parent');
    // Quiet hours off: the test runs at any hour of the day.
    const preferences = await page.request.get('/api/push/preferences', {
      headers: { Authorization: parent, WebClientCall: 'true' },
    });
    const current = (await preferences.json()) as { topics: Record<string, string>; children: object };
    const put = await page.request.put('/api/push/preferences', {
      headers: { Authorization: parent, WebClientCall: 'true' },
      data: { ...current, children: {}, quietHours: null, topics: { ...current.topics, request: 'push' } },
    });
    expect(put.status()).toBe(200);

    await openAs(page, 'parent', '/profile', lang);
    // The service worker is registered once the first screen is shown.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const section = page.getByRole('region', { name: tr(lang, 'profile.push.title'), exact: true });
    await expect(section.getByText(tr(lang, 'profile.push.offHere'), { exact: true })).toBeVisible();
    await section.getByRole('button', { name: tr(lang, 'profile.push.turnOn'), exact: true }).click();
    await expect(section.getByText(tr(lang, 'profile.push.onHere'), { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `push notifications on the profile (${lang})`);

    // The parent asks for a certificate for Yasmine; the office answers.
    const created = await page.request.post('/api/requests?branch=1&year=2', {
      headers: { Authorization: parent, WebClientCall: 'true', 'Idempotency-Key': `push-${runId()}` },
      multipart: {
        studentId: '101',
        typeId: String(certificateType.id),
        text: `Certificat (${token})`,
        answers: JSON.stringify({ purpose: 'CAF' }),
      },
    });
    expect(created.status()).toBe(201);
    const { id, reference } = (await created.json()) as { id: number; reference: string };
    const admin = await demoToken(page, 'admin');
    const replied = await page.request.post(`/api/requests/${id}/replies`, {
      headers: { Authorization: admin, WebClientCall: 'true', 'Idempotency-Key': `push-reply-${runId()}` },
      data: { text: `Prêt (${token})` },
    });
    expect(replied.status()).toBe(201);

    // What the push service received is ciphertext; the device's key opens it. The parent's other devices (the
    // other language's test) are told of their own request too: this one's is found by its text.
    const open = (body: string) =>
      ece
        .decrypt(Buffer.from(body, 'base64'), {
          version: 'aes128gcm',
          privateKey: device.ecdh,
          authSecret: device.auth,
        })
        .toString('utf8');
    let clear = '';
    await expect
      .poll(async () => {
        const messages = (await (
          await page.request.get(`/api/demo-push/${token}/messages`)
        ).json()) as Array<{
          body: string;
        }>;
        clear = messages.map(({ body }) => open(body)).find((text) => text.includes(token)) ?? '';
        return clear !== '';
      })
      .toBe(true);
    const payload = JSON.parse(clear) as { title: string; url: string; studentId: number };
    expect(payload).toMatchObject({ studentId: 101, url: '/gestion-demandes?student=101' });
    expect(payload.title).toContain(reference);

    // Handed to the service worker as the push service would: one notification, with the child's page.
    const { cdp, registrationId } = await workerRegistration(page);
    const origin = new URL(page.url()).origin;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: clear,
    });
    let shown: Array<{ title: string; body: string; url: string }> = [];
    await expect
      .poll(async () => {
        shown = await page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
            title: notification.title,
            body: notification.body,
            url: (notification.data as { url: string }).url,
          })),
        );
        return shown.length;
      })
      .toBe(1);
    expect(shown[0]).toEqual({
      title: payload.title,
      body: `Prêt (${token})`,
      url: '/gestion-demandes?student=101',
    });

    // The parent was on Adam; a tap on the notification (the service worker's `notificationclick`) opens the
    // request's page on Yasmine, in the window already open.
    await page.evaluate(() => window.localStorage.setItem('SELECTED_STUDENT', '102'));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(async () => {
      const scope = globalThis as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(/\/gestion-demandes\?student=101$/);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('SELECTED_STUDENT'))).toBe('101');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Tapped, the notification is gone.
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.ready).getNotifications()),
    ).toHaveLength(0);
  });
}
