import type { ComponentType } from 'react';
import type { AccessRule } from './session/access';

/**
 * THE registry (ARCHITECTURE.md): one descriptor per route and per menu entry. The router, the guard, the side
 * menu and the page titles are all derived from it, so a route's permission is written here and nowhere else.
 */

type PageModule = { default: ComponentType };

export interface RouteDescriptor {
  /** Path without the leading slash, as in spec §2. */
  path: string;
  /** i18n key of the page title. */
  titleKey: string;
  /** Guard rule of spec §5/§6: any of the roles, or any of the permissions; an empty list allows all. */
  access: AccessRule;
  /** The page, lazily loaded. Pages a later issue builds show the shared "not available yet" page. */
  load: () => Promise<PageModule>;
  /** True while the page is the placeholder: listed, routed and guarded, but not counted as built. */
  placeholder?: boolean;
}

const ADMIN = ['admin'] as const;

const placeholder = () => import('./features/shell/ModulePlaceholder');

function moduleRoute(path: string, permission: string | null, titleKey = `routes.${path}`): RouteDescriptor {
  return {
    path,
    titleKey,
    access: { roles: ADMIN, permissions: permission ? [permission] : [] },
    load: placeholder,
    placeholder: true,
  };
}

/** Every route of spec §2 with the permissions of spec §6, in the spec's order. */
export const ROUTES: RouteDescriptor[] = [
  {
    ...moduleRoute('dashboard', 'view-dashboard-page'),
    load: () => import('./features/dashboard/DashboardPage'),
    placeholder: false,
  },
  {
    ...moduleRoute('studentengagment', 'view-studentengagements-page'),
    load: () => import('./features/finances/StudentEngagementsPage'),
    placeholder: false,
  },
  {
    ...moduleRoute('overdueList', 'view-studentengagements-page'),
    load: () => import('./features/finances/overdue/OverduePage'),
    placeholder: false,
  },
  {
    ...moduleRoute('gestion-financiere-parametre', 'view-financial-params-page'),
    load: () => import('./features/finances/settings/FinanceSettingsPage'),
    placeholder: false,
  },
  {
    ...moduleRoute('gestion-scholaire-parametre', 'view-financial-params-page'),
    load: () => import('./features/school-settings/SchoolSettingsPage'),
    placeholder: false,
  },
  {
    ...moduleRoute('messagerie', 'view-messagerie-page'),
    load: () => import('./features/chat/MessagingPage'),
    placeholder: false,
  },
  {
    ...moduleRoute('fullstudents', 'view-full-students-page'),
    load: () => import('./features/students/StudentsPage'),
    placeholder: false,
  },
  {
    ...moduleRoute('studentdetails', 'view-full-students-page'),
    load: () => import('./features/students/StudentDetailsPage'),
    placeholder: false,
  },
  {
    ...moduleRoute('preregistrations', 'view-preregistrations-page'),
    load: () => import('./features/preregistrations/PreregistrationsPage'),
    placeholder: false,
  },
  moduleRoute('news', 'view-news-page'),
  moduleRoute('gestion-demandes', 'view-request-page'),
  moduleRoute('request-config', 'view-request-settings-page'),
  moduleRoute('lost-items', 'view-lost-items-page'),
  moduleRoute('lost-item-requests', 'view-lost-items-page'),
  moduleRoute('settings', 'view-settings-page'),
  moduleRoute('news-management-config', 'view-news-management-config-page'),
  {
    ...moduleRoute('student-management-config', 'view-student-management-config-page'),
    load: () => import('./features/students/config/StudentConfigPage'),
    placeholder: false,
  },
  moduleRoute('educational-management-config', 'view-educational-management-config-page'),
  {
    ...moduleRoute('files-types-management-config', 'view-files-types-management-config-page'),
    load: () => import('./features/students/config/DocumentTypesPage'),
    placeholder: false,
  },
  moduleRoute('teachers-profiles', 'view-teachers-page'),
  moduleRoute('diagevaluation', 'view-diagevaluations-page'),
  moduleRoute('programs', 'view-programs-page'),
  moduleRoute('meals', 'view-meals-page'),
  moduleRoute('ingredients', 'view-ingredients-page'),
  moduleRoute('achats', 'view-achats-page'),
  moduleRoute('demandes-cantine', 'view-cantine-demandes-page'),
  moduleRoute('expenses', 'view-expenses-page'),
  moduleRoute('drivers', 'view-drivers-page'),
  moduleRoute('cars', 'view-cars-page'),
  moduleRoute('lignes', 'view-lignes-page'),
  // Spec §6: these four list only the admin role and no permission, so, as the guard is written, they are open
  // to every signed-in user. To restrict them, give them a permission here.
  moduleRoute('access-management', null),
  moduleRoute('classesPage', null),
  moduleRoute('gestion-pedarogique', null),
  moduleRoute('classePage', null),
  // Spec §1: profile and notifications exist for every signed-in user (reached from the user menu and bottom bar).
  {
    ...moduleRoute('profile', null),
    access: {},
    load: () => import('./features/profile/ProfilePage'),
    placeholder: false,
  },
  {
    ...moduleRoute('notifications', null),
    access: {},
    load: () => import('./features/notifications/NotificationsPage'),
    placeholder: false,
  },
];

