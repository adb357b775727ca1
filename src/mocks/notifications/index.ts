/**
 * The demo API's notifications, and the one way another module tells a user something (docs/architecture.md "The demo
 * API"): what the demo's root and other modules use of it.
 */
export { notificationHandlers } from './handlers.ts';
export { addNotification, onNotificationAdded } from './notify.ts';
export { notificationsStep, type DemoNotification } from './seed.ts';
