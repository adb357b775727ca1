// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { RECENT_NEWS } from './handlers.ts';
import { createSeed } from '../seed.ts';

const API = 'http://localhost:3000/api';
const TODAY = new Date('2026-11-22T10:00:00');

async function get(path: string, token: string | null): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`${API}/${path}`, { headers: token ? { Authorization: token } : {} });
  return { status: answer.status, body: await answer.json() };
}

interface StaffAnswer {
  currency: string;
  today: string;
  students: { active: number; previousYear: number | null; change: number | null };
  levels: Array<{ levelId: number; code: string; active: number; expected: number; capacity: number }>;
  preregistrations: { total: number; byStatus: Array<{ status: string; count: number }> };
  collection: Record<string, number | null>;
  overdue: {
    amount: number;
    families: number;
    buckets: Array<{ bucket: string; amount: number; families: number }>;
  };
  paymentsToday: {
    amount: number;
    count: number;
    byMethod: Array<{ method: string; amount: number; count: number }>;
  };
}

async function staff(query = 'branch=1&year=2', account: 'admin' | 'staff' = 'admin'): Promise<StaffAnswer> {
  const { status, body } = await get(`dashboard?${query}`, await demoToken(account));
  expect(status).toBe(200);
  return body as StaffAnswer;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  // A small school, so every figure can be recounted here from the tables (finances as of TODAY).
  db.load(createSeed({ students: 60 }));
});

const TODAY_ISO = '2026-11-22';
const DAY = 86_400_000;
const cents = (amount: number) => Math.round(amount * 100);

/** Paid cents per installment, summed from the payments' allocations. */
function paidCents(): Map<number, number> {
  const paid = new Map<number, number>();
  for (const payment of db.data.payments) {
    for (const line of payment.allocations) {
      paid.set(line.installmentId, (paid.get(line.installmentId) ?? 0) + line.amountCents);
    }
  }
  return paid;
}

function scopeInstallments(branch: number, year: number) {
  return db.data.installments.filter(
    (i) => i.branchId === branch && i.yearId === year && i.cancelledAt === null,
  );
}
afterEach(() => {
  vi.useRealTimers();
});

