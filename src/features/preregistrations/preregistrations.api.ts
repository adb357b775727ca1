import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import { type ApplicationStatus } from '../../domain/transitions';
import {
  applicationPageSchema,
  applicationDetailSchema,
  classesSchema,
  enrolmentSchema,
  type ApplicationPage,
  type ApplicationDetail,
  type ApplicationClasses,
  type Enrolment,
  type ApplicationsQuery,
  type NewApplicationInput,
} from './preregistrations.schemas';

/** Pre-registrations endpoints (docs/api.md "Pre-registrations"), lists always with the selected branch and year. */
export const preregistrationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    applications: build.query<ApplicationPage, ApplicationsQuery>({
      query: (params) => ({ url: 'applications', params, schema: applicationPageSchema }),
      providesTags: ['Application'],
    }),
    application: build.query<ApplicationDetail, number>({
      query: (id) => ({ url: `applications/${id}`, schema: applicationDetailSchema }),
      providesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
    applicationClasses: build.query<ApplicationClasses, number>({
      query: (id) => ({ url: `applications/${id}/classes`, schema: classesSchema }),
      keepUnusedDataFor: 0,
    }),
    createApplication: build.mutation<
      ApplicationDetail,
      { scope: Scope; input: NewApplicationInput; idempotencyKey?: string }
    >({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'applications',
        method: 'POST',
        params: { branch: scope.branch, year: scope.year },
        data: input,
        idempotencyKey,
        schema: applicationDetailSchema,
      }),
      invalidatesTags: ['Application'],
    }),
    transitionApplication: build.mutation<
      ApplicationDetail,
      { id: number; to: ApplicationStatus; reason?: string }
    >({
      query: ({ id, to, reason }) => ({
        url: `applications/${id}/transitions`,
        method: 'POST',
        data: reason ? { to, reason } : { to },
        schema: applicationDetailSchema,
      }),
      invalidatesTags: ['Application'],
    }),
    updateApplicationDocuments: build.mutation<
      ApplicationDetail,
      { id: number; documents: Array<{ type: string; received: boolean }> }
    >({
      query: ({ id, documents }) => ({
        url: `applications/${id}/documents`,
        method: 'PUT',
        data: { documents },
        schema: applicationDetailSchema,
      }),
      invalidatesTags: ['Application'],
    }),
    enrolApplication: build.mutation<Enrolment, { id: number; classId: number; idempotencyKey?: string }>({
      query: ({ id, classId, idempotencyKey }) => ({
        url: `applications/${id}/enrol`,
        method: 'POST',
        data: { classId },
        idempotencyKey,
        schema: enrolmentSchema,
      }),
      invalidatesTags: ['Application', 'Student'],
    }),
  }),
});

export const {
  useCreateApplicationMutation,
  useApplicationsQuery,
  useApplicationQuery,
  useApplicationClassesQuery,
  useTransitionApplicationMutation,
  useUpdateApplicationDocumentsMutation,
  useEnrolApplicationMutation,
} = preregistrationsApi;
