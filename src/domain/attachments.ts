/**
 * What the API accepts as a file (docs/api.md "Messaging" and "Profile picture"): the screens check it before
 * sending, the demo API checks it again on arrival.
 */

/**
 * The only image types the portal shows inline (profile pictures, chat previews) or uploads as a picture.
 * SVG is left out on purpose: it can carry scripts.
 */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** Attachment limits (docs/api.md "Messaging"), checked before anything is sent. */
export const ATTACHMENT_RULES = {
  types: [
    'image/png',
    'image/jpeg',
    'image/webp',
    'image/gif',
    'application/pdf',
    'text/plain',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  maxBytes: 5 * 1024 * 1024,
  maxFiles: 5,
  maxLength: 4000,
} as const;

export type AttachmentProblem = { kind: 'type' | 'size'; name: string } | { kind: 'count' } | null;

export function checkAttachments(files: readonly File[]): AttachmentProblem {
  if (files.length > ATTACHMENT_RULES.maxFiles) return { kind: 'count' };
  for (const file of files) {
    if (!(ATTACHMENT_RULES.types as readonly string[]).includes(file.type))
      return { kind: 'type', name: file.name };
    if (file.size > ATTACHMENT_RULES.maxBytes) return { kind: 'size', name: file.name };
  }
  return null;
}
