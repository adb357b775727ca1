import { api } from '../../api/api';
import { PARENT_DASHBOARD_URL, STAFF_DASHBOARD_URL } from './dashboard.urls';
import type { Scope } from '../../session/useScope';
import {
  staffDashboardSchema,
  parentDashboardSchema,
  type StaffDashboard,
  type ParentDashboard,
  type ParentDashboardQuery,
} from './dashboard.schemas';

/** Dashboard endpoints (docs/api.md "Dashboard"): the office's figures, and a parent's summary of one child. */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffDashboard: build.query<StaffDashboard, Scope>({
      query: (scope) => ({ url: STAFF_DASHBOARD_URL, params: scope, schema: staffDashboardSchema }),
      providesTags: ['Dashboard'],
    }),
    parentDashboard: build.query<ParentDashboard, ParentDashboardQuery>({
      // The balance and next installment stay readable offline (api/keptAnswers.ts).
      query: (params) => ({ url: PARENT_DASHBOARD_URL, params, schema: parentDashboardSchema, keep: true }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useStaffDashboardQuery, useParentDashboardQuery } = dashboardApi;
