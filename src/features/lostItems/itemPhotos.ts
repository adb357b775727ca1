import { createImageStore } from '../../api/imageStore';

/** Found items' photos, fetched once per item and kept for the session, as students' photos are (api/imageStore.ts). */
const photos = createImageStore(300);

export const subscribeItemPhotos = photos.subscribe;

export const cachedItemPhoto = photos.cached;

/** Fetches the photo of `itemId` once; a failure shows the placeholder. */
export function loadItemPhoto(itemId: number): Promise<void> {
  return photos.load(itemId, { url: `lost-items/${itemId}/photo` });
}

/** After an upload: the photo just sent is shown at once. */
export const rememberItemPhoto = photos.remember;
