import type { AccessRule } from './session/access';

/**
 * The side menu of the spec (Screens and routes), beside the registry (modules.ts, which re-exports it): a page may
 * read it (access management names permissions by their menu entries) without importing the registry.
 */

const ADMIN = ['admin'] as const;

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

/** Side navigation of the spec (Screens and routes), each entry the admin role plus a permission. */
export const MENU: MenuEntry[] = [
  { title: 'menu.header', isHeadr: true },
  entry('menu.dashboard', 'dashboard', 'home', 'view-dashboard-page'),
  entry('menu.studentengagment', 'studentengagment', 'wallet', 'view-studentengagements-page'),
  group(
    'menu.educational',
    'graduation',
    [
      'view-evaluations-page',
      'view-diagevaluations-page',
      'view-attendance-page',
      'view-timetable-page',
      'view-homework-page',
      'view-report-cards-page',
    ],
    [
      child('menu.classes', 'gestion-pedarogique', 'view-evaluations-page'),
      child('menu.teachers', 'teachers-profiles', 'view-teachers-page'),
      child('menu.attendance', 'attendance', 'view-attendance-page'),
      child('menu.absences', 'attendance/absences', 'view-attendance-page'),
      child('menu.timetable', 'timetable', 'view-timetable-page'),
      child('menu.homework', 'homework', 'view-homework-page'),
      child('menu.reportCards', 'report-cards', 'view-report-cards-page'),
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
