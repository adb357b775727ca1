import { http, HttpResponse } from 'msw';
import { APPLICATION_STATUSES } from '../../domain/transitions.ts';
import { todayIso } from '../../domain/dates.ts';
import {
  AGING_BUCKETS,
  PAYMENT_METHODS,
  amountOf,
  balanceOf,
  dueLines,
  nextInstallment,
  type AgingBucket,
} from '../../domain/ledger.ts';
import { db } from '../core/db.ts';
import {
  familyKey,
  financeSettingsOf,
  latestOnlinePayment,
  ledgerIndex,
  scopeKey,
  studentKey,
  type LedgerIndex,
} from '../finances/index.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { latestNewsOfChild } from '../news/index.ts';
import { strictIdParam } from '../core/params.ts';
import { FINANCE_PERMISSION, PREREGISTRATION_PERMISSION, staffHolds } from '../core/staffScope.ts';

/**
 * docs/api.md "Dashboard": the office's figures for a branch and year, and a parent's summary of one child.
 * Every figure is computed from the tables at request time ("today" is the real date), never stored.
 */
const PERMISSION = 'view-dashboard-page';
const DEFAULT_CURRENCY = 'MAD';
/** The parent's summary lists this many recent messages at most. */
export const RECENT_MESSAGES = 5;
/** Pieces of news on a parent's dashboard: the first of the child's feed (pinned, then newest). */
export const RECENT_NEWS = 3;
const EXCERPT_LENGTH = 140;

function invalidRequest(message: string) {
  return HttpResponse.json({ message, code: 'INVALID_REQUEST' }, { status: 400 });
}

/** A role of that branch and year granting the dashboard (admin grants everything). */
function mayView(user: DemoUser, branch: number, year: number): boolean {
  return user.roles.some(
    (role) =>
      role.schoolbranchid === branch &&
      role.schoolyearid === year &&
      (role.name === 'admin' || role.permissions.includes(PERMISSION)),
  );
}

function currencyOf(data: DemoData, branch: number, year: number): string {
  return financeSettingsOf(data, branch, year)?.currency ?? DEFAULT_CURRENCY;
}

/** The year before `year` in the branch (by start date), or null when the branch has none. */
function previousYearOf(data: DemoData, branch: number, year: number): number | null {
  const ids = data.branches.find((candidate) => candidate.schoolbranchid === branch)?.yearIds ?? [];
  const start = (id: number) =>
    data.years.find((candidate) => candidate.schoolyearid === id)?.startDate ?? '';
  const current = start(year);
  const earlier = ids
    .filter((id) => id !== year && start(id) !== '' && start(id) < current)
    .sort((a, b) => start(b).localeCompare(start(a)));
  return earlier[0] ?? null;
}

function activeStudents(data: DemoData, branch: number, year: number): number {
  let count = 0;
  for (const enrolment of data.enrolments) {
    if (enrolment.branchId === branch && enrolment.yearId === year && enrolment.status === 'active')
      count += 1;
  }
  return count;
}

/** Active and expected students per level against the seats of the level's classes (sum of capacities). */
function levelFigures(data: DemoData, branch: number, year: number) {
  const figures = new Map<number, { active: number; expected: number; capacity: number }>();
  const figure = (levelId: number) => {
    let entry = figures.get(levelId);
    if (!entry) {
      entry = { active: 0, expected: 0, capacity: 0 };
      figures.set(levelId, entry);
    }
    return entry;
  };
  for (const cls of data.classes) {
    if (cls.branchId === branch && cls.yearId === year) figure(cls.levelId).capacity += cls.capacity;
  }
  for (const enrolment of data.enrolments) {
    if (enrolment.branchId !== branch || enrolment.yearId !== year) continue;
    if (enrolment.status === 'active') figure(enrolment.levelId).active += 1;
    else if (enrolment.status === 'expected') figure(enrolment.levelId).expected += 1;
  }
  return [...data.levels]
    .sort((a, b) => a.order - b.order)
    .filter((level) => figures.has(level.id))
    .map((level) => ({ levelId: level.id, code: level.code, ...figures.get(level.id)! }));
}

