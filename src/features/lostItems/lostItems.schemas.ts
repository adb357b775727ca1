import * as z from 'zod/mini';
import { pageShape } from '../../api/schemas';
import { ITEM_CATEGORIES, ITEM_STATUSES, REQUEST_KINDS, REQUEST_STATUSES } from '../../domain/lostItems';

/** Answers of docs/api.md "Lost items". */
export const itemStatusSchema = z.enum(ITEM_STATUSES);
export const requestStatusSchema = z.enum(REQUEST_STATUSES);
export const categorySchema = z.enum(ITEM_CATEGORIES);

export const itemRowSchema = z.object({
  id: z.number(),
  category: categorySchema,
  description: z.string(),
  place: z.string(),
  foundOn: z.string(),
  status: itemStatusSchema,
  hasPhoto: z.boolean(),
  proposedForDisposal: z.boolean(),
  openRequests: z.number(),
});

export const itemPageSchema = z.object({
  ...pageShape(itemRowSchema),
  counts: z.record(itemStatusSchema, z.number()),
  proposed: z.number(),
  disposalDays: z.number(),
});

const eventSchema = <S extends z.ZodMiniType>(status: S) =>
  z.object({ status, at: z.string(), by: z.string(), reason: z.nullable(z.string()) });

export const itemBriefSchema = z.object({
  id: z.number(),
  category: categorySchema,
  description: z.string(),
  place: z.string(),
  foundOn: z.string(),
  status: itemStatusSchema,
  hasPhoto: z.boolean(),
});

export const requestRowSchema = z.object({
  id: z.number(),
  kind: z.enum(REQUEST_KINDS),
  status: requestStatusSchema,
  description: z.string(),
  category: z.nullable(categorySchema),
  lostOn: z.nullable(z.string()),
  createdAt: z.string(),
  reason: z.nullable(z.string()),
  guardianName: z.string(),
  student: z.object({
    studentid: z.number(),
    firstname_fr: z.string(),
    lastname_fr: z.string(),
    firstname_ar: z.string(),
    lastname_ar: z.string(),
  }),
  item: z.nullable(itemBriefSchema),
  history: z.array(eventSchema(requestStatusSchema)),
  allowedTransitions: z.array(requestStatusSchema),
});

export const requestPageSchema = z.object({
  ...pageShape(requestRowSchema),
  counts: z.record(requestStatusSchema, z.number()),
});

export const itemDetailSchema = z.object({
  ...itemRowSchema.shape,
  recordedBy: z.string(),
  history: z.array(eventSchema(itemStatusSchema)),
  allowedTransitions: z.array(itemStatusSchema),
  requests: z.array(requestRowSchema),
});

export const recentItemSchema = z.object({
  id: z.number(),
  category: categorySchema,
  description: z.string(),
  place: z.string(),
  foundOn: z.string(),
  hasPhoto: z.boolean(),
});

export const recentPageSchema = z.object({ ...pageShape(recentItemSchema) });

export const settingsSchema = z.object({ disposalDays: z.number() });

export const summarySchema = z.object({
  unclaimed: z.number(),
  proposedForDisposal: z.number(),
  pendingRequests: z.number(),
  disposalDays: z.number(),
});

export type ItemRow = z.infer<typeof itemRowSchema>;
export type ItemPage = z.infer<typeof itemPageSchema>;
export type ItemDetail = z.infer<typeof itemDetailSchema>;
export type RequestRow = z.infer<typeof requestRowSchema>;
export type RequestPage = z.infer<typeof requestPageSchema>;
export type RecentItem = z.infer<typeof recentItemSchema>;
export type RecentPage = z.infer<typeof recentPageSchema>;
export type LostItemsSummary = z.infer<typeof summarySchema>;

export type ItemsQuery = { branch: number; year: number } & Record<string, string | number>;
export type ParentQuery = { branch: number; year: number; student?: number } & Record<
  string,
  string | number
>;

export interface NewItemInput {
  category: string;
  description: string;
  place: string;
  foundOn: string;
  photo: Blob | null;
  photoName: string;
}

export type NewRequestInput =
  | { kind: 'claim'; itemId: number; description: string }
  | { kind: 'lost'; description: string; category: string; lostOn: string };