describe('GET dashboard (staff)', () => {
  it('answers the currency and today’s date', async () => {
    const answer = await staff();
    expect(answer.currency).toBe('MAD');
    expect(answer.today).toBe('2026-11-22');
  });

  it('counts the active students of the branch and year, and the change against the previous year', async () => {
    const enrolments = db.data.enrolments.filter((e) => e.branchId === 1 && e.status === 'active');
    const current = enrolments.filter((e) => e.yearId === 2).length;
    const previous = enrolments.filter((e) => e.yearId === 1).length;
    expect(current).toBeGreaterThan(0);
    expect((await staff()).students).toEqual({
      active: current,
      previousYear: previous,
      change: current - previous,
    });
    // The first year has no year before it.
    const first = await staff('branch=1&year=1');
    expect(first.students).toEqual({ active: previous, previousYear: null, change: null });
  });

  it('gives active and expected students per level against the sum of the level’s class capacities', async () => {
    const answer = await staff('branch=2&year=2');
    const classes = db.data.classes.filter((c) => c.branchId === 2 && c.yearId === 2);
    const enrolments = db.data.enrolments.filter((e) => e.branchId === 2 && e.yearId === 2);
    const levelIds = new Set([...classes.map((c) => c.levelId), ...enrolments.map((e) => e.levelId)]);
    const expected = db.data.levels
      .filter((level) => levelIds.has(level.id))
      .sort((a, b) => a.order - b.order)
      .map((level) => ({
        levelId: level.id,
        code: level.code,
        active: enrolments.filter((e) => e.levelId === level.id && e.status === 'active').length,
        expected: enrolments.filter((e) => e.levelId === level.id && e.status === 'expected').length,
        capacity: classes.filter((c) => c.levelId === level.id).reduce((sum, c) => sum + c.capacity, 0),
      }));
    expect(answer.levels).toEqual(expected);
    expect(answer.levels.reduce((sum, level) => sum + level.active, 0)).toBe(
      (await staff('branch=2&year=2')).students.active,
    );
  });

  it('counts the pre-registrations of the branch and year per status, in the order of the funnel', async () => {
    const applications = db.data.applications.filter((a) => a.branchId === 1 && a.yearId === 2);
    expect(applications.length).toBeGreaterThan(0);
    const answer = (await staff()).preregistrations;
    expect(answer.total).toBe(applications.length);
    expect(answer.byStatus.map((entry) => entry.status)).toEqual([
      'submitted',
      'under_review',
      'waitlisted',
      'accepted',
      'rejected',
      'enrolled',
      'withdrawn',
    ]);
    for (const entry of answer.byStatus) {
      expect(entry.count).toBe(applications.filter((a) => a.status === entry.status).length);
    }
    // A changed application moves between the counts.
    const moved = applications.find((a) => a.status === 'submitted')!;
    moved.status = 'under_review';
    const after = (await staff()).preregistrations.byStatus;
    const count = (status: string) => after.find((entry) => entry.status === status)!.count;
    expect(count('submitted')).toBe(applications.filter((a) => a.status === 'submitted').length);
    expect(count('under_review')).toBe(applications.filter((a) => a.status === 'under_review').length);
    // No applications for the previous year: every count is 0.
    expect((await staff('branch=1&year=1')).preregistrations.total).toBe(0);
  });

  it('compares what was collected this month with what falls due this month', async () => {
    const expected = scopeInstallments(1, 2)
      .filter((i) => i.dueDate.startsWith('2026-11'))
      .reduce((sum, i) => sum + i.amountCents, 0);
    const collected = db.data.payments
      .filter((p) => p.branchId === 1 && p.yearId === 2 && p.date.startsWith('2026-11'))
      .reduce((sum, p) => sum + p.amountCents, 0);
    expect(expected).toBeGreaterThan(0);
    const { collection } = await staff();
    expect(cents(collection.expectedThisMonth!)).toBe(expected);
    expect(cents(collection.collectedThisMonth!)).toBe(collected);
  });

  it('gives the year-to-date collection rate: paid on the installments due by today over their amount', async () => {
    const paid = paidCents();
    const due = scopeInstallments(1, 2).filter((i) => i.dueDate <= TODAY_ISO);
    const dueCents = due.reduce((sum, i) => sum + i.amountCents, 0);
    const paidOnDue = due.reduce((sum, i) => sum + Math.min(i.amountCents, paid.get(i.id) ?? 0), 0);
    const { collection } = await staff();
    expect(cents(collection.dueToDate!)).toBe(dueCents);
    expect(cents(collection.collectedToDate!)).toBe(paidOnDue);
    expect(collection.rate).toBeCloseTo(paidOnDue / dueCents, 4);
    expect(collection.rate).toBeGreaterThan(0);
    expect(collection.rate).toBeLessThanOrEqual(1);
  });

  it('sorts overdue families into 0-30, 31-60 and 60+ by their oldest overdue installment, with the amounts', async () => {
    const paid = paidCents();
    const families = new Map<number, { cents: number; days: number }>();
    for (const installment of scopeInstallments(1, 2)) {
      const left = installment.amountCents - (paid.get(installment.id) ?? 0);
      if (installment.dueDate >= TODAY_ISO || left <= 0) continue;
      const days = Math.round((Date.parse(TODAY_ISO) - Date.parse(installment.dueDate)) / DAY);
      const family = families.get(installment.familyId) ?? { cents: 0, days: 0 };
      family.cents += left;
      family.days = Math.max(family.days, days);
      families.set(installment.familyId, family);
    }
    const bucketOf = (days: number) => (days <= 30 ? '0-30' : days <= 60 ? '31-60' : '60+');
    const expected = ['0-30', '31-60', '60+'].map((bucket) => {
      const inBucket = [...families.values()].filter((family) => bucketOf(family.days) === bucket);
      return { bucket, cents: inBucket.reduce((sum, f) => sum + f.cents, 0), families: inBucket.length };
    });
    expect(families.size).toBeGreaterThan(0);
    const { overdue } = await staff();
    expect(
      overdue.buckets.map((b) => ({ bucket: b.bucket, cents: cents(b.amount), families: b.families })),
    ).toEqual(expected);
    expect(overdue.families).toBe(families.size);
    expect(cents(overdue.amount)).toBe([...families.values()].reduce((sum, f) => sum + f.cents, 0));
  });

  it('adds up today’s payments per method', async () => {
    const family = db.data.installments.find((i) => i.branchId === 1 && i.yearId === 2)!;
    const base = {
      familyId: family.familyId,
      branchId: 1,
      yearId: 2,
      reference: '',
      receiptNumber: '',
      createdBy: 1,
    };
    const today = [
      { id: 90_001, amountCents: 120_000, method: 'cash' as const },
      { id: 90_002, amountCents: 45_050, method: 'cash' as const },
      { id: 90_003, amountCents: 300_000, method: 'transfer' as const },
    ];
    for (const payment of today) {
      db.data.payments.push({
        ...base,
        ...payment,
        date: TODAY_ISO,
        allocations: [],
        createdAt: TODAY.toISOString(),
      });
    }
    // Another branch's payment today does not count.
    db.data.payments.push({
      ...base,
      id: 90_004,
      branchId: 2,
      amountCents: 99_900,
      method: 'card',
      date: TODAY_ISO,
      allocations: [],
      createdAt: TODAY.toISOString(),
    });
    const seeded = db.data.payments.filter(
      (p) => p.branchId === 1 && p.yearId === 2 && p.date === TODAY_ISO && p.id < 90_000,
    );
    const sum = (method: string) =>
      [...seeded, ...today].filter((p) => p.method === method).reduce((total, p) => total + p.amountCents, 0);
    const count = (method: string) => [...seeded, ...today].filter((p) => p.method === method).length;
    const { paymentsToday } = await staff();
    expect(paymentsToday.byMethod.map((m) => [m.method, cents(m.amount), m.count])).toEqual(
      ['cash', 'cheque', 'transfer', 'card'].map((method) => [method, sum(method), count(method)]),
    );
    expect(paymentsToday.count).toBe(seeded.length + 3);
    expect(cents(paymentsToday.amount)).toBe(
      [...seeded, ...today].reduce((total, p) => total + p.amountCents, 0),
    );
  });

  it('follows the ledger: a payment recorded today and a cancelled overdue installment show at once', async () => {
    const admin = await demoToken('admin');
    const before = await staff();
    const paid = paidCents();
    const overdue = scopeInstallments(1, 2).find(
      (i) => i.dueDate < TODAY_ISO && (paid.get(i.id) ?? 0) === 0 && i.amountCents > 0,
    )!;
    const cancel = await fetch(`${API}/installments/${overdue.id}`, {
      method: 'PATCH',
      headers: { Authorization: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled' }),
    });
    expect(cancel.status).toBe(200);
    const afterCancel = await staff();
    expect(cents(afterCancel.overdue.amount)).toBe(cents(before.overdue.amount) - overdue.amountCents);
    expect(cents(afterCancel.collection.dueToDate!)).toBe(
      cents(before.collection.dueToDate!) - overdue.amountCents,
    );

    const family = scopeInstallments(1, 2).find((i) => i.dueDate > TODAY_ISO)!.familyId;
    const pay = await fetch(`${API}/families/${family}/payments?branch=1&year=2`, {
      method: 'POST',
      headers: {
        Authorization: admin,
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify({ amount: 100, method: 'cash', date: TODAY_ISO }),
    });
    expect(pay.status).toBe(201);
    const afterPayment = await staff();
    const cash = (answer: StaffAnswer) => answer.paymentsToday.byMethod.find((m) => m.method === 'cash')!;
    expect(cash(afterPayment).count).toBe(cash(afterCancel).count + 1);
    expect(cents(afterPayment.paymentsToday.amount)).toBe(cents(afterCancel.paymentsToday.amount) + 10_000);
    expect(cents(afterPayment.collection.collectedThisMonth!)).toBe(
      cents(afterCancel.collection.collectedThisMonth!) + 10_000,
    );
  });

  it('answers 401 without a token, 400 without branch or year, 403 outside the user’s scope or for a parent', async () => {
    expect((await get('dashboard?branch=1&year=2', null)).status).toBe(401);
    const admin = await demoToken('admin');
    expect(await get('dashboard?year=2', admin)).toEqual({
      status: 400,
      body: { message: 'branch and year are required', code: 'INVALID_REQUEST' },
    });
    expect((await get('dashboard?branch=x&year=2', admin)).status).toBe(400);
    const forbidden = { status: 403, body: { message: 'User does not have the required permission.' } };
    expect(await get('dashboard?branch=3&year=2', admin)).toEqual(forbidden);
    expect((await staff('branch=1&year=2', 'staff')).students.active).toBeGreaterThan(0);
    expect(await get('dashboard?branch=2&year=2', await demoToken('staff'))).toEqual(forbidden);
    expect(await get('dashboard?branch=1&year=2', await demoToken('parent'))).toEqual(forbidden);
    // A role without the permission.
    const staffUser = db.data.users.find((u) => u.email === 'staff@demo.test')!;
    for (const role of staffUser.roles)
      role.permissions = role.permissions.filter((p) => p !== 'view-dashboard-page');
    expect(await get('dashboard?branch=1&year=2', await demoToken('staff'))).toEqual(forbidden);
  });
});

interface ParentAnswer {
  currency: string;
  student: { studentid: number; firstname_fr: string; className: string | null; level: string | null };
  finances: {
    balance: number;
    overdue: number;
    nextInstallment: { labels: string[]; dueDate: string; amount: number } | null;
  } | null;
  messages: Array<{
    conversationId: number;
    messageId: number;
    from: string;
    mine: boolean;
    excerpt: string;
    unread: boolean;
  }>;
  news: unknown[];
}

describe('GET dashboard/parent', () => {
  it('answers the child with their class, the latest message of each of the parent’s conversations, and the first pieces of the child’s news feed', async () => {
    const parent = await demoToken('parent');
    const { status, body } = await get('dashboard/parent?student=101&year=2', parent);
    expect(status).toBe(200);
    const answer = body as ParentAnswer;
    expect(answer.currency).toBe('MAD');
    expect(answer.student).toMatchObject({
      studentid: 101,
      firstname_fr: 'Yasmine',
      className: 'CM1 A',
      level: 'CM1',
    });
    // Conversation 1 is about Yasmine, 2 about Adam: Yasmine's summary shows conversation 1 only, its last message.
    const last = db.data.messages
      .filter((m) => m.conversationId === 1)
      .sort((a, b) => b.message_id - a.message_id)[0]!;
    expect(answer.messages).toEqual([
      expect.objectContaining({
        conversationId: 1,
        messageId: last.message_id,
        from: 'Samira Benali',
        mine: false,
        unread: false,
      }),
    ]);
    // The child's news: the first pieces of the parent's feed for this child (news/feed), in its order.
    const feed = (await get('news/feed?student=101&year=2', parent)).body as {
      items: Array<{ id: number; title: string; publishAt: string }>;
    };
    expect(feed.items.length).toBeGreaterThan(RECENT_NEWS);
    expect(answer.news).toEqual(
      feed.items
        .slice(0, RECENT_NEWS)
        .map((item) => ({ id: item.id, title: item.title, publishedAt: item.publishAt })),
    );
    // Unread while the parent has not opened the conversation since.
    db.data.conversations.find((c) => c.id === 1)!.lastRead['3'] = last.message_id - 1;
    const unread = (await get('dashboard/parent?student=101&year=2', parent)).body as ParentAnswer;
    expect(unread.messages[0]!.unread).toBe(true);
    const adam = (await get('dashboard/parent?student=102&year=2', parent)).body as ParentAnswer;
    expect(adam.student.className).toBe('CP A');
    expect(adam.messages.map((m) => [m.conversationId, m.mine])).toEqual([[2, true]]);
  });

  it('gives the child’s balance, overdue amount and next installment from the ledger, unless the guardian may not see finances', async () => {
    const parent = await demoToken('parent');
    const paid = paidCents();
    const mine = db.data.installments.filter(
      (i) => i.studentId === 101 && i.yearId === 2 && i.cancelledAt === null,
    );
    expect(mine.length).toBeGreaterThan(0);
    const due = mine.reduce((sum, i) => sum + i.amountCents, 0);
    const paidTotal = db.data.installments
      .filter((i) => i.studentId === 101 && i.yearId === 2)
      .reduce((sum, i) => sum + (paid.get(i.id) ?? 0), 0);
    const overdue = mine
      .filter((i) => i.dueDate < TODAY_ISO)
      .reduce((sum, i) => sum + Math.max(0, i.amountCents - (paid.get(i.id) ?? 0)), 0);
    const open = mine.filter((i) => i.dueDate >= TODAY_ISO && (paid.get(i.id) ?? 0) < i.amountCents);
    const nextDate = open.map((i) => i.dueDate).sort()[0];
    const nextDue = open.filter((i) => i.dueDate === nextDate);
    const answer = (await get('dashboard/parent?student=101&year=2', parent)).body as ParentAnswer;
    expect(cents(answer.finances!.balance)).toBe(due - paidTotal);
    expect(cents(answer.finances!.overdue)).toBe(overdue);
    // The next installment: everything still owed on the next due date (two installments due the same day add up).
    expect(nextDue.length).toBeGreaterThan(1);
    expect(answer.finances!.nextInstallment).toEqual({
      labels: [...new Set(nextDue.map((i) => i.label))],
      dueDate: nextDate,
      amount: nextDue.reduce((sum, i) => sum + i.amountCents - (paid.get(i.id) ?? 0), 0) / 100,
    });
    db.data.families.find((f) => f.id === 1)!.guardians.find((g) => g.userId === 3)!.canSeeFinances = false;
    const hidden = (await get('dashboard/parent?student=101&year=2', parent)).body as ParentAnswer;
    expect(hidden.finances).toBeNull();
  });

  it('shortens long messages and lists at most five, newest first', async () => {
    const parent = await demoToken('parent');
    for (let index = 0; index < 7; index += 1) {
      const id = 100 + index;
      db.data.conversations.push({ id, participantIds: [1, 3], studentId: null, lastRead: {} });
      db.data.messages.push({
        message_id: 1000 + index,
        conversationId: id,
        sender_id: 1,
        created_at: `2026-11-22T1${index}:00:00Z`,
        message: 'x'.repeat(300),
        attachments: [],
      });
    }
    const answer = (await get('dashboard/parent?student=101&year=2', parent)).body as ParentAnswer;
    expect(answer.messages.map((m) => m.conversationId)).toEqual([106, 105, 104, 103, 102]);
    expect(answer.messages[0]!.excerpt).toHaveLength(140);
    expect(answer.messages[0]!.excerpt.endsWith('…')).toBe(true);
  });

  it('answers 400 without student or year, 403 for another family’s child, for staff, or outside the parent’s roles', async () => {
    const parent = await demoToken('parent');
    expect((await get('dashboard/parent?year=2', parent)).status).toBe(400);
    expect((await get('dashboard/parent?student=101', parent)).status).toBe(400);
    const stranger = db.data.students.find((s) => s.familyId !== 1)!;
    expect((await get(`dashboard/parent?student=${stranger.studentid}&year=2`, parent)).status).toBe(403);
    expect((await get('dashboard/parent?student=999999&year=2', parent)).status).toBe(403);
    expect((await get('dashboard/parent?student=101&year=2', await demoToken('admin'))).status).toBe(403);
    expect((await get('dashboard/parent?student=101&year=2', null)).status).toBe(401);
  });
});
