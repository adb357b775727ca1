import * as z from 'zod/mini';

export const notificationSchema = z.object({
  id: z.number(),
  schoolbranchid: z.nullable(z.number()),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});

export const notificationListSchema = z.object({ items: z.array(notificationSchema), unread: z.number() });

export const readAllSchema = z.object({ updated: z.number() });

export type Notification = z.infer<typeof notificationSchema>;
