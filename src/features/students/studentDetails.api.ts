import { isAxiosError } from 'axios';
import * as z from 'zod/mini';
import { api } from '../../api/api';
import { toApiError, type ApiError, type ApiRequest } from '../../api/baseQuery';
import { apiClient, transferClient } from '../../api/clients';
import { idempotencyHeaders } from '../../api/idempotency';
import type { Scope } from '../auth/useScope';
import { studentStatusSchema } from './students.api';

/** Student details, create/edit, documents, notes and the two student settings screens (docs/api.md). */

const enrolmentSchema = z.object({
  id: z.number(),
  yearId: z.number(),
  year: z.string(),
  branchId: z.number(),
  levelId: z.number(),
  level: z.string(),
  classId: z.number(),
  className: z.string(),
  teacher: z.string(),
  status: studentStatusSchema,
  startDate: z.string(),
  endDate: z.nullable(z.string()),
});

const relationSchema = z.enum(['père', 'mère', 'tuteur']);

const guardianSchema = z.object({
  id: z.number(),
  relation: relationSchema,
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
  phone: z.string(),
  email: z.string(),
  priority: z.number(),
  canSeeFinances: z.boolean(),
  userId: z.nullable(z.number()),
});

const namesShape = {
  studentid: z.number(),
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
};

const medicalSchema = z.object({
  notes: z.nullable(z.string()),
  allergies: z.array(z.string()),
  diet: z.nullable(z.string()),
});

export const studentRecordSchema = z.object({
  ...namesShape,
  gender: z.enum(['F', 'M']),
  birthDate: z.string(),
  massar: z.string(),
  status: studentStatusSchema,
  hasPhoto: z.boolean(),
  branchId: z.number(),
  yearId: z.number(),
  enrolment: z.nullable(enrolmentSchema),
  enrolments: z.array(enrolmentSchema),
  family: z.nullable(
    z.object({ id: z.number(), name: z.string(), name_ar: z.string(), guardians: z.array(guardianSchema) }),
  ),
  siblings: z.array(
    z.object({
      ...namesShape,
      gender: z.enum(['F', 'M']),
      birthDate: z.string(),
      status: studentStatusSchema,
      branchId: z.number(),
      hasPhoto: z.boolean(),
      enrolment: z.nullable(enrolmentSchema),
    }),
  ),
  medical: medicalSchema,
  emergencyContacts: z.array(z.object({ name: z.string(), relation: z.string(), phone: z.string() })),
  balance: z.number(),
});

export const appliesToSchema = z.enum(['student', 'guardian', 'application']);

export const documentTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  required: z.boolean(),
  appliesTo: appliesToSchema,
  hasExpiry: z.boolean(),
  order: z.number(),
});

const documentSchema = z.object({
  id: z.number(),
  typeId: z.number(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  expiryDate: z.nullable(z.string()),
  uploadedBy: z.string(),
});

const documentsSchema = z.object({ types: z.array(documentTypeSchema), items: z.array(documentSchema) });

const noteSchema = z.object({
  id: z.number(),
  authorId: z.number(),
  author: z.string(),
  createdAt: z.string(),
  text: z.string(),
});

const familiesSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      name_ar: z.string(),
      guardians: z.array(
        z.object({
          id: z.number(),
          relation: relationSchema,
          firstname_fr: z.string(),
          lastname_fr: z.string(),
        }),
      ),
      children: z.array(z.object(namesShape)),
    }),
  ),
});

const levelSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  order: z.number(),
  cycle: z.string(),
});

export type StudentRecord = z.infer<typeof studentRecordSchema>;
export type Guardian = z.infer<typeof guardianSchema>;
/** The body of `POST students/{id}/guardians` and `PUT students/{id}/guardians/{guardianId}`. */
export type GuardianInput = Omit<Guardian, 'id' | 'userId'>;
export type GuardianRelation = z.infer<typeof relationSchema>;
export type Medical = z.infer<typeof medicalSchema>;
export type DocumentType = z.infer<typeof documentTypeSchema>;
export type AppliesTo = z.infer<typeof appliesToSchema>;
export type StudentDocument = z.infer<typeof documentSchema>;
export type StudentDocuments = z.infer<typeof documentsSchema>;
export type StudentNote = z.infer<typeof noteSchema>;
export type FamilyMatch = z.infer<typeof familiesSchema>['items'][number];

/** The create/update body (docs/api.md "POST students"). */
export interface StudentInput {
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  gender: 'F' | 'M';
  birthDate: string;
  massar: string;
  levelId: number;
  classId: number;
  status: 'expected' | 'active' | 'left';
  familyId: number | null;
  newFamily: {
    name: string;
    guardian: {
      firstname_fr: string;
      lastname_fr: string;
      relation: GuardianRelation;
      phone: string;
      email: string;
    };
  } | null;
  medical: Medical;
}

