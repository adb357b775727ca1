import { api } from '../../../api/api';
import type { ImportRowInput } from '../../../domain/studentImport';
import type { Scope } from '../../../session/useScope';
import {
  importBatchesSchema,
  importBatchSchema,
  importCheckSchema,
  importRowsAnswerSchema,
  type ImportBatch,
  type ImportCheck,
  type ImportRowsAnswer,
} from './studentImport.schemas';

/** Student imports endpoints (docs/api.md "Student imports"). */
export const studentImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    studentImports: build.query<{ items: ImportBatch[] }, Scope>({
      query: (scope) => ({ url: 'student-imports', params: scope, schema: importBatchesSchema }),
      providesTags: ['StudentImport'],
    }),
    // A lookup sent as a POST: a whole file's numbers and contacts do not fit in an address.
    checkImport: build.mutation<
      ImportCheck,
      Scope & { massars: string[]; phones: string[]; emails: string[] }
    >({
      query: ({ branch, year, ...body }) => ({
        url: 'student-imports/check',
        method: 'POST',
        params: { branch, year },
        data: body,
        schema: importCheckSchema,
      }),
    }),
    createImport: build.mutation<
      ImportBatch,
      Scope & { fileName: string; total: number; columns: Record<string, string>; idempotencyKey: string }
    >({
      query: ({ branch, year, fileName, total, columns, idempotencyKey }) => ({
        url: 'student-imports',
        method: 'POST',
        params: { branch, year },
        // The columns chosen (folded header -> field): the next import of the branch starts from them.
        data: { fileName, total, columns },
        idempotencyKey,
        schema: importBatchSchema,
      }),
      invalidatesTags: ['StudentImport'],
    }),
    // Idempotent by line (docs/api.md "Student imports"): a chunk sent again answers the results it already has.
    addImportRows: build.mutation<ImportRowsAnswer, { id: number; rows: ImportRowInput[] }>({
      query: ({ id, rows }) => ({
        url: `student-imports/${id}/rows`,
        method: 'POST',
        data: { rows },
        schema: importRowsAnswerSchema,
      }),
    }),
    undoImport: build.mutation<ImportBatch, number>({
      query: (id) => ({ url: `student-imports/${id}/undo`, method: 'POST', schema: importBatchSchema }),
      invalidatesTags: ['StudentImport', 'Student'],
    }),
  }),
});

export const {
  useStudentImportsQuery,
  useCheckImportMutation,
  useCreateImportMutation,
  useAddImportRowsMutation,
  useUndoImportMutation,
} = studentImportApi;