/** Icon names resolved to bundled SVG icons by the menu, so the registry pulls no icon code into boot. */
export type MenuIcon =
  | 'home'
  | 'wallet'
  | 'graduation'
  | 'users'
  | 'newspaper'
  | 'utensils'
  | 'bus'
  | 'inbox'
  | 'search'
  | 'settings';

export interface MenuChild extends AccessRule {
  childtitle: string;
  childlink: string;
}

export interface MenuEntry extends AccessRule {
  title: string;
  icon?: MenuIcon;
  link?: string;
  badge?: string;
  isHeadr?: boolean;
  child?: MenuChild[];
}

function entry(title: string, link: string, icon: MenuIcon, permission: string): MenuEntry {
  return { title, link, icon, roles: ADMIN, permissions: [permission] };
}

function child(childtitle: string, childlink: string, permission: string): MenuChild {
  return { childtitle, childlink, roles: ADMIN, permissions: [permission] };
}

function group(title: string, icon: MenuIcon, permissions: string[], children: MenuChild[]): MenuEntry {
  return { title, icon, roles: ADMIN, permissions, child: children };
}

/** Side navigation of spec §2, each entry the admin role plus a permission. */
export const MENU: MenuEntry[] = [
  { title: 'menu.header', isHeadr: true },
  entry('menu.dashboard', 'dashboard', 'home', 'view-dashboard-page'),
  entry('menu.studentengagment', 'studentengagment', 'wallet', 'view-studentengagements-page'),
  group(
    'menu.educational',
    'graduation',
    ['view-evaluations-page', 'view-diagevaluations-page'],
    [
      child('menu.classes', 'gestion-pedarogique', 'view-evaluations-page'),
      child('menu.teachers', 'teachers-profiles', 'view-teachers-page'),
    ],
  ),
  group(
    'menu.students',
    'users',
    ['view-preregistrations-page', 'view-full-students-page'],
    [
      child('menu.preregistrations', 'preregistrations', 'view-preregistrations-page'),
      child('menu.fullstudents', 'fullstudents', 'view-full-students-page'),
    ],
  ),
  entry('menu.news', 'news', 'newspaper', 'view-news-page'),
  group(
    'menu.canteen',
    'utensils',
    [
      'view-achats-page',
      'view-ingredients-page',
      'view-meals-page',
      'view-programs-page',
      'view-cantine-demandes-page',
    ],
    [
      child('menu.achats', 'achats', 'view-achats-page'),
      child('menu.ingredients', 'ingredients', 'view-ingredients-page'),
      child('menu.meals', 'meals', 'view-meals-page'),
      child('menu.programs', 'programs', 'view-programs-page'),
      child('menu.demandesCantine', 'demandes-cantine', 'view-cantine-demandes-page'),
    ],
  ),
  group(
    'menu.transport',
    'bus',
    ['view-expenses-page', 'view-cars-page', 'view-drivers-page', 'view-lignes-page'],
    [
      child('menu.expenses', 'expenses', 'view-expenses-page'),
      child('menu.cars', 'cars', 'view-cars-page'),
      child('menu.drivers', 'drivers', 'view-drivers-page'),
      child('menu.lignes', 'lignes', 'view-lignes-page'),
    ],
  ),
  entry('menu.requests', 'gestion-demandes', 'inbox', 'view-request-page'),
  group(
    'menu.lostItems',
    'search',
    ['view-lost-items-page', 'view-lost-item-requests-page'],
    [
      child('menu.lostItemsList', 'lost-items', 'view-lost-items-page'),
      child('menu.lostItemRequests', 'lost-item-requests', 'view-lost-item-requests-page'),
    ],
  ),
  entry('menu.settings', 'settings', 'settings', 'view-settings-page'),
];

/** Browser tab title: a fixed prefix followed by the current path (spec §2 Menu behaviour). */
export const TITLE_PREFIX = 'Portail École | ';
export function tabTitle(pathname: string): string {
  return `${TITLE_PREFIX}${pathname}`;
}
