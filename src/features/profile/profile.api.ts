import * as z from 'zod/mini';
import { api } from '../../api/api';
import { transferClient } from '../../api/clients';
import { PROFILE_PICTURE_TYPES } from '../auth';

/** Largest picture the portal sends (the API refuses larger ones with 413). */
export const MAX_PICTURE_BYTES = 1024 * 1024;

export type PictureProblem = 'type' | 'size' | null;

/** Only image types (png, jpeg, webp, gif) up to 1 MB: anything else is refused before it is sent. */
export function checkPicture(file: File): PictureProblem {
  if (!PROFILE_PICTURE_TYPES.includes(file.type)) return 'type';
  if (file.size > MAX_PICTURE_BYTES) return 'size';
  return null;
}

/** Uploads a new profile picture as multipart through the transfer client (docs/api.md "Profile"). */
export async function uploadPicture(file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file);
  await transferClient.post('userprofilepicture', form);
}

const messageSchema = z.object({ message: z.string() });

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<
      z.infer<typeof messageSchema>,
      { currentPassword: string; newPassword: string }
    >({
      query: (body) => ({ url: 'profile/password', method: 'POST', data: body, schema: messageSchema }),
    }),
  }),
});

export const { useChangePasswordMutation } = profileApi;
