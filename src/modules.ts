import type { ComponentType } from 'react';
import type { RouteRule } from './features/auth/routeRules';
import { NAVIGATION_ANSWER_MS } from './api/earlyAnswers';
import { withTexts } from './i18n/i18n';

/**
 * THE registry (ARCHITECTURE.md): one descriptor per route and per menu entry. The router, the guard, the side
 * menu and the page titles are all derived from it, so a route's permission is written here and nowhere else.
 * It imports and re-exports nothing but the entry's own modules (the tab title's rule is `tabTitle.ts`'s): the entry
 * asks for it, whole, before React has arrived (main.tsx, boot.desktop.spec.ts).
 */

type PageModule = { default: ComponentType };

export interface RouteDescriptor extends RouteRule {
  /** i18n key of the page title. */
  titleKey: string;
  /** The page, lazily loaded. */
  load: () => Promise<PageModule>;
  /** Open signed out too: drawn bare, without the shell, like the not-found page (app/router.tsx). */
  signedOut?: true;
  /**
   * The page's first data, asked for beside its code rather than once it is drawn (api/earlyAnswers.ts): at boot on
   * its address (`preloadPage`), and as a navigation to it starts (app/router.tsx). `search` is the address's query;
   * `within`, how long the answer may be taken.
   */
  startData?: (search: string, within?: number) => void;
}

const ADMIN = ['admin'] as const;

/**
 * One route in one line: its path (no leading slash, as the spec's route list writes it), the permission that opens
 * it besides the admin role (null: the admin role only, which as the guard is written opens it to everyone), and
 * its lazily loaded page. A sub-view (new, edit, a family's view) is a route of its
 * own, `parent/…`, with its own rule, so no page reads `?new=1` to decide what to show. A dialog of a page may be
 * opened from a link (the requests page's `?new=absence&from&to`, a new request prefilled): the page shows the same
 * view, the dialog on top, and takes the parameters out of the address once read.
 */
export function moduleRoute(
  path: string,
  permission: string | null,
  load: () => Promise<PageModule>,
  titleKey = `routes.${path.split('/')[0]}`,
): RouteDescriptor {
  return {
    path,
    titleKey,
    access: { roles: ADMIN, permissions: permission ? [permission] : [] },
    load,
  };
}

/** Open to every signed-in user (Product: profile and notifications exist for everyone). */
function everyoneRoute(path: string, load: () => Promise<PageModule>): RouteDescriptor {
  return { ...moduleRoute(path, null, load), access: {} };
}

/** Open to everyone, signed in (inside the shell) or signed out (bare): the accessibility statement (RGAA). */
function publicRoute(path: string, load: () => Promise<PageModule>): RouteDescriptor {
  return { ...everyoneRoute(path, load), signedOut: true };
}

