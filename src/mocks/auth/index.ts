/**
 * The demo API's sign-in, the signed-in user, the profile (picture, password, preferences) (docs/architecture.md "The
 * demo API"): what the demo's root and other modules use of it.
 */
export { authHandlers, profileHandlers } from './handlers.ts';
