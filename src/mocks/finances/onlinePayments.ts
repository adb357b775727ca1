import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import {
  allocate,
  amountOf,
  dueLines,
  type Allocation,
  type Installment,
  type Payment,
} from '../../domain/ledger.ts';
import {
  ONLINE_PAYMENT_CHOICES,
  ONLINE_PAYMENT_MIN_CENTS,
  amountToPay,
  centsOfCmiAmount,
  cmiAmount,
  cmiHash,
  settleCallback,
  stateOnReturn,
  verifyCmiHash,
  type CallbackAnswer,
  type OnlinePaymentChoice,
  type OnlinePaymentStatus,
} from '../../domain/onlinePayments.ts';
import { db } from '../core/db.ts';
import { strictIdParam } from '../core/params.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { invalidRequest, staffHolds } from '../core/staffScope.ts';
import type { SeedStep } from '../core/seed.ts';
import type { DemoData } from '../core/tables.ts';
import { addNotification } from '../notifications/index.ts';
import { familyKey, financeSettingsOf, ledgerIndex, studentKey } from './ledger.ts';
import { moneyCents, nextReceiptNumber } from './payments.ts';
import {
  FAMILY_FINANCE_PERMISSION,
  isGuardianOf,
  mayReadFinances,
  nextId,
  notFound,
  pathId,
  unprocessable,
} from './shared.ts';

/**
 * Paying online (docs/api.md "Online payments"): a parent's order, the processor's signed form, the parent's return
 * and the processor's server-to-server callback, which alone records the payment (domain/onlinePayments.ts). The
 * processor itself is simulated here too (`demo-bank/cmi`): its hosted page, and the callback it sends.
 */

declare module '../core/tables.ts' {
  interface DemoData {
    /** Online payment orders (absent in a data set saved before online payments). */
    onlinePayments?: DemoOnlinePayment[];
  }
}

export interface DemoOnlinePayment {
  /** The processor's `oid`: `OP-<year>-<number>`. */
  orderId: string;
  /** The parent who created it (told when it is paid). */
  userId: number;
  studentId: number;
  familyId: number;
  branchId: number;
  yearId: number;
  choice: OnlinePaymentChoice;
  amountCents: number;
  status: OnlinePaymentStatus;
  createdAt: string;
  returnedAt: string | null;
  settledAt: string | null;
  /** The payment recorded by the accepted callback. */
  paymentId: number | null;
  /** The processor's transaction id (`TransId`) of the accepted callback. */
  providerReference: string | null;
  /** What the family no longer owed when the acceptance came (the office had recorded a payment meanwhile): to refund. */
  refundCents: number;
}

/**
 * The demo processor's store key and merchant id. A school's API keeps its real store key on its server only (an
 * environment variable, never in the portal's code or repository); these are demo values, known to anyone.
 */
export const DEMO_CMI_STORE_KEY = 'portail-ecole-demo-store-key';
const DEMO_CMI_CLIENT_ID = '600000000';
/** ISO 4217's number of the dirham, the processor's `currency`. */
const CURRENCY_NUMBERS: Record<string, string> = { MAD: '504', EUR: '978' };
/** How long the demo processor waits before its callback when the parent "returns before the confirmation". */
export const LATE_CALLBACK_MS = 8000;

/** The orders, read only (a read never adds the table to a data set saved before online payments). */
function orders(data: DemoData): readonly DemoOnlinePayment[] {
  return data.onlinePayments ?? [];
}

function nextOrderId(data: DemoData, yearId: number): string {
  const start = data.years.find((year) => year.schoolyearid === yearId)?.startDate ?? todayIso();
  return `OP-${start.slice(0, 4)}-${String(orders(data).length + 1).padStart(6, '0')}`;
}

function currencyOf(data: DemoData, order: { branchId: number; yearId: number }): string {
  return financeSettingsOf(data, order.branchId, order.yearId)?.currency ?? 'MAD';
}

/** The order as the portal reads it (docs/api.md "Online payments"). */
export function orderView(data: DemoData, order: DemoOnlinePayment) {
  const payment =
    order.paymentId === null
      ? undefined
      : data.payments.find((candidate) => candidate.id === order.paymentId);
  return {
    orderId: order.orderId,
    status: order.status,
    amount: amountOf(order.amountCents),
    currency: currencyOf(data, order),
    choice: order.choice,
    studentId: order.studentId,
    yearId: order.yearId,
    createdAt: order.createdAt,
    returnedAt: order.returnedAt,
    settledAt: order.settledAt,
    paymentId: order.paymentId,
    receiptNumber: payment?.receiptNumber ?? null,
    providerReference: order.providerReference,
    refund: amountOf(order.refundCents),
  };
}

