import * as z from 'zod/mini';

/** Answers of the messaging endpoints (docs/api.md "Messaging"). */
const picture = z.nullable(z.optional(z.object({ mimeType: z.string(), data: z.string() })));

export const attachmentSchema = z.object({
  path: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
});

export const chatMessageSchema = z.object({
  message_id: z.number(),
  sender_id: z.number(),
  sender: z.object({ displayname: z.string(), profilepicture: picture }),
  created_at: z.string(),
  message: z.string(),
  attachments: z.array(attachmentSchema),
});

export const contactSchema = z.object({
  id: z.number(),
  displayname: z.string(),
  role: z.string(),
  profilepicture: picture,
});

export const conversationSchema = z.object({
  conversationId: z.number(),
  participant: contactSchema,
  student: z.nullable(z.object({ studentid: z.number(), name: z.string() })),
  lastMessage: z.nullable(chatMessageSchema),
  unread: z.number(),
});

export type Attachment = z.infer<typeof attachmentSchema>;
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * Parses a list item by item: a malformed entry is skipped and the rest is kept, so one bad message never
 * hides a whole conversation. Returns null when the answer is not a list at all.
 */
export function parseEach<T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  answer: unknown,
): T[] | null {
  if (!Array.isArray(answer)) return null;
  return answer.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success && parsed.data !== undefined ? [parsed.data] : [];
  });
}