/** Every route of the spec's route list with the spec's permissions, in the spec's order, then the sub-views. */
export const ROUTES: RouteDescriptor[] = [
  moduleRoute(
    'dashboard',
    'view-dashboard-page',
    withTexts(['dashboard'], () => import('./features/dashboard/DashboardPage')),
  ),
  moduleRoute(
    'studentengagment',
    'view-studentengagements-page',
    withTexts(['finances', 'forms', 'table'], () => import('./features/finances/StudentEngagementsPage')),
  ),
  moduleRoute(
    'overdueList',
    'view-studentengagements-page',
    withTexts(
      ['finances/overdue', 'forms', 'table'],
      () => import('./features/finances/overdue/OverduePage'),
    ),
  ),
  moduleRoute(
    'gestion-financiere-parametre',
    'view-financial-params-page',
    withTexts(
      ['finances/settings', 'forms'],
      () => import('./features/finances/settings/FinanceSettingsPage'),
    ),
  ),
  moduleRoute(
    'gestion-scholaire-parametre',
    'view-financial-params-page',
    withTexts(['school-settings', 'forms'], () => import('./features/school-settings/SchoolSettingsPage')),
  ),
  moduleRoute(
    'messagerie',
    'view-messagerie-page',
    withTexts(['chat', 'forms'], () => import('./features/chat/MessagingPage')),
  ),
  {
    ...moduleRoute(
      'fullstudents',
      'view-full-students-page',
      withTexts(['students', 'table'], () => import('./features/students/StudentsPage')),
    ),
    // The list's first page: the code that reads the list's address comes with it, on this route only.
    startData: (search, within) =>
      void import('./features/students/early')
        .then(({ startEarlyStudents }) => startEarlyStudents(search, within))
        .catch(() => undefined),
  },
  moduleRoute(
    'studentdetails',
    'view-full-students-page',
    withTexts(['students', 'forms'], () => import('./features/students/StudentDetailsPage')),
  ),
  moduleRoute(
    'preregistrations',
    'view-preregistrations-page',
    withTexts(
      ['preregistrations', 'students', 'forms', 'table'],
      () => import('./features/preregistrations/PreregistrationsPage'),
    ),
  ),
  moduleRoute(
    'news',
    'view-news-page',
    withTexts(['news', 'forms', 'table'], () => import('./features/news/NewsPage')),
  ),
  moduleRoute(
    'gestion-demandes',
    'view-request-page',
    withTexts(['requests', 'forms', 'table'], () => import('./features/requests/RequestsPage')),
  ),
  moduleRoute(
    'request-config',
    'view-request-settings-page',
    withTexts(['requests', 'forms'], () => import('./features/requests/RequestConfigPage')),
  ),
  moduleRoute(
    'lost-items',
    'view-lost-items-page',
    withTexts(['lostItems', 'forms', 'table'], () => import('./features/lostItems/LostItemsPage')),
  ),
  moduleRoute(
    'lost-item-requests',
    'view-lost-items-page',
    withTexts(['lostItems', 'forms', 'table'], () => import('./features/lostItems/LostItemRequestsPage')),
  ),
  moduleRoute(
    'settings',
    'view-settings-page',
    withTexts(['settings'], () => import('./features/settings/SettingsHubPage')),
  ),
  moduleRoute(
    'news-management-config',
    'view-news-management-config-page',
    withTexts(['news', 'forms'], () => import('./features/news/NewsSettingsPage')),
  ),
  moduleRoute(
    'student-management-config',
    'view-student-management-config-page',
    withTexts(
      ['students', 'students/config', 'forms'],
      () => import('./features/students/config/StudentConfigPage'),
    ),
  ),
  moduleRoute(
    'educational-management-config',
    'view-educational-management-config-page',
    withTexts(
      ['education', 'apiErrors', 'forms'],
      () => import('./features/education/EducationSettingsPage'),
    ),
  ),
  moduleRoute(
    'files-types-management-config',
    'view-files-types-management-config-page',
    withTexts(
      ['students', 'students/config', 'forms'],
      () => import('./features/students/config/DocumentTypesPage'),
    ),
  ),
  moduleRoute(
    'teachers-profiles',
    'view-teachers-page',
    withTexts(
      ['education', 'apiErrors', 'forms', 'table'],
      () => import('./features/education/TeachersPage'),
    ),
  ),
  moduleRoute(
    'diagevaluation',
    'view-diagevaluations-page',
    withTexts(['education', 'apiErrors', 'forms'], () => import('./features/education/EvaluationsPage')),
  ),
  moduleRoute(
    'programs',
    'view-programs-page',
    withTexts(['canteen', 'forms'], () => import('./features/canteen/ProgramsPage')),
  ),
  moduleRoute(
    'meals',
    'view-meals-page',
    withTexts(['canteen', 'apiErrors', 'forms', 'table'], () => import('./features/canteen/MealsPage')),
  ),
  moduleRoute(
    'ingredients',
    'view-ingredients-page',
    withTexts(['canteen', 'apiErrors', 'forms', 'table'], () => import('./features/canteen/IngredientsPage')),
  ),
  moduleRoute(
    'achats',
    'view-achats-page',
    withTexts(['canteen', 'apiErrors', 'forms', 'table'], () => import('./features/canteen/PurchasesPage')),
  ),
  moduleRoute(
    'demandes-cantine',
    'view-cantine-demandes-page',
    withTexts(
      ['canteen', 'apiErrors', 'forms', 'table'],
      () => import('./features/canteen/CanteenRequestsPage'),
    ),
  ),
  moduleRoute(
    'expenses',
    'view-expenses-page',
    withTexts(
      ['dashboard', 'transport', 'apiErrors', 'forms', 'table'],
      () => import('./features/transport/ExpensesPage'),
    ),
  ),
  moduleRoute(
    'drivers',
    'view-drivers-page',
    withTexts(['transport', 'apiErrors', 'forms', 'table'], () => import('./features/transport/DriversPage')),
  ),
  moduleRoute(
    'cars',
    'view-cars-page',
    withTexts(['transport', 'apiErrors', 'forms', 'table'], () => import('./features/transport/CarsPage')),
  ),
  moduleRoute(
    'lignes',
    'view-lignes-page',
    withTexts(['transport', 'apiErrors', 'forms', 'table'], () => import('./features/transport/LinesPage')),
  ),
  // These four list only the admin role and no permission, so, as the guard is written (an empty permission list
  // allows all), they are open to every signed-in user. To restrict them, give them a permission here.
  moduleRoute(
    'access-management',
    null,
    withTexts(['access', 'forms'], () => import('./features/access/AccessManagementPage')),
  ),
  moduleRoute(
    'classesPage',
    null,
    withTexts(['education', 'apiErrors', 'forms', 'table'], () => import('./features/education/ClassesPage')),
  ),
  moduleRoute(
    'gestion-pedarogique',
    null,
    withTexts(['education', 'apiErrors'], () => import('./features/education/PedagogyPage')),
  ),
  moduleRoute(
    'classePage',
    null,
    withTexts(['education', 'students', 'forms'], () => import('./features/education/ClassPage')),
  ),
  everyoneRoute(
    'profile',
    withTexts(['profile', 'forms'], () => import('./features/profile/ProfilePage')),
  ),
  everyoneRoute('notifications', () => import('./features/notifications/NotificationsPage')),
  publicRoute(
    'accessibilite',
    withTexts(['accessibility', 'signIn'], () => import('./features/accessibility/AccessibilityPage')),
  ),
  // Attendance (docs/api.md "Attendance"): the roll call and the absences are the office's and the teachers'; a
  // parent's view of their child is open to the parent role (a parent holds no office permission).
  moduleRoute(
    'attendance',
    'view-attendance-page',
    withTexts(['attendance', 'students', 'forms'], () => import('./features/attendance/RollCallPage')),
  ),
  moduleRoute(
    'attendance/absences',
    'view-attendance-page',
    withTexts(
      ['attendance', 'attendance/absences', 'forms', 'table'],
      () => import('./features/attendance/absences/AbsencesPage'),
    ),
    'routes.attendance/absences',
  ),
  {
    ...moduleRoute(
      'attendance/child',
      'view-attendance-page',
      withTexts(
        ['attendance', 'attendance/child'],
        () => import('./features/attendance/child/ChildAttendancePage'),
      ),
      'routes.attendance/child',
    ),
    access: { roles: ['parent'], permissions: ['view-attendance-page'] },
  },
  // Timetable (docs/api.md "Timetable"): the weeks of the classes, teachers and rooms; the parent's view of their child's
  // week is open to the parent role.
  moduleRoute(
    'timetable',
    'view-timetable-page',
    withTexts(['timetable', 'forms'], () => import('./features/timetable/TimetablePage')),
  ),
  {
    ...moduleRoute(
      'timetable/child',
      'view-timetable-page',
      withTexts(['timetable/child'], () => import('./features/timetable/child/ChildTimetablePage')),
      'routes.timetable/child',
    ),
    access: { roles: ['parent'], permissions: ['view-timetable-page'] },
  },
  // Homework (docs/api.md "Homework"): set by the teachers and the office; the parent's view of their child's homework is
  // open to the parent role.
  moduleRoute(
    'homework',
    'view-homework-page',
    withTexts(['homework', 'apiErrors', 'forms', 'table'], () => import('./features/homework/HomeworkPage')),
  ),
  {
    ...moduleRoute(
      'homework/child',
      'view-homework-page',
      withTexts(['homework/child'], () => import('./features/homework/child/ChildHomeworkPage')),
      'routes.homework/child',
    ),
    access: { roles: ['parent'], permissions: ['view-homework-page'] },
  },
  // Report cards (docs/api.md "Report cards"): a class's term report cards, read by the office and the class's
  // teachers; the parent's view of their child's published ones is open to the parent role.
  moduleRoute(
    'report-cards',
    'view-report-cards-page',
    withTexts(
      ['education/reportCards', 'apiErrors', 'forms'],
      () => import('./features/education/reportCards/ReportCardsPage'),
    ),
  ),
  {
    ...moduleRoute(
      'report-cards/child',
      'view-report-cards-page',
      withTexts(
        ['education/reportCards', 'forms'],
        () => import('./features/education/reportCards/ChildReportCardsPage'),
      ),
      'routes.report-cards/child',
    ),
    access: { roles: ['parent'], permissions: ['view-report-cards-page'] },
  },
  // Sub-views: each its own route and rule. The student form writes the student's record, which the list's
  // permission opens; a family's finances are the engagements page's.
  moduleRoute(
    'studentdetails/new',
    'view-full-students-page',
    withTexts(['students', 'forms'], () => import('./features/students/NewStudentPage')),
  ),
  moduleRoute(
    'studentdetails/:studentId/edit',
    'view-full-students-page',
    withTexts(['students', 'forms'], () => import('./features/students/EditStudentPage')),
  ),
  // Students and families from a spreadsheet (docs/api.md "Student imports"): a write right of its own, which the
  // admin role holds; the API also asks for the student list's permission.
  moduleRoute(
    'student-import',
    'import-students',
    withTexts(
      ['students/import', 'apiErrors', 'forms'],
      () => import('./features/students/import/StudentImportPage'),
    ),
  ),
  // Whether a printed certificate or attestation is genuine: the staff who issue them look its code up.
  moduleRoute(
    'documents/verify',
    'view-full-students-page',
    withTexts(['documents', 'forms'], () => import('./features/documents/VerifyDocumentPage')),
  ),
  // Where the bank's page sends a parent back (docs/api.md "Online payments"): the order's state, then its receipt.
  {
    ...moduleRoute(
      'online-payment/:orderId',
      'view-studentengagements-page',
      withTexts(['finances', 'forms'], () => import('./features/finances/online/OnlinePaymentPage')),
      'routes.online-payment',
    ),
    access: { roles: ['parent'], permissions: ['view-studentengagements-page'] },
  },
  moduleRoute(
    'studentengagment/family/:familyId',
    'view-studentengagements-page',
    withTexts(
      ['finances', 'finances/settings', 'forms'],
      () => import('./features/finances/FamilyFinancePage'),
    ),
  ),
];

