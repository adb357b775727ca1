/**
 * Typed link builders: the one place a screen gets the address of another screen. Every path here is a route of
 * the registry (`modules.ts`, checked by `paths.test.ts`); components never write a route string by hand.
 *
 * This file imports nothing but `bootPaths.ts` (which imports nothing), so any module (pages included) may import
 * it without pulling the registry and its lazily loaded pages into an import cycle.
 *
 * @example <Link to={paths.studentDetails(student.studentid)}>…</Link>
 * @example navigate(paths.familyFinances(familyId, listSearch))
 */

import { ACCESSIBILITY_PATH, DASHBOARD_PATH } from './bootPaths';

/** A query string in any of the forms a page has at hand; empty values give no `?`. */
export type Search = URLSearchParams | Record<string, string> | string | undefined;

function withSearch(path: string, search: Search): string {
  const text =
    typeof search === 'string' ? search.replace(/^\?/, '') : new URLSearchParams(search).toString();
  return text ? `${path}?${text}` : path;
}

export const paths = {
  /** The sign-in page (the root path while signed out). */
  signIn: () => '/',
  unauthorized: () => '/unauthorized',
  dashboard: () => DASHBOARD_PATH,
  /** Staff: the families' engagements (with the list's filters); a parent: the selected child's finances. */
  studentEngagements: (search?: Search) => withSearch('/studentengagment', search),
  /** One family's finances; `listSearch` keeps the list's filters for the way back. */
  familyFinances: (familyId: number, listSearch?: Search) =>
    withSearch(`/studentengagment/family/${familyId}`, listSearch),
  overdue: (search?: Search) => withSearch('/overdueList', search),
  financeSettings: () => '/gestion-financiere-parametre',
  /** A parent's online payment: where the bank's page sends them back (docs/api.md "Online payments"). */
  onlinePayment: (orderId: string) => `/online-payment/${encodeURIComponent(orderId)}`,
  schoolSettings: () => '/gestion-scholaire-parametre',
  messaging: () => '/messagerie',
  students: (search?: Search) => withSearch('/fullstudents', search),
  studentDetails: (studentId: number, search?: Search) =>
    withSearch('/studentdetails', new URLSearchParams({ id: String(studentId), ...searchRecord(search) })),
  newStudent: () => '/studentdetails/new',
  /** Students and families from a spreadsheet, checked before anything is written. */
  studentImport: () => '/student-import',
  editStudent: (studentId: number) => `/studentdetails/${studentId}/edit`,
  /** Whether a printed document is genuine, from the code at its foot. */
  verifyDocument: () => '/documents/verify',
  preregistrations: (search?: Search) => withSearch('/preregistrations', search),
  studentSettings: () => '/student-management-config',
  news: (search?: Search) => withSearch('/news', search),
  newsSettings: () => '/news-management-config',
  lostItems: (search?: Search) => withSearch('/lost-items', search),
  lostItemRequests: (search?: Search) => withSearch('/lost-item-requests', search),
  documentTypes: () => '/files-types-management-config',
  // School transport
  cars: (search?: Search) => withSearch('/cars', search),
  drivers: (search?: Search) => withSearch('/drivers', search),
  lines: (search?: Search) => withSearch('/lignes', search),
  expenses: (search?: Search) => withSearch('/expenses', search),
  requests: (search?: Search) => withSearch('/gestion-demandes', search),
  requestSettings: () => '/request-config',
  settings: () => '/settings',
  accessManagement: () => '/access-management',
  educationSettings: () => '/educational-management-config',
  // Education
  classes: (search?: Search) => withSearch('/classesPage', search),
  /** A class's page: its roster, teachers and campaigns. */
  classPage: (classId: number) => `/classePage?id=${classId}`,
  pedagogy: (search?: Search) => withSearch('/gestion-pedarogique', search),
  teachers: (search?: Search) => withSearch('/teachers-profiles', search),
  evaluations: (search?: Search) => withSearch('/diagevaluation', search),
  // School canteen
  ingredients: (search?: Search) => withSearch('/ingredients', search),
  purchases: (search?: Search) => withSearch('/achats', search),
  meals: (search?: Search) => withSearch('/meals', search),
  programs: (search?: Search) => withSearch('/programs', search),
  canteenRequests: (search?: Search) => withSearch('/demandes-cantine', search),
  // Attendance
  /** The roll call; `class`, `date` and `session` choose which one (default: the current half-day). */
  attendance: (search?: Search) => withSearch('/attendance', search),
  absences: (search?: Search) => withSearch('/attendance/absences', search),
  /** A parent's view of the selected child's absences and lateness. */
  childAttendance: () => '/attendance/child',
  // Timetable
  /** The week of a class, a teacher or a room (`view` and `id` in the address; default: the first class). */
  timetable: (search?: Search) => withSearch('/timetable', search),
  /** A parent's view of the selected child's week. */
  childTimetable: () => '/timetable/child',
  // Homework
  /** The homework set to the classes (`class`, `subject`, dates in the address). */
  homework: (search?: Search) => withSearch('/homework', search),
  /** A parent's view of the selected child's homework. */
  childHomework: () => '/homework/child',
  // Report cards
  /** A class's report cards of a term (`class`, `term`, `student` in the address). */
  reportCards: (search?: Search) => withSearch('/report-cards', search),
  /** A parent's view of the selected child's published report cards. */
  childReportCards: () => '/report-cards/child',
  profile: () => '/profile',
  notifications: () => '/notifications',
  /** The accessibility statement (RGAA), open signed in and signed out. */
  accessibility: () => ACCESSIBILITY_PATH,
  /** A registry link as the menu writes it (no leading slash, Menu behaviour). */
  menuLink: (link: string) => `/${link}`,
} as const;

function searchRecord(search: Search): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(typeof search === 'string' ? search : search));
}
