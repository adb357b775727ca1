import { api } from '../../api/api';
import type { DocumentLanguage, DocumentType } from '../../domain/documents';
import type { Scope } from '../../session/useScope';
import {
  documentListSchema,
  registerPageSchema,
  schoolDocumentSchema,
  verificationSchema,
  type DocumentList,
  type RegisterPage,
  type SchoolDocument,
  type Verification,
} from './documents.schemas';

type StudentScope = Scope & { studentId: number };

/** School documents endpoints (docs/api.md "School documents"). */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    schoolDocuments: build.query<DocumentList, StudentScope>({
      query: ({ studentId, branch, year }) => ({
        url: `students/${studentId}/school-documents`,
        params: { branch, year },
        schema: documentListSchema,
      }),
      providesTags: ['SchoolDocument'],
    }),
    documentDraft: build.query<
      SchoolDocument,
      StudentScope & { type: DocumentType; language: DocumentLanguage }
    >({
      query: ({ studentId, branch, year, type, language }) => ({
        url: `students/${studentId}/school-documents/draft`,
        params: { branch, year, type, language },
        schema: schoolDocumentSchema,
      }),
      // A draft reads the record as it is now: never an older copy.
      keepUnusedDataFor: 0,
    }),
    documentRegister: build.query<RegisterPage, Scope & { page: number; pageSize: number }>({
      query: ({ branch, year, page, pageSize }) => ({
        url: 'school-documents',
        params: { branch, year, page, pageSize },
        schema: registerPageSchema,
      }),
      providesTags: ['SchoolDocument'],
    }),
    schoolDocument: build.query<SchoolDocument, number>({
      query: (id) => ({ url: `school-documents/${id}`, schema: schoolDocumentSchema }),
    }),
    issueDocument: build.mutation<
      SchoolDocument,
      StudentScope & { type: DocumentType; language: DocumentLanguage; idempotencyKey: string }
    >({
      query: ({ studentId, branch, year, type, language, idempotencyKey }) => ({
        url: `students/${studentId}/school-documents`,
        method: 'POST',
        params: { branch, year },
        data: { type, language },
        idempotencyKey,
        schema: schoolDocumentSchema,
      }),
      invalidatesTags: ['SchoolDocument'],
    }),
    // A lookup sent as a POST: the code is the paper's secret, kept out of addresses and logs.
    verifyDocument: build.mutation<Verification, string>({
      query: (code) => ({
        url: 'school-documents/verify',
        method: 'POST',
        data: { code },
        schema: verificationSchema,
      }),
    }),
  }),
});

export const {
  useSchoolDocumentsQuery,
  useDocumentDraftQuery,
  useSchoolDocumentQuery,
  useDocumentRegisterQuery,
  useIssueDocumentMutation,
  useVerifyDocumentMutation,
} = documentsApi;
