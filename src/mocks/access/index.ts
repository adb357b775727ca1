/**
 * The demo API's access management: staff accounts, roles and their permissions, assignments, the audit log; the demo
 * accounts (docs/architecture.md "The demo API"): what the demo's root and other modules use of it.
 */
export { accessHandlers } from './handlers.ts';
export { copyYearRoles } from './assignments.ts';
export { isActive } from './roles.ts';
export { accessStep, usersStep } from './seed.ts';
