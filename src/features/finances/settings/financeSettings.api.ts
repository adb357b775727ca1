import { api } from '../../../api/api';
import type { Scope } from '../../../session/useScope';
import {
  financeSettingsSchema,
  type FinanceSettingsView,
  type FinanceSettingsChange,
} from './financeSettings.schemas';

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
