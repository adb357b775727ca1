/**
 * The demo API's parents' requests: types, threads, attachments, certificates (docs/architecture.md "The demo API"):
 * what the demo's root and other modules use of it.
 */
export { requestHandlers } from './handlers.ts';
export { requestsStep } from './seed.ts';
