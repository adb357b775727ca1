import * as z from 'zod/mini';
import { printedIdentityFields } from '../../api/schemas';
import { pageShape } from '../../api/schemas';
import {
  AGING_BUCKETS,
  DISCOUNT_KINDS,
  FEE_KINDS,
  INSTALLMENT_STATUSES,
  PAYMENT_METHODS,
  type DiscountKind,
  type PaymentMethod,
} from '../../domain/ledger';
import type { Scope } from '../../session/useScope';

/**
 * The answers of the finance endpoints (docs/api.md "Finances"), as the portal reads them. Amounts are numbers in
 * the major unit (two decimals at most); every answer carries its `currency`.
 */

export const feeKindSchema = z.enum(FEE_KINDS);
export const installmentStatusSchema = z.enum(INSTALLMENT_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const discountKindSchema = z.enum(DISCOUNT_KINDS);
export const agingBucketSchema = z.enum(AGING_BUCKETS);

/** Totals of a family, a student or an engagement, all from the same allocations. */
export const balanceSchema = z.object({
  due: z.number(),
  paid: z.number(),
  balance: z.number(),
  overdue: z.number(),
  daysLate: z.number(),
  bucket: z.nullable(agingBucketSchema),
  overdueCount: z.number(),
});

export const installmentSchema = z.object({
  id: z.number(),
  engagementId: z.number(),
  studentId: z.number(),
  seq: z.number(),
  label: z.string(),
  dueDate: z.string(),
  amount: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  status: installmentStatusSchema,
  overdue: z.boolean(),
  daysLate: z.number(),
  bucket: z.nullable(agingBucketSchema),
});

export const engagementSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  yearId: z.number(),
  branchId: z.number(),
  kind: feeKindSchema,
  label: z.string(),
  feeTypeId: z.number(),
  templateId: z.number(),
  gross: z.number(),
  discountPercent: z.number(),
  discountReason: z.nullable(discountKindSchema),
  net: z.number(),
  totals: balanceSchema,
  installments: z.array(installmentSchema),
});

export const allocationSchema = z.object({
  installmentId: z.number(),
  amount: z.number(),
  label: z.string(),
  engagementLabel: z.string(),
  studentId: z.number(),
});

/** Another ledger entry as a payment names it. */
export const paymentLinkSchema = z.object({ id: z.number(), receiptNumber: z.string() });

export const paymentSchema = z.object({
  id: z.number(),
  familyId: z.number(),
  branchId: z.number(),
  yearId: z.number(),
  amount: z.number(),
  method: paymentMethodSchema,
  reference: z.string(),
  date: z.string(),
  receiptNumber: z.string(),
  /** Paid online through the card processor (docs/api.md "Online payments"); absent from an API without them. */
  online: z.optional(z.boolean()),
  /**
   * A refund is a reversal entry (docs/api.md "POST payments/{id}/refund"): on the reversal, the payment it refunds
   * (its amount and allocations are then negative); on the original, the reversal that refunded it. Null or absent
   * otherwise (an API without refunds).
   */
  reversalOf: z.optional(z.nullable(paymentLinkSchema)),
  reversedBy: z.optional(z.nullable(paymentLinkSchema)),
  /** Why it was refunded (a reversal only). */
  reason: z.optional(z.nullable(z.string())),
  allocations: z.array(allocationSchema),
});

export const studentNamesSchema = z.object({
  studentid: z.number(),
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
});

export const childSchema = z.extend(studentNamesSchema, {
  branchId: z.number(),
  level: z.string(),
  className: z.string(),
});

/** `GET engagements`: one row per family with engagements in the branch and year. */
export const engagementRowSchema = z.object({
  familyId: z.number(),
  familyName: z.string(),
  familyName_ar: z.string(),
  guardian: z.nullable(z.string()),
  students: z.array(z.extend(studentNamesSchema, { level: z.string() })),
  feeKinds: z.array(feeKindSchema),
  total: z.number(),
  paid: z.number(),
  balance: z.number(),
  overdue: z.number(),
  daysLate: z.number(),
  bucket: z.nullable(agingBucketSchema),
  nextDueDate: z.nullable(z.string()),
});

export const engagementPageSchema = z.object({
  ...pageShape(engagementRowSchema),
  currency: z.string(),
});

export const guardianSchema = z.object({
  id: z.number(),
  relation: z.string(),
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
  phone: z.string(),
  email: z.string(),
  priority: z.number(),
  canSeeFinances: z.boolean(),
});

