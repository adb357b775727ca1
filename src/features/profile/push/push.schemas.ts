import * as z from 'zod/mini';
import { PUSH_CHOICES, PUSH_LANGUAGES, PUSH_TOPICS } from '../../../domain/pushRules';

/** `GET push/key` (docs/api.md "Push notifications"): the API's public key (VAPID) a device subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string().check(z.minLength(1)) });

/** One device that receives the user's push notifications; its keys never come back. */
export const pushDeviceSchema = z.object({
  id: z.number(),
  label: z.string(),
  createdAt: z.string(),
  lastSentAt: z.nullable(z.string()),
  language: z.enum(PUSH_LANGUAGES),
  /** The push service's address of the device: how this device finds itself in the list. */
  endpoint: z.optional(z.string()),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesSchema = z.array(pushDeviceSchema);

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/** A user's preferences (domain/pushRules.ts `PushPreferences`): per topic, per child, quiet hours, summary time. */
export const pushPreferencesSchema = z.object({
  topics: z.record(z.enum(PUSH_TOPICS), z.enum(PUSH_CHOICES)),
  children: z.record(z.string(), z.boolean()),
  quietHours: z.nullable(z.object({ start: time, end: time })),
  summaryTime: time,
});
export type PushPreferencesView = z.infer<typeof pushPreferencesSchema>;
