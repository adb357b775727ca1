// @vitest-environment node
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAnswer, demoToken } from '../../../tests/helpers/demo';
import { DEFAULT_PUSH_PREFERENCES, pushPhrase } from '../../domain/pushRules';
import { db } from '../core/db.ts';
import { addNotification } from '../notifications/index.ts';
import { dailyScan, deliverDue, demoPushReceived, pushesSettled, pushTick } from './index.ts';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

const PARENT = 3;

afterEach(async () => {
  await pushesSettled();
  vi.useRealTimers();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

/** The parent with one device on the demo push service; reads what that device received, decrypted. */
async function parentWithDevice(language: 'fr' | 'en' | 'ar' = 'fr') {
  const parent = await demoToken('parent');
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const pushToken = crypto.randomUUID();
  const answer = await demoAnswer(
    'POST',
    'push/subscriptions',
    parent,
    {
      endpoint: `http://localhost:3000/api/demo-push/${pushToken}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      label: 'Téléphone',
      language,
    },
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(answer.status).toBe(201);
  const received = () =>
    demoPushReceived(pushToken).map(
      (message) =>
        JSON.parse(
          ece
            .decrypt(Buffer.from(message.body, 'base64'), {
              version: 'aes128gcm',
              privateKey: ecdh,
              authSecret: auth,
            })
            .toString('utf8'),
        ) as Record<string, unknown>,
    );
  return { parent, received };
}

function notify(title: string, extra: Partial<Parameters<typeof addNotification>[1]> = {}) {
  addNotification(db.data, {
    userId: PARENT,
    schoolbranchid: 1,
    title,
    body: `${title}.`,
    topic: 'request',
    studentId: 101,
    link: '/gestion-demandes',
    ...extra,
  });
}

describe('deliverDue: held and summary items go out when due, as one notification', () => {
  it('held in quiet hours until 07:00, then ONE notification; two items of one tag count once (no flood)', async () => {
    vi.setSystemTime(new Date('2026-11-24T22:30:00'));
    const { received } = await parentWithDevice();
    notify('Demande R-1 : en cours', { tag: 'request-9' });
    notify('Demande R-1 : traitée', { tag: 'request-9' });
    notify('Sortie scolaire', { topic: 'news', studentId: null, link: '/news', tag: 'news-1' });
    await pushesSettled();
    expect(received()).toEqual([]);
    expect(db.data.pushQueue?.map((entry) => entry.due)).toEqual(Array(3).fill('2026-11-25T07:00'));
    expect(await deliverDue(db.data, '2026-11-25T06:59')).toBe(0);
    expect(await deliverDue(db.data, '2026-11-25T07:00')).toBe(1);
    const [summary, ...more] = received();
    expect(more).toEqual([]);
    expect(summary).toMatchObject({
      title: '2 nouveautés',
      body: 'Yasmine : Demande R-1 : traitée\nÉcole : Sortie scolaire',
      url: '/notifications',
      tag: 'summary',
      topic: 'summary',
    });
    expect(db.data.pushQueue).toEqual([]);
    expect(await deliverDue(db.data, '2026-11-25T08:00')).toBe(0);
  });

  it('urgent passes quiet hours: sent at once at 23:00', async () => {
    vi.setSystemTime(new Date('2026-11-24T23:00:00'));
    const { received } = await parentWithDevice();
    notify('Absence de Yasmine', { topic: 'attendance', link: '/attendance/child', urgent: true });
    await pushesSettled();
    expect(received()).toEqual([
      expect.objectContaining({
        title: 'Absence de Yasmine',
        urgent: true,
        url: '/attendance/child?student=101',
      }),
    ]);
  });

  it('a topic in the summary waits for the summary time; a child turned off is never told', async () => {
    vi.setSystemTime(new Date('2026-11-24T10:00:00'));
    const { parent, received } = await parentWithDevice();
    const preferences = {
      ...DEFAULT_PUSH_PREFERENCES,
      topics: { ...DEFAULT_PUSH_PREFERENCES.topics, news: 'summary' },
      children: { '102': false },
    };
    expect((await demoAnswer('PUT', 'push/preferences', parent, preferences)).status).toBe(200);
    notify('Kermesse', { topic: 'news', studentId: null, link: '/news', tag: 'news-2' });
    notify('Retard de Karim', { topic: 'attendance', studentId: 102, tag: 'attendance-102' });
    await pushesSettled();
    expect(received()).toEqual([]);
    expect(db.data.pushQueue).toHaveLength(1);
    expect(await deliverDue(db.data, '2026-11-24T17:59')).toBe(0);
    expect(await deliverDue(db.data, '2026-11-24T18:00')).toBe(1);
    expect(received()).toEqual([
      expect.objectContaining({ title: 'Kermesse', url: '/news', studentId: null }),
    ]);
  });

  it('the timer tick runs the day’s scan once, then delivers what is due', async () => {
    vi.setSystemTime(new Date('2026-11-24T10:00:00'));
    await parentWithDevice();
    await pushTick('2026-11-24T10:00');
    expect(db.data.pushScans).toEqual(['2026-11-24']);
    await pushTick('2026-11-24T10:01');
    expect(db.data.pushScans).toEqual(['2026-11-24']);
  });
});

describe('dailyScan: payments due in 3 days or overdue since yesterday, the canteen’s last day to ask', () => {
  /** An installment of the parent's child 101 with something left to pay. */
  function openInstallment() {
    const year = db.data.branches.find((branch) => branch.schoolbranchid === 1)!.yearIds[0]!;
    const paid = new Map<number, number>();
    for (const payment of db.data.payments) {
      for (const allocation of payment.allocations) {
        paid.set(
          allocation.installmentId,
          (paid.get(allocation.installmentId) ?? 0) + allocation.amountCents,
        );
      }
    }
    return db.data.installments.find(
      (installment) =>
        installment.studentId === 101 &&
        installment.yearId === year &&
        installment.cancelledAt === null &&
        (paid.get(installment.id) ?? 0) === 0,
    )!;
  }

  const shift = (day: string, days: number) => {
    const date = new Date(`${day}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };

  it('offers an installment due in 3 days, and one overdue since yesterday, once a day (again on demand)', async () => {
    vi.setSystemTime(new Date('2026-11-24T10:00:00'));
    await parentWithDevice();
    const installment = openInstallment();
    // Late evening, so the items wait in the queue where the test reads them.
    const soon = shift(installment.dueDate, -3);
    expect(dailyScan(db.data, soon, { now: `${soon}T22:00` })).toBeGreaterThanOrEqual(1);
    const item = db.data.pushQueue!.find((entry) => entry.item.tag === `payment-${installment.id}`)!.item;
    expect(item).toMatchObject({
      topic: 'payment',
      studentId: 101,
      link: '/dashboard',
      title: pushPhrase('paymentDueSoon'),
    });
    expect(dailyScan(db.data, soon, { now: `${soon}T22:00` })).toBe(0);
    expect(dailyScan(db.data, soon, { now: `${soon}T22:05`, force: true })).toBeGreaterThanOrEqual(1);
    const late = shift(installment.dueDate, 1);
    dailyScan(db.data, late, { now: `${late}T22:00` });
    expect(
      db.data.pushQueue!.filter(
        (entry) =>
          entry.item.tag === `payment-${installment.id}` &&
          JSON.stringify(entry.item.title) === JSON.stringify(pushPhrase('paymentOverdue')),
      ),
    ).toHaveLength(1);
  });

  it('offers the canteen’s last day to ask for a child who eats there with nothing asked for that day', async () => {
    vi.setSystemTime(new Date('2026-11-24T10:00:00'));
    await parentWithDevice();
    const year = db.data.branches.find((branch) => branch.schoolbranchid === 1)!.yearIds[0]!;
    // Monday 2026-11-30: asking for Wednesday's meal closes on Tuesday (one day before, the demo's cut-off).
    const { requests } = db.data.canteen;
    db.data.canteen.requests = requests.filter((request) => request.studentId !== 101);
    const base = requests[0]!;
    db.data.canteen.requests.push({
      ...base,
      id: 99_999,
      studentId: 101,
      branchId: 1,
      yearId: year,
      kind: 'meal',
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      status: 'approved',
    });
    db.data.canteen.settings = db.data.canteen.settings.map((setting) => ({
      ...setting,
      cutoff: { daysBefore: 1, hour: 10 },
    }));
    dailyScan(db.data, '2026-11-30', { now: '2026-11-30T22:00' });
    const canteen = db.data.pushQueue!.filter((entry) => entry.item.topic === 'canteen');
    expect(canteen.map((entry) => entry.item.tag)).toEqual(['canteen-101-2026-12-02']);
    expect(canteen[0]!.item.body).toMatchObject({ fr: expect.stringContaining('Yasmine') });
  });
});