/**
 * A child's latest order of a year that is being confirmed or was accepted (the parent's dashboard says how it
 * ended); when there is none, the latest attempt, or null. A refused or cancelled attempt recorded nothing and the
 * parent saw it end on the bank's page: it never hides an accepted payment made before it, nor one still being
 * confirmed.
 */
export function latestOnlinePayment(data: DemoData, studentId: number, yearId: number) {
  const latest = (candidates: DemoOnlinePayment[]) =>
    candidates.reduce<DemoOnlinePayment | null>(
      (found, candidate) => (found === null || candidate.createdAt > found.createdAt ? candidate : found),
      null,
    );
  const attempts = orders(data).filter(
    (candidate) => candidate.studentId === studentId && candidate.yearId === yearId,
  );
  const order =
    latest(attempts.filter((candidate) => candidate.status === 'pending' || candidate.status === 'paid')) ??
    latest(attempts);
  return order ? orderView(data, order) : null;
}

/**
 * The demo's orders: Yasmine's parent began paying online three days ago and cancelled on the bank's page, so the
 * ledger is as the finance seed made it and the parent's dashboard has an order to read.
 */
export const onlinePaymentsStep: SeedStep<'onlinePayments'> = {
  tables: ['onlinePayments'],
  make(data) {
    const student = data.students.find((candidate) => candidate.studentid === 101);
    const yearId = data.years[0]?.schoolyearid;
    if (!student || yearId === undefined) return { onlinePayments: [] };
    // Three days before the day the data set is made, at 9:30: the same data set all day long (a reset gives it back).
    const day = todayIso(new Date(Date.now() - 3 * 24 * 3600 * 1000));
    const created = `${day}T09:30:00.000Z`;
    return {
      onlinePayments: [
        {
          orderId: `OP-${(data.years[0]?.startDate ?? todayIso()).slice(0, 4)}-000001`,
          userId: data.users.find((user) => user.email === 'parent@demo.test')?.id ?? 0,
          studentId: student.studentid,
          familyId: student.familyId,
          branchId: student.branchId,
          yearId,
          choice: 'next',
          amountCents: 220000,
          status: 'cancelled',
          createdAt: created,
          returnedAt: created,
          settledAt: null,
          paymentId: null,
          providerReference: null,
          refundCents: 0,
        },
      ],
    };
  },
};

/** A form's text fields (the processor posts `application/x-www-form-urlencoded`). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData().catch(() => null);
  const fields: Record<string, string> = {};
  form?.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return fields;
}

/** The open installments of a list, as allocation needs them. */
function openOf(installments: readonly Installment[], paid: ReadonlyMap<number, number>) {
  return installments
    .filter((installment) => installment.cancelledAt === null)
    .map((installment) => ({
      id: installment.id,
      dueDate: installment.dueDate,
      seq: installment.seq,
      outstandingCents: installment.amountCents - (paid.get(installment.id) ?? 0),
    }))
    .filter((installment) => installment.outstandingCents > 0);
}

/**
 * Records the accepted order as a card payment: to the child's open installments oldest first, then, if the child
 * owes less by now, to the family's others; what nobody owes any more is kept on the order as a refund to make.
 */
