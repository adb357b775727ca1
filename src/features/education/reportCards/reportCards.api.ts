import { api } from '../../../api/api';
import type { Scope } from '../../../session/useScope';
import {
  childReportCardsSchema,
  classReportCardsSchema,
  publicationAnswerSchema,
  reportClassesSchema,
  savedCommentSchema,
  termsSchema,
  type ChildReportCards,
  type ClassReportCards,
  type ReportClass,
  type Term,
} from './reportCards.schemas';

type ClassTerm = Scope & { classId: number; term: number };

/** The report cards' endpoints (docs/api.md "Report cards"). */
export const reportCardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    terms: build.query<{ items: Term[] }, Scope>({
      query: ({ branch, year }) => ({
        url: 'education/terms',
        params: { branch, year },
        schema: termsSchema,
      }),
    }),
    reportClasses: build.query<{ items: ReportClass[] }, Scope>({
      query: ({ branch, year }) => ({
        url: 'education/report-cards/classes',
        params: { branch, year },
        schema: reportClassesSchema,
      }),
    }),
    classReportCards: build.query<ClassReportCards, ClassTerm>({
      query: ({ classId, term, branch, year }) => ({
        url: `education/classes/${classId}/report-cards`,
        params: { branch, year, term },
        schema: classReportCardsSchema,
      }),
      providesTags: ['ReportCards'],
    }),
    // A comment is set, not added: sending it twice leaves one comment (no Idempotency-Key needed).
    saveReportComment: build.mutation<
      { subjectId: number | null; text: string | null },
      ClassTerm & { studentId: number; subjectId: number | null; text: string }
    >({
      query: ({ classId, term, studentId, subjectId, text, branch, year }) => ({
        url: `education/classes/${classId}/report-cards/${studentId}/comments`,
        method: 'PUT',
        params: { branch, year, term },
        data: { subjectId, text },
        schema: savedCommentSchema,
      }),
      invalidatesTags: ['ReportCards'],
    }),
    // Publishing is a state set: sent twice, the cards stay published once.
    publishReportCards: build.mutation<
      { publication: ClassReportCards['publication'] },
      ClassTerm & { published: boolean }
    >({
      query: ({ classId, term, published, branch, year }) => ({
        url: `education/classes/${classId}/report-cards/publication`,
        method: 'PUT',
        params: { branch, year, term },
        data: { published },
        schema: publicationAnswerSchema,
      }),
      invalidatesTags: ['ReportCards'],
    }),
    childReportCards: build.query<ChildReportCards, { student: number; year: number }>({
      query: ({ student, year }) => ({
        url: `education/children/${student}/report-cards`,
        params: { year },
        schema: childReportCardsSchema,
      }),
      providesTags: ['ReportCards'],
    }),
  }),
});

export const {
  useTermsQuery,
  useReportClassesQuery,
  useClassReportCardsQuery,
  useSaveReportCommentMutation,
  usePublishReportCardsMutation,
  useChildReportCardsQuery,
} = reportCardsApi;
