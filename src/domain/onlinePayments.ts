import { nextInstallment, type DueLine } from './ledger.ts';

/**
 * Paying online (docs/api.md "Online payments"): a parent's order for an amount owed on a child's installments, paid
 * on the card processor's hosted page (CMI, Centre Monétique Interbancaire) and recorded by the processor's
 * server-to-server callback only, verified by its hash, once. The rules here are shared by the portal (what a parent
 * may choose to pay) and the demo API (the hash, an order's states).
 */

export {
  ONLINE_PAYMENT_CHOICES,
  ONLINE_PAYMENT_STATUSES,
  type OnlinePaymentChoice,
  type OnlinePaymentStatus,
} from './onlinePaymentStates.ts';
import type { OnlinePaymentChoice, OnlinePaymentStatus } from './onlinePaymentStates.ts';

/** The smallest amount a parent may pay online, in cents (10.00: a card payment's fee makes less pointless). */
export const ONLINE_PAYMENT_MIN_CENTS = 1000;

export type AmountToPay =
  { ok: true; cents: number } | { ok: false; reason: 'nothing-due' | 'below-minimum' | 'over-balance' };

/**
 * What a choice comes to on a child's due lines, in cents: `next` is THE next installment (ledger.ts
 * `nextInstallment`, the dashboard's: what is still owed on the earliest due date from today on); `overdue` everything
 * due before today; `amount` the typed amount, from `ONLINE_PAYMENT_MIN_CENTS` (or the whole balance, when less is
 * owed) to the whole balance.
 * @example amountToPay('overdue', [{ dueDate: '2026-11-05', label: 'Novembre', outstandingCents: 220000 }], '2026-11-22')
 *   // { ok: true, cents: 220000 }
 */
export function amountToPay(
  choice: OnlinePaymentChoice,
  lines: readonly DueLine[],
  today: string,
  typedCents?: number,
): AmountToPay {
  const open = lines.filter((line) => line.outstandingCents > 0);
  const balance = open.reduce((sum, line) => sum + line.outstandingCents, 0);
  if (balance === 0) return { ok: false, reason: 'nothing-due' };
  const overdue = open
    .filter((line) => line.dueDate < today)
    .reduce((sum, line) => sum + line.outstandingCents, 0);
  if (choice === 'overdue')
    return overdue > 0 ? { ok: true, cents: overdue } : { ok: false, reason: 'nothing-due' };
  if (choice === 'next') {
    const next = nextInstallment(open, today);
    return next ? { ok: true, cents: next.amountCents } : { ok: false, reason: 'nothing-due' };
  }
  const cents = typedCents ?? 0;
  if (!Number.isInteger(cents) || cents > balance) return { ok: false, reason: 'over-balance' };
  if (cents < Math.min(ONLINE_PAYMENT_MIN_CENTS, balance) || cents <= 0)
    return { ok: false, reason: 'below-minimum' };
  return { ok: true, cents };
}

// ---------------------------------------------------------------------------------------------------------------
// CMI's hash (hash version 3, as the processor documents it for its hosted payment page and its callback)

/** `\` then `|` escaped with a backslash, as the processor does before joining the values with `|`. */
function escapeHashValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('|', '\\|');
}

/** Natural, case-insensitive order of parameter names (PHP's `natcasesort`, which the processor's samples use). */
export function naturalCompare(a: string, b: string): number {
  const chunks = (text: string) => text.toLowerCase().match(/\d+|\D+/g) ?? [];
  const left = chunks(a);
  const right = chunks(b);
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i]!;
    const y = right[i]!;
    if (x === y) continue;
    if (/^\d/.test(x) && /^\d/.test(y)) {
      const difference = Number(x) - Number(y);
      if (difference !== 0) return difference;
    }
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/**
 * The text the processor hashes: every parameter's value but `hash` and `encoding` (any case), in the natural,
 * case-insensitive order of their names, escaped and joined with `|`, then the escaped store key.
 * @example cmiHashInput({ oid: 'A1', amount: '10.00' }, 'KEY') // '10.00|A1|KEY'
 */
export function cmiHashInput(params: Readonly<Record<string, string>>, storeKey: string): string {
  const names = Object.keys(params)
    .filter((name) => !['hash', 'encoding'].includes(name.toLowerCase()))
    .sort(naturalCompare);
  return [...names.map((name) => escapeHashValue(params[name]!)), escapeHashValue(storeKey)].join('|');
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The processor's `HASH` of a form or a callback: base64 of the SHA-512 of `cmiHashInput` (UTF-8). */
export async function cmiHash(params: Readonly<Record<string, string>>, storeKey: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-512',
    new TextEncoder().encode(cmiHashInput(params, storeKey)),
  );
  return base64(new Uint8Array(digest));
}

/** True when `params.HASH` is the hash of the other parameters with the store key (compared in constant time). */
export async function verifyCmiHash(
  params: Readonly<Record<string, string>>,
  storeKey: string,
): Promise<boolean> {
  const given = params.HASH ?? params.hash;
  if (typeof given !== 'string' || given === '') return false;
  const expected = await cmiHash(params, storeKey);
  if (expected.length !== given.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return difference === 0;
}

/** The processor's amount text: the major unit with two decimals and a dot (`2200.00`). */
export function cmiAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Cents from the processor's amount text, null when it is not one (`2200.00`, `2200.5`, `2200`). */
export function centsOfCmiAmount(text: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

// ---------------------------------------------------------------------------------------------------------------
// The callback

/** What the API answers the processor's callback (its documented words). */
export type CallbackAnswer = 'ACTION=POSTAUTH' | 'APPROVED' | 'FAILURE';

export interface CallbackOutcome {
  /** The order's state after the callback. */
  status: OnlinePaymentStatus;
  /** True when this callback is the one that records the payment. */
  record: boolean;
  answer: CallbackAnswer;
}

/**
 * What a verified callback does to an order: an accepted one (`ProcReturnCode` 00) for the order's amount records the
 * payment once (`paid`), whatever came before it (a refusal, the parent's return); a refusal makes a pending or
 * cancelled order `refused`; a callback for an order already paid changes nothing (the same callback twice, or a
 * refusal after the acceptance). An accepted amount that is not the order's is a FAILURE and records nothing.
 */
export function settleCallback(
  status: OnlinePaymentStatus,
  orderCents: number,
  callback: { procReturnCode: string | undefined; amountCents: number | null },
): CallbackOutcome {
  if (status === 'paid') return { status, record: false, answer: 'APPROVED' };
  if (callback.procReturnCode === '00') {
    if (callback.amountCents !== orderCents) return { status, record: false, answer: 'FAILURE' };
    return { status: 'paid', record: true, answer: 'ACTION=POSTAUTH' };
  }
  return { status: 'refused', record: false, answer: 'APPROVED' };
}

/**
 * The order's state when the parent comes back from the bank's page (the processor's okUrl or failUrl): the
 * callback's word when it came first; else `pending` through the success address (the callback is on its way:
 * "being confirmed"), `cancelled` through the failure address.
 */
export function stateOnReturn(status: OnlinePaymentStatus, via: 'ok' | 'fail'): OnlinePaymentStatus {
  if (status !== 'pending') return status;
  return via === 'ok' ? 'pending' : 'cancelled';
}