function recordPayment(data: DemoData, order: DemoOnlinePayment, transId: string): void {
  const index = ledgerIndex(data);
  const childInstallments = index.installmentsByStudent.get(studentKey(order.studentId, order.yearId)) ?? [];
  const childIds = new Set(childInstallments.map((installment) => installment.id));
  const child = allocate(order.amountCents, openOf(childInstallments, index.paid));
  const others = (
    index.installmentsByFamily.get(familyKey(order.familyId, order.branchId, order.yearId)) ?? []
  ).filter((installment) => !childIds.has(installment.id));
  const family = allocate(child.unallocatedCents, openOf(others, index.paid));
  const allocations: Allocation[] = [...child.allocations, ...family.allocations];
  const allocated = allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
  order.refundCents = family.unallocatedCents;
  const settings = financeSettingsOf(data, order.branchId, order.yearId);
  if (allocated === 0 || !settings) return;
  const payment: Payment = {
    id: nextId(data.payments),
    familyId: order.familyId,
    branchId: order.branchId,
    yearId: order.yearId,
    amountCents: allocated,
    method: 'card',
    reference: transId,
    date: todayIso(),
    receiptNumber: nextReceiptNumber(data, settings),
    allocations,
    createdBy: order.userId,
    createdAt: new Date().toISOString(),
    online: { provider: 'cmi', orderId: order.orderId },
  };
  data.payments.push(payment);
  order.paymentId = payment.id;
  const student = data.students.find((candidate) => candidate.studentid === order.studentId);
  addNotification(data, {
    userId: order.userId,
    schoolbranchid: order.branchId,
    title: 'Paiement en ligne accepté',
    body: `Votre paiement de ${cmiAmount(allocated)} ${settings.currency} pour ${student?.firstname_fr ?? ''} est enregistré (reçu ${payment.receiptNumber}).`,
    topic: 'payment',
    studentId: order.studentId,
    link: `/online-payment/${order.orderId}`,
    tag: `online-payment-${order.orderId}`,
  });
}

/**
 * The processor's callback (its server to ours): verified by its hash with the store key, for a known order, settled
 * by `settleCallback`; the payment is recorded once. Nothing waits between reading the order and writing it, so two
 * copies of one callback arriving together record one payment.
 */
export async function receiveCallback(params: Record<string, string>): Promise<CallbackAnswer> {
  if (!(await verifyCmiHash(params, DEMO_CMI_STORE_KEY))) return 'FAILURE';
  const data = db.data;
  const order = orders(data).find((candidate) => candidate.orderId === params.oid);
  if (!order) return 'FAILURE';
  const outcome = settleCallback(order.status, order.amountCents, {
    procReturnCode: params.ProcReturnCode,
    amountCents: centsOfCmiAmount(params.amount ?? ''),
  });
  if (outcome.answer === 'FAILURE' || (order.status === outcome.status && !outcome.record))
    return outcome.answer;
  if (outcome.record) {
    order.providerReference = params.TransId ?? null;
    recordPayment(data, order, params.TransId ?? order.orderId);
  }
  order.status = outcome.status;
  order.settledAt = new Date().toISOString();
  db.changed();
  return outcome.answer;
}

/** The form the browser posts to the processor's hosted page, signed with the store key (its `HASH`). */
async function gatewayForm(
  origin: string,
  order: DemoOnlinePayment,
  payer: { name: string; email: string },
  currency: string,
  lang: string,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {
    clientid: DEMO_CMI_CLIENT_ID,
    storetype: '3D_PAY_HOSTING',
    TranType: 'PreAuth',
    amount: cmiAmount(order.amountCents),
    currency: CURRENCY_NUMBERS[currency] ?? '504',
    oid: order.orderId,
    okUrl: `${origin}/api/online-payments/return/ok`,
    failUrl: `${origin}/api/online-payments/return/fail`,
    callbackUrl: `${origin}/api/online-payments/cmi/callback`,
    shopurl: origin,
    lang,
    rnd: crypto.randomUUID().replaceAll('-', '').slice(0, 20),
    hashAlgorithm: 'ver3',
    encoding: 'UTF-8',
    BillToName: payer.name,
    email: payer.email,
  };
  return { ...fields, HASH: await cmiHash(fields, DEMO_CMI_STORE_KEY) };
}

