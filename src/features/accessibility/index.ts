import { COMPLIANCE_STATE, FOOTER_MENTION_KEYS } from './state';

/**
 * What the other features use of the accessibility statement: the footers' mention of the state of compliance
 * (RGAA: "Accessibilité : partiellement conforme" on every page, linking to the statement), a shared text.
 */
export const ACCESSIBILITY_MENTION_KEY = FOOTER_MENTION_KEYS[COMPLIANCE_STATE];
