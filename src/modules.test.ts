import { describe, expect, it } from 'vitest';
import { canAccess, grantsOf } from './session/access';
import { MENU, routeAt, ROUTES } from './modules';
import { tabTitle, TITLE_PREFIX } from './tabTitle';

/** Spec Screens and routes "Routes", in the spec's order. */
const SPEC_ROUTES = [
  'dashboard',
  'studentengagment',
  'overdueList',
  'gestion-financiere-parametre',
  'gestion-scholaire-parametre',
  'messagerie',
  'fullstudents',
  'studentdetails',
  'preregistrations',
  'news',
  'gestion-demandes',
  'request-config',
  'lost-items',
  'lost-item-requests',
  'settings',
  'news-management-config',
  'student-management-config',
  'educational-management-config',
  'files-types-management-config',
  'teachers-profiles',
  'diagevaluation',
  'programs',
  'meals',
  'ingredients',
  'achats',
  'demandes-cantine',
  'expenses',
  'drivers',
  'cars',
  'lignes',
  'access-management',
  'classesPage',
  'gestion-pedarogique',
  'classePage',
];

/** Spec Roles and permissions "Route permissions", copied from the spec text; null = admin role only, no permission. */
const SPEC_PERMISSIONS: Record<string, string | null> = {
  dashboard: 'view-dashboard-page',
  studentengagment: 'view-studentengagements-page',
  overdueList: 'view-studentengagements-page',
  'gestion-financiere-parametre': 'view-financial-params-page',
  'gestion-scholaire-parametre': 'view-financial-params-page',
  messagerie: 'view-messagerie-page',
  fullstudents: 'view-full-students-page',
  studentdetails: 'view-full-students-page',
  preregistrations: 'view-preregistrations-page',
  news: 'view-news-page',
  'gestion-demandes': 'view-request-page',
  'lost-items': 'view-lost-items-page',
  'lost-item-requests': 'view-lost-items-page',
  settings: 'view-settings-page',
  'news-management-config': 'view-news-management-config-page',
  'student-management-config': 'view-student-management-config-page',
  'educational-management-config': 'view-educational-management-config-page',
  'files-types-management-config': 'view-files-types-management-config-page',
  'teachers-profiles': 'view-teachers-page',
  diagevaluation: 'view-diagevaluations-page',
  programs: 'view-programs-page',
  meals: 'view-meals-page',
  ingredients: 'view-ingredients-page',
  achats: 'view-achats-page',
  'demandes-cantine': 'view-cantine-demandes-page',
  expenses: 'view-expenses-page',
  drivers: 'view-drivers-page',
  cars: 'view-cars-page',
  lignes: 'view-lignes-page',
  'request-config': 'view-request-settings-page',
  'access-management': null,
  classesPage: null,
  'gestion-pedarogique': null,
  classePage: null,
};

/** Spec Screens and routes "Side navigation (route, permission)". */
const SPEC_MENU_LINKS: Record<string, string> = {
  dashboard: 'view-dashboard-page',
  studentengagment: 'view-studentengagements-page',
  'gestion-pedarogique': 'view-evaluations-page',
  'teachers-profiles': 'view-teachers-page',
  preregistrations: 'view-preregistrations-page',
  fullstudents: 'view-full-students-page',
  news: 'view-news-page',
  achats: 'view-achats-page',
  ingredients: 'view-ingredients-page',
  meals: 'view-meals-page',
  programs: 'view-programs-page',
  'demandes-cantine': 'view-cantine-demandes-page',
  expenses: 'view-expenses-page',
  cars: 'view-cars-page',
  drivers: 'view-drivers-page',
  lignes: 'view-lignes-page',
  'gestion-demandes': 'view-request-page',
  'lost-items': 'view-lost-items-page',
  'lost-item-requests': 'view-lost-item-requests-page',
  settings: 'view-settings-page',
  // Attendance (docs/api.md "Attendance"), in the educational group.
  attendance: 'view-attendance-page',
  'attendance/absences': 'view-attendance-page',
  // Timetable and homework (docs/api.md "Timetable", "Homework"), in the educational group.
  timetable: 'view-timetable-page',
  homework: 'view-homework-page',
  // Report cards (docs/api.md "Report cards"), their own right, in the educational group.
  'report-cards': 'view-report-cards-page',
};

const noRoles = grantsOf([]);

