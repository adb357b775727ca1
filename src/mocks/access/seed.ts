import type { SeedStep } from '../core/seed.ts';
import type { DemoRole, DemoUser } from '../core/tables.ts';
import { EXTRA_ROLES, seedAccess, type AccessTables } from './roles.ts';

declare module '../core/tables.ts' {
  interface DemoData {
    /** Roles per branch and year, who holds them, and the audit log of changes (./roles.ts). */
    access: AccessTables;
  }
}

/** Every permission named by the spec (Roles and permissions), in the spec's `view-...-page` form. */
export const ALL_PERMISSIONS = [
  'view-dashboard-page',
  'view-studentengagements-page',
  'view-financial-params-page',
  'view-messagerie-page',
  'view-full-students-page',
  'view-preregistrations-page',
  'view-news-page',
  'view-request-page',
  'view-request-settings-page',
  'view-lost-items-page',
  'view-lost-item-requests-page',
  'view-settings-page',
  'view-news-management-config-page',
  'view-student-management-config-page',
  'view-educational-management-config-page',
  'view-files-types-management-config-page',
  'view-teachers-page',
  'view-evaluations-page',
  'view-diagevaluations-page',
  'view-programs-page',
  'view-meals-page',
  'view-ingredients-page',
  'view-achats-page',
  'view-cantine-demandes-page',
  'view-expenses-page',
  'view-drivers-page',
  'view-cars-page',
  'view-lignes-page',
  'view-attendance-page',
  'view-timetable-page',
  'view-homework-page',
  // The term report cards (docs/api.md "Report cards").
  'view-report-cards-page',
  // Importing students and families from a spreadsheet (docs/api.md "Student imports"), with the students' own.
  'import-students',
];

export const STAFF_PERMISSIONS = [
  'view-dashboard-page',
  'view-full-students-page',
  'view-news-page',
  'view-messagerie-page',
];

export const PARENT_PERMISSIONS = [
  'view-dashboard-page',
  'view-request-page',
  'view-studentengagements-page',
  'view-news-page',
  'view-messagerie-page',
  // Lost items: a family browses found items, claims one or describes a lost one (its side menu's group).
  'view-lost-items-page',
  'view-lost-item-requests-page',
  // The canteen: the child's menu of the week, and subscriptions or meals to ask for (its side menu's group).
  'view-cantine-demandes-page',
];

export const DEMO_PASSWORD = 'demo1234';

/** What the school's office staff (secretariat, accounting, direction) may open: parents write to them. */
export const OFFICE_PERMISSIONS = ['view-dashboard-page', 'view-news-page', 'view-messagerie-page'];

/** A demo staff account: names in Latin and Arabic script, its role in each of its branches. */
interface StaffMember {
  id: number;
  first: [string, string];
  last: [string, string];
  role: string;
  branchIds: number[];
}

/**
 * The school's office, by role and branch: the contacts a parent writes to (docs/api.md "Messaging"). The
 * secretariat of Casablanca is the staff account; Casablanca and Rabat share their accounting and direction.
 */
const OFFICE: StaffMember[] = [
  { id: 4, first: ['Nadia', 'نادية'], last: ['Tazi', 'التازي'], role: 'accounting', branchIds: [1, 2] },
  { id: 5, first: ['Hassan', 'حسن'], last: ['Berrada', 'برادة'], role: 'direction', branchIds: [1, 2] },
  { id: 6, first: ['Rachid', 'رشيد'], last: ['Kettani', 'الكتاني'], role: 'secretariat', branchIds: [2] },
  { id: 7, first: ['Leïla', 'ليلى'], last: ['Amrani', 'العمراني'], role: 'secretariat', branchIds: [3] },
  { id: 8, first: ['Omar', 'عمر'], last: ['Fassi', 'الفاسي'], role: 'accounting', branchIds: [3] },
  {
    id: 9,
    first: ['Fatima Zahra', 'فاطمة الزهراء'],
    last: ['Chraibi', 'الشرايبي'],
    role: 'direction',
    branchIds: [3],
  },
];

/** Staff who do not write to parents: the canteen, transport and teachers (access management's accounts). */
const TEAM: StaffMember[] = [
  { id: 10, first: ['Meryem', 'مريم'], last: ['Ouazzani', 'الوزاني'], role: 'canteen', branchIds: [1] },
  { id: 11, first: ['Driss', 'إدريس'], last: ['Lahlou', 'لحلو'], role: 'transport', branchIds: [1] },
  { id: 12, first: ['Salma', 'سلمى'], last: ['Bennis', 'بنيس'], role: 'teacher', branchIds: [1] },
  { id: 13, first: ['Anas', 'أنس'], last: ['Sqalli', 'الصقلي'], role: 'teacher', branchIds: [2] },
];

