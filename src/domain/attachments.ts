/**
 * What the API accepts as a file (docs/api.md "Messaging" and "Profile picture"): the screens check it before
 * sending, the demo API checks it again on arrival.
 */

/**
 * The only image types the portal shows inline (profile pictures, chat previews) or uploads as a picture.
 * SVG is left out on purpose: it can carry scripts.
 */
export { IMAGE_TYPES } from './imageTypes.ts';

/** A person's photo (docs/api.md "Student photo", a teacher's too): JPEG, PNG or WebP, 2 MB at most. */
export const PHOTO_RULES = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
} as const;

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

/**
 * The school's logo (docs/api.md "School identity"): a PNG, JPEG or WebP picture (checked by its first bytes) up to
 * 256 KB, as receipts and certificates carry it inline.
 */
export const LOGO_RULES = {
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 256 * 1024,
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

/** What `fileTypeOfBytes` needs to see of a file: its first bytes (more for a text file, read as text). */
export const SNIFF_BYTES = 4096;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

/** Markup a browser would run or draw if it ever took the file for a page: never accepted as "text". */
const MARKUP = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object|embed)\b/i;

/**
 * The type a file's first bytes say it is, whatever its name or declared type says (Uploads by content): the
 * images of IMAGE_TYPES, PDF, Word (doc and docx), or plain UTF-8 text that is not markup; null for anything
 * else (an HTML page declared `application/pdf`, an SVG declared `image/png`). The screens check it before
 * sending, the API on arrival, and the API stores and serves the detected type.
 */
export function fileTypeOfBytes(bytes: Uint8Array): string | null {
  const image = imageTypeOfBytes(bytes);
  if (image) return image;
  const ascii = String.fromCharCode(...bytes.slice(0, 8));
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif';
  if (ascii.startsWith('%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  if (bytes.length === 0 || bytes.includes(0)) return null;
  let text: string;
  try {
    // `stream`: a multi-byte character cut at the end of the sample is not a fault of the file.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.slice(0, SNIFF_BYTES), { stream: true });
  } catch {
    return null;
  }
  return MARKUP.test(text.replace(/^\uFEFF/, '')) ? null : 'text/plain';
}

/** The detected type of a file when it is one of `allowed`, else null (the file is refused). */
export async function allowedTypeOf(file: Blob, allowed: readonly string[]): Promise<string | null> {
  const detected = fileTypeOfBytes(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  return detected && allowed.includes(detected) ? detected : null;
}

/** The extensions a file of each accepted type may carry, the first the one a name gets (Uploads by content). */
const EXTENSIONS: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'text/plain': ['txt'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

/** What follows a name's last dot, when it looks like an extension (a few letters or digits). */
const EXTENSION = /\.([\p{L}\p{N}]{1,10})$/u;

/**
 * The name a file is stored and served under (docs/api.md "Uploads"): its extension follows the type its bytes were
 * detected as, so a page detected as text never keeps `.html` and a PNG never keeps `.pdf`; at most `max`
 * characters, the extension kept.
 * @example nameForType('page.html', 'text/plain') // 'page.txt'
 * @example nameForType('photo.JPEG', 'image/jpeg') // 'photo.JPEG'
 */
export function nameForType(name: string, type: string, max = 200): string {
  const extensions = EXTENSIONS[type];
  const match = EXTENSION.exec(name);
  const stem = match && match.index > 0 ? name.slice(0, match.index) : name;
  const current = match && match.index > 0 ? match[1]! : '';
  const extension =
    !extensions || extensions.includes(current.toLowerCase()) ? current : (extensions[0] ?? '');
  if (!extension) return name.slice(0, max);
  return `${stem.slice(0, Math.max(1, max - extension.length - 1))}.${extension}`;
}
