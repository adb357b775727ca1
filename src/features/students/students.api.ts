import * as z from 'zod/mini';
import { api } from '../../api/api';
import { apiClient } from '../../api/clients';
import type { Scope } from '../../session/useScope';

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

export type StudentRow = z.infer<typeof studentRowSchema>;
export type StudentStatus = z.infer<typeof studentStatusSchema>;
export type StudentPage = z.infer<typeof studentPageSchema>;
export type StudentsQuery = Scope & Record<string, string | number>;

/** Students endpoints (docs/api.md "Students"), always with the selected branch and year. */
export const studentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    students: build.query<StudentPage, StudentsQuery>({
      query: (params) => ({ url: 'students', params, schema: studentPageSchema }),
      providesTags: ['Student'],
    }),
  }),
});

export const { useStudentsQuery } = studentsApi;

/** Largest page the API serves: the CSV export reads the current filter page by page. */
export const EXPORT_PAGE_SIZE = 200;

/** Every row of the current search and filters, for the CSV export. */
export async function fetchAllStudents(query: StudentsQuery): Promise<StudentRow[]> {
  const rows: StudentRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiClient.get('students', {
      params: { ...query, page, pageSize: EXPORT_PAGE_SIZE },
    });
    const parsed = studentPageSchema.safeParse(answer.data);
    if (!parsed.success) throw new Error('Malformed answer');
    rows.push(...parsed.data.items);
    if (rows.length >= parsed.data.total || parsed.data.items.length === 0) return rows;
  }
}