export interface DocumentTypeInput {
  name: string;
  required: boolean;
  appliesTo: AppliesTo;
  hasExpiry: boolean;
  order?: number;
}

/** An API error with the field of a 409 answer (`DUPLICATE_MASSAR`), for forms (422 `fields` come from ApiError). */
export interface FormApiError extends ApiError {
  field?: string;
}

/** The demo API's field messages (docs/api.md), as translation keys the form fields show. */
const FIELD_MESSAGES: Record<string, string> = {
  Required: 'validation.required',
  'Too long': 'validation.tooLong',
  'Invalid date': 'validation.invalidDate',
  'Invalid phone number': 'validation.phone',
  'Invalid email': 'validation.email',
  'One letter and nine digits': 'studentDetails.validation.massar',
  'Birth date in the future': 'studentDetails.validation.birthFuture',
  'Implausible age': 'studentDetails.validation.age',
  'Choose a family': 'studentDetails.validation.family',
  'PDF, JPEG, PNG or WebP only': 'studentDetails.documents.fileType',
  'File too large': 'studentDetails.documents.fileSize',
  'A document type with this name exists': 'studentConfig.types.duplicate',
};

/** Like the shared base query, keeping the answer's `field` so a form can show a conflict under its field. */
async function send(
  request: ApiRequest,
  client: typeof apiClient = apiClient,
): Promise<{ data: unknown } | { error: FormApiError }> {
  try {
    const answer = await client.request({
      url: request.url,
      method: request.method ?? 'GET',
      data: request.data,
      params: request.params,
      headers: idempotencyHeaders(request.idempotencyKey),
    });
    const parsed = request.schema.safeParse(answer.data);
    if (!parsed.success) {
      return { error: { status: 'PARSE_ERROR', message: 'Malformed answer', kind: 'other' } };
    }
    return { data: parsed.data };
  } catch (error) {
    const base: FormApiError = toApiError(error);
    if (base.fields) {
      base.fields = Object.fromEntries(
        Object.entries(base.fields).map(([field, message]) => [
          field,
          FIELD_MESSAGES[message] ?? 'studentDetails.form.serverInvalid',
        ]),
      );
    }
    const body: unknown = isAxiosError(error) ? error.response?.data : null;
    if (body && typeof body === 'object' && 'field' in body && typeof body.field === 'string') {
      base.field = body.field;
    }
    return { error: base };
  }
}

export function isFormApiError(error: unknown): error is FormApiError {
  return Boolean(error && typeof error === 'object' && 'status' in error && 'message' in error);
}

const empty = z.unknown();
const withScope = (scope: Scope) => ({ branch: scope.branch, year: scope.year });

