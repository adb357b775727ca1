import { api } from '../../api/api';
import { STUDENTS_URL } from './list';
import { studentPageSchema, type StudentPage, type StudentsQuery } from './students.schemas';

/** Students endpoints (docs/api.md "Students"), always with the selected branch and year. */
export const studentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    students: build.query<StudentPage, StudentsQuery>({
      query: (params) => ({ url: STUDENTS_URL, params, schema: studentPageSchema }),
      providesTags: ['Student'],
    }),
  }),
});

export const { useStudentsQuery } = studentsApi;
