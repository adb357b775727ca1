/**
 * The demo API's school documents: certificates, attestations and payment statements, issued, reprinted and
 * verified (docs/architecture.md "The demo API"): what the demo's root uses of it.
 */
export { documentHandlers } from './handlers.ts';
export { documentsStep } from './seed.ts';
