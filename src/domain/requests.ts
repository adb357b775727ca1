/**
 * The life of a parent's request (../shared/DOMAIN.md "Requests"), shared by the screens and the demo API (which
 * imports this file with its `.ts` extension), so both apply one rule:
 *
 *   open -> in_progress -> resolved -> closed;  open | in_progress -> rejected (reason required);
 *   resolved | closed | rejected -> open (reopen, reason required).
 *
 * The family may only close a resolved request or reopen a resolved or rejected one; the school does every change.
 * The target delay is counted in working days (Monday to Friday). This file has no imports.
 */

export const REQUEST_STATES = ['open', 'in_progress', 'resolved', 'closed', 'rejected'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** Who changes the state: the school's staff or the child's family. */
export type RequestActor = 'staff' | 'family';

const STAFF_NEXT: Readonly<Record<RequestState, readonly RequestState[]>> = {
  open: ['in_progress', 'resolved', 'rejected'],
  in_progress: ['resolved', 'rejected'],
  resolved: ['closed', 'open'],
  closed: ['open'],
  rejected: ['open'],
};

const FAMILY_NEXT: Readonly<Record<RequestState, readonly RequestState[]>> = {
  open: [],
  in_progress: [],
  resolved: ['closed', 'open'],
  closed: [],
  rejected: ['open'],
};

export function isRequestState(value: unknown): value is RequestState {
  return typeof value === 'string' && (REQUEST_STATES as readonly string[]).includes(value);
}

/**
 * The states a request may move to from `state` for this actor, in the order the screen shows them.
 * @example requestTransitions('resolved', 'family') // ['closed', 'open']
 */
export function requestTransitions(state: RequestState, actor: RequestActor): readonly RequestState[] {
  return (actor === 'staff' ? STAFF_NEXT : FAMILY_NEXT)[state];
}

export function canMoveRequest(from: RequestState, to: RequestState, actor: RequestActor): boolean {
  return requestTransitions(from, actor).includes(to);
}

/** Rejecting tells the family why; reopening tells the school why. */
export function requestNeedsReason(from: RequestState, to: RequestState): boolean {
  return to === 'rejected' || (to === 'open' && from !== 'open');
}

/** A request still waiting for the school: the only ones that can be late. */
export function isPendingRequest(state: RequestState): boolean {
  return state === 'open' || state === 'in_progress';
}

function parseIso(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

function isWorkingDay(date: Date): boolean {
  const day = date.getUTCDay();
  return day !== 0 && day !== 6;
}

/**
 * The date `days` working days (Monday to Friday) after `from` (a date or a date-time; only its day counts).
 * @example addWorkingDays('2026-11-20', 1) // '2026-11-23' (a Friday, then the Monday)
 */
export function addWorkingDays(from: string, days: number): string {
  const date = parseIso(from);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (isWorkingDay(date)) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

/**
 * Working days from `from` (excluded) to `to` (included); negative when `to` is before `from`.
 * @example workingDaysBetween('2026-11-20', '2026-11-24') // 2 (Monday and Tuesday)
 */
export function workingDaysBetween(from: string, to: string): number {
  const start = parseIso(from);
  const end = parseIso(to);
  const sign = end >= start ? 1 : -1;
  const [low, high] = sign === 1 ? [start, end] : [end, start];
  let count = 0;
  const cursor = new Date(low);
  while (cursor < high) {
    cursor.setUTCDate(cursor.getUTCDate() + 1);
    if (isWorkingDay(cursor)) count += 1;
  }
  return sign * count;
}

/** The day a request is due: its target delay in working days after the day it was made. */
export function requestDueDate(createdAt: string, delayDays: number): string {
  return addWorkingDays(createdAt, delayDays);
}

/**
 * Overdue: still waiting for the school (open or in progress) after its due day.
 * @example isRequestOverdue({ state: 'open', createdAt: '2026-11-16', delayDays: 2 }, '2026-11-19') // true
 */
export function isRequestOverdue(
  request: { state: RequestState; createdAt: string; delayDays: number },
  today: string,
): boolean {
  return (
    isPendingRequest(request.state) &&
    today.slice(0, 10) > requestDueDate(request.createdAt, request.delayDays)
  );
}

/** The kinds of field a request type asks the family to fill. */
export const REQUEST_FIELD_KINDS = ['text', 'date', 'choice', 'file'] as const;
export type RequestFieldKind = (typeof REQUEST_FIELD_KINDS)[number];

/** Limits shared by the screens and the demo API. */
export const REQUEST_LIMITS = {
  textMax: 2000,
  fieldTextMax: 500,
  reasonMax: 500,
  labelMax: 80,
  fieldsMax: 8,
  choicesMax: 12,
  delayMax: 60,
} as const;
