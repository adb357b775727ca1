import { callApi } from '../../../api/baseQuery';
import { photoSchema } from '../students.schemas';

/**
 * Student photos as data URLs (the CSP allows `img-src 'self' data:`; the API wants the token in a header, so an
 * <img> cannot point at it), fetched once per student and kept for the session, at most `MAX_ENTRIES` of them.
 * A small external store: components subscribe; an upload or a removal updates them at once.
 */
const MAX_ENTRIES = 400;
const photos = new Map<number, string | 'none'>();
const pending = new Map<number, Promise<void>>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function subscribePhotos(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The photo's data URL, `'none'` when it could not be had, undefined while unknown. */
export function cachedPhoto(studentId: number): string | 'none' | undefined {
  return photos.get(studentId);
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Photo could not be read'));
    reader.readAsDataURL(blob);
  });
}

const SHOWN_TYPES = /^image\/(jpeg|png|webp|svg\+xml)$/;

/**
 * Fetches the photo of `studentId` once (concurrent callers share the request). Outside RTK Query (a data URL per
 * student in a small store, not a cache entry per query), but through the one call of api/baseQuery.ts: the
 * transfer client, the time limit and the error catalogue, like every other call. A failure shows the initials.
 */
export function loadPhoto(studentId: number, year: number): Promise<void> {
  const running = pending.get(studentId);
  if (running) return running;
  const request = callApi<Blob>({
    url: `students/${studentId}/photo`,
    params: { year },
    client: 'transfer',
    responseType: 'blob',
    schema: photoSchema,
  })
    .then(async (answer) => {
      if ('error' in answer) return 'none' as const;
      // Only an image is ever put in an <img>, whatever the answer says it is.
      const type = answer.data.type.split(';')[0]?.trim() ?? '';
      return SHOWN_TYPES.test(type) ? toDataUrl(answer.data) : 'none';
    })
    .catch(() => 'none' as const)
    .then((url) => {
      if (photos.size >= MAX_ENTRIES) photos.delete(photos.keys().next().value as number);
      photos.set(studentId, url);
      pending.delete(studentId);
      emit();
    });
  pending.set(studentId, request);
  return request;
}

/** After an upload: the photo is the file just saved, shown at once (no flash of initials, no second download). */
export async function rememberPhoto(studentId: number, file: Blob): Promise<void> {
  const url = await toDataUrl(file);
  photos.set(studentId, url);
  emit();
}

/** After a removal: the initials, until a photo is added again. */
export function forgetPhoto(studentId: number): void {
  photos.set(studentId, 'none');
  emit();
}
