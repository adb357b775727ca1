import * as z from 'zod/mini';
import { DISCOUNT_KINDS, FEE_KINDS, PAYMENT_METHODS, type PaymentMethod } from '../../../domain/ledger';
import { PLAN_MAX_INSTALLMENTS, PLAN_MIN_INSTALLMENTS } from '../../../domain/paymentPlans';

/** Limits of docs/api.md "Financial settings" (the demo API refuses anything else). */
export const MAX_FEE_AMOUNT = 1_000_000;
export const MAX_RECEIPT_NUMBER = 999_999;
export const MAX_HEADER_LENGTH = 300;
export const MAX_HEADER_LINES = 6;
export const MAX_LABEL_LENGTH = 60;

const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const money = (max: number) =>
  z
    .number('validation.required')
    .check(
      z.gte(0, 'financeSettings.validation.negative'),
      z.lte(max, 'financeSettings.validation.tooLarge'),
      z.refine(hasCents, 'financeSettings.validation.cents'),
    );

export const feesSchema = z.object({
  feeTypes: z.array(z.object({ id: z.number(), amount: money(MAX_FEE_AMOUNT) })),
});
export type FeesValues = z.infer<typeof feesSchema>;

export const paymentsSchema = z.object({
  methods: z
    .object({ cash: z.boolean(), cheque: z.boolean(), transfer: z.boolean(), card: z.boolean() })
    .check(
      z.refine(
        (methods) => PAYMENT_METHODS.some((method) => methods[method]),
        'financeSettings.validation.oneMethod',
      ),
    ),
  discountRules: z.array(
    z.object({
      id: z.number(),
      label: z.string().check(
        z.refine((value) => value.trim().length > 0, 'validation.required'),
        z.maxLength(MAX_LABEL_LENGTH, 'validation.tooLong'),
      ),
      percent: z
        .number('validation.required')
        .check(
          z.gte(0, 'financeSettings.validation.negative'),
          z.lte(100, 'financeSettings.validation.percent'),
          z.refine(hasCents, 'financeSettings.validation.cents'),
        ),
    }),
  ),
});
export type PaymentsValues = z.infer<typeof paymentsSchema>;

/** The receipt numbering: the next number may not reuse one already issued (`minNextNumber`). */
export function receiptSchema(minNextNumber: number) {
  const receipt = z.object({
    prefix: z
      .string()
      .check(
        z.minLength(1, 'validation.required'),
        z.regex(/^[A-Z0-9]{0,8}$/, 'financeSettings.validation.prefix'),
      ),
    nextNumber: z.number('validation.required').check(
      z.refine((value) => Number.isInteger(value), 'financeSettings.validation.wholeNumber'),
      z.gte(minNextNumber, 'financeSettings.validation.numberUsed'),
      z.lte(MAX_RECEIPT_NUMBER, 'financeSettings.validation.tooLarge'),
    ),
    header: z.string().check(
      z.refine((value) => value.trim().length > 0, 'validation.required'),
      z.maxLength(MAX_HEADER_LENGTH, 'validation.tooLong'),
      z.refine(
        (value) => value.trim().split(/\r?\n/).length <= MAX_HEADER_LINES,
        'financeSettings.validation.headerLines',
      ),
    ),
  });
  // Named as the request body, so a 422's field messages land under the fields.
  return z.object({ receipt });
}
export type ReceiptValues = z.infer<ReturnType<typeof receiptSchema>>;

export const MAX_INSTALLMENTS = 12;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One schedule template: 1 to 12 installments, each with a label and a due date (day 1 to 28) within the school
 * year, in order. Named as the request body (`templates.0.installments.1.dueDate`) so 422 messages land under fields.
 */
