/**
 * The demo API's students: the list, details, guardians, photos, documents and notes (docs/architecture.md "The demo
 * API"): what the demo's root and other modules use of it.
 */
export { guardianHandlers } from './guardians.ts';
export { studentHandlers } from './handlers.ts';
export { PHOTO_RULES, photoAnswer, SIGNATURES, studentPhotoHandlers } from './photos.ts';
export { studentRecordHandlers } from './records.ts';
export { recordsStep } from './recordsSeed.ts';
