import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  canMoveRequest,
  isRequestOverdue,
  REQUEST_STATES,
  requestDueDate,
  requestNeedsReason,
  requestTransitions,
  workingDaysBetween,
  type RequestState,
} from './requests';

/** The rule of DOMAIN.md "Requests" written out pair by pair, for the school and for the family. */
const STAFF: Record<RequestState, RequestState[]> = {
  open: ['in_progress', 'resolved', 'rejected'],
  in_progress: ['resolved', 'rejected'],
  resolved: ['closed', 'open'],
  closed: ['open'],
  rejected: ['open'],
};
const FAMILY: Record<RequestState, RequestState[]> = {
  open: [],
  in_progress: [],
  resolved: ['closed', 'open'],
  closed: [],
  rejected: ['open'],
};

describe('request transitions', () => {
  for (const from of REQUEST_STATES) {
    for (const to of REQUEST_STATES) {
      it(`${from} -> ${to}: staff ${STAFF[from].includes(to)}, family ${FAMILY[from].includes(to)}`, () => {
        expect(canMoveRequest(from, to, 'staff')).toBe(STAFF[from].includes(to));
        expect(canMoveRequest(from, to, 'family')).toBe(FAMILY[from].includes(to));
      });
    }
  }

  it('lists the next states in the order the screen shows them', () => {
    for (const from of REQUEST_STATES) {
      expect(requestTransitions(from, 'staff')).toEqual(STAFF[from]);
      expect(requestTransitions(from, 'family')).toEqual(FAMILY[from]);
    }
  });

  it('a rejection and a reopening need a reason; the other changes do not', () => {
    expect(requestNeedsReason('open', 'rejected')).toBe(true);
    expect(requestNeedsReason('in_progress', 'rejected')).toBe(true);
    expect(requestNeedsReason('resolved', 'open')).toBe(true);
    expect(requestNeedsReason('closed', 'open')).toBe(true);
    expect(requestNeedsReason('open', 'in_progress')).toBe(false);
    expect(requestNeedsReason('in_progress', 'resolved')).toBe(false);
    expect(requestNeedsReason('resolved', 'closed')).toBe(false);
  });
});

describe('working-day delay', () => {
  it('skips Saturday and Sunday', () => {
    // 2026-11-20 is a Friday.
    expect(addWorkingDays('2026-11-20', 1)).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-20', 5)).toBe('2026-11-27');
    expect(addWorkingDays('2026-11-21T10:00:00Z', 1)).toBe('2026-11-23');
    expect(addWorkingDays('2026-11-18', 0)).toBe('2026-11-18');
  });

  it('counts the working days between two dates', () => {
    expect(workingDaysBetween('2026-11-20', '2026-11-24')).toBe(2);
    expect(workingDaysBetween('2026-11-24', '2026-11-20')).toBe(-2);
    expect(workingDaysBetween('2026-11-16', '2026-11-30')).toBe(10);
  });

  it('adding n working days gives a date n working days later', () => {
    for (const start of ['2026-11-16', '2026-11-19', '2026-11-21', '2026-11-22']) {
      for (let n = 1; n <= 12; n += 1) {
        expect(workingDaysBetween(start, addWorkingDays(start, n))).toBe(n);
      }
    }
  });

  it('a request is overdue only while waiting for the school, after its due day', () => {
    const request = { createdAt: '2026-11-20T09:00:00Z', delayDays: 2 };
    expect(requestDueDate(request.createdAt, request.delayDays)).toBe('2026-11-24');
    expect(isRequestOverdue({ ...request, state: 'open' }, '2026-11-24')).toBe(false);
    expect(isRequestOverdue({ ...request, state: 'open' }, '2026-11-25')).toBe(true);
    expect(isRequestOverdue({ ...request, state: 'in_progress' }, '2026-11-25')).toBe(true);
    // The weekend does not count: made on Friday with a one-day delay, it is due on Monday.
    expect(isRequestOverdue({ createdAt: '2026-11-20', delayDays: 1, state: 'open' }, '2026-11-23')).toBe(
      false,
    );
    for (const state of ['resolved', 'closed', 'rejected'] as const) {
      expect(isRequestOverdue({ ...request, state }, '2027-01-01')).toBe(false);
    }
  });
});
