import type { BadgeTone } from '../../components/Badge';
import type { ApplicationStatus } from '../../domain/transitions';

/**
 * One colour per status, the same on the badges and the chips (DESIGN-SYSTEM.md "Status badges"). The Badge has six
 * tones for seven statuses: submitted and withdrawn share the neutral one (the start and an end, never confused).
 */
export const STATUS_TONE = {
  submitted: 'neutral',
  under_review: 'info',
  waitlisted: 'warning',
  accepted: 'primary',
  rejected: 'danger',
  enrolled: 'success',
  withdrawn: 'neutral',
} as const satisfies Record<ApplicationStatus, BadgeTone>;

export const STATUS_DOT: Record<ApplicationStatus, string> = {
  submitted: 'bg-neutral-400',
  under_review: 'bg-info-500',
  waitlisted: 'bg-warning-500',
  accepted: 'bg-primary-600',
  rejected: 'bg-danger-600',
  enrolled: 'bg-success-600',
  withdrawn: 'bg-neutral-400',
};
