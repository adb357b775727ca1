import * as z from 'zod/mini';
import { api } from '../../api/api';
import type { Scope } from '../auth/useScope';

const classSchema = z.object({
  id: z.number(),
  levelId: z.number(),
  name: z.string(),
  capacity: z.number(),
  enrolled: z.number(),
  teacher: z.string(),
  room: z.string(),
});

const schoolSettingsSchema = z.object({
  branch: z.number(),
  year: z.number(),
  schoolYear: z.nullable(
    z.object({ id: z.number(), description: z.string(), startDate: z.string(), endDate: z.string() }),
  ),
  levels: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      order: z.number(),
      cycle: z.string(),
      classes: z.array(classSchema),
    }),
  ),
});

export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;
export type SchoolClass = z.infer<typeof classSchema>;
export interface SchoolYearDates {
  startDate: string;
  endDate: string;
}

/** School settings endpoints (docs/api.md "School settings"), always with the selected branch and year. */
export const schoolSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    schoolSettings: build.query<SchoolSettings, Scope>({
      query: (scope) => ({ url: 'school/settings', params: scope, schema: schoolSettingsSchema }),
      providesTags: ['SchoolSettings'],
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

export const { useSchoolSettingsQuery, useSaveSchoolYearMutation, useSaveClassCapacityMutation } =
  schoolSettingsApi;