/**
 * Money of the branch and year from the one allocation ledger (src/domain/ledger.ts), in cents:
 * - this month: installments due this month (expected) against payments received this month (collected);
 * - year to date: what was paid on the installments due up to today against their amount (cancelled ones left out);
 * - overdue: each family's overdue amount in the bucket of its oldest overdue installment (the ledger's family
 *   bucket, the one /overdueList filters on);
 * - payments received today, per method.
 */
function financeFigures(data: DemoData, branch: number, year: number, today: string) {
  const index = ledgerIndex(data);
  const key = `${branch}:${year}:${today}`;
  let byScope = financeCache.get(index);
  const cached = byScope?.get(key);
  if (cached) return cached;
  const figures = computeFinanceFigures(data, index, branch, year, today);
  if (!byScope) {
    byScope = new Map();
    financeCache.set(index, byScope);
  }
  byScope.set(key, figures);
  return figures;
}

/**
 * Figures per ledger index: the index is rebuilt whenever a payment or an engagement is added or an installment
 * cancelled (the finances module's ledger index), so a cached answer never outlives the ledger it was read from.
 */
const financeCache = new WeakMap<LedgerIndex, Map<string, ReturnType<typeof computeFinanceFigures>>>();

function computeFinanceFigures(
  data: DemoData,
  index: LedgerIndex,
  branch: number,
  year: number,
  today: string,
) {
  const month = today.slice(0, 7);
  let expectedMonth = 0;
  let dueToDate = 0;
  let collectedToDate = 0;
  let overdueCents = 0;
  let overdueFamilies = 0;
  const buckets = new Map<AgingBucket, { cents: number; families: number }>(
    AGING_BUCKETS.map((bucket) => [bucket, { cents: 0, families: 0 }]),
  );
  for (const familyId of index.familiesByScope.get(scopeKey(branch, year)) ?? []) {
    const installments = index.installmentsByFamily.get(familyKey(familyId, branch, year)) ?? [];
    for (const installment of installments) {
      if (installment.cancelledAt !== null) continue;
      if (installment.dueDate.startsWith(month)) expectedMonth += installment.amountCents;
      if (installment.dueDate <= today) {
        dueToDate += installment.amountCents;
        collectedToDate += Math.min(installment.amountCents, index.paid.get(installment.id) ?? 0);
      }
    }
    const balance = balanceOf(installments, index.paid, today);
    if (balance.bucket === null) continue;
    const entry = buckets.get(balance.bucket)!;
    entry.cents += balance.overdueCents;
    entry.families += 1;
    overdueCents += balance.overdueCents;
    overdueFamilies += 1;
  }

  let collectedMonth = 0;
  let todayCents = 0;
  let todayCount = 0;
  const methods = new Map(PAYMENT_METHODS.map((method) => [method, { cents: 0, count: 0 }]));
  for (const payment of data.payments) {
    if (payment.branchId !== branch || payment.yearId !== year) continue;
    if (payment.date.startsWith(month)) collectedMonth += payment.amountCents;
    if (payment.date !== today) continue;
    const entry = methods.get(payment.method);
    if (!entry) continue;
    // A refund (a reversal entry, negative) takes its amount back from its method's figures; it is no payment more.
    const counted = payment.reversalOf === undefined ? 1 : 0;
    entry.cents += payment.amountCents;
    entry.count += counted;
    todayCents += payment.amountCents;
    todayCount += counted;
  }
  const byMethod = [...methods].map(([method, entry]) => ({
    method,
    amount: amountOf(entry.cents),
    count: entry.count,
  }));

  return {
    collection: {
      collectedThisMonth: amountOf(collectedMonth),
      expectedThisMonth: amountOf(expectedMonth),
      collectedToDate: amountOf(collectedToDate),
      dueToDate: amountOf(dueToDate),
      rate: dueToDate > 0 ? Math.round((collectedToDate / dueToDate) * 10_000) / 10_000 : null,
    },
    overdue: {
      amount: amountOf(overdueCents),
      families: overdueFamilies,
      buckets: [...buckets].map(([bucket, entry]) => ({
        bucket,
        amount: amountOf(entry.cents),
        families: entry.families,
      })),
    },
    paymentsToday: {
      amount: amountOf(todayCents),
      count: todayCount,
      byMethod,
    },
  };
}

