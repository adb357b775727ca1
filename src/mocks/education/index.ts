/**
 * The demo API's classes, teachers, teaching assignments, diagnostic evaluations, educational settings
 * (docs/architecture.md "The demo API"): what the demo's root and other modules use of it.
 */
export { evaluationHandlers } from './evaluations.ts';
export { educationHandlers } from './handlers.ts';
export { educationStep } from './seed.ts';
export { educationSettingsHandlers } from './settings.ts';
export { educationSummaryHandlers } from './summary.ts';
export { reportCardHandlers } from './reportCardHandlers.ts';
export { teacherPhotoHandlers } from './teachers.ts';
export { HALF_HOUR_LESSONS } from './halfHours.ts';
