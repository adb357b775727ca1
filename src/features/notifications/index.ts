/** The public entry of notifications (docs/architecture.md "Boundaries"): the unread count of the bottom bar; its
 * pages are loaded by the registry (src/modules.ts). */
export { useUnreadNotifications } from './useUnreadNotifications';
