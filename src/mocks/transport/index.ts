/**
 * The demo API's school transport: cars, drivers, lines and stops, assignments, expenses (docs/architecture.md "The
 * demo API"): what the demo's root and other modules use of it.
 */
export { transportHandlers } from './handlers.ts';
export { transportStep } from './seed.ts';
