import type { ComplianceState } from './compliance';

/**
 * The portal's state of compliance, as the footers say it ("Accessibilité : partiellement conforme", RGAA's footer
 * mention). Written out so that the footers do not carry the whole audit; `audit.test.ts` keeps it equal to the
 * state computed from the audit (compliance.ts).
 */
export const COMPLIANCE_STATE: ComplianceState = 'partial';

/** The footer mention's text of each state (shared texts: the footers are on every first screen). */
export const FOOTER_MENTION_KEYS: Record<ComplianceState, string> = {
  full: 'footer.accessibilityFull',
  partial: 'footer.accessibilityPartial',
  none: 'footer.accessibilityNone',
};
