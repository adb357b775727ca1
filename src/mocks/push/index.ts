/**
 * The demo API's push notifications (docs/api.md "Push notifications"): devices, preferences, sending through
 * web-push, the queue of held and summary items, the daily scan, and the demo's own push service. What the demo's
 * root and other modules use of it: every module offers an item through `offerPush` (notifications/notify.ts does it
 * for every in-app notification).
 */
export { pushHandlers } from './handlers.ts';
export { demoPushServiceHandlers, demoPushReceived, type DemoPushMessage } from './demoService.ts';
export { offerPush, deliverDue, pushesSettled } from './send.ts';
export { dailyScan } from './scan.ts';
export { pushTick, startPushTimer } from './timer.ts';
export { vapidKeys } from './vapid.ts';
export type { DemoPushSubscription } from './tables.ts';
export { offerChatMessage, offerNotification, PUSH_LINKS } from './notifications.ts';
