import { pushPhrase, type LocalText, type PushItem } from '../../domain/pushRules.ts';
import { childName } from './names.ts';
import type { DemoData } from '../core/tables.ts';
import type { DemoNotification } from '../notifications/index.ts';
import { offerPush } from './send.ts';

/** Pages of the portal an item opens (src/paths.ts): the ones the demo's pushes link to. */
export const PUSH_LINKS = {
  notifications: '/notifications',
  messaging: '/messagerie',
  news: '/news',
  requests: '/gestion-demandes',
  lostItems: '/lost-items',
  childAttendance: '/attendance/child',
  dashboard: '/dashboard',
} as const;

/** The longest body a push carries (push services take about 4 KB, encrypted). */
const BODY_MAX = 240;

function shortened(text: string): string {
  return text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text;
}

function firstName(data: DemoData, studentId: number | null): LocalText | null {
  if (studentId === null) return null;
  const student = data.students.find((candidate) => candidate.studentid === studentId);
  return student ? childName(student) : null;
}

function hasDevice(data: DemoData, userId: number): boolean {
  return data.pushSubscriptions?.some((device) => device.userId === userId) ?? false;
}

/** Every in-app notification, offered to push (registered by the demo's root on `onNotificationAdded`). */
export function offerNotification(data: DemoData, notification: DemoNotification): void {
  if (!hasDevice(data, notification.userId)) return;
  const studentId = notification.studentId ?? null;
  const item: PushItem = {
    topic: notification.topic ?? 'news',
    studentId,
    studentName: firstName(data, studentId),
    title: notification.push?.title ?? notification.title,
    body: notification.push?.body ?? shortened(notification.body),
    link: notification.link ?? PUSH_LINKS.notifications,
    urgent: notification.urgent ?? false,
    tag: notification.tag ?? `notification-${notification.id}`,
  };
  offerPush(data, notification.userId, item);
}

/**
 * A new chat message, to its recipient: a push only (the conversation shows it, no in-app notification). Messages
 * of one conversation share a tag, so several held overnight give one notification.
 */
export function offerChatMessage(
  data: DemoData,
  message: {
    conversationId: number;
    senderId: number;
    recipientId: number;
    studentId: number | null;
    text: string;
  },
): void {
  if (!hasDevice(data, message.recipientId)) return;
  const sender = data.users.find((user) => user.id === message.senderId);
  const recipient = data.users.find((user) => user.id === message.recipientId);
  // The child is the parent's to switch to; a member of staff has no child to switch to.
  const studentId = recipient?.isParent ? message.studentId : null;
  offerPush(data, message.recipientId, {
    topic: 'message',
    studentId,
    studentName: firstName(data, studentId),
    title: pushPhrase('newMessage', { name: sender?.displayname ?? '' }),
    body: shortened(message.text || '📎'),
    link: PUSH_LINKS.messaging,
    urgent: false,
    tag: `chat-${message.conversationId}`,
  });
}
