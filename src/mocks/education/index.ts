/** The demo API's classes, teachers, teaching assignments, diagnostic evaluations, educational settings (docs/architecture.md "The demo API"): what the demo's root and other modules use of it. */
export {
  educationHandlers,
  educationSettingsHandlers,
  educationSummaryHandlers,
  evaluationHandlers,
  teacherPhotoHandlers,
} from './handlers.ts';
export { educationStep } from './seed.ts';
