import type { ApplicationStatus } from './transitions';

/** One colour per status, the same on the badges and the chips (DESIGN-SYSTEM.md "Status badges"). */
export const STATUS_TONE = {
  submitted: 'neutral',
  under_review: 'info',
  waitlisted: 'warning',
  accepted: 'primary',
  rejected: 'danger',
  enrolled: 'success',
  withdrawn: 'neutral',
} as const satisfies Record<ApplicationStatus, string>;

export const STATUS_DOT: Record<ApplicationStatus, string> = {
  submitted: 'bg-neutral-400',
  under_review: 'bg-info-500',
  waitlisted: 'bg-warning-500',
  accepted: 'bg-primary-600',
  rejected: 'bg-danger-600',
  enrolled: 'bg-success-600',
  withdrawn: 'bg-neutral-700 dark:bg-neutral-300',
};

/** Badge colours until the shared Badge lands. */
export const STATUS_TONE_CLASS: Record<ApplicationStatus, string> = {
  submitted: 'bg-neutral-200 text-neutral-800',
  under_review: 'bg-info-100 text-info-700',
  waitlisted: 'bg-warning-100 text-warning-700',
  accepted: 'bg-primary-100 text-primary-800',
  rejected: 'bg-danger-100 text-danger-700',
  enrolled: 'bg-success-100 text-success-700',
  withdrawn: 'bg-neutral-700 text-white',
};
