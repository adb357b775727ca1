import { api } from '../../api/api';
import { studentPageSchema, type StudentPage, type StudentsQuery } from './students.schemas';

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