// The side menu lives in menu.ts (pages read it without importing this registry, which imports them lazily).
export { MENU, type MenuChild, type MenuEntry, type MenuIcon } from './menu';

/** The route of `pathname` (a `:param` segment matches any value); `/` of a signed-in user is the dashboard. */
export function routeAt(pathname: string): RouteDescriptor | undefined {
  const segments = pathname === '/' ? ['dashboard'] : pathname.split('/').filter(Boolean);
  return ROUTES.find((route) => {
    const parts = route.path.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, i) => part.startsWith(':') || part === segments[i])
    );
  });
}

/**
 * Starts downloading the page of `pathname`, and asking for its first data when it names it (`startData`), so that
 * a signed-in boot fetches them beside the app's code instead of after it (main.tsx). A failed download is left to
 * the router, which asks again.
 */
export function preloadPage(pathname: string, search: string): void {
  const route = routeAt(pathname);
  route?.startData?.(search);
  void route?.load().catch(() => undefined);
}

/**
 * A menu link the user is about to follow (docs/architecture.md "Speed": preload on intent): the pointer on it, a
 * finger down on it or the focus. Its page's code and texts, and its first data when the registry names it, are
 * asked for now, so that the click finds them in or on their way; the data as a navigation asks for it
 * (`NAVIGATION_ANSWER_MS`), once while that answer may be taken (api/earlyAnswers.ts). `withData` false: the code
 * only, for each link of a menu group the user has just opened.
 */
export function preloadOnIntent(pathname: string, withData = true): void {
  const route = routeAt(pathname);
  if (withData) route?.startData?.('', NAVIGATION_ANSWER_MS);
  void route?.load().catch(() => undefined);
}
