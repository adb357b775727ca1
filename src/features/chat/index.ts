/**
 * The public entry of messaging (docs/architecture.md "Boundaries"): the header's dropdown of recent messages (its
 * code asked for from md up only, where the header shows it) and the unread count of the bottom bar.
 */
export const loadMessagesDropdown = () => import('./MessagesDropdown');
export { useUnreadMessages } from './useUnreadMessages';