/** `GET families/{id}/finance?branch&year`. */
export const familyFinanceSchema = z.object({
  currency: z.string(),
  today: z.string(),
  branchId: z.number(),
  yearId: z.number(),
  family: z.object({
    id: z.number(),
    name: z.string(),
    name_ar: z.string(),
    guardians: z.array(guardianSchema),
  }),
  children: z.array(childSchema),
  engagements: z.array(engagementSchema),
  payments: z.array(paymentSchema),
  totals: balanceSchema,
  paymentMethods: z.array(paymentMethodSchema),
});

/** `GET students/{id}/finance?year`. */
export const studentFinanceSchema = z.object({
  currency: z.string(),
  today: z.string(),
  yearId: z.number(),
  student: childSchema,
  familyId: z.number(),
  engagements: z.array(engagementSchema),
  payments: z.array(paymentSchema),
  totals: balanceSchema,
  /**
   * For a parent, when the school takes card payments online (docs/api.md "Online payments"): the processor and the
   * smallest amount a typed payment may be. Absent or null: no online payment.
   */
  onlinePayment: z.optional(z.nullable(z.object({ provider: z.string(), minimum: z.number() }))),
});

/** `POST families/{id}/payments`, and `POST payments/{id}/refund` (its payment is then the reversal). */
export const paymentResultSchema = z.object({
  currency: z.string(),
  payment: paymentSchema,
  totals: balanceSchema,
});

/** `GET payments/{id}/receipt`. */
export const receiptSchema = z.object({
  currency: z.string(),
  receiptNumber: z.string(),
  paymentId: z.number(),
  date: z.string(),
  header: z.string(),
  branch: z.string(),
  year: z.string(),
  /** The school's identity printed at the top of the receipt: its names, the branch's address, phone, e-mail, legal
   * identifiers and the logo. */
  school: z.object({ name: z.string(), address: z.string(), phone: z.string(), ...printedIdentityFields }),
  family: z.object({ id: z.number(), name: z.string(), name_ar: z.string() }),
  payer: z.nullable(z.string()),
  amount: z.number(),
  method: paymentMethodSchema,
  reference: z.string(),
  /** Paid online through the card processor: the receipt says "paid online". */
  online: z.optional(z.boolean()),
  /** A refund's receipt: the receipt number it refunds (its amounts are negative), and why; null otherwise. */
  reversalOf: z.optional(z.nullable(z.string())),
  reason: z.optional(z.nullable(z.string())),
  lines: z.array(
    z.object({
      studentName: z.string(),
      label: z.string(),
      engagementLabel: z.string(),
      dueDate: z.string(),
      amount: z.number(),
    }),
  ),
  balanceAfter: z.number(),
});

export type FeeKindValue = z.infer<typeof feeKindSchema>;
export type BalanceView = z.infer<typeof balanceSchema>;
export type InstallmentView = z.infer<typeof installmentSchema>;
export type EngagementView = z.infer<typeof engagementSchema>;
export type PaymentView = z.infer<typeof paymentSchema>;
export type EngagementRow = z.infer<typeof engagementRowSchema>;
export type EngagementPage = z.infer<typeof engagementPageSchema>;
export type FamilyFinance = z.infer<typeof familyFinanceSchema>;
export type StudentFinance = z.infer<typeof studentFinanceSchema>;
export type PaymentResult = z.infer<typeof paymentResultSchema>;
export type Receipt = z.infer<typeof receiptSchema>;
export type Child = z.infer<typeof childSchema>;

/** `POST engagements` (docs/api.md "Finances"): the discount is optional, and needs a reason when given. */
export interface NewEngagement {
  scope: Scope;
  studentId: number;
  feeTypeId: number;
  templateId: number;
  discountPercent?: number;
  discountReason?: DiscountKind;
  /** docs/api.md "Idempotency": one per submission (Form); a money create without one is refused (428). */
  idempotencyKey: string;
}

export const createdEngagementSchema = z.object({ currency: z.string(), engagement: engagementSchema });

export type CreatedEngagement = z.infer<typeof createdEngagementSchema>;

export type EngagementsQuery = Scope & Record<string, string | number>;

export interface NewPayment {
  familyId: number;
  scope: Scope;
  amount: number;
  method: PaymentMethod;
  reference: string;
  date: string;
  /** Omitted: the API allocates oldest first. */
  allocations?: Array<{ installmentId: number; amount: number }>;
  /** docs/api.md "Idempotency": one per submission (Form), the same across its retries; required (428 without). */
  idempotencyKey: string;
}

/** `POST payments/{id}/refund` (docs/api.md): a full refund, recorded as a reversal entry. */
export interface NewRefund {
  paymentId: number;
  /** Required, 300 characters at most (domain/ledger.ts `REFUND_REASON_MAX`). */
  reason: string;
  /** docs/api.md "Idempotency": one per submission (Form), the same across its retries; required (428 without). */
  idempotencyKey: string;
}