/** A small PNG avatar (48x48), served as the admin's profile picture. */
const ADMIN_AVATAR_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAABqUlEQVR42tWa6VLCMBRG8yqIIuKCy2uA4r7irm9P2Yr+/LzCFNRi2+TeJA0zZ6ZMnfnO+QWkKiX4Onj/RBFUmV77bx/g4Ef6lcYt4ER+j4ZsYk/8hQYcIiq/+zyBD4KWF4loPk1QBoKWN4poPsYoI4Xkdx5ilBnrAVGMTKwGbN/H4JAnn8DdWS7fpZsMisrPI5h7qYCt7him6MoncDbTAXd0wxDjAMamd3nRiM3bMUzhBnC2FwE3I5jCDmBsT+UbdMGBG8DdV41rumDADmDuq42rEbiYyktsU8AQXMwD+NuqfjmEBLryUrtiAToRkpuqfkEXguTKC++p9fMhQoYCBggZVTsbIGSmn8a1U3oTIPPvQmv0JkQWASd9cNH9HJDY/PWbwJW4VEjqF9nqcR+6cOUTTLbTAR26URAp8VSIhsPSk4lqJ0IetuQTijhkng1Vj+iPMrAekLOfezK3chjhP2zLJ2Q5FDof9SmfFaF1Ql1pR/iJ64C/+0bPCCrtHr5xLb+ImO2zntJUWh4DWj2Z52S+AkSfVAYt7zLEydP6oOWlY0r1nys+pL8AgJmLh5fVjB8AAAAASUVORK5CYII=';

function rolesFor(name: string, branchIds: number[], yearIds: number[], permissions: string[]): DemoRole[] {
  return branchIds.flatMap((schoolbranchid) =>
    yearIds.map((schoolyearid) => ({ name, schoolbranchid, schoolyearid, permissions: [...permissions] })),
  );
}

/** The demo accounts (README): the admin, the secretariat, the parent of two, the school's office and team. */
export const usersStep: SeedStep<'users'> = {
  tables: ['users'],
  make(data) {
    const yearIds = data.years.map((year) => year.schoolyearid);
    const users: DemoUser[] = [
      {
        id: 1,
        email: 'admin@demo.test',
        password: DEMO_PASSWORD,
        displayname: 'Samira Benali',
        firstname: 'Samira',
        lastname: 'Benali',
        isParent: false,
        roles: rolesFor('admin', [1, 2], yearIds, ALL_PERMISSIONS),
        branchIds: [1, 2],
        studentIds: [],
        profilepicture: { mimeType: 'image/png', data: ADMIN_AVATAR_PNG },
      },
      {
        id: 2,
        email: 'staff@demo.test',
        password: DEMO_PASSWORD,
        displayname: 'Youssef Alaoui',
        firstname: 'Youssef',
        lastname: 'Alaoui',
        isParent: false,
        roles: rolesFor('secretariat', [1], yearIds, STAFF_PERMISSIONS),
        branchIds: [1],
        studentIds: [],
        profilepicture: null,
      },
      {
        id: 3,
        email: 'parent@demo.test',
        password: DEMO_PASSWORD,
        displayname: 'Karim El Idrissi',
        firstname: 'Karim',
        lastname: 'El Idrissi',
        isParent: true,
        roles: rolesFor('parent', [1, 3], yearIds, PARENT_PERMISSIONS),
        branchIds: [],
        studentIds: [101, 102],
        profilepicture: null,
      },
      ...[...OFFICE, ...TEAM].map((member): DemoUser => ({
        id: member.id,
        email: `${member.role}.${member.branchIds.join('-')}@demo.test`,
        password: DEMO_PASSWORD,
        displayname: `${member.first[0]} ${member.last[0]}`,
        firstname: member.first[0],
        lastname: member.last[0],
        firstname_ar: member.first[1],
        lastname_ar: member.last[1],
        isParent: false,
        roles: rolesFor(
          member.role,
          member.branchIds,
          yearIds,
          EXTRA_ROLES[member.role] ?? OFFICE_PERMISSIONS,
        ),
        branchIds: member.branchIds,
        studentIds: [],
        profilepicture: null,
      })),
    ];
    users[0]!.firstname_ar = 'سميرة';
    users[0]!.lastname_ar = 'بنعلي';
    users[1]!.firstname_ar = 'يوسف';
    users[1]!.lastname_ar = 'العلوي';
    return { users };
  },
};

/** Access management: the roles users hold become roles and assignments. */
export const accessStep: SeedStep<'access'> = {
  tables: ['access'],
  make: (data) => ({ access: seedAccess(data.users, data.branches, data.years, ALL_PERMISSIONS) }),
};
