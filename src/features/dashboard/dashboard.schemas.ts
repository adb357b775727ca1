import * as z from 'zod/mini';
import { AGING_BUCKETS, type AgingBucket } from '../../domain/aging';
import { ONLINE_PAYMENT_STATUSES } from '../../domain/onlinePaymentStates';

/** The overdue aging buckets of docs/api.md "Dashboard" (defined once, in domain/ledger.ts). */
export { AGING_BUCKETS, type AgingBucket };

const money = z.number();

const count = z.number();

export const staffDashboardSchema = z.object({
  currency: z.string(),
  today: z.string(),
  // The finance figures are null for a user without the finance permission (docs/api.md "Dashboard").
  collection: z.nullable(
    z.object({
      collectedThisMonth: money,
      expectedThisMonth: money,
      collectedToDate: money,
      dueToDate: money,
      rate: z.nullable(z.number()),
    }),
  ),
  overdue: z.nullable(
    z.object({
      amount: money,
      families: count,
      buckets: z.array(z.object({ bucket: z.enum(AGING_BUCKETS), amount: money, families: count })),
    }),
  ),
  paymentsToday: z.nullable(
    z.object({
      amount: money,
      count,
      byMethod: z.array(z.object({ method: z.string(), amount: money, count })),
    }),
  ),
  students: z.object({
    active: count,
    previousYear: z.nullable(count),
    change: z.nullable(z.number()),
  }),
  levels: z.array(
    z.object({ levelId: z.number(), code: z.string(), active: count, expected: count, capacity: count }),
  ),
  // Null for staff without the pre-registrations module's permission (docs/api.md "Dashboard").
  preregistrations: z.nullable(
    z.object({
      total: count,
      byStatus: z.array(z.object({ status: z.string(), count })),
    }),
  ),
});

export const parentDashboardSchema = z.object({
  currency: z.string(),
  student: z.object({
    studentid: z.number(),
    firstname_fr: z.string(),
    lastname_fr: z.string(),
    firstname_ar: z.string(),
    lastname_ar: z.string(),
    level: z.nullable(z.string()),
    className: z.nullable(z.string()),
  }),
  finances: z.nullable(
    z.object({
      balance: money,
      overdue: money,
      nextInstallment: z.nullable(
        z.object({ labels: z.array(z.string()), dueDate: z.string(), amount: money }),
      ),
      /** The school takes card payments online (docs/api.md "Online payments"); absent: it does not. */
      payOnline: z.optional(z.boolean()),
      /** The child's latest online payment of the year, and how it ended; null when none. */
      lastOnlinePayment: z.optional(
        z.nullable(
          z.object({
            orderId: z.string(),
            status: z.enum(ONLINE_PAYMENT_STATUSES),
            amount: money,
            createdAt: z.string(),
            settledAt: z.nullable(z.string()),
            receiptNumber: z.nullable(z.string()),
          }),
        ),
      ),
    }),
  ),
  messages: z.array(
    z.object({
      conversationId: z.number(),
      messageId: z.number(),
      from: z.string(),
      mine: z.boolean(),
      createdAt: z.string(),
      excerpt: z.string(),
      unread: z.boolean(),
    }),
  ),
  news: z.array(z.object({ id: z.number(), title: z.string(), publishedAt: z.string() })),
});

export type StaffDashboard = z.infer<typeof staffDashboardSchema>;

export type ParentDashboard = z.infer<typeof parentDashboardSchema>;

export interface ParentDashboardQuery {
  student: number;
  year: number;
}
