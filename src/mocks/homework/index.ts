/**
 * The demo API's homework (cahier de textes): what the teachers and the office set the classes, and the families'
 * view of it (docs/architecture.md "The demo API"): what the demo's root uses of it.
 */
export { homeworkHandlers } from './handlers.ts';
export { homeworkStep } from './seed.ts';
