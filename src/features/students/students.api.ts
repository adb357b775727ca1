import * as z from 'zod/mini';
import { api } from '../../api/api';
import type { Scope } from '../auth/useScope';

export const studentStatusSchema = z.enum(['expected', 'active', 'left']);

export const studentRowSchema = z.object({
  studentid: z.number(),
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
  massar: z.string(),
  level: z.string(),
  levelId: z.number(),
  classId: z.nullable(z.number()),
  className: z.nullable(z.string()),
  status: studentStatusSchema,
  familyId: z.number(),
  familyName: z.string(),
  balance: z.number(),
  hasPhoto: z.boolean(),
});

const studentPageSchema = z.object({
  items: z.array(studentRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

const levelsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      order: z.number(),
      cycle: z.string(),
      classes: z.array(
        z.object({ id: z.number(), name: z.string(), capacity: z.number(), enrolled: z.number() }),
      ),
    }),
  ),
});

export type StudentRow = z.infer<typeof studentRowSchema>;
export type StudentStatus = z.infer<typeof studentStatusSchema>;
export type StudentPage = z.infer<typeof studentPageSchema>;
export type Levels = z.infer<typeof levelsSchema>;
export type StudentsQuery = Scope & Record<string, string | number>;

/** Students endpoints (docs/api.md "Students"), always with the selected branch and year. */
export const studentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    students: build.query<StudentPage, StudentsQuery>({
      query: (params) => ({ url: 'students', params, schema: studentPageSchema }),
      providesTags: ['Student'],
    }),
    levels: build.query<Levels, Scope>({
      query: (scope) => ({ url: 'school/levels', params: scope, schema: levelsSchema }),
    }),
  }),
});

export const { useStudentsQuery, useLevelsQuery } = studentsApi;
