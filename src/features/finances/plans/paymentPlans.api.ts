import { api } from '../../../api/api';
import type { Scope } from '../../../session/useScope';
import {
  familyPlansSchema,
  savedPlanSchema,
  studentPlansSchema,
  type FamilyPlans,
  type SavedPlan,
  type StudentPlans,
} from './paymentPlans.schemas';

/**
 * Payment plans (docs/api.md "Payment plans"): a parent spreads what remains of a fee, the office may refuse. A plan
 * is installments of the one ledger, so choosing or refusing one reads every finance answer again.
 */
export const paymentPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    studentPlans: build.query<StudentPlans, { studentId: number; year: number }>({
      query: ({ studentId, year }) => ({
        url: `students/${studentId}/payment-plans`,
        params: { year },
        schema: studentPlansSchema,
      }),
      providesTags: ['Finance'],
    }),
    familyPlans: build.query<FamilyPlans, Scope & { familyId: number }>({
      query: ({ familyId, ...scope }) => ({
        url: `families/${familyId}/payment-plans`,
        params: scope,
        schema: familyPlansSchema,
      }),
      providesTags: ['Finance'],
    }),
    choosePlan: build.mutation<
      SavedPlan,
      { studentId: number; year: number; engagementId: number; installments: number; idempotencyKey: string }
    >({
      query: ({ studentId, year, idempotencyKey, engagementId, installments }) => ({
        url: `students/${studentId}/payment-plans`,
        method: 'POST',
        params: { year },
        data: { engagementId, installments },
        idempotencyKey,
        schema: savedPlanSchema,
      }),
      invalidatesTags: ['Finance', 'Dashboard'],
    }),
    refusePlan: build.mutation<SavedPlan, { planId: number; reason: string }>({
      query: ({ planId, reason }) => ({
        url: `payment-plans/${planId}/refuse`,
        method: 'POST',
        data: { reason },
        schema: savedPlanSchema,
      }),
      invalidatesTags: ['Finance', 'Dashboard'],
    }),
  }),
});

export const { useStudentPlansQuery, useFamilyPlansQuery, useChoosePlanMutation, useRefusePlanMutation } =
  paymentPlansApi;
