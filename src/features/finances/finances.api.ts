import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import {
  engagementPageSchema,
  familyFinanceSchema,
  paymentResultSchema,
  receiptSchema,
  studentFinanceSchema,
  type EngagementPage,
  type FamilyFinance,
  type PaymentResult,
  type Receipt,
  type StudentFinance,
} from './finances.schemas';
import {
  createdEngagementSchema,
  type NewEngagement,
  type CreatedEngagement,
  type EngagementsQuery,
  type NewPayment,
  type NewRefund,
} from './finances.schemas';

/** Finance endpoints (docs/api.md "Finances"). A payment refreshes every finance answer (one ledger). */
export const financesApi = api.injectEndpoints({
  endpoints: (build) => ({
    engagements: build.query<EngagementPage, EngagementsQuery>({
      query: (params) => ({ url: 'engagements', params, schema: engagementPageSchema }),
      providesTags: ['Finance'],
    }),
    familyFinance: build.query<FamilyFinance, Scope & { familyId: number }>({
      query: ({ familyId, ...scope }) => ({
        url: `families/${familyId}/finance`,
        params: scope,
        schema: familyFinanceSchema,
      }),
      providesTags: ['Finance'],
    }),
    studentFinance: build.query<StudentFinance, { studentId: number; year?: number }>({
      query: ({ studentId, year }) => ({
        url: `students/${studentId}/finance`,
        params: year === undefined ? {} : { year },
        schema: studentFinanceSchema,
      }),
      providesTags: ['Finance'],
    }),
    receipt: build.query<Receipt, number>({
      query: (paymentId) => ({ url: `payments/${paymentId}/receipt`, schema: receiptSchema }),
    }),
    recordPayment: build.mutation<PaymentResult, NewPayment>({
      query: ({ familyId, scope, idempotencyKey, ...body }) => ({
        url: `families/${familyId}/payments`,
        method: 'POST',
        params: scope,
        data: body,
        idempotencyKey,
        schema: paymentResultSchema,
      }),
      invalidatesTags: ['Finance', 'Student'],
    }),
    // A refund is a reversal entry of the same ledger: every finance answer (balances, lists) is read again.
    refundPayment: build.mutation<PaymentResult, NewRefund>({
      query: ({ paymentId, idempotencyKey, ...body }) => ({
        url: `payments/${paymentId}/refund`,
        method: 'POST',
        data: body,
        idempotencyKey,
        schema: paymentResultSchema,
      }),
      invalidatesTags: ['Finance', 'Student'],
    }),
    createEngagement: build.mutation<CreatedEngagement, NewEngagement>({
      query: ({ scope, idempotencyKey, ...body }) => ({
        url: 'engagements',
        method: 'POST',
        params: scope,
        data: body,
        idempotencyKey,
        schema: createdEngagementSchema,
      }),
      invalidatesTags: ['Finance', 'Student'],
    }),
  }),
});

export const {
  useEngagementsQuery,
  useFamilyFinanceQuery,
  useStudentFinanceQuery,
  useReceiptQuery,
  useRecordPaymentMutation,
  useRefundPaymentMutation,
  useCreateEngagementMutation,
} = financesApi;