export const onlinePaymentHandlers = [
  http.post('*/api/students/:id/online-payments', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const url = new URL(request.url);
    const yearParam = strictIdParam(url.searchParams, 'year');
    if (yearParam === 'invalid') return invalidRequest('year must be a number');
    // A parent pays for their own children; staff record payments at the counter, never "as" a parent.
    if (!user.isParent) return permissionError();
    const data = db.data;
    const id = pathId(params.id);
    const student = id === null ? undefined : data.students.find((candidate) => candidate.studentid === id);
    const family = student && data.families.find((candidate) => candidate.id === student.familyId);
    // Another family's child, or a guardian who may not see this family's finances: an unknown student.
    if (!student || !isGuardianOf(user, family)) return notFound('Student not found');
    const branch = data.branches.find((candidate) => candidate.schoolbranchid === student.branchId);
    const yearId = yearParam ?? branch?.yearIds[0] ?? 0;
    const body = (await request.json().catch(() => null)) as {
      choice?: unknown;
      amount?: unknown;
      lang?: unknown;
    } | null;
    if (!body || typeof body !== 'object') return invalidRequest('Invalid request');
    if (
      typeof body.choice !== 'string' ||
      !(ONLINE_PAYMENT_CHOICES as readonly string[]).includes(body.choice)
    ) {
      return unprocessable('Invalid choice', 'INVALID_CHOICE');
    }
    const choice = body.choice as OnlinePaymentChoice;
    let typedCents: number | undefined;
    if (choice === 'amount') {
      const cents = moneyCents(body.amount);
      if (cents === null) return unprocessable('Invalid amount', 'INVALID_AMOUNT');
      typedCents = cents;
    }
    const today = todayIso();
    const index = ledgerIndex(data);
    const installments = index.installmentsByStudent.get(studentKey(student.studentid, yearId)) ?? [];
    const lines = dueLines(installments, index.paid, today);
    const toPay = amountToPay(choice, lines, today, typedCents);
    if (!toPay.ok) {
      const balanceCents = lines.reduce((sum, line) => sum + line.outstandingCents, 0);
      if (toPay.reason === 'nothing-due') return unprocessable('Nothing is due', 'NOTHING_DUE');
      if (toPay.reason === 'over-balance') {
        return unprocessable('The amount is more than the balance', 'OVERPAYMENT', {
          balance: amountOf(balanceCents),
        });
      }
      return unprocessable('Amount below the minimum', 'INVALID_AMOUNT', {
        minimum: amountOf(Math.min(ONLINE_PAYMENT_MIN_CENTS, balanceCents)),
      });
    }
    const order: DemoOnlinePayment = {
      orderId: nextOrderId(data, yearId),
      userId: user.id,
      studentId: student.studentid,
      familyId: student.familyId,
      branchId: student.branchId,
      yearId,
      choice,
      amountCents: toPay.cents,
      status: 'pending',
      createdAt: new Date().toISOString(),
      returnedAt: null,
      settledAt: null,
      paymentId: null,
      providerReference: null,
      refundCents: 0,
    };
    (data.onlinePayments ??= []).push(order);
    db.changed();
    const lang = typeof body.lang === 'string' && ['fr', 'en', 'ar'].includes(body.lang) ? body.lang : 'fr';
    const currency = currencyOf(data, order);
    const fields = await gatewayForm(
      url.origin,
      order,
      { name: user.displayname, email: user.email },
      currency,
      lang,
    );
    return HttpResponse.json(
      { order: orderView(data, order), gateway: { url: `${url.origin}/api/demo-bank/cmi`, fields } },
      { status: 201 },
    );
  }),

  http.get('*/api/online-payments/:orderId', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    if (!mayReadFinances(user)) return permissionError();
    const data = db.data;
    const order = orders(data).find((candidate) => candidate.orderId === String(params.orderId));
    const family = order && data.families.find((candidate) => candidate.id === order.familyId);
    if (
      !order ||
      (!isGuardianOf(user, family) &&
        !staffHolds(user, FAMILY_FINANCE_PERMISSION, order.branchId, order.yearId))
    ) {
      return notFound('Order not found');
    }
    return HttpResponse.json(orderView(data, order));
  }),

  // The parent's browser, back from the processor's page (its okUrl or failUrl, a POST of its form, or a GET): the
  // return never records a payment; it sends the browser to the portal's page of the order, which reads its state.
  ...(['post', 'get'] as const).map((method) =>
    http[method]('*/api/online-payments/return/:via', async ({ request, params }) => {
      const via = params.via === 'ok' || params.via === 'fail' ? params.via : null;
      if (!via) return notFound('Not found');
      const url = new URL(request.url);
      const fields = method === 'post' ? await formFields(request) : {};
      const oid = fields.oid ?? url.searchParams.get('oid') ?? '';
      const data = db.data;
      const order = orders(data).find((candidate) => candidate.orderId === oid);
      if (order) {
        const status = stateOnReturn(order.status, via);
        if (status !== order.status || order.returnedAt === null) {
          order.status = status;
          order.returnedAt ??= new Date().toISOString();
          db.changed();
        }
      }
      const location = order ? `/online-payment/${encodeURIComponent(order.orderId)}` : '/dashboard';
      return new HttpResponse(null, { status: 303, headers: { Location: location } });
    }),
  ),

  http.post('*/api/online-payments/cmi/callback', async ({ request }) => {
    const answer = await receiveCallback(await formFields(request));
    return new HttpResponse(answer, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }),
];