describe('modules registry (Routes, Roles and permissions)', () => {
  it('Routes: the table covers exactly the spec routes (in Screens and routes / Roles and permissions) and no spec route twice', () => {
    expect(Object.keys(SPEC_PERMISSIONS).sort()).toEqual([...SPEC_ROUTES].sort());
    const paths = ROUTES.map((route) => route.path);
    for (const path of SPEC_ROUTES) {
      expect(
        paths.filter((candidate) => candidate === path),
        path,
      ).toHaveLength(1);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('Routes: paths have no leading slash', () => {
    for (const route of ROUTES) expect(route.path.startsWith('/')).toBe(false);
  });

  it('Route permissions: each spec route lists the admin role and exactly the spec permission', () => {
    for (const path of SPEC_ROUTES) {
      const route = ROUTES.find((candidate) => candidate.path === path);
      const permission = SPEC_PERMISSIONS[path];
      expect(route?.access.roles, path).toEqual(['admin']);
      expect(route?.access.permissions ?? [], path).toEqual(permission ? [permission] : []);
    }
  });

  it('Roles and permissions: access-management, classesPage, gestion-pedarogique and classePage are open to a user with no roles', () => {
    for (const path of ['access-management', 'classesPage', 'gestion-pedarogique', 'classePage']) {
      const route = ROUTES.find((candidate) => candidate.path === path);
      expect(route && canAccess(noRoles, route.access), path).toBe(true);
    }
  });

  it('Guard: every other spec route is closed to a user with no roles', () => {
    for (const path of SPEC_ROUTES.filter((candidate) => SPEC_PERMISSIONS[candidate] !== null)) {
      const route = ROUTES.find((candidate) => candidate.path === path);
      expect(route && canAccess(noRoles, route.access), path).toBe(false);
    }
  });

  it('Roles and permissions: a route is open with only its permission (no admin role), and with only the admin role', () => {
    for (const path of SPEC_ROUTES) {
      const route = ROUTES.find((candidate) => candidate.path === path);
      const permission = SPEC_PERMISSIONS[path];
      const admin = grantsOf([{ name: 'admin', schoolbranchid: 1, schoolyearid: 1, permissions: [] }]);
      expect(route && canAccess(admin, route.access), path).toBe(true);
      if (permission) {
        const withPermission = grantsOf([
          { name: 'secretariat', schoolbranchid: 1, schoolyearid: 1, permissions: [{ name: permission }] },
        ]);
        expect(route && canAccess(withPermission, route.access), path).toBe(true);
      }
    }
  });

  it('Routes: every page is lazily loaded (a load function returning a module with a default component)', async () => {
    for (const route of ROUTES) {
      expect(typeof route.load, route.path).toBe('function');
    }
    const loaded = await ROUTES[0]!.load();
    expect(typeof loaded.default).toBe('function');
  });

  it('Menu behaviour: the tab title is a fixed prefix followed by the current path', () => {
    expect(tabTitle('/dashboard')).toBe('Portail École | /dashboard');
    expect(tabTitle('/cars')).toBe(`${TITLE_PREFIX}/cars`);
  });

  it('Side navigation: each menu link carries the admin role plus its spec permission', () => {
    const links = new Map<string, { roles?: readonly string[]; permissions?: readonly string[] }>();
    for (const item of MENU) {
      if (item.link) links.set(item.link, item);
      for (const child of item.child ?? []) links.set(child.childlink, child);
    }
    expect([...links.keys()].sort()).toEqual(Object.keys(SPEC_MENU_LINKS).sort());
    for (const [link, permission] of Object.entries(SPEC_MENU_LINKS)) {
      expect(links.get(link)?.roles, link).toEqual(['admin']);
      expect(links.get(link)?.permissions, link).toEqual([permission]);
    }
  });

  it('Side navigation: the educational group is visible with view-evaluations-page, view-diagevaluations-page, view-attendance-page, view-timetable-page, view-homework-page or view-report-cards-page', () => {
    const group = MENU.find((item) => item.child?.some((child) => child.childlink === 'gestion-pedarogique'));
    expect(group?.roles).toEqual(['admin']);
    expect([...(group?.permissions ?? [])].sort()).toEqual([
      'view-attendance-page',
      'view-diagevaluations-page',
      'view-evaluations-page',
      'view-homework-page',
      'view-report-cards-page',
      'view-timetable-page',
    ]);
  });

  it('Side navigation: every menu link is a registered route', () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const link of Object.keys(SPEC_MENU_LINKS)) expect(paths.has(link), link).toBe(true);
  });
});

describe('routeAt (the page a signed-in boot fetches beside the app, main.tsx)', () => {
  it('finds the route of an address, parameters included; `/` is the dashboard; an unknown address none', () => {
    expect(routeAt('/fullstudents')?.path).toBe('fullstudents');
    expect(routeAt('/studentdetails/12/edit')?.path).toBe('studentdetails/:studentId/edit');
    expect(routeAt('/studentdetails/new')?.path).toBe('studentdetails/new');
    expect(routeAt('/')?.path).toBe('dashboard');
    expect(routeAt('/no-such-page')).toBeUndefined();
    expect(routeAt('/fullstudents/extra')).toBeUndefined();
  });
});
