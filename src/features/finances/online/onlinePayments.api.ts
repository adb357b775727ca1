import { api } from '../../../api/api';
import type { OnlinePaymentChoice } from '../../../domain/onlinePayments';
import type { Language } from '../../../i18n/language';
import {
  createdOnlinePaymentSchema,
  onlinePaymentSchema,
  type CreatedOnlinePayment,
  type OnlinePayment,
} from './onlinePayments.schemas';

export interface NewOnlinePayment {
  studentId: number;
  year: number;
  choice: OnlinePaymentChoice;
  /** The typed amount (major unit), for the `amount` choice. */
  amount?: number;
  /** The language of the processor's page. */
  lang: Language;
  idempotencyKey: string;
}

/** Paying online (docs/api.md "Online payments"): a parent's order, and its state, read until the bank has spoken. */
export const onlinePaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createOnlinePayment: build.mutation<CreatedOnlinePayment, NewOnlinePayment>({
      query: ({ studentId, year, idempotencyKey, choice, amount, lang }) => ({
        url: `students/${studentId}/online-payments`,
        method: 'POST',
        params: { year },
        data: amount === undefined ? { choice, lang } : { choice, amount, lang },
        idempotencyKey,
        schema: createdOnlinePaymentSchema,
      }),
    }),
    onlinePayment: build.query<OnlinePayment, { orderId: string }>({
      query: ({ orderId }) => ({
        url: `online-payments/${encodeURIComponent(orderId)}`,
        schema: onlinePaymentSchema,
      }),
      // A payment recorded by the bank's word changes the child's finances and the dashboard.
      async onQueryStarted(_orderId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.status === 'paid') dispatch(api.util.invalidateTags(['Finance', 'Dashboard']));
      },
    }),
  }),
});

export const { useCreateOnlinePaymentMutation, useOnlinePaymentQuery } = onlinePaymentsApi;
