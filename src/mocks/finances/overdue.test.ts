// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import type { Installment } from '../../domain/ledger.ts';
import { db } from '../core/db.ts';

const API = 'http://localhost:3000/api';

interface Row {
  familyId: number;
  familyName: string;
  amount: number;
  installments: number;
  oldestDueDate: string;
  daysLate: number;
  bucket: string;
  guardians: Array<{ name: string; hasAccount: boolean }>;
  lastReminder: { date: string; level: number } | null;
}
interface Page {
  currency: string;
  asOf: string;
  totals: Record<string, { amount: number; families: number }>;
  items: Row[];
  total: number;
}

/** A POST carries a fresh `Idempotency-Key` (docs/api.md "Idempotency": a reminder is refused without one). */
async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  key: string = crypto.randomUUID(),
) {
  const headers: Record<string, string> = { Authorization: token, 'Content-Type': 'application/json' };
  if (method === 'POST' && key) headers['Idempotency-Key'] = key;
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

async function overdue(token: string, query = ''): Promise<Page> {
  const { status, body } = await call('GET', `overdue?branch=1&year=2&pageSize=200&${query}`, token);
  expect(status).toBe(200);
  return body as Page;
}

/** A family billed in branch 1, whose installments this year are replaced by `dueDates`. */
function familyOwing(dueDates: Array<{ dueDate: string; amountCents: number; paidCents?: number }>): number {
  const data = db.data;
  const billed = new Set(data.installments.filter((i) => i.branchId === 1).map((i) => i.familyId));
  const family = data.families.find(
    (candidate) =>
      candidate.id > 1 &&
      data.students.some((s) => s.familyId === candidate.id && s.branchId === 1) &&
      billed.has(candidate.id),
  )!;
  data.installments = data.installments.filter((i) => !(i.familyId === family.id && i.yearId === 2));
  data.payments = data.payments.filter((p) => !(p.familyId === family.id && p.yearId === 2));
  const studentId = data.students.find((s) => s.familyId === family.id && s.branchId === 1)!.studentid;
  let id = 9_000_000;
  for (const [seq, item] of dueDates.entries()) {
    const installment: Installment = {
      id: (id += 1),
      engagementId: 9_000_000,
      familyId: family.id,
      studentId,
      branchId: 1,
      yearId: 2,
      seq: seq + 1,
      label: 'Test',
      dueDate: item.dueDate,
      amountCents: item.amountCents,
      cancelledAt: null,
    };
    data.installments.push(installment);
    if (item.paidCents) {
      data.payments.push({
        id: installment.id,
        familyId: family.id,
        branchId: 1,
        yearId: 2,
        amountCents: item.paidCents,
        method: 'cash',
        reference: '',
        date: item.dueDate,
        receiptNumber: 'T-1',
        allocations: [{ installmentId: installment.id, amountCents: item.paidCents }],
        createdBy: 1,
        createdAt: `${item.dueDate}T09:00:00Z`,
      });
    }
  }
  return family.id;
}

describe('GET overdue (derived from the ledger with today’s date)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('an installment due yesterday is 1 day late (0-30); one due today is not overdue', async () => {
    const token = await demoToken('admin');
    const yesterday = familyOwing([{ dueDate: '2026-11-21', amountCents: 150_050 }]);
    let row = (await overdue(token)).items.find((item) => item.familyId === yesterday);
    expect(row).toMatchObject({
      amount: 1500.5,
      installments: 1,
      oldestDueDate: '2026-11-21',
      daysLate: 1,
      bucket: '0-30',
    });
    familyOwing([{ dueDate: '2026-11-22', amountCents: 150_050 }]);
    row = (await overdue(token)).items.find((item) => item.familyId === yesterday);
    expect(row).toBeUndefined();
  });

  it.each([
    ['2026-10-23', 30, '0-30'],
    ['2026-10-22', 31, '31-60'],
    ['2026-09-23', 60, '31-60'],
    ['2026-09-22', 61, '60+'],
  ])('due %s: %i days late, bucket %s', async (dueDate, days, bucket) => {
    const token = await demoToken('admin');
    const id = familyOwing([
      { dueDate, amountCents: 100_000 },
      { dueDate: '2026-11-05', amountCents: 100_000, paidCents: 40_000 },
      { dueDate: '2026-12-05', amountCents: 100_000 },
    ]);
    const page = await overdue(token);
    // The oldest overdue installment gives the age; the amount is what is still owed on the overdue ones.
    expect(page.items.find((item) => item.familyId === id)).toMatchObject({
      amount: 1600,
      installments: 2,
      oldestDueDate: dueDate,
      daysLate: days,
      bucket,
    });
    expect(page.asOf).toBe('2026-11-22');
  });

  it('filters by bucket (totals stay per bucket), by reminder level, and sorts by amount', async () => {
    const token = await demoToken('admin');
    const all = await overdue(token);
    expect(all.currency).toBe('MAD');
    expect(all.total).toBe(all.items.length);
    for (const bucket of ['0-30', '31-60', '60+']) {
      const rows = all.items.filter((item) => item.bucket === bucket);
      expect(all.totals[bucket]!.families).toBe(rows.length);
      expect(all.totals[bucket]!.amount).toBeCloseTo(
        rows.reduce((sum, item) => sum + item.amount, 0),
        2,
      );
    }
    const old = await overdue(token, 'bucket=60%2B');
    expect(old.items.length).toBeGreaterThan(0);
    expect(old.items.every((item) => item.bucket === '60+' && item.daysLate > 60)).toBe(true);
    expect(old.totals).toEqual(all.totals);
    const byDays = all.items.map((item) => item.daysLate);
    expect(byDays).toEqual([...byDays].sort((a, b) => b - a));
    const byAmount = (await overdue(token, 'sort=amount')).items.map((item) => item.amount);
    expect(byAmount).toEqual([...byAmount].sort((a, b) => b - a));
    const never = await overdue(token, 'level=0');
    expect(never.total).toBe(all.total);
    expect((await overdue(token, 'level=1')).total).toBe(0);
    expect((await call('GET', 'overdue?branch=1&year=2&bucket=90', token)).status).toBe(400);
    const idrissi = await overdue(token, 'q=IDRISSI');
    expect(idrissi.items.map((item) => item.familyName)).toContain('El Idrissi');
  });

  it('refuses staff without the permission, parents and a missing scope', async () => {
    expect((await call('GET', 'overdue?branch=1&year=2', await demoToken('staff'))).status).toBe(403);
    expect((await call('GET', 'overdue?branch=1&year=2', await demoToken('parent'))).status).toBe(403);
    const admin = await demoToken('admin');
    expect((await call('GET', 'overdue?branch=3&year=2', admin)).status).toBe(403);
    expect((await call('GET', 'overdue', admin)).status).toBe(400);
    expect(
      (await call('POST', 'reminders?branch=1&year=2', await demoToken('staff'), { familyIds: [1] })).status,
    ).toBe(403);
  });
});

