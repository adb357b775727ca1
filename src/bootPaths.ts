/**
 * The addresses the boot names itself (`paths.dashboard()`, `paths.accessibility()` read them from here): the
 * entry's early data compares the address with the dashboard's (features/dashboard/early.ts), and the sign-in form
 * links to the accessibility statement. A module is bundled whole, so importing `paths.ts` there would carry every
 * link builder onto the sign-in page.
 */
export const DASHBOARD_PATH = '/dashboard';
export const ACCESSIBILITY_PATH = '/accessibilite';
