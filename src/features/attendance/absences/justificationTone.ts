import type { BadgeTone } from '../../../components/Badge';
import type { Justification } from '../attendance.schemas';

/** One tone per justification state, the same in the office's list and the parent's view (no texts here). */
export const JUSTIFICATION_TONE: Record<Justification, BadgeTone> = {
  unjustified: 'warning',
  justified: 'success',
  refused: 'danger',
};
