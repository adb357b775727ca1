import { createImageStore } from '../../../api/imageStore';

/** Student photos, fetched once per student and kept for the session (api/imageStore.ts). */
const photos = createImageStore(400);

export const subscribePhotos = photos.subscribe;

/** The photo's data URL, `'none'` when it could not be had, undefined while unknown. */
export const cachedPhoto = photos.cached;

/** Fetches the photo of `studentId` once; a failure shows the initials. */
export function loadPhoto(studentId: number, year: number): Promise<void> {
  return photos.load(studentId, { url: `students/${studentId}/photo`, params: { year } });
}

/** After an upload: the photo is the file just saved, shown at once (no flash of initials, no second download). */
export const rememberPhoto = photos.remember;

/** After a removal: the initials, until a photo is added again. */
export const forgetPhoto = photos.forget;
