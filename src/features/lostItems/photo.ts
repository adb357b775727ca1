import { PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, photoTypeOf } from '../../domain/lostItems';

/** A photo as picked on a phone may be large: it is resized here, so only the result must fit PHOTO_MAX_BYTES. */
export const PICKED_MAX_BYTES = 20 * 1024 * 1024;

export type PhotoProblem = 'type' | 'size' | null;

function firstBytes(blob: Blob, count: number): Promise<Uint8Array> {
  const part = blob.slice(0, count);
  if (typeof part.arrayBuffer === 'function')
    return part.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('File could not be read'));
    reader.readAsArrayBuffer(part);
  });
}

/**
 * Whether a picked file may be a found item's photo, told by its content (its first bytes: JPEG, PNG or WebP),
 * never by its name or declared type (domain/lostItems.ts `photoTypeOf`; the API checks it again).
 */
export async function checkPhoto(file: Blob): Promise<PhotoProblem> {
  if (file.size > PICKED_MAX_BYTES) return 'size';
  const type = photoTypeOf(await firstBytes(file, 16));
  return type ? null : 'type';
}

/** The longest side brought down to `PHOTO_MAX_SIDE`, never enlarged. */
export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo resized in the browser before it is sent: at most PHOTO_MAX_SIDE pixels on its longest side, as a JPEG
 * (which also drops the camera's metadata, such as the place it was taken). Where the browser cannot draw it (no
 * canvas), the file is sent as picked if it fits; null when it is too large to send.
 */
export async function resizePhoto(file: Blob): Promise<Blob | null> {
  const canDraw = typeof createImageBitmap === 'function' && typeof document !== 'undefined';
  if (canDraw) {
    try {
      const bitmap = await createImageBitmap(file);
      const size = fittedSize(bitmap.width, bitmap.height);
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (context) {
        // A transparent PNG gets a white background rather than a black one.
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, size.width, size.height);
        context.drawImage(bitmap, 0, 0, size.width, size.height);
        bitmap.close();
        const resized = await new Promise<Blob | null>((resolve) =>
          canvas.toBlob(resolve, 'image/jpeg', 0.85),
        );
        if (resized && resized.size <= PHOTO_MAX_BYTES) return resized;
      }
    } catch {
      // Not drawable here: the file as picked, below.
    }
  }
  return file.size <= PHOTO_MAX_BYTES ? file : null;
}

/** The name of the resized photo: the picked name with the extension of what is sent. */
export function photoName(picked: string, sent: Blob): string {
  const base = picked.replace(/\.[^.]*$/, '') || 'photo';
  const extension = sent.type === 'image/png' ? 'png' : sent.type === 'image/webp' ? 'webp' : 'jpg';
  return `${base}.${extension}`;
}
