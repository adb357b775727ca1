import { api } from '../../../api/api';
import type { Scope } from '../../../session/useScope';
import {
  classReportCardsSchema,
  savedCommentSchema,
  termsSchema,
  type ClassReportCards,
  type Term,
} from './reportCards.schemas';

/** Report cards' endpoints (WIP; the demo API's `mocks/education/reportCards.ts`). */
export const reportCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    terms: build.query<{ items: Term[] }, Scope>({
      query: (scope) => ({ url: 'education/terms', params: scope, schema: termsSchema }),
    }),
    classReportCards: build.query<ClassReportCards, Scope & { classId: number; term: number }>({
      query: ({ classId, term, ...scope }) => ({
        url: `education/classes/${classId}/report-cards`,
        params: { ...scope, term },
        schema: classReportCardsSchema,
      }),
      providesTags: ['Education'],
    }),
    // A comment is set, not added: sending it twice leaves one comment (no Idempotency-Key needed).
    saveReportComment: build.mutation<
      { subjectId: number | null; text: string | null },
      Scope & { classId: number; term: number; studentId: number; subjectId: number | null; text: string }
    >({
      query: ({ classId, term, studentId, subjectId, text, ...scope }) => ({
        url: `education/classes/${classId}/report-cards/${studentId}/comments`,
        method: 'PUT',
        params: { ...scope, term },
        data: { subjectId, text },
        schema: savedCommentSchema,
      }),
      invalidatesTags: ['Education'],
    }),
  }),
});

export const { useTermsQuery, useClassReportCardsQuery, useSaveReportCommentMutation } = reportCardsApi;
