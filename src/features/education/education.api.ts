import { api } from '../../api/api';
import type { ContractType } from '../../domain/education';
import type { Scope } from '../../session/useScope';
import {
  assignmentSchema,
  campaignPageSchema,
  campaignSchema,
  childOverviewSchema,
  educationSettingsSchema,
  photoStateSchema,
  educationSummarySchema,
  resultSchema,
  sheetSchema,
  classDeletedSchema,
  classDetailSchema,
  classPageSchema,
  pedagogySchema,
  subjectsSchema,
  teacherDetailSchema,
  teacherPageSchema,
  teacherSchema,
  type Assignment,
  type Campaign,
  type CampaignPage,
  type ChildOverview,
  type EducationSettings,
  type EducationSummary,
  type SavedResult,
  type Sheet,
  type ClassDetail,
  type ClassPage,
  type EducationQuery,
  type Pedagogy,
  type Subjects,
  type Teacher,
  type TeacherDetail,
  type TeacherPage,
} from './education.schemas';

/** The body of `POST education/classes` and `PATCH education/classes/{id}`. */
export interface ClassInput {
  levelId: number;
  name: string;
  room: string;
  capacity: number;
  mainTeacherId: number | null;
  nextClassId: number | null;
}
export interface TeacherInput {
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  gender: 'F' | 'M';
  phone: string;
  email: string;
  subjectIds: number[];
  qualifications: string[];
  contractType: ContractType;
  contractStart: string;
  contractEnd: string | null;
  weeklyHours: number;
}
export interface CampaignInput {
  name: string;
  levelId: number;
  classIds: number[];
  date: string;
}
export interface GridInput {
  domains: Array<{
    id?: number;
    name_fr: string;
    name_ar: string;
    skills: Array<{ id?: number; name_fr: string; name_ar: string }>;
  }>;
}
export interface SubjectInput {
  name_fr: string;
  name_ar: string;
  color: string;
}
const EDUCATION = ['Education'] as const;
/** A class's change shows in the students' lists and the school settings too. */
const CLASS_CHANGE = ['Education', 'Student', 'SchoolSettings'] as const;

