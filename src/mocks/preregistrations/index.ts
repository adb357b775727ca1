/**
 * The demo API's pre-registrations: applications, their transitions, enrolment (docs/architecture.md "The demo API"):
 * what the demo's root and other modules use of it.
 */
export { preregistrationHandlers } from './handlers.ts';
export { applicationsStep } from './seed.ts';
