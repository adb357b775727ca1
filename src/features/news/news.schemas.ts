import * as z from 'zod/mini';
import { pageShape } from '../../api/schemas';
import { NEWS_AUDIENCES, NEWS_PHASES, NEWS_STATUSES } from '../../domain/news';
import type { ListScope } from '../../components/DataTable/ListScope';

/** Answers of docs/api.md "News". */

export const categorySchema = z.object({ id: z.number(), name: z.string(), colour: z.string() });
export type NewsCategory = z.infer<typeof categorySchema>;

const countsShape = {
  targeted: z.number(),
  read: z.number(),
  acknowledged: z.number(),
};

export const newsRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(NEWS_STATUSES),
  phase: z.enum(NEWS_PHASES),
  publishAt: z.string(),
  expiresAt: z.nullable(z.string()),
  pinned: z.boolean(),
  requiresAck: z.boolean(),
  audience: z.enum(NEWS_AUDIENCES),
  levelIds: z.array(z.number()),
  classIds: z.array(z.number()),
  category: z.nullable(categorySchema),
  hasCover: z.boolean(),
  ...countsShape,
});
export type NewsRow = z.infer<typeof newsRowSchema>;

export const newsPageSchema = z.object({
  ...pageShape(newsRowSchema),
  counts: z.record(z.enum(NEWS_PHASES), z.number()),
});
export type NewsPage = z.infer<typeof newsPageSchema>;

export type NewsQuery = ListScope & Record<string, string | number>;

export const newsDetailSchema = z.object({
  ...newsRowSchema.shape,
  body: z.string(),
  categoryId: z.nullable(z.number()),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  remindedAt: z.nullable(z.string()),
  canPublish: z.boolean(),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const pendingSchema = z.object({
  items: z.array(
    z.object({
      familyId: z.number(),
      name: z.string(),
      name_ar: z.string(),
      children: z.array(z.string()),
      read: z.boolean(),
      hasAccount: z.boolean(),
    }),
  ),
  total: z.number(),
});
export type PendingFamilies = z.infer<typeof pendingSchema>;

export const reminderSchema = z.object({
  families: z.number(),
  notified: z.number(),
  remindedAt: z.string(),
});

export const feedItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  publishAt: z.string(),
  pinned: z.boolean(),
  requiresAck: z.boolean(),
  category: z.nullable(categorySchema),
  hasCover: z.boolean(),
  read: z.boolean(),
  acknowledgedAt: z.nullable(z.string()),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedSchema = z.object({ items: z.array(feedItemSchema), unread: z.number() });
export type Feed = z.infer<typeof feedSchema>;

export const coverSchema = z.object({ mimeType: z.string(), data: z.string() });
export type Cover = z.infer<typeof coverSchema>;

export const newsSettingsSchema = z.object({
  categories: z.array(categorySchema),
  defaultAudience: z.enum(NEWS_AUDIENCES),
  publishers: z.enum(['staff', 'managers']),
  /** The caller may publish here (read only: a save ignores it). */
  canPublish: z.optional(z.boolean()),
});
export type NewsSettings = z.infer<typeof newsSettingsSchema>;

/** What the editor sends (docs/api.md "POST news"); `cover` absent keeps the current one, null removes it. */
export interface NewsInput {
  title: string;
  body: string;
  categoryId: number | null;
  audience: (typeof NEWS_AUDIENCES)[number];
  levelIds: number[];
  classIds: number[];
  publishAt: string;
  expiresAt: string | null;
  pinned: boolean;
  requiresAck: boolean;
  cover?: Cover | null;
}
