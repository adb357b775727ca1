import { z } from 'zod/mini';
import { callApi, type ApiRequest } from './baseQuery';

/** A picture download: the bytes as the API sends them (what is shown is decided by their type, below). */
const imageSchema = z.instanceof(Blob);

// Only an image is ever put in an <img>, whatever the answer says it is (SVG is safe there: no script runs in an
// <img>; the seeded found items are drawings).
const SHOWN_TYPES = /^image\/(jpeg|png|webp|svg\+xml)$/;

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Photo could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Pictures the API serves behind the token (a student's photo, a found item's) kept as data URLs: an <img> cannot
 * send the token, and the CSP allows `img-src 'self' data:`. Each is fetched once (concurrent callers share the
 * request) through the one call of api/baseQuery.ts (transfer client, time limit, error catalogue), kept for the
 * session, at most `maxEntries` of them. A small external store components subscribe to (`useSyncExternalStore`);
 * `'none'` means there is no picture to show (none, not an image, or a failure), undefined that it is not known yet.
 */
export function createImageStore(maxEntries: number) {
  const images = new Map<number, string | 'none'>();
  const pending = new Map<number, Promise<void>>();
  const listeners = new Set<() => void>();

  function keep(id: number, url: string | 'none'): void {
    if (!images.has(id) && images.size >= maxEntries) images.delete(images.keys().next().value as number);
    images.set(id, url);
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    cached(id: number): string | 'none' | undefined {
      return images.get(id);
    },
    /** Fetches the picture of `id` from `request` (its address and parameters), once. */
    load(id: number, request: Pick<ApiRequest, 'url' | 'params'>): Promise<void> {
      const running = pending.get(id);
      if (running) return running;
      const loading = callApi<Blob>({
        ...request,
        client: 'transfer',
        responseType: 'blob',
        schema: imageSchema,
      })
        .then(async (answer) => {
          if ('error' in answer) return 'none' as const;
          const type = answer.data.type.split(';')[0]?.trim() ?? '';
          return SHOWN_TYPES.test(type) ? toDataUrl(answer.data) : 'none';
        })
        .catch(() => 'none' as const)
        .then((url) => {
          pending.delete(id);
          keep(id, url);
        });
      pending.set(id, loading);
      return loading;
    },
    /** After an upload: the picture just sent is shown at once (no placeholder flash, no second download). */
    async remember(id: number, blob: Blob): Promise<void> {
      keep(id, await toDataUrl(blob));
    },
    /** After a removal: the placeholder, until a picture is added again. */
    forget(id: number): void {
      keep(id, 'none');
    },
  };
}