/** Applications of the branch and year per status, every status in the order of the funnel. */
function preregistrationFigures(data: DemoData, branch: number, year: number) {
  const counts = new Map<string, number>(APPLICATION_STATUSES.map((status) => [status, 0]));
  let total = 0;
  for (const application of data.applications ?? []) {
    if (application.branchId !== branch || application.yearId !== year) continue;
    counts.set(application.status, (counts.get(application.status) ?? 0) + 1);
    total += 1;
  }
  return { total, byStatus: [...counts].map(([status, count]) => ({ status, count })) };
}

/** The finance figures of the dashboard, all null: sent to staff without the finance module's permission. */
const NO_FINANCE_FIGURES = { collection: null, overdue: null, paymentsToday: null };

/**
 * Staff dashboard. The finance and pre-registration figures are filled by their modules' tables, each only when
 * the user holds that module's permission (`withFinances`, `withPreregistrations`), else null.
 */
export function staffDashboard(
  data: DemoData,
  branch: number,
  year: number,
  today: string,
  withFinances = true,
  withPreregistrations = true,
) {
  const previous = previousYearOf(data, branch, year);
  const active = activeStudents(data, branch, year);
  const previousActive = previous === null ? null : activeStudents(data, branch, previous);
  return {
    currency: currencyOf(data, branch, year),
    today,
    ...(withFinances ? financeFigures(data, branch, year, today) : NO_FINANCE_FIGURES),
    students: {
      active,
      previousYear: previousActive,
      change: previousActive === null ? null : active - previousActive,
    },
    levels: levelFigures(data, branch, year),
    preregistrations: withPreregistrations ? preregistrationFigures(data, branch, year) : null,
  };
}

/** What the dashboard says of an order: its state, amount and receipt. */
function lastOnline(order: ReturnType<typeof latestOnlinePayment>) {
  if (!order) return null;
  const { orderId, status, amount, createdAt, settledAt, receiptNumber } = order;
  return { orderId, status, amount, createdAt, settledAt, receiptNumber };
}

/**
 * A child's money for the year from the ledger: balance (due minus paid), overdue amount, and the next installment
 * (`nextInstallment` in domain/ledger.ts: everything still owed on the next due date).
 */
function childFinances(data: DemoData, studentId: number, year: number, today: string) {
  const index = ledgerIndex(data);
  const installments = index.installmentsByStudent.get(studentKey(studentId, year)) ?? [];
  const balance = balanceOf(installments, index.paid, today);
  const next = nextInstallment(dueLines(installments, index.paid, today), today);
  return {
    balance: amountOf(balance.balanceCents),
    overdue: amountOf(balance.overdueCents),
    nextInstallment: next
      ? { labels: next.labels, dueDate: next.dueDate, amount: amountOf(next.amountCents) }
      : null,
    // The school takes card payments online (docs/api.md "Online payments"): the parent may pay from here, and sees
    // how the last payment ended (the phone closed on the bank's page loses nothing).
    payOnline: true,
    lastOnlinePayment: lastOnline(latestOnlinePayment(data, studentId, year)),
  };
}