/** Education endpoints (docs/api.md "Education"), always with the selected branch and year. */
export const educationApi = api.injectEndpoints({
  endpoints: (build) => ({
    subjects: build.query<Subjects, Scope>({
      query: (params) => ({ url: 'education/subjects', params, schema: subjectsSchema }),
      providesTags: EDUCATION,
    }),
    classes: build.query<ClassPage, EducationQuery>({
      query: (params) => ({ url: 'education/classes', params, schema: classPageSchema }),
      providesTags: EDUCATION,
    }),
    classDetail: build.query<ClassDetail, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `education/classes/${id}`,
        params: { year },
        schema: classDetailSchema,
      }),
      providesTags: EDUCATION,
    }),
    createClass: build.mutation<ClassDetail, { scope: Scope; input: ClassInput; idempotencyKey?: string }>({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'education/classes',
        method: 'POST',
        params: scope,
        data: input,
        idempotencyKey,
        schema: classDetailSchema,
      }),
      invalidatesTags: CLASS_CHANGE,
    }),
    updateClass: build.mutation<ClassDetail, { id: number; year: number; input: Partial<ClassInput> }>({
      query: ({ id, year, input }) => ({
        url: `education/classes/${id}`,
        method: 'PATCH',
        params: { year },
        data: input,
        schema: classDetailSchema,
      }),
      invalidatesTags: CLASS_CHANGE,
    }),
    deleteClass: build.mutation<unknown, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `education/classes/${id}`,
        method: 'DELETE',
        params: { year },
        schema: classDeletedSchema,
      }),
      invalidatesTags: CLASS_CHANGE,
    }),
    moveStudent: build.mutation<
      ClassDetail,
      { id: number; year: number; studentId: number; toClassId: number }
    >({
      query: ({ id, year, studentId, toClassId }) => ({
        url: `education/classes/${id}/move`,
        method: 'POST',
        params: { year },
        data: { studentId, toClassId },
        schema: classDetailSchema,
      }),
      invalidatesTags: CLASS_CHANGE,
    }),
    teachers: build.query<TeacherPage, EducationQuery>({
      query: (params) => ({ url: 'education/teachers', params, schema: teacherPageSchema }),
      providesTags: EDUCATION,
    }),
    teacherDetail: build.query<TeacherDetail, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `education/teachers/${id}`,
        params: { year },
        schema: teacherDetailSchema,
      }),
      providesTags: EDUCATION,
    }),
    createTeacher: build.mutation<Teacher, { scope: Scope; input: TeacherInput; idempotencyKey?: string }>({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'education/teachers',
        method: 'POST',
        params: scope,
        data: input,
        idempotencyKey,
        schema: teacherSchema,
      }),
      invalidatesTags: EDUCATION,
    }),
    updateTeacher: build.mutation<Teacher, { id: number; year: number; input: Partial<TeacherInput> }>({
      query: ({ id, year, input }) => ({
        url: `education/teachers/${id}`,
        method: 'PATCH',
        params: { year },
        data: input,
        schema: teacherSchema,
      }),
      invalidatesTags: CLASS_CHANGE,
    }),
    pedagogy: build.query<Pedagogy, Scope>({
      query: (params) => ({ url: 'education/pedagogy', params, schema: pedagogySchema }),
      providesTags: EDUCATION,
    }),
    assignSubject: build.mutation<
      Assignment,
      { classId: number; subjectId: number; year: number; teacherId: number | null; hours: number }
    >({
      query: ({ classId, subjectId, year, teacherId, hours }) => ({
        url: `education/classes/${classId}/subjects/${subjectId}`,
        method: 'PUT',
        params: { year },
        data: { teacherId, hours },
        schema: assignmentSchema,
      }),
      invalidatesTags: EDUCATION,
    }),
    campaigns: build.query<CampaignPage, EducationQuery>({
      query: (params) => ({ url: 'education/campaigns', params, schema: campaignPageSchema }),
      providesTags: EDUCATION,
    }),
    createCampaign: build.mutation<Campaign, { scope: Scope; input: CampaignInput; idempotencyKey?: string }>(
      {
        query: ({ scope, input, idempotencyKey }) => ({
          url: 'education/campaigns',
          method: 'POST',
          params: scope,
          data: input,
          idempotencyKey,
          schema: campaignSchema,
        }),
        invalidatesTags: EDUCATION,
      },
    ),
    closeCampaign: build.mutation<Campaign, { id: number; year: number; closed: boolean }>({
      query: ({ id, year, closed }) => ({
        url: `education/campaigns/${id}`,
        method: 'PATCH',
        params: { year },
        data: { closed },
        schema: campaignSchema,
      }),
      invalidatesTags: EDUCATION,
    }),
    /** The result sheet; results saved from the grid update it in place (no refetch while typing). */
    sheet: build.query<Sheet, { id: number; year: number; class?: number }>({
      query: ({ id, ...params }) => ({ url: `education/campaigns/${id}/sheet`, params, schema: sheetSchema }),
      providesTags: EDUCATION,
    }),
    saveResult: build.mutation<
      SavedResult,
      { id: number; year: number; studentId: number; skillId: number; value: number | null }
    >({
      query: ({ id, year, ...data }) => ({
        url: `education/campaigns/${id}/results`,
        method: 'PUT',
        params: { year },
        data,
        schema: resultSchema,
      }),
      // Every cached sheet of the campaign takes the saved value in place (no refetch while the grid is typed in).
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled;
        for (const args of educationApi.util.selectCachedArgsForQuery(getState(), 'sheet')) {
          if (args.id !== id) continue;
          dispatch(
            educationApi.util.updateQueryData('sheet', args, (sheet) => {
              sheet.results = sheet.results.filter(
                (result) => result.studentId !== data.studentId || result.skillId !== data.skillId,
              );
              if (data.value !== null)
                sheet.results.push({
                  studentId: data.studentId,
                  skillId: data.skillId,
                  value: data.value,
                  updatedAt: data.updatedAt,
                  author: data.author ?? null,
                });
            }),
          );
        }
      },
    }),
    /** The parent's view of the selected child (docs/api.md "Education"). */
    childOverview: build.query<ChildOverview, { student: number; year: number }>({
      query: ({ student, year }) => ({
        url: `education/students/${student}/overview`,
        params: { year },
        schema: childOverviewSchema,
      }),
      providesTags: EDUCATION,
    }),
    educationSummary: build.query<EducationSummary, Scope>({
      query: (params) => ({ url: 'education/summary', params, schema: educationSummarySchema }),
      providesTags: EDUCATION,
    }),
    setTeacherPhoto: build.mutation<{ hasPhoto: boolean }, { id: number; year: number; file: File }>({
      query: ({ id, year, file }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return {
          url: `education/teachers/${id}/photo`,
          method: 'PUT',
          params: { year },
          data: form,
          schema: photoStateSchema,
          client: 'transfer',
        };
      },
      invalidatesTags: EDUCATION,
    }),
    educationSettings: build.query<EducationSettings, Scope>({
      query: (params) => ({ url: 'education/settings', params, schema: educationSettingsSchema }),
      providesTags: EDUCATION,
    }),
    createSubject: build.mutation<
      EducationSettings,
      { scope: Scope; input: SubjectInput; idempotencyKey?: string }
    >({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'education/subjects',
        method: 'POST',
        params: scope,
        data: input,
        idempotencyKey,
        schema: educationSettingsSchema,
      }),
      invalidatesTags: EDUCATION,
    }),
    updateSubject: build.mutation<EducationSettings, { id: number; year: number; input: SubjectInput }>({
      query: ({ id, year, input }) => ({
        url: `education/subjects/${id}`,
        method: 'PATCH',
        params: { year },
        data: input,
        schema: educationSettingsSchema,
      }),
      invalidatesTags: EDUCATION,
    }),
    saveScale: build.mutation<EducationSettings, { scope: Scope; labels: Array<{ fr: string; ar: string }> }>(
      {
        query: ({ scope, labels }) => ({
          url: 'education/scale',
          method: 'PUT',
          params: scope,
          data: { labels },
          schema: educationSettingsSchema,
        }),
        invalidatesTags: EDUCATION,
      },
    ),
    saveGrid: build.mutation<EducationSettings, { scope: Scope; levelId: number; grid: GridInput }>({
      query: ({ scope, levelId, grid }) => ({
        url: `education/levels/${levelId}/grid`,
        method: 'PUT',
        params: scope,
        data: grid,
        schema: educationSettingsSchema,
      }),
      invalidatesTags: EDUCATION,
    }),
    saveLevelHours: build.mutation<
      EducationSettings,
      { scope: Scope; levelId: number; hours: Array<{ subjectId: number; hours: number }> }
    >({
      query: ({ scope, levelId, hours }) => ({
        url: `education/levels/${levelId}/hours`,
        method: 'PUT',
        params: scope,
        data: { hours },
        schema: educationSettingsSchema,
      }),
      invalidatesTags: EDUCATION,
    }),
  }),
});

export const {
  useSubjectsQuery,
  useClassDetailQuery,
  useCreateClassMutation,
  useUpdateClassMutation,
  useDeleteClassMutation,
  useMoveStudentMutation,
  useTeacherDetailQuery,
  useCreateTeacherMutation,
  useUpdateTeacherMutation,
  usePedagogyQuery,
  useAssignSubjectMutation,
  useCreateCampaignMutation,
  useCloseCampaignMutation,
  useSheetQuery,
  useSaveResultMutation,
  useChildOverviewQuery,
  useEducationSummaryQuery,
  useEducationSettingsQuery,
  useCreateSubjectMutation,
  useUpdateSubjectMutation,
  useSaveScaleMutation,
  useSaveGridMutation,
  useSaveLevelHoursMutation,
  useSetTeacherPhotoMutation,
} = educationApi;