describe('POST reminders', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('records a reminder one level up (at most 3), a day apart, and messages the guardian with an account', async () => {
    const levels: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      // One reminder per family per day: each round is a day later.
      vi.setSystemTime(new Date(`2026-11-${19 + round}T10:00:00`));
      const admin = await demoToken('admin');
      const { status, body } = await call('POST', 'reminders?branch=1&year=2', admin, { familyIds: [1] });
      expect(status).toBe(201);
      const answer = body as {
        date: string;
        sent: Array<{ familyId: number; level: number; recipients: number }>;
      };
      expect(answer.date).toBe(`2026-11-${19 + round}`);
      expect(answer.sent).toHaveLength(1);
      expect(answer.sent[0]).toMatchObject({ familyId: 1, recipients: 1 });
      levels.push(answer.sent[0]!.level);
    }
    expect(levels).toEqual([1, 2, 3, 3]);
    const admin = await demoToken('admin');
    const row = (await overdue(admin, 'q=idrissi')).items.find((item) => item.familyId === 1);
    expect(row?.lastReminder).toEqual({ date: '2026-11-22', level: 3 });
    expect((await overdue(admin, 'level=3')).items.map((item) => item.familyId)).toEqual([1]);

    const history = await call('GET', 'families/1/reminders?branch=1&year=2', admin);
    const items = (
      history.body as { items: Array<{ level: number; channel: string; by: { displayname: string } }> }
    ).items;
    expect(items.map((item) => item.level)).toEqual([3, 3, 2, 1]);
    expect(items[0]).toMatchObject({ channel: 'message', by: { displayname: 'Samira Benali' } });

    // The parent finds the reminder in the conversation with the school, in French with the amount and date.
    const parent = await demoToken('parent');
    const conversations = (await call('GET', 'chat/conversations', parent)).body as Array<{
      participant: { displayname: string };
      lastMessage: { message: string; sender_id: number } | null;
      unread: number;
    }>;
    const fromSchool = conversations.find((c) => c.participant.displayname === 'Samira Benali')!;
    expect(fromSchool.lastMessage?.sender_id).toBe(1);
    expect(fromSchool.lastMessage?.message).toContain('Famille El Idrissi');
    expect(fromSchool.lastMessage?.message).toMatch(/2\s900,00\sMAD/);
    expect(fromSchool.lastMessage?.message).toContain('5 novembre 2026');
    expect(fromSchool.lastMessage?.message).toContain('Relance n° 3');
    expect(fromSchool.unread).toBeGreaterThanOrEqual(4);
  });

  it('creates the conversation when the staff member and the guardian had none, and skips families not overdue', async () => {
    const admin = await demoToken('admin');
    db.data.conversations = db.data.conversations.filter((c) => !c.participantIds.includes(3));
    const paidUp = db.data.families.find(
      (family) =>
        db.data.students.some((s) => s.familyId === family.id && s.branchId === 1) &&
        !db.data.installments.some((i) => i.familyId === family.id),
    );
    const ids = paidUp ? [1, paidUp.id, 999_999] : [1, 999_999];
    const { status, body } = await call('POST', 'reminders?branch=1&year=2', admin, { familyIds: ids });
    expect(status).toBe(201);
    expect((body as { skipped: number[] }).skipped).toEqual(ids.slice(1));
    const conversation = db.data.conversations.find(
      (c) => c.participantIds.includes(1) && c.participantIds.includes(3),
    )!;
    expect(conversation.studentId).toBe(101);
    const messages = db.data.messages.filter((m) => m.conversationId === conversation.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('Relance n° 1');
  });

  it('one reminder per family per day: a second one the same day, even with a new key, is 409 and sends nothing', async () => {
    const admin = await demoToken('admin');
    expect((await call('POST', 'reminders?branch=1&year=2', admin, { familyIds: [1] })).status).toBe(201);
    const reminders = db.data.reminders.length;
    const messages = db.data.messages.length;

    const again = await call('POST', 'reminders?branch=1&year=2', admin, { familyIds: [1] });

    expect(again).toEqual({
      status: 409,
      body: {
        message: 'These families were already reminded today',
        code: 'REMINDER_ALREADY_SENT_TODAY',
        familyIds: [1],
      },
    });
    expect(db.data.reminders).toHaveLength(reminders);
    expect(db.data.messages).toHaveLength(messages);
    const history = await call('GET', 'families/1/reminders?branch=1&year=2', admin);
    expect((history.body as { items: Array<{ level: number }> }).items.map((item) => item.level)).toEqual([
      1,
    ]);

    // A family of the list already reminded today is left out; the others are reminded. The next day, again.
    const other = familyOwing([{ dueDate: '2026-10-05', amountCents: 50_000 }]);
    const mixed = await call('POST', 'reminders?branch=1&year=2', admin, { familyIds: [1, other] });
    expect(mixed.status).toBe(201);
    expect(mixed.body).toMatchObject({ sent: [{ familyId: other }], remindedToday: [1] });
    vi.setSystemTime(new Date('2026-11-23T09:00:00'));
    const tomorrow = await call('POST', 'reminders?branch=1&year=2', await demoToken('admin'), {
      familyIds: [1],
    });
    expect(tomorrow.body).toMatchObject({ sent: [{ familyId: 1, level: 2 }], remindedToday: [] });
  });

  it('is refused without an Idempotency-Key (428), sending nothing', async () => {
    const admin = await demoToken('admin');
    const reminders = db.data.reminders.length;
    const answer = await call('POST', 'reminders?branch=1&year=2', admin, { familyIds: [1] }, '');
    expect(answer).toMatchObject({ status: 428, body: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
    expect(db.data.reminders).toHaveLength(reminders);
  });

  it('validates the body', async () => {
    const admin = await demoToken('admin');
    for (const body of [{}, { familyIds: [] }, { familyIds: ['1'] }, { familyIds: 1 }]) {
      expect((await call('POST', 'reminders?branch=1&year=2', admin, body)).status).toBe(422);
    }
    expect((await call('GET', 'families/999999/reminders?branch=1&year=2', admin)).status).toBe(404);
  });
});
