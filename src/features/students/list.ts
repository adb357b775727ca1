/**
 * The student list's declaration, without React: read by its page (StudentsPage.tsx) and by the boot, which asks
 * for its first page beside the app's code (early.ts).
 */

/** The students' collection (docs/api.md "Students"): its list (GET) and a new student (POST). */
export const STUDENTS_URL = 'students';

/** List defaults: the sortable columns are the server's (docs/api.md). */
export const STUDENTS_LIST = {
  pageSize: 25,
  sort: 'name',
  sortable: ['name', 'massar', 'level', 'className', 'status'],
} as const;

/** Levels and classes are the branch's and year's (dropped when the selector row changes); a class is within a level. */
export const STUDENTS_FILTERS = {
  level: { scoped: true },
  class: { scoped: true, within: 'level' },
  status: {},
} as const;
