import { api } from '../../api/api';
import type { DocumentLanguage, DocumentType } from '../../domain/documents';
import type { Scope } from '../../session/useScope';
import {
  documentListSchema,
  schoolDocumentSchema,
  verificationSchema,
  type DocumentList,
  type SchoolDocument,
  type Verification,
} from './documents.schemas';

type StudentScope = Scope & { studentId: number };

/** School documents endpoints (docs/api.md "School documents"). */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    schoolDocuments: build.query<DocumentList, StudentScope>({
      query: ({ studentId, ...scope }) => ({
        url: `students/${studentId}/school-documents`,
        params: scope,
        schema: documentListSchema,
      }),
      providesTags: ['SchoolDocument'],
    }),
    documentDraft: build.query<
      SchoolDocument,
      StudentScope & { type: DocumentType; language: DocumentLanguage }
    >({
      query: ({ studentId, ...params }) => ({
        url: `students/${studentId}/school-documents/draft`,
        params,
        schema: schoolDocumentSchema,
      }),
      // A draft reads the record as it is now: never an older copy.
      keepUnusedDataFor: 0,
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
    verifyDocument: build.query<Verification, string>({
      query: (code) => ({ url: 'school-documents/verify', params: { code }, schema: verificationSchema }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useSchoolDocumentsQuery,
  useDocumentDraftQuery,
  useSchoolDocumentQuery,
  useIssueDocumentMutation,
  useVerifyDocumentQuery,
} = documentsApi;
