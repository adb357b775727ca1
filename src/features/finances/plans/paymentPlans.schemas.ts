import * as z from 'zod/mini';
import { PLAN_STATES } from '../../../domain/paymentPlans';

/** One installment of a plan, or one it replaced (docs/api.md "Payment plans"). */
const planLineSchema = z.object({
  id: z.number(),
  label: z.string(),
  dueDate: z.string(),
  amount: z.number(),
  paid: z.number(),
});

/** A plan chosen by a parent for one fee of a child. */
export const paymentPlanSchema = z.object({
  id: z.number(),
  engagementId: z.number(),
  label: z.string(),
  studentId: z.number(),
  familyId: z.number(),
  yearId: z.number(),
  state: z.enum(PLAN_STATES),
  total: z.number(),
  count: z.number(),
  chosenAt: z.string(),
  chosenBy: z.nullable(z.string()),
  refusedAt: z.nullable(z.string()),
  refusedBy: z.nullable(z.string()),
  refusalReason: z.nullable(z.string()),
  mayRefuse: z.boolean(),
  installments: z.array(planLineSchema),
  replaced: z.array(planLineSchema),
});

/** `GET students/{id}/payment-plans`: the fees that may still be spread, and the plans chosen. */
export const studentPlansSchema = z.object({
  currency: z.string(),
  today: z.string(),
  offers: z.array(
    z.object({
      engagementId: z.number(),
      label: z.string(),
      remaining: z.number(),
      choices: z.array(
        z.object({
          count: z.number(),
          installments: z.array(z.object({ dueDate: z.string(), amount: z.number() })),
        }),
      ),
    }),
  ),
  plans: z.array(paymentPlanSchema),
});

/** `GET families/{id}/payment-plans`: the family's plans in the branch and year. */
export const familyPlansSchema = z.object({ currency: z.string(), plans: z.array(paymentPlanSchema) });

/** `POST students/{id}/payment-plans` and `POST payment-plans/{id}/refuse`. */
export const savedPlanSchema = z.object({ currency: z.string(), plan: paymentPlanSchema });

export type PaymentPlan = z.infer<typeof paymentPlanSchema>;
export type StudentPlans = z.infer<typeof studentPlansSchema>;
export type PlanOffer = StudentPlans['offers'][number];
export type FamilyPlans = z.infer<typeof familyPlansSchema>;
export type SavedPlan = z.infer<typeof savedPlanSchema>;
