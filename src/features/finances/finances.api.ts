import { api } from '../../api/api';
import type { Scope } from '../auth/useScope';
import * as z from 'zod/mini';
import {
  engagementPageSchema,
  engagementSchema,
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
import type { DiscountKind, PaymentMethod } from './ledger';

/** `POST engagements` (docs/api.md "Finances"): the discount is optional, and needs a reason when given. */
export interface NewEngagement {
  scope: Scope;
  studentId: number;
  feeTypeId: number;
  templateId: number;
  discountPercent?: number;
  discountReason?: DiscountKind;
}

const createdEngagementSchema = z.object({ currency: z.string(), engagement: engagementSchema });
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
}

/** Finance endpoints (docs/api.md "Finances"). A payment refreshes every finance answer (one ledger). */
export const financesApi = api.enhanceEndpoints({ addTagTypes: ['Finance'] }).injectEndpoints({
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
      query: ({ familyId, scope, ...body }) => ({
        url: `families/${familyId}/payments`,
        method: 'POST',
        params: scope,
        data: body,
        schema: paymentResultSchema,
      }),
      invalidatesTags: ['Finance', 'Student'],
    }),
    createEngagement: build.mutation<CreatedEngagement, NewEngagement>({
      query: ({ scope, ...body }) => ({
        url: 'engagements',
        method: 'POST',
        params: scope,
        data: body,
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
  useCreateEngagementMutation,
} = financesApi;
