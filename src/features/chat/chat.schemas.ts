import type { AnswerSchema } from '../../api/schemas';
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

/** The answer to a sent message is not read: the feed is polled from the last known id instead. */
export const sentSchema = z.unknown();
/** An attachment's bytes. */
export const fileSchema = z.instanceof(Blob);

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

/**
 * `parseEach` as the schema of a call (api/baseQuery.ts `ApiRequest.schema`): a list answer keeps its good items, an
 * answer that is not a list is malformed.
 */
export function eachOf<T>(schema: {
  safeParse(value: unknown): { success: boolean; data?: T };
}): AnswerSchema<T[]> & { each: unknown } {
  return {
    // The item's schema, for the contract (src/contract): the answer is a list of these.
    each: schema,
    safeParse(value) {
      const items = parseEach(schema, value);
      return items ? { success: true, data: items } : { success: false, error: new Error('Not a list') };
    },
  };
}
