import * as z from 'zod/mini';
import { api } from '../../../api/api';
import type { Scope } from '../../auth/useScope';
import { DISCOUNT_KINDS, FEE_KINDS, PAYMENT_METHODS, type PaymentMethod } from '../ledger';

const financeSettingsSchema = z.object({
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
  feeTypes?: Array<{ id: number; amount: number }>;
  paymentMethods?: PaymentMethod[];
  discountRules?: Array<{ id: number; label: string; percent: number }>;
  receipt?: { prefix: string; nextNumber: number; header: string };
  /** Replaces the installments of each template listed (new engagements only; existing ones keep theirs). */
  templates?: Array<{ id: number; installments: Array<{ label: string; dueDate: string }> }>;
}

/** Financial settings endpoints, always with the selected branch and year. */
export const financeSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    financeSettings: build.query<FinanceSettingsView, Scope>({
      query: (scope) => ({ url: 'finance/settings', params: scope, schema: financeSettingsSchema }),
      providesTags: ['FinanceSettings'],
    }),
    saveFinanceSettings: build.mutation<FinanceSettingsView, Scope & { change: FinanceSettingsChange }>({
      query: ({ change, ...scope }) => ({
        url: 'finance/settings',
        method: 'PUT',
        params: scope,
        data: change,
        schema: financeSettingsSchema,
      }),
      // The answer is the saved settings: put it in the cache rather than refetching.
      async onQueryStarted({ change: _change, ...scope }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(financeSettingsApi.util.upsertQueryData('financeSettings', scope, data));
      },
    }),
  }),
});

export const { useFinanceSettingsQuery, useSaveFinanceSettingsMutation } = financeSettingsApi;
