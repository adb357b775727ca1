import { api } from '../../api/api';
import { STUDENTS_URL } from './list';
import type { Scope } from '../../session/useScope';
import {
  documentSchema,
  documentsSchema,
  documentTypeSchema,
  documentTypesSchema,
  familiesSchema,
  guardianSavedSchema,
  guardiansSchema,
  levelSchema,
  medicalSchema,
  noAnswerSchema,
  notesSchema,
  noteSchema,
  photoStateSchema,
  studentRecordSchema,
  type DocumentType,
  type DocumentTypeInput,
  type FamilyMatch,
  type Guardian,
  type GuardianInput,
  type Level,
  type Medical,
  type StudentDocument,
  type StudentDocuments,
  type StudentInput,
  type StudentNote,
  type StudentRecord,
} from './students.schemas';

/**
 * Student details, create/edit, documents, notes and the two student settings screens (docs/api.md). Every
 * endpoint goes through the one base query (api/baseQuery.ts): time limit, answer schema, errors by code.
 */

const withScope = (scope: Scope) => ({ branch: scope.branch, year: scope.year });

export const studentDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `branch` is the selected branch: not needed by the API, it makes a branch change refetch the record. */
    studentRecord: build.query<StudentRecord, { id: number; year: number; branch?: number }>({
      query: ({ id, year }) => ({ url: `students/${id}`, params: { year }, schema: studentRecordSchema }),
      providesTags: (_result, _error, { id }) => [{ type: 'StudentRecord', id }],
    }),
    createStudent: build.mutation<
      StudentRecord,
      { scope: Scope; input: StudentInput; idempotencyKey?: string }
    >({
      query: ({ scope, input, idempotencyKey }) => ({
        url: STUDENTS_URL,
        method: 'POST',
        params: withScope(scope),
        data: input,
        idempotencyKey,
        schema: studentRecordSchema,
      }),
      invalidatesTags: ['Student', 'StudentRecord'],
    }),
    updateStudent: build.mutation<StudentRecord, { id: number; year: number; input: StudentInput }>({
      query: ({ id, year, input }) => ({
        url: `students/${id}`,
        method: 'PUT',
        params: { year },
        data: input,
        schema: studentRecordSchema,
      }),
      invalidatesTags: ['Student', 'StudentRecord'],
    }),
    saveGuardian: build.mutation<
      { guardian: Guardian; items: Guardian[] },
      { id: number; year: number; guardianId: number | null; input: GuardianInput; idempotencyKey?: string }
    >({
      query: ({ id, year, guardianId, input, idempotencyKey }) => ({
        url: guardianId === null ? `students/${id}/guardians` : `students/${id}/guardians/${guardianId}`,
        method: guardianId === null ? 'POST' : 'PUT',
        params: { year },
        data: input,
        idempotencyKey,
        schema: guardianSavedSchema,
      }),
      // The family's guardians: every sibling's record shows them.
      invalidatesTags: ['StudentRecord'],
    }),
    removeGuardian: build.mutation<{ items: Guardian[] }, { id: number; year: number; guardianId: number }>({
      query: ({ id, year, guardianId }) => ({
        url: `students/${id}/guardians/${guardianId}`,
        method: 'DELETE',
        params: { year },
        schema: guardiansSchema,
      }),
      invalidatesTags: ['StudentRecord'],
    }),
    setPhoto: build.mutation<{ hasPhoto: boolean }, { id: number; year: number; file: File | null }>({
      // A file replaces the photo; null removes it.
      query: ({ id, year, file }) => {
        const form = new FormData();
        if (file) form.append('file', file, file.name);
        return {
          url: `students/${id}/photo`,
          method: file ? 'PUT' : 'DELETE',
          params: { year },
          data: file ? form : undefined,
          schema: photoStateSchema,
          client: 'transfer',
        };
      },
      invalidatesTags: (_result, _error, { id }) => ['Student', { type: 'StudentRecord', id }],
    }),
    updateMedical: build.mutation<Medical, { id: number; year: number; medical: Medical }>({
      query: ({ id, year, medical }) => ({
        url: `students/${id}/medical`,
        method: 'PUT',
        params: { year },
        data: medical,
        schema: medicalSchema,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'StudentRecord', id }],
    }),
    studentDocuments: build.query<StudentDocuments, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `students/${id}/documents`,
        params: { year },
        schema: documentsSchema,
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'StudentDocuments', id }],
    }),
    uploadDocument: build.mutation<
      StudentDocument,
      {
        id: number;
        year: number;
        typeId: number;
        expiryDate: string | null;
        file: File;
        idempotencyKey?: string;
      }
    >({
      query: ({ id, year, typeId, expiryDate, file, idempotencyKey }) => {
        const form = new FormData();
        form.append('typeId', String(typeId));
        if (expiryDate) form.append('expiryDate', expiryDate);
        form.append('file', file, file.name);
        return {
          url: `students/${id}/documents`,
          method: 'POST',
          params: { year },
          data: form,
          idempotencyKey,
          schema: documentSchema,
          client: 'transfer',
        };
      },
      invalidatesTags: (_result, _error, { id }) => [{ type: 'StudentDocuments', id }],
    }),
    studentNotes: build.query<{ items: StudentNote[] }, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `students/${id}/notes`,
        params: { year },
        schema: notesSchema,
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'StudentNotes', id }],
    }),
    addNote: build.mutation<StudentNote, { id: number; year: number; text: string; idempotencyKey?: string }>(
      {
        query: ({ id, year, text, idempotencyKey }) => ({
          url: `students/${id}/notes`,
          method: 'POST',
          params: { year },
          data: { text },
          idempotencyKey,
          schema: noteSchema,
        }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'StudentNotes', id }],
      },
    ),
    families: build.query<{ items: FamilyMatch[] }, Scope & { q: string }>({
      query: (params) => ({ url: 'families', params, schema: familiesSchema }),
    }),
    documentTypes: build.query<{ items: DocumentType[] }, Scope>({
      query: (scope) => ({
        url: 'document-types',
        params: withScope(scope),
        schema: documentTypesSchema,
      }),
      providesTags: ['DocumentType'],
    }),
    createDocumentType: build.mutation<
      DocumentType,
      { scope: Scope; input: DocumentTypeInput; idempotencyKey?: string }
    >({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'document-types',
        method: 'POST',
        params: withScope(scope),
        data: input,
        idempotencyKey,
        schema: documentTypeSchema,
      }),
      invalidatesTags: ['DocumentType', 'StudentDocuments'],
    }),
    updateDocumentType: build.mutation<DocumentType, { scope: Scope; id: number; input: DocumentTypeInput }>({
      query: ({ scope, id, input }) => ({
        url: `document-types/${id}`,
        method: 'PUT',
        params: withScope(scope),
        data: input,
        schema: documentTypeSchema,
      }),
      invalidatesTags: ['DocumentType', 'StudentDocuments'],
    }),
    deleteDocumentType: build.mutation<unknown, { scope: Scope; id: number }>({
      query: ({ scope, id }) => ({
        url: `document-types/${id}`,
        method: 'DELETE',
        params: withScope(scope),
        schema: noAnswerSchema,
      }),
      invalidatesTags: ['DocumentType', 'StudentDocuments'],
    }),
    updateLevel: build.mutation<Level, { scope: Scope; id: number; name: string }>({
      query: ({ scope, id, name }) => ({
        url: `school/levels/${id}`,
        method: 'PUT',
        params: withScope(scope),
        data: { name },
        schema: levelSchema,
      }),
      // The levels query of students.api.ts has no tag: refetched by the screen after a save.
    }),
  }),
});

export const {
  useStudentRecordQuery,
  useCreateStudentMutation,
  useUpdateStudentMutation,
  useUpdateMedicalMutation,
  useSaveGuardianMutation,
  useSetPhotoMutation,
  useRemoveGuardianMutation,
  useStudentDocumentsQuery,
  useUploadDocumentMutation,
  useStudentNotesQuery,
  useAddNoteMutation,
  useFamiliesQuery,
  useDocumentTypesQuery,
  useCreateDocumentTypeMutation,
  useUpdateDocumentTypeMutation,
  useDeleteDocumentTypeMutation,
  useUpdateLevelMutation,
} = studentDetailsApi;
