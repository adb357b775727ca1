/**
 * The dashboard's endpoints (docs/api.md "Dashboard"): the office's figures and a parent's summary of one child.
 * A file that imports nothing, read by the endpoints (dashboard.api.ts) and by the boot's early request (early.ts),
 * so that the endpoints do not import the boot's code, nor through it the parent's summary that imports them
 * (docs/architecture.md "Boundaries and why": no import cycles).
 */
export const STAFF_DASHBOARD_URL = 'dashboard';
export const PARENT_DASHBOARD_URL = 'dashboard/parent';
