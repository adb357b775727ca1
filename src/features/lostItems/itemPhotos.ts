import { callApi } from '../../api/baseQuery';
import { photoSchema } from './lostItems.schemas';

/**
 * Found items' photos as data URLs (the API wants the token in a header, so an <img> cannot point at it; the CSP
 * allows `img-src 'self' data:`), fetched once per item through the one call of api/baseQuery.ts, as the
 * students' photos are (features/students/photo/photoCache.ts). A small external store components subscribe to.
 */
const MAX_ENTRIES = 300;
const photos = new Map<number, string | 'none'>();
const pending = new Map<number, Promise<void>>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribeItemPhotos(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function cachedItemPhoto(itemId: number): string | 'none' | undefined {
  return photos.get(itemId);
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Photo could not be read'));
    reader.readAsDataURL(blob);
  });
}

// The seeded photos are generated drawings (SVG, shown only in an <img>, where no script runs).
const SHOWN_TYPES = /^image\/(jpeg|png|webp|svg\+xml)$/;

function keep(itemId: number, url: string | 'none'): void {
  if (photos.size >= MAX_ENTRIES) photos.delete(photos.keys().next().value as number);
  photos.set(itemId, url);
  emit();
}

/** Fetches the photo of `itemId` once (concurrent callers share the request); a failure shows the placeholder. */
export function loadItemPhoto(itemId: number): Promise<void> {
  const running = pending.get(itemId);
  if (running) return running;
  const request = callApi<Blob>({
    url: `lost-items/${itemId}/photo`,
    client: 'transfer',
    responseType: 'blob',
    schema: photoSchema,
  })
    .then(async (answer) => {
      if ('error' in answer) return 'none' as const;
      const type = answer.data.type.split(';')[0]?.trim() ?? '';
      return SHOWN_TYPES.test(type) ? toDataUrl(answer.data) : 'none';
    })
    .catch(() => 'none' as const)
    .then((url) => {
      pending.delete(itemId);
      keep(itemId, url);
    });
  pending.set(itemId, request);
  return request;
}

/** After an upload: the photo just sent is shown at once. */
export async function rememberItemPhoto(itemId: number, blob: Blob): Promise<void> {
  keep(itemId, await toDataUrl(blob));
}
