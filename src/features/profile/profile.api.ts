import { api } from '../../api/api';
import { requestApi } from '../../api/baseQuery';
import { PROFILE_PICTURE_TYPES } from '../auth';
import { passwordChangedSchema, pictureSavedSchema, type PasswordChanged } from './profile.schemas';

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
  await requestApi({
    url: 'userprofilepicture',
    method: 'POST',
    data: form,
    client: 'transfer',
    schema: pictureSavedSchema,
  });
}

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<PasswordChanged, { currentPassword: string; newPassword: string }>({
      query: (body) => ({
        url: 'profile/password',
        method: 'POST',
        data: body,
        schema: passwordChangedSchema,
      }),
    }),
  }),
});

export const { useChangePasswordMutation } = profileApi;
