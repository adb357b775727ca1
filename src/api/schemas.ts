import * as z from 'zod/mini';
import { IMAGE_TYPES } from '../domain/imageTypes';

/**
 * Schemas of every answer the portal reads (contract in docs/api.md). Answers are parsed at the boundary so a
 * malformed answer becomes an error state, never a crash deeper in the UI. Unknown fields are dropped.
 */
const id = z.number();

export const permissionSchema = z.object({ name: z.string() });

export const roleSchema = z.object({
  name: z.string(),
  /** The role's names as the school wrote them (docs/api.md "GET user"), for a role it created (`role-<id>`). */
  label: z.optional(z.string()),
  label_ar: z.optional(z.string()),
  schoolbranchid: id,
  schoolyearid: id,
  permissions: z.array(permissionSchema),
});

export const yearSchema = z.object({ schoolyearid: id, description: z.string() });

export const branchSchema = z.object({
  schoolbranchid: id,
  branchname: z.string(),
  /** `defaultLanguage`: the school's language (school identity), for a user who never chose one. */
  school: z.object({ schoolname: z.string(), defaultLanguage: z.optional(z.enum(['fr', 'en', 'ar'])) }),
  years: z.array(yearSchema),
});

export const studentSchema = z.object({
  studentid: id,
  firstname_fr: z.string(),
  lastname_fr: z.optional(z.string()),
  /** The child's first name in Arabic script (docs/api.md "GET user"): shown on Arabic screens; absent from older
   * APIs. */
  firstname_ar: z.optional(z.string()),
  branchs: z.array(branchSchema),
  /** The child's class each year it attended (docs/api.md "GET user"); absent from older APIs. */
  enrolments: z.optional(
    z.array(
      z.object({ schoolyearid: id, schoolbranchid: id, classname: z.nullable(z.optional(z.string())) }),
    ),
  ),
});

/**
 * The user answer as the API calls describe it (docs/api.md `GET user`): roles with permissions, branchs with years,
 * isParent and the students of a parent. `id` and `email` are not part of that description, so they are optional
 * (the chat reads `id` to place its own messages, the profile page shows `email` when present); an absent `isParent`
 * is a staff user (false). A real API that omits them still signs the user in.
 */
export const userSchema = z.object({
  id: z.optional(id),
  email: z.optional(z.string()),
  displayname: z.string(),
  isParent: z.pipe(
    z.optional(z.boolean()),
    z.transform((value) => value ?? false),
  ),
  roles: z.array(roleSchema),
  branchs: z.array(branchSchema),
  students: z.optional(z.array(studentSchema)),
});

export const loginAnswerSchema = z.object({ token: z.string().check(z.minLength(1)) });

export const profilePictureSchema = z.object({ mimeType: z.string(), data: z.string() });

export type Permission = z.infer<typeof permissionSchema>;
export type Role = z.infer<typeof roleSchema>;
export type Year = z.infer<typeof yearSchema>;
export type Branch = z.infer<typeof branchSchema>;
export type Student = z.infer<typeof studentSchema>;
export type User = z.infer<typeof userSchema>;
export type ProfilePictureAnswer = z.infer<typeof profilePictureSchema>;

/** A profile picture that passed the image-type check, ready to be shown inline. */
export interface ProfilePicture {
  mimeType: string;
  data: string;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/**
 * Checks a picture from the API (`userprofilepicture`, a chat sender's picture): one of the image types and valid
 * base64, else null, which shows the default icon. The one place that decides what may become a data: URL.
 */
export function toProfilePicture(answer: unknown): ProfilePicture | null {
  const parsed = profilePictureSchema.safeParse(answer);
  if (!parsed.success) return null;
  const mimeType = parsed.data.mimeType.trim().toLowerCase();
  const data = parsed.data.data.replace(/\s+/g, '');
  if (!IMAGE_TYPES.includes(mimeType) || data.length === 0 || !BASE64.test(data)) return null;
  return { mimeType, data };
}

/** A schema the base query and thunks can parse with; both zod classic and mini schemas fit. */
export interface AnswerSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * The fields of one page of a server-side list (docs/api.md "Conventions"): its rows, the total of the search and the page
 * asked; a list's answer spreads them beside its own fields.
 * @example const studentPageSchema = z.object({ ...pageShape(studentRowSchema) });
 */
export function pageShape<Item extends z.ZodMiniType>(item: Item) {
  return { items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() };
}

/** A picture sent inline as a data URL (a school's logo): an image type and base64 only, never another scheme. */
export const imageDataUrlSchema = z
  .string()
  .check(z.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/));

/**
 * The school's identity a printed document carries beside its name, address and phone (docs/api.md "School
 * identity"): names in Arabic script, e-mail, the legal identifiers as printed lines, the logo. Optional: a document
 * without them still prints.
 */
export const printedIdentityFields = {
  name_ar: z.optional(z.string()),
  branch_ar: z.optional(z.string()),
  email: z.optional(z.string()),
  legal: z.optional(z.array(z.string())),
  logo: z.optional(z.nullable(imageDataUrlSchema)),
};
