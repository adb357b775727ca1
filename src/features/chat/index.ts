/**
 * The public entry of messaging (docs/architecture.md "Boundaries"): the header's dropdown of recent messages and
 * the unread count of the bottom bar.
 */
export { MessagesDropdown } from './MessagesDropdown';
export { useUnreadMessages } from './useUnreadMessages';
