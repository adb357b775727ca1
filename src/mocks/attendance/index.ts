/**
 * The demo API's attendance: roll calls, absences and lateness, their justification (docs/architecture.md "The demo
 * API"): what the demo's root and other modules use of it.
 */
export { attendanceHandlers } from './handlers.ts';
export { justifyFromRequest } from './justify.ts';
export { attendanceStep } from './seed.ts';
