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

/**
 * The image type a file's first bytes say it is (JPEG, PNG or WebP), whatever its name or declared type says; null
 * for anything else. A news cover is checked with it on both sides.
 * @example imageTypeOfBytes(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 */
export function imageTypeOfBytes(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte))
    return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
