/**
 * The demo API's news: pieces, audiences, reads and acknowledgements, news settings (docs/architecture.md "The demo
 * API"): what the demo's root and other modules use of it.
 */
export { newsHandlers } from './handlers.ts';
export { latestNewsOfChild } from './shared.ts';
export { newsStep } from './seed.ts';
