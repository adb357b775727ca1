import { keepToSend, type OutboxEntry } from '../../lib/outbox';

/**
 * A text message that could not leave the device, kept in the outbox (lib/outbox.ts; docs/architecture.md
 * "Offline outbox") with the key of its first send and the same body (`message` alone): its resend is the same
 * request, so the API records it once.
 */
export function keepMessage(
  owner: string,
  conversationId: number,
  text: string,
  idempotencyKey: string,
): void {
  keepToSend({
    idempotencyKey,
    owner,
    kind: 'message',
    url: ['chat/conversations', conversationId, 'messages'].join('/'),
    fields: [['message', text]],
    about: { conversationId },
    text,
    invalidates: [],
  });
}

/** The kept messages of one conversation. */
export function messagesOf(entries: OutboxEntry[], conversationId: number): OutboxEntry[] {
  return entries.filter((entry) => entry.about.conversationId === conversationId);
}