/** A parent's summary of one child: the child, finances (when the guardian may see them), messages, news. */
export function parentDashboard(
  data: DemoData,
  user: DemoUser,
  studentId: number,
  year: number,
  today: string,
) {
  const student = data.students.find((candidate) => candidate.studentid === studentId);
  if (!student) return null;
  const guardian = data.families
    .find((family) => family.id === student.familyId)
    ?.guardians.find((candidate) => candidate.userId === user.id);
  const enrolment = data.enrolments.find(
    (candidate) => candidate.studentId === studentId && candidate.yearId === year,
  );
  const level = enrolment ? data.levels.find((candidate) => candidate.id === enrolment.levelId) : undefined;
  const cls = enrolment ? data.classes.find((candidate) => candidate.id === enrolment.classId) : undefined;

  const conversations = data.conversations.filter(
    (conversation) =>
      conversation.participantIds.includes(user.id) &&
      (conversation.studentId === null || conversation.studentId === studentId),
  );
  const latest = conversations
    .map((conversation) => {
      let last: DemoData['messages'][number] | undefined;
      for (const message of data.messages) {
        if (message.conversationId === conversation.id && (!last || message.message_id > last.message_id)) {
          last = message;
        }
      }
      return last ? { conversation, message: last } : null;
    })
    .filter((entry) => entry !== null)
    .sort((a, b) => b.message.created_at.localeCompare(a.message.created_at))
    .slice(0, RECENT_MESSAGES);

  return {
    currency: currencyOf(data, student.branchId, year),
    student: {
      studentid: student.studentid,
      firstname_fr: student.firstname_fr,
      lastname_fr: student.lastname_fr,
      firstname_ar: student.firstname_ar,
      lastname_ar: student.lastname_ar,
      level: level?.code ?? null,
      className: cls?.name ?? null,
    },
    finances: guardian?.canSeeFinances ? childFinances(data, studentId, year, today) : null,
    messages: latest.map(({ conversation, message }) => {
      const sender = data.users.find((candidate) => candidate.id === message.sender_id);
      const text = message.message.replace(/\s+/g, ' ').trim();
      return {
        conversationId: conversation.id,
        messageId: message.message_id,
        from: sender?.displayname ?? '',
        mine: message.sender_id === user.id,
        createdAt: message.created_at,
        excerpt: text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text,
        unread:
          message.sender_id !== user.id && message.message_id > (conversation.lastRead[String(user.id)] ?? 0),
      };
    }),
    news: enrolment ? latestNewsOfChild(data, enrolment, today, RECENT_NEWS) : [],
  };
}

export const dashboardHandlers = [
  http.get('*/api/dashboard', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const branch = strictIdParam(params, 'branch');
    const year = strictIdParam(params, 'year');
    if (typeof branch !== 'number' || typeof year !== 'number') {
      return invalidRequest('branch and year are required');
    }
    if (user.isParent || !mayView(user, branch, year)) return permissionError();
    const withFinances = staffHolds(user, FINANCE_PERMISSION, branch, year);
    const withPreregistrations = staffHolds(user, PREREGISTRATION_PERMISSION, branch, year);
    return HttpResponse.json(
      staffDashboard(db.data, branch, year, todayIso(), withFinances, withPreregistrations),
    );
  }),

  http.get('*/api/dashboard/parent', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const studentId = strictIdParam(params, 'student');
    const year = strictIdParam(params, 'year');
    if (typeof studentId !== 'number' || typeof year !== 'number') {
      return invalidRequest('student and year are required');
    }
    const data = db.data;
    const student = data.students.find((candidate) => candidate.studentid === studentId);
    const family = student ? data.families.find((candidate) => candidate.id === student.familyId) : undefined;
    const isGuardian = family?.guardians.some((guardian) => guardian.userId === user.id) ?? false;
    if (!student || !user.isParent || !isGuardian || !mayView(user, student.branchId, year)) {
      return permissionError();
    }
    return HttpResponse.json(parentDashboard(data, user, studentId, year, todayIso()));
  }),
];
