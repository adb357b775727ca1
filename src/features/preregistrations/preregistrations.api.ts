import * as z from 'zod/mini';
import { api } from '../../api/api';
import type { Scope } from '../auth/useScope';
import { APPLICATION_STATUSES, type ApplicationStatus } from './transitions';
import type { GuardianInput, StudentInput } from '../students/studentDetails.api';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const PRIORITIES = ['sibling', 'staff', 'normal'] as const;
export const prioritySchema = z.enum(PRIORITIES);

export const applicationRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
  gender: z.string(),
  birthDate: z.string(),
  levelId: z.number(),
  level: z.string(),
  yearId: z.number(),
  priority: prioritySchema,
  submittedAt: z.string(),
  documentsReceived: z.number(),
  documentsTotal: z.number(),
  feePaid: z.boolean(),
  status: applicationStatusSchema,
  familyId: z.nullable(z.number()),
  studentId: z.nullable(z.number()),
});

const countsSchema = z.record(applicationStatusSchema, z.number());

const applicationPageSchema = z.object({
  items: z.array(applicationRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: countsSchema,
});

const guardianSchema = z.object({
  relation: z.string(),
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
  phone: z.string(),
  email: z.string(),
});

const documentSchema = z.object({ type: z.string(), received: z.boolean() });

const eventSchema = z.object({
  status: applicationStatusSchema,
  at: z.string(),
  by: z.string(),
  userId: z.nullable(z.number()),
  reason: z.nullable(z.string()),
});

export const applicationDetailSchema = z.object({
  ...applicationRowSchema.shape,
  branchId: z.number(),
  year: z.string(),
  guardians: z.array(guardianSchema),
  previousSchool: z.nullable(z.string()),
  documents: z.array(documentSchema),
  history: z.array(eventSchema),
  family: z.nullable(
    z.object({
      id: z.number(),
      name: z.string(),
      name_ar: z.string(),
      children: z.array(
        z.object({
          studentid: z.number(),
          firstname_fr: z.string(),
          lastname_fr: z.string(),
          firstname_ar: z.string(),
          lastname_ar: z.string(),
          level: z.nullable(z.string()),
          className: z.nullable(z.string()),
          status: z.nullable(z.string()),
        }),
      ),
    }),
  ),
  allowedTransitions: z.array(applicationStatusSchema),
});

const classesSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      capacity: z.number(),
      enrolled: z.number(),
      expected: z.number(),
      remaining: z.number(),
      teacher: z.string(),
    }),
  ),
});

const enrolmentSchema = z.object({
  application: applicationDetailSchema,
  student: z.object({
    studentid: z.number(),
    firstname_fr: z.string(),
    lastname_fr: z.string(),
    status: z.string(),
    classId: z.number(),
    className: z.string(),
  }),
});

export type ApplicationRow = z.infer<typeof applicationRowSchema>;
export type ApplicationPage = z.infer<typeof applicationPageSchema>;
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;
export type ApplicationPriority = z.infer<typeof prioritySchema>;
export type ApplicationClasses = z.infer<typeof classesSchema>;
export type Enrolment = z.infer<typeof enrolmentSchema>;
export type ApplicationsQuery = Scope & Record<string, string | number>;

/** The body of `POST applications` (docs/api.md): an application entered by the office. */
export type NewApplicationInput = Pick<
  StudentInput,
  'firstname_fr' | 'lastname_fr' | 'firstname_ar' | 'lastname_ar' | 'gender' | 'birthDate' | 'levelId'
> & {
  priority: ApplicationPriority;
  previousSchool: string;
  /** One or two; the call order and the finances flag are set when the family is created at enrolment. */
  guardians: Array<Omit<GuardianInput, 'priority' | 'canSeeFinances'>>;
};

/** Pre-registrations endpoints (docs/api.md "Pre-registrations"), lists always with the selected branch and year. */
export const preregistrationsApi = api.enhanceEndpoints({ addTagTypes: ['Application'] }).injectEndpoints({
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
    createApplication: build.mutation<ApplicationDetail, { scope: Scope; input: NewApplicationInput }>({
      query: ({ scope, input }) => ({
        url: 'applications',
        method: 'POST',
        params: { branch: scope.branch, year: scope.year },
        data: input,
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
    enrolApplication: build.mutation<Enrolment, { id: number; classId: number }>({
      query: ({ id, classId }) => ({
        url: `applications/${id}/enrol`,
        method: 'POST',
        data: { classId },
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
