/**
 * The image types a profile picture or a message's image may have, on their own so that the first screen takes them
 * without the attachment rules (domain/attachments.ts re-exports them).
 */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
