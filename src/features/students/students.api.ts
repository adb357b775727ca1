import { api } from '../../api/api';
import { apiClient } from '../../api/clients';
import { studentPageSchema, type StudentPage, type StudentRow, type StudentsQuery } from './students.schemas';

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
