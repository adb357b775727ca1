import * as z from 'zod/mini';
import { ONLINE_PAYMENT_CHOICES, ONLINE_PAYMENT_STATUSES } from '../../../domain/onlinePayments';

/** An online payment order (docs/api.md "Online payments"): `GET online-payments/{orderId}`. */
export const onlinePaymentSchema = z.object({
  orderId: z.string(),
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.string(),
  choice: z.enum(ONLINE_PAYMENT_CHOICES),
  studentId: z.number(),
  yearId: z.number(),
  createdAt: z.string(),
  returnedAt: z.nullable(z.string()),
  settledAt: z.nullable(z.string()),
  paymentId: z.nullable(z.number()),
  receiptNumber: z.nullable(z.string()),
  providerReference: z.nullable(z.string()),
  refund: z.number(),
});

/**
 * `POST students/{id}/online-payments`: the order, and the processor's signed form that the browser posts to its
 * page (every field a text, sent as it is).
 */
export const createdOnlinePaymentSchema = z.object({
  order: onlinePaymentSchema,
  gateway: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }),
});

export type OnlinePayment = z.infer<typeof onlinePaymentSchema>;
export type CreatedOnlinePayment = z.infer<typeof createdOnlinePaymentSchema>;
