import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import type { Decision } from '../../domain/promotion';
import {
  appliedSchema,
  nextYearSchema,
  promotionClassSchema,
  promotionSchema,
  type NextYear,
  type Promotion,
  type PromotionClass,
  classSchema,
  identitySchema,
  type Identity,
  type IdentityInput,
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
    createNextYear: build.mutation<NextYear, Scope & SchoolYearDates>({
      query: ({ branch, year, ...dates }) => ({
        url: 'school/years',
        method: 'POST',
        params: { branch, year },
        data: dates,
        schema: nextYearSchema,
      }),
      invalidatesTags: ['SchoolSettings'],
    }),
    promotion: build.query<Promotion, Scope>({
      query: (scope) => ({ url: 'school/promotion', params: scope, schema: promotionSchema }),
      providesTags: ['SchoolSettings'],
    }),
    promotionClass: build.query<PromotionClass, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `school/promotion/classes/${id}`,
        params: { year },
        schema: promotionClassSchema,
      }),
      providesTags: ['SchoolSettings'],
    }),
    markStudent: build.mutation<Promotion, Scope & { studentId: number; decision: Decision }>({
      query: ({ branch, year, studentId, decision }) => ({
        url: `school/promotion/students/${studentId}`,
        method: 'PUT',
        params: { branch, year },
        data: { decision },
        schema: promotionSchema,
      }),
      invalidatesTags: ['SchoolSettings'],
    }),
    applyPromotion: build.mutation<Promotion & { created: number }, Scope & { classIds?: number[] }>({
      query: ({ branch, year, classIds }) => ({
        url: 'school/promotion/apply',
        method: 'POST',
        params: { branch, year },
        data: classIds ? { classIds } : {},
        schema: appliedSchema,
      }),
      invalidatesTags: ['SchoolSettings', 'Student', 'Education'],
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
    identity: build.query<Identity, Scope>({
      query: (scope) => ({ url: 'school/identity', params: scope, schema: identitySchema }),
      providesTags: ['SchoolSettings'],
    }),
    saveIdentity: build.mutation<Identity, Scope & { input: IdentityInput }>({
      query: ({ branch, year, input }) => ({
        url: 'school/identity',
        method: 'PUT',
        params: { branch, year },
        data: input,
        schema: identitySchema,
      }),
      // Receipts and certificates print the identity.
      invalidatesTags: ['SchoolSettings', 'Finance', 'Request'],
    }),
    saveLogo: build.mutation<Identity, Scope & { file: File }>({
      query: ({ branch, year, file }) => {
        const form = new FormData();
        form.append('file', file);
        return {
          url: 'school/identity/logo',
          method: 'PUT',
          params: { branch, year },
          data: form,
          client: 'transfer',
          schema: identitySchema,
        };
      },
      invalidatesTags: ['SchoolSettings', 'Finance', 'Request'],
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
  useIdentityQuery,
  useSaveIdentityMutation,
  useSaveLogoMutation,
  useSchoolSettingsQuery,
  useSaveSchoolYearMutation,
  useSaveClassCapacityMutation,
  useCreateNextYearMutation,
  usePromotionQuery,
  usePromotionClassQuery,
  useMarkStudentMutation,
  useApplyPromotionMutation,
} = schoolSettingsApi;
