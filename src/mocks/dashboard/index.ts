/**
 * The demo API's office's figures and the parent's summary (docs/architecture.md "The demo API"): what the demo's
 * root and other modules use of it.
 */
export { dashboardHandlers } from './handlers.ts';
