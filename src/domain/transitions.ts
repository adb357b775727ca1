/**
 * The life of a pre-registration (../shared/DOMAIN.md "Pre-registrations"), shared by the screen and the demo API
 * (which imports this file with its `.ts` extension), so both apply one rule:
 *
 *   submitted -> under_review -> waitlisted | accepted | rejected;  waitlisted -> accepted | rejected;
 *   accepted -> enrolled (through the enrolment, which places the child in a class);
 *   withdrawn from any state that is not final. rejected, enrolled and withdrawn are final.
 *
 * Rejecting needs a reason. This file has no imports, so the demo API can load it under Node.
 */

export const APPLICATION_STATUSES = [
  'submitted',
  'under_review',
  'waitlisted',
  'accepted',
  'rejected',
  'enrolled',
  'withdrawn',
] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const NEXT: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: ['under_review', 'withdrawn'],
  under_review: ['waitlisted', 'accepted', 'rejected', 'withdrawn'],
  waitlisted: ['accepted', 'rejected', 'withdrawn'],
  accepted: ['enrolled', 'withdrawn'],
  rejected: [],
  enrolled: [],
  withdrawn: [],
};

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/**
 * The statuses an application may move to from `status`, in the order the screen shows them.
 * @example allowedTransitions('under_review') // ['waitlisted', 'accepted', 'rejected', 'withdrawn']
 */
export function allowedTransitions(status: ApplicationStatus): readonly ApplicationStatus[] {
  return NEXT[status];
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return NEXT[from].includes(to);
}

/** No way out: rejected, enrolled, withdrawn. */
export function isFinalStatus(status: ApplicationStatus): boolean {
  return NEXT[status].length === 0;
}

/** Rejecting an application needs a reason (told to the family). */
export function requiresReason(to: ApplicationStatus): boolean {
  return to === 'rejected';
}

/** `enrolled` is reached only by the enrolment (a class is chosen), never by a bare status change. */
export function requiresEnrolment(to: ApplicationStatus): boolean {
  return to === 'enrolled';
}
