import { imageTypeOfBytes } from '../../domain/attachments';
import type { Cover } from './news.schemas';

/** docs/api.md "News": the cover the API accepts (after resizing) and the largest picture the editor takes in. */
export const COVER_RULES = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  /** What is sent: the API refuses more. */
  maxBytes: 1024 * 1024,
  /** What may be chosen, before it is resized. */
  maxInputBytes: 15 * 1024 * 1024,
  /** The longest side after resizing, in pixels. */
  maxSide: 1600,
} as const;

export type CoverProblem = 'type' | 'size';

/**
 * The size a picture is drawn at so that its longest side is at most `max`, keeping its shape; never enlarged.
 * @example fitWithin(4000, 3000, 1600) // { width: 1600, height: 1200 }
 */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function bytesOf(blob: Blob): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await blob.arrayBuffer());
}

/** Draws the picture on a canvas at most `maxSide` wide or high and encodes it as JPEG; null when it cannot. */
async function resize(file: Blob): Promise<Blob | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  const { width, height } = fitWithin(bitmap.width, bitmap.height, COVER_RULES.maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  // A white ground, as JPEG has no transparency.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.85));
}

/**
 * A chosen file made ready to send as a cover: checked by its first bytes (a JPEG, PNG or WebP whatever its name
 * says; domain/attachments.ts), resized in the browser on a canvas, then checked against the size the API takes.
 */
export async function prepareCover(file: File): Promise<Cover | { problem: CoverProblem }> {
  if (file.size > COVER_RULES.maxInputBytes) return { problem: 'size' };
  const original = await bytesOf(file);
  const type = imageTypeOfBytes(original);
  if (!type) return { problem: 'type' };
  const resized = await resize(new Blob([original], { type }));
  const bytes = resized ? await bytesOf(resized) : original;
  const finalType = resized ? imageTypeOfBytes(bytes) : type;
  if (!finalType) return { problem: 'type' };
  if (bytes.length > COVER_RULES.maxBytes) return { problem: 'size' };
  return { mimeType: finalType, data: base64Of(bytes) };
}

/** A data URL only for a cover whose declared type is one of the pictures the portal shows. */
export function coverSource(cover: Cover | undefined): string | null {
  if (!cover || !(COVER_RULES.types as readonly string[]).includes(cover.mimeType)) return null;
  return `data:${cover.mimeType};base64,${cover.data}`;
}
