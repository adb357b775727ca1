import * as z from 'zod/mini';
import { pageShape } from '../../api/schemas';
import type { Scope } from '../../session/useScope';
import { APPLICATION_STATUSES } from '../../domain/transitions';
import type { GuardianInput, StudentInput } from '../students';

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

export const countsSchema = z.record(applicationStatusSchema, z.number());

export const applicationPageSchema = z.object({
  ...pageShape(applicationRowSchema),
  counts: countsSchema,
});

export const guardianSchema = z.object({
  relation: z.string(),
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const documentSchema = z.object({ type: z.string(), received: z.boolean() });

export const eventSchema = z.object({
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

export const classesSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      capacity: z.number(),
      enrolled: z.number(),
      expected: z.number(),
      remaining: z.number(),
      teacher: z.string(),
      teacher_ar: z.optional(z.string()),
    }),
  ),
});

export const enrolmentSchema = z.object({
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