export function templateSchema(yearStart: string, yearEnd: string) {
  const installment = z.object({
    label: z.string().check(
      z.refine((value) => value.trim().length > 0, 'validation.required'),
      z.maxLength(MAX_LABEL_LENGTH, 'validation.tooLong'),
    ),
    dueDate: z.string().check(
      z.refine((value) => value.length > 0, 'validation.required'),
      z.refine((value) => ISO_DATE.test(value), 'validation.invalidDate'),
      z.refine(
        (value) => !ISO_DATE.test(value) || (value >= yearStart && value <= yearEnd),
        'financeSettings.validation.dueDateYear',
      ),
      z.refine(
        (value) => !ISO_DATE.test(value) || Number(value.slice(8, 10)) <= 28,
        'financeSettings.validation.dueDateDay',
      ),
    ),
  });
  const template = z.object({
    id: z.number(),
    installments: z.array(installment).check(
      z.minLength(1, 'financeSettings.validation.oneInstallment'),
      z.maxLength(MAX_INSTALLMENTS, 'financeSettings.validation.tooManyInstallments'),
      z.superRefine((list, ctx) => {
        list.forEach((item, index) => {
          const previous = list[index - 1];
          if (previous && ISO_DATE.test(item.dueDate) && item.dueDate <= previous.dueDate) {
            ctx.issues.push({
              code: 'custom',
              message: 'financeSettings.validation.dueDateOrder',
              path: [index, 'dueDate'],
              input: item.dueDate,
            });
          }
        });
      }),
    ),
  });
  return z.object({ templates: z.array(template) });
}
export type TemplateValues = z.infer<ReturnType<typeof templateSchema>>;

export const financeSettingsSchema = z.object({
  branch: z.number(),
  year: z.number(),
  currency: z.string(),
  yearStart: z.string(),
  yearEnd: z.string(),
  feeTypes: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(FEE_KINDS),
      levelId: z.nullable(z.number()),
      level: z.nullable(z.string()),
      label: z.string(),
      amount: z.number(),
      templateId: z.number(),
      /** Absent from an API older than payment plans: none. */
      plan: z.optional(z.nullable(z.object({ maxInstallments: z.number(), lastDate: z.string() }))),
    }),
  ),
  templates: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      installments: z.array(z.object({ label: z.nullable(z.string()), dueDate: z.string() })),
    }),
  ),
  paymentMethods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), enabled: z.boolean() })),
  discountRules: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(DISCOUNT_KINDS),
      label: z.string(),
      percent: z.number(),
      feeKinds: z.array(z.enum(FEE_KINDS)),
    }),
  ),
  receipt: z.object({
    prefix: z.string(),
    nextNumber: z.number(),
    minNextNumber: z.number(),
    header: z.string(),
    preview: z.string(),
  }),
});

export type FinanceSettingsView = z.infer<typeof financeSettingsSchema>;

/** A PUT body: any of the sections (docs/api.md "Financial settings"). */
export interface FinanceSettingsChange {
  /** `plan`: absent keeps it, null removes it (docs/api.md "Payment plans"). */
  feeTypes?: Array<{
    id: number;
    amount: number;
    plan?: { maxInstallments: number; lastDate: string } | null;
  }>;
  paymentMethods?: PaymentMethod[];
  discountRules?: Array<{ id: number; label: string; percent: number }>;
  receipt?: { prefix: string; nextNumber: number; header: string };
  /** Replaces the installments of each template listed (new engagements only; existing ones keep theirs). */
  templates?: Array<{ id: number; installments: Array<{ label: string; dueDate: string }> }>;
}

/**
 * The payment plans parents may choose, per kind of fee (docs/api.md "Payment plans"): offered or not, at most how
 * many installments (2 to 12), until which date of the school year.
 */
export function plansSchema(yearStart: string, yearEnd: string) {
  const rule = z
    .object({
      kind: z.enum(FEE_KINDS),
      offered: z.boolean(),
      maxInstallments: z.optional(z.number()),
      lastDate: z.string(),
    })
    .check(
      z.superRefine((value, ctx) => {
        if (!value.offered) return;
        const max = value.maxInstallments;
        if (
          max === undefined ||
          !Number.isInteger(max) ||
          max < PLAN_MIN_INSTALLMENTS ||
          max > PLAN_MAX_INSTALLMENTS
        ) {
          ctx.issues.push({
            code: 'custom',
            message: 'financeSettings.validation.planCount',
            path: ['maxInstallments'],
            input: max,
          });
        }
        const date = value.lastDate;
        if (!ISO_DATE.test(date)) {
          ctx.issues.push({
            code: 'custom',
            message: 'validation.required',
            path: ['lastDate'],
            input: date,
          });
        } else if (date < yearStart || date > yearEnd) {
          ctx.issues.push({
            code: 'custom',
            message: 'financeSettings.validation.dueDateYear',
            path: ['lastDate'],
            input: date,
          });
        }
      }),
    );
  return z.object({ plans: z.array(rule) });
}
export type PlansValues = z.infer<ReturnType<typeof plansSchema>>;
