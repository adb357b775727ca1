import * as z from 'zod/mini';

/** The answers of the profile endpoints (docs/api.md "Profile"). */

export const passwordChangedSchema = z.object({ message: z.string() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** The picture upload's answer is not read: the header shows the file just chosen. */
export const pictureSavedSchema = z.unknown();
