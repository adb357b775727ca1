import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import {
  classSchema,
  levelsSchema,
  type Levels,
  schoolSettingsSchema,
  type SchoolSettings,
  type SchoolClass,
  type SchoolYearDates,
} from './schoolSettings.schemas';

/** School settings endpoints (docs/api.md "School settings"), always with the selected branch and year. */
export const schoolSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    schoolSettings: build.query<SchoolSettings, Scope>({
      query: (scope) => ({ url: 'school/settings', params: scope, schema: schoolSettingsSchema }),
      providesTags: ['SchoolSettings'],
    }),
    levels: build.query<Levels, Scope>({
      query: (scope) => ({ url: 'school/levels', params: scope, schema: levelsSchema }),
    }),
    saveSchoolYear: build.mutation<SchoolSettings, Scope & SchoolYearDates>({
      query: ({ branch, year, ...dates }) => ({
        url: 'school/settings',
        method: 'PUT',
        params: { branch, year },
        data: dates,
        schema: schoolSettingsSchema,
      }),
      invalidatesTags: ['SchoolSettings'],
    }),
    saveClassCapacity: build.mutation<SchoolClass, { id: number; capacity: number }>({
      query: ({ id, capacity }) => ({
        url: `school/classes/${id}`,
        method: 'PATCH',
        data: { capacity },
        schema: classSchema,
      }),
      invalidatesTags: ['SchoolSettings'],
    }),
  }),
});

export const {
  useLevelsQuery,
  useSchoolSettingsQuery,
  useSaveSchoolYearMutation,
  useSaveClassCapacityMutation,
} = schoolSettingsApi;
