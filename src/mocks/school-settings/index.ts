/**
 * The demo API's school's settings: levels and class capacities, year dates, identity, the next year and the
 * promotion (docs/architecture.md "The demo API"): what the demo's root and other modules use of it.
 */
export { closedDayMap, closedDaysOf, type ClosedDay, type ClosedReason } from './calendar.ts';
export { termOn, termsOf, type Term } from './terms.ts';
export { identityHandlers, printedIdentity } from './identity.ts';
export { promotionHandlers } from './promotion.ts';
export { MAX_CAPACITY, SETTINGS_PERMISSION, settingsHandlers } from './settings.ts';
