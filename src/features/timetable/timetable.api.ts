import * as z from 'zod/mini';
import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import {
  childTimetableSchema,
  lessonSchema,
  timetableIndexSchema,
  timetableSchema,
  timetableSettingsSchema,
  type ChildTimetable,
  type Lesson,
  type NewLessonInput,
  type Timetable,
  type TimetableIndex,
  type TimetableSettings,
  type TimetableSettingsInput,
  type TimetableViewKind,
} from './timetable.schemas';

/** One week's address: a class's, a teacher's or a room's, in the selected branch and year. */
export type TimetableQuery = Scope & { kind: TimetableViewKind; id: number };

/** Every timetable read: a lesson placed, moved or removed changes the class's, its teacher's and its room's week. */
const TIMETABLE = ['Timetable'] as const;

/** Timetable endpoints (docs/api.md "Timetable"). */
export const timetableApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTimetableSettings: build.query<TimetableSettings, Scope>({
      query: (params) => ({ url: 'timetable/settings', params, schema: timetableSettingsSchema }),
      providesTags: [...TIMETABLE],
    }),
    /** An update: its `If-Match` is the settings' read version (api/versions.ts). */
    saveTimetableSettings: build.mutation<TimetableSettings, { scope: Scope } & TimetableSettingsInput>({
      query: ({ scope, slots, rooms }) => ({
        url: 'timetable/settings',
        method: 'PUT',
        params: scope,
        data: { slots, rooms },
        schema: timetableSettingsSchema,
      }),
      invalidatesTags: [...TIMETABLE],
    }),
    getTimetableIndex: build.query<TimetableIndex, Scope>({
      query: (params) => ({ url: 'timetable/index', params, schema: timetableIndexSchema }),
      providesTags: [...TIMETABLE],
    }),
    getTimetable: build.query<Timetable, TimetableQuery>({
      query: ({ branch, year, kind, id }) => ({
        url: 'timetable',
        params: { branch, year, [kind]: id },
        schema: timetableSchema,
      }),
      providesTags: [...TIMETABLE],
    }),
    /** A create: one `Idempotency-Key` per lesson placed, so a double drop never places it twice. */
    addLesson: build.mutation<Lesson, { scope: Scope; input: NewLessonInput; idempotencyKey: string }>({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'timetable/lessons',
        method: 'POST',
        params: scope,
        data: input,
        idempotencyKey,
        schema: lessonSchema,
      }),
      invalidatesTags: [...TIMETABLE],
    }),
    /** An item edit: `If-Match` is the lesson's own version, as the week answered it. */
    moveLesson: build.mutation<Lesson, { id: number; year: number; slotId: number; roomId: number | null }>({
      query: ({ id, year, slotId, roomId }) => ({
        url: `timetable/lessons/${id}`,
        method: 'PUT',
        params: { year },
        data: { slotId, roomId },
        schema: lessonSchema,
      }),
      invalidatesTags: [...TIMETABLE],
    }),
    /** 204, no body: the schema accepts the empty answer. */
    removeLesson: build.mutation<unknown, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `timetable/lessons/${id}`,
        method: 'DELETE',
        params: { year },
        schema: z.unknown(),
      }),
      invalidatesTags: [...TIMETABLE],
    }),
    /** A child's lessons from `from` to `to` (both `YYYY-MM-DD`, at most 14 days), for their parent. */
    getChildTimetable: build.query<
      ChildTimetable,
      { student: number; year: number; from: string; to: string }
    >({
      query: ({ student, year, from, to }) => ({
        url: `timetable/children/${student}`,
        params: { year, from, to },
        schema: childTimetableSchema,
        // Readable offline by the parent (api/keptAnswers.ts).
        keep: true,
      }),
      providesTags: [...TIMETABLE],
    }),
  }),
});

export const {
  useAddLessonMutation,
  useGetChildTimetableQuery,
  useGetTimetableIndexQuery,
  useGetTimetableQuery,
  useGetTimetableSettingsQuery,
  useMoveLessonMutation,
  useRemoveLessonMutation,
  useSaveTimetableSettingsMutation,
} = timetableApi;
