import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './baseQuery';

/**
 * The one RTK Query api. Feature folders add their endpoints with `api.injectEndpoints` and take the selected
 * `branch` and `year` as query arguments, so changing the selector refetches and caches never mix branches.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // Every cache tag of every feature, declared here and only here: a feature never adds its own
  // (`enhanceEndpoints({ addTagTypes })`), so one list shows what invalidates what across the portal.
  tagTypes: [
    'Access',
    'Application',
    'Attendance',
    'Canteen',
    'Dashboard',
    'DocumentType',
    'Education',
    'Finance',
    'FinanceSettings',
    'Homework',
    'News',
    'NewsSettings',
    'LostItem',
    'LostItemRequest',
    'Notification',
    'Overdue',
    'Push',
    'Reminder',
    'ReportCards',
    'Request',
    'RequestType',
    'SchoolDocument',
    'SchoolSettings',
    'Student',
    'StudentDocuments',
    'StudentImport',
    'StudentNotes',
    'StudentRecord',
    'Timetable',
    'Transport',
  ],
  // Back online, every list on screen asks again (setupListeners in app/store.ts; offline).
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
