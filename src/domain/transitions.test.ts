import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  APPLICATION_STATUSES,
  canTransition,
  isApplicationStatus,
  isFinalStatus,
  requiresEnrolment,
  requiresReason,
  type ApplicationStatus,
} from './transitions';

/** The rule of DOMAIN.md written out pair by pair: from -> the statuses it may reach. */
const ALLOWED: Record<ApplicationStatus, ApplicationStatus[]> = {
  submitted: ['under_review', 'withdrawn'],
  under_review: ['waitlisted', 'accepted', 'rejected', 'withdrawn'],
  waitlisted: ['accepted', 'rejected', 'withdrawn'],
  accepted: ['enrolled', 'withdrawn'],
  rejected: [],
  enrolled: [],
  withdrawn: [],
};

describe('pre-registration transitions', () => {
  for (const from of APPLICATION_STATUSES) {
    for (const to of APPLICATION_STATUSES) {
      const allowed = ALLOWED[from].includes(to);
      it(`${from} -> ${to} is ${allowed ? 'allowed' : 'forbidden'}`, () => {
        expect(canTransition(from, to)).toBe(allowed);
        expect(allowedTransitions(from).includes(to)).toBe(allowed);
      });
    }
  }

  it('lists the next statuses in the order the screen shows them', () => {
    for (const from of APPLICATION_STATUSES) expect(allowedTransitions(from)).toEqual(ALLOWED[from]);
  });

  it('withdrawn is reachable from every state that is not final, and only those', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(canTransition(status, 'withdrawn')).toBe(!isFinalStatus(status));
    }
  });

  it('rejected, enrolled and withdrawn are final', () => {
    expect(APPLICATION_STATUSES.filter(isFinalStatus)).toEqual(['rejected', 'enrolled', 'withdrawn']);
  });

  it('no status goes back to itself or to submitted', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(canTransition(status, status)).toBe(false);
      expect(canTransition(status, 'submitted')).toBe(false);
    }
  });

  it('rejecting needs a reason; enrolling needs the enrolment', () => {
    expect(APPLICATION_STATUSES.filter(requiresReason)).toEqual(['rejected']);
    expect(APPLICATION_STATUSES.filter(requiresEnrolment)).toEqual(['enrolled']);
  });

  it('recognises status names', () => {
    expect(isApplicationStatus('under_review')).toBe(true);
    expect(isApplicationStatus('pending')).toBe(false);
    expect(isApplicationStatus(3)).toBe(false);
  });
});
