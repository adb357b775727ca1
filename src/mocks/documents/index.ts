/**
 * The demo API's school documents: certificates, attestations and payment statements, issued, reprinted and
 * verified (docs/architecture.md "The demo API"): what the demo's root and the requests (a certificate sent to a family is numbered too) use of it.
 */
export { documentContent } from './content.ts';
export { documentHandlers, recordDocument } from './handlers.ts';
export { documentsStep } from './seed.ts';
