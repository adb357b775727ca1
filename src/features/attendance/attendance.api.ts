import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import {
  absencePageSchema,
  absenceSchema,
  attendanceClassesSchema,
  attendanceLetterSchema,
  attendanceSettingsSchema,
  attendanceStatsSchema,
  attendanceStudentPageSchema,
  attendanceSummarySchema,
  childAttendanceSchema,
  rollCallSchema,
  type Absence,
  type AbsencePage,
  type AttendanceClass,
  type AttendanceLetter,
  type AttendanceSettings,
  type AttendanceListQuery,
  type AttendanceStats,
  type AttendanceStudentPage,
  type AttendanceSummary,
  type ChildAttendance,
  type JustificationInput,
  type RollCall,
  type RollCallKey,
  type RollCallMarks,
} from './attendance.schemas';

/**
 * A roll call's address: the class, day and half-day, in the selected branch and year. The save sends the same
 * query as the read, so its `If-Match` is the version that read answered (api/versions.ts; docs/api.md "Versions").
 */
export type RollCallQuery = Scope & RollCallKey;

/** What an absence, a roll call or a request's decision may change: every attendance figure on screen. */
const ATTENDANCE = ['Attendance'] as const;
/** Accepting a parent's absence request justifies absences (docs/api.md "Attendance"): their reads refetch. */
const ATTENDANCE_AND_REQUESTS = ['Attendance', 'Request'] as const;

/** Attendance endpoints (docs/api.md "Attendance"). */
export const attendanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAttendanceClasses: build.query<AttendanceClass[], Scope>({
      query: (params) => ({ url: 'attendance/classes', params, schema: attendanceClassesSchema }),
      providesTags: [...ATTENDANCE],
    }),
    getRollCall: build.query<RollCall, RollCallQuery>({
      query: (params) => ({ url: 'attendance/rollcall', params, schema: rollCallSchema }),
      providesTags: [...ATTENDANCE],
    }),
    /** An update: its `If-Match` is added by the base query from the roll call's read (412 when stale). */
    saveRollCall: build.mutation<RollCall, { query: RollCallQuery } & RollCallMarks>({
      query: ({ query, marks }) => ({
        url: 'attendance/rollcall',
        method: 'PUT',
        params: query,
        data: { marks },
        schema: rollCallSchema,
      }),
      invalidatesTags: [...ATTENDANCE],
    }),
    getAbsences: build.query<AbsencePage, AttendanceListQuery>({
      query: (params) => ({ url: 'attendance/absences', params, schema: absencePageSchema }),
      providesTags: [...ATTENDANCE_AND_REQUESTS],
    }),
    getAbsence: build.query<Absence, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `attendance/absences/${id}`,
        params: { year },
        schema: absenceSchema,
      }),
      providesTags: [...ATTENDANCE_AND_REQUESTS],
    }),
    /** An update of one absence: `If-Match` is its version as its read or the list answered it. */
    justifyAbsence: build.mutation<Absence, { id: number; year: number } & JustificationInput>({
      query: ({ id, year, state, reason }) => ({
        url: `attendance/absences/${id}/justification`,
        method: 'PUT',
        params: { year },
        data: { state, reason },
        schema: absenceSchema,
      }),
      invalidatesTags: [...ATTENDANCE],
    }),
    getAttendanceStudents: build.query<AttendanceStudentPage, AttendanceListQuery>({
      query: (params) => ({ url: 'attendance/students', params, schema: attendanceStudentPageSchema }),
      providesTags: [...ATTENDANCE_AND_REQUESTS],
    }),
    /** The branch's threshold and roll-call deadlines (docs/api.md "Attendance", `attendance/settings`). */
    getAttendanceSettings: build.query<AttendanceSettings, Scope>({
      query: (params) => ({ url: 'attendance/settings', params, schema: attendanceSettingsSchema }),
      providesTags: [...ATTENDANCE],
    }),
    /**
     * An update of the setting: its `If-Match` is the setting's read version (api/versions.ts). Every figure counted
     * with the threshold or the deadlines is read again.
     */
    saveAttendanceSettings: build.mutation<AttendanceSettings, { scope: Scope } & AttendanceSettings>({
      query: ({ scope, threshold, deadlines }) => ({
        url: 'attendance/settings',
        method: 'PUT',
        params: scope,
        data: { threshold, deadlines },
        schema: attendanceSettingsSchema,
      }),
      invalidatesTags: [...ATTENDANCE],
    }),
    getAttendanceSummary: build.query<AttendanceSummary, Scope>({
      query: (params) => ({ url: 'attendance/summary', params, schema: attendanceSummarySchema }),
      providesTags: [...ATTENDANCE_AND_REQUESTS],
    }),
    /** The year's counts per class and per month. */
    getAttendanceStats: build.query<AttendanceStats, Scope>({
      query: (params) => ({ url: 'attendance/stats', params, schema: attendanceStatsSchema }),
      providesTags: [...ATTENDANCE_AND_REQUESTS],
    }),
    /** A child's marks, for their parent (or the office). */
    getChildAttendance: build.query<ChildAttendance, { student: number; year: number }>({
      query: ({ student, year }) => ({
        url: `attendance/children/${student}`,
        params: { year },
        schema: childAttendanceSchema,
      }),
      providesTags: [...ATTENDANCE_AND_REQUESTS],
    }),
    /** What the letter to a student's family prints (the office, for any student it may call). */
    getAttendanceLetter: build.query<AttendanceLetter, { studentid: number; year: number }>({
      query: ({ studentid, year }) => ({
        url: `attendance/students/${studentid}/letter`,
        params: { year },
        schema: attendanceLetterSchema,
      }),
      providesTags: [...ATTENDANCE_AND_REQUESTS],
    }),
  }),
});

export const {
  useGetAbsenceQuery,
  useGetAbsencesQuery,
  useGetAttendanceLetterQuery,
  useGetAttendanceClassesQuery,
  useGetAttendanceSettingsQuery,
  useGetAttendanceStatsQuery,
  useGetAttendanceStudentsQuery,
  useGetAttendanceSummaryQuery,
  useGetChildAttendanceQuery,
  useGetRollCallQuery,
  useJustifyAbsenceMutation,
  useSaveAttendanceSettingsMutation,
  useSaveRollCallMutation,
} = attendanceApi;
