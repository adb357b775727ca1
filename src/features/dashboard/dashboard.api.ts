import { api } from '../../api/api';
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
      query: (scope) => ({ url: 'dashboard', params: scope, schema: staffDashboardSchema }),
      providesTags: ['Dashboard'],
    }),
    parentDashboard: build.query<ParentDashboard, ParentDashboardQuery>({
      query: (params) => ({ url: 'dashboard/parent', params, schema: parentDashboardSchema }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useStaffDashboardQuery, useParentDashboardQuery } = dashboardApi;
