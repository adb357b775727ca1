/**
 * The demo API's lost items: found items, families' claims and requests (docs/architecture.md "The demo API"): what
 * the demo's root and other modules use of it.
 */
export { lostItemHandlers } from './handlers.ts';
export { lostItemsStep } from './seed.ts';