export const studentDetailsApi = api
  .enhanceEndpoints({
    addTagTypes: ['StudentRecord', 'StudentDocuments', 'StudentNotes', 'DocumentType'],
  })
  .injectEndpoints({
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
        queryFn: ({ scope, input, idempotencyKey }) =>
          send({
            url: 'students',
            method: 'POST',
            params: withScope(scope),
            data: input,
            idempotencyKey,
            schema: studentRecordSchema,
          }) as Promise<{ data: StudentRecord } | { error: FormApiError }>,
        invalidatesTags: ['Student', 'StudentRecord'],
      }),
      updateStudent: build.mutation<StudentRecord, { id: number; year: number; input: StudentInput }>({
        queryFn: ({ id, year, input }) =>
          send({
            url: `students/${id}`,
            method: 'PUT',
            params: { year },
            data: input,
            schema: studentRecordSchema,
          }) as Promise<{ data: StudentRecord } | { error: FormApiError }>,
        invalidatesTags: ['Student', 'StudentRecord'],
      }),
      saveGuardian: build.mutation<
        { guardian: Guardian; items: Guardian[] },
        {
          id: number;
          year: number;
          guardianId: number | null;
          input: GuardianInput;
          idempotencyKey?: string;
        }
      >({
        queryFn: ({ id, year, guardianId, input, idempotencyKey }) =>
          send({
            url: guardianId === null ? `students/${id}/guardians` : `students/${id}/guardians/${guardianId}`,
            method: guardianId === null ? 'POST' : 'PUT',
            params: { year },
            data: input,
            idempotencyKey,
            schema: z.object({ guardian: guardianSchema, items: z.array(guardianSchema) }),
          }) as Promise<{ data: { guardian: Guardian; items: Guardian[] } } | { error: FormApiError }>,
        // The family's guardians: every sibling's record shows them.
        invalidatesTags: ['StudentRecord'],
      }),
      removeGuardian: build.mutation<{ items: Guardian[] }, { id: number; year: number; guardianId: number }>(
        {
          query: ({ id, year, guardianId }) => ({
            url: `students/${id}/guardians/${guardianId}`,
            method: 'DELETE',
            params: { year },
            schema: z.object({ items: z.array(guardianSchema) }),
          }),
          invalidatesTags: ['StudentRecord'],
        },
      ),
      setPhoto: build.mutation<{ hasPhoto: boolean }, { id: number; year: number; file: File | null }>({
        // A file replaces the photo; null removes it.
        queryFn: ({ id, year, file }) => {
          const form = new FormData();
          if (file) form.append('file', file, file.name);
          return send(
            {
              url: `students/${id}/photo`,
              method: file ? 'PUT' : 'DELETE',
              params: { year },
              data: file ? form : undefined,
              schema: z.object({ hasPhoto: z.boolean() }),
            },
            transferClient,
          ) as Promise<{ data: { hasPhoto: boolean } } | { error: FormApiError }>;
        },
        invalidatesTags: (_result, _error, { id }) => ['Student', { type: 'StudentRecord', id }],
      }),
      updateMedical: build.mutation<Medical, { id: number; year: number; medical: Medical }>({
        queryFn: ({ id, year, medical }) =>
          send({
            url: `students/${id}/medical`,
            method: 'PUT',
            params: { year },
            data: medical,
            schema: medicalSchema,
          }) as Promise<{ data: Medical } | { error: FormApiError }>,
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
        queryFn: ({ id, year, typeId, expiryDate, file, idempotencyKey }) => {
          const form = new FormData();
          form.append('typeId', String(typeId));
          if (expiryDate) form.append('expiryDate', expiryDate);
          form.append('file', file, file.name);
          return send(
            {
              url: `students/${id}/documents`,
              method: 'POST',
              params: { year },
              data: form,
              idempotencyKey,
              schema: documentSchema,
            },
            transferClient,
          ) as Promise<{ data: StudentDocument } | { error: FormApiError }>;
        },
        invalidatesTags: (_result, _error, { id }) => [{ type: 'StudentDocuments', id }],
      }),
      studentNotes: build.query<{ items: StudentNote[] }, { id: number; year: number }>({
        query: ({ id, year }) => ({
          url: `students/${id}/notes`,
          params: { year },
          schema: z.object({ items: z.array(noteSchema) }),
        }),
        providesTags: (_result, _error, { id }) => [{ type: 'StudentNotes', id }],
      }),
      addNote: build.mutation<
        StudentNote,
        { id: number; year: number; text: string; idempotencyKey?: string }
      >({
        queryFn: ({ id, year, text, idempotencyKey }) =>
          send({
            url: `students/${id}/notes`,
            method: 'POST',
            params: { year },
            data: { text },
            idempotencyKey,
            schema: noteSchema,
          }) as Promise<{ data: StudentNote } | { error: FormApiError }>,
        invalidatesTags: (_result, _error, { id }) => [{ type: 'StudentNotes', id }],
      }),
      families: build.query<{ items: FamilyMatch[] }, Scope & { q: string }>({
        query: (params) => ({ url: 'families', params, schema: familiesSchema }),
      }),
      documentTypes: build.query<{ items: DocumentType[] }, Scope>({
        query: (scope) => ({
          url: 'document-types',
          params: withScope(scope),
          schema: z.object({ items: z.array(documentTypeSchema) }),
        }),
        providesTags: ['DocumentType'],
      }),
      createDocumentType: build.mutation<
        DocumentType,
        { scope: Scope; input: DocumentTypeInput; idempotencyKey?: string }
      >({
        queryFn: ({ scope, input, idempotencyKey }) =>
          send({
            url: 'document-types',
            method: 'POST',
            params: withScope(scope),
            data: input,
            idempotencyKey,
            schema: documentTypeSchema,
          }) as Promise<{ data: DocumentType } | { error: FormApiError }>,
        invalidatesTags: ['DocumentType', 'StudentDocuments'],
      }),
      updateDocumentType: build.mutation<
        DocumentType,
        { scope: Scope; id: number; input: DocumentTypeInput }
      >({
        queryFn: ({ scope, id, input }) =>
          send({
            url: `document-types/${id}`,
            method: 'PUT',
            params: withScope(scope),
            data: input,
            schema: documentTypeSchema,
          }) as Promise<{ data: DocumentType } | { error: FormApiError }>,
        invalidatesTags: ['DocumentType', 'StudentDocuments'],
      }),
      deleteDocumentType: build.mutation<unknown, { scope: Scope; id: number }>({
        queryFn: ({ scope, id }) =>
          send({ url: `document-types/${id}`, method: 'DELETE', params: withScope(scope), schema: empty }),
        invalidatesTags: ['DocumentType', 'StudentDocuments'],
      }),
      updateLevel: build.mutation<z.infer<typeof levelSchema>, { scope: Scope; id: number; name: string }>({
        queryFn: ({ scope, id, name }) =>
          send({
            url: `school/levels/${id}`,
            method: 'PUT',
            params: withScope(scope),
            data: { name },
            schema: levelSchema,
          }) as Promise<{ data: z.infer<typeof levelSchema> } | { error: FormApiError }>,
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
