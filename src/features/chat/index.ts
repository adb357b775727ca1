/** The public entry of messaging (docs/architecture.md "Boundaries"): the header's dropdown of recent messages. */
export { MessagesDropdown } from './MessagesDropdown';
