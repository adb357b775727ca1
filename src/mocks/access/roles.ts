import type { DemoBranch, DemoUser, DemoYear } from '../core/tables.ts';

/**
 * Who may open what (docs/api.md "Access management"): roles per branch and school year, each granting permissions
 * (the spec's `view-…-page` names); assignments of staff accounts to roles; the audit log of every change. A staff
 * user's `roles` (what `GET user` answers and every handler checks) is derived from the assignments by
 * `syncUserRoles` after each change, so a change takes effect at the user's next load.
 */
export interface AccessRole {
  id: number;
  /** `admin` (every permission, fixed), a built-in role's key, or `role-<id>` for one the school created. */
  key: string;
  name: string;
  name_ar: string;
  branchId: number;
  yearId: number;
  permissions: string[];
}

export interface AccessAssignment {
  id: number;
  userId: number;
  roleId: number;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorId: number;
  actorName: string;
  branchId: number;
  yearId: number;
  /** `role.create`, `role.update`, `role.delete`, `account.create`, `account.deactivate`, `account.reactivate`,
   * `assignment.create`, `assignment.delete`, `year.copy`. */
  action: string;
  /** What the change is about, as shown: an account's or a role's name. */
  target: string;
  before: unknown;
  after: unknown;
}

export interface AccessTables {
  roles: AccessRole[];
  assignments: AccessAssignment[];
  audit: AuditEntry[];
  nextId: number;
}

export const ADMIN_ROLE = 'admin';

/** The names of the built-in roles, by key (a role the seed or an older data set names without one keeps its key). */
const ROLE_NAMES: Record<string, [string, string]> = {
  admin: ['Administration', 'الإدارة'],
  secretariat: ['Secrétariat', 'الكتابة'],
  accounting: ['Comptabilité', 'المحاسبة'],
  direction: ['Direction', 'المديرية'],
  canteen: ['Restauration scolaire', 'المطعم المدرسي'],
  transport: ['Transport scolaire', 'النقل المدرسي'],
  teacher: ['Enseignant', 'أستاذ'],
};

/**
 * Roles the seed creates in every branch and year beside those the office holds, with what they grant (no messaging:
 * parents write to the office).
 */
export const EXTRA_ROLES: Record<string, string[]> = {
  canteen: [
    'view-dashboard-page',
    'view-ingredients-page',
    'view-achats-page',
    'view-meals-page',
    'view-programs-page',
    'view-cantine-demandes-page',
  ],
  transport: [
    'view-dashboard-page',
    'view-expenses-page',
    'view-cars-page',
    'view-drivers-page',
    'view-lignes-page',
  ],
  teacher: [
    'view-dashboard-page',
    'view-evaluations-page',
    'view-diagevaluations-page',
    'view-attendance-page',
    'view-timetable-page',
    'view-homework-page',
    'view-report-cards-page',
  ],
  // The office's permissions (access/seed.ts OFFICE_PERMISSIONS) and the families' finances: the accounting office
  // records payments and decides on the payment plans families choose (docs/api.md "Payment plans").
  accounting: [
    'view-dashboard-page',
    'view-news-page',
    'view-messagerie-page',
    'view-studentengagements-page',
  ],
  // The office's permissions (access/seed.ts OFFICE_PERMISSIONS) and the school life's roll calls, absences,
  // timetables and homework.
  direction: [
    'view-dashboard-page',
    'view-news-page',
    'view-messagerie-page',
    'view-attendance-page',
    'view-timetable-page',
    'view-homework-page',
    'view-report-cards-page',
  ],
};

/** A staff account is active unless it was deactivated (an older data set has no flag). */
export function isActive(user: DemoUser): boolean {
  return user.active !== false;
}

/**
 * The access tables of a data set: one role per built-in name in every branch and year (permissions as its holders
 * have them), each staff user's roles as assignments, and a short history.
 */
export function seedAccess(
  users: DemoUser[],
  branches: DemoBranch[],
  years: DemoYear[],
  allPermissions: string[],
): AccessTables {
  const tables: AccessTables = { roles: [], assignments: [], audit: [], nextId: 1 };
  // A role grants in a branch and year what its holders there have; where no one holds it, what it grants elsewhere.
  const defaults = new Map<string, string[]>(Object.entries(EXTRA_ROLES));
  const holders = new Map<string, Set<string>>();
  for (const user of users) {
    if (user.isParent) continue;
    for (const role of user.roles) {
      if (!defaults.has(role.name)) defaults.set(role.name, [...role.permissions]);
      const at = `${role.name}/${role.schoolbranchid}/${role.schoolyearid}`;
      holders.set(at, new Set([...(holders.get(at) ?? []), ...role.permissions]));
    }
  }
  defaults.set(ADMIN_ROLE, [...allPermissions]);
  for (const branch of branches) {
    for (const year of years) {
      for (const [key, permissions] of defaults) {
        const [name, nameAr] = ROLE_NAMES[key] ?? [key, key];
        const here = holders.get(`${key}/${branch.schoolbranchid}/${year.schoolyearid}`);
        tables.roles.push({
          id: tables.nextId++,
          key,
          name,
          name_ar: nameAr,
          branchId: branch.schoolbranchid,
          yearId: year.schoolyearid,
          permissions: key === ADMIN_ROLE ? [...allPermissions] : here ? [...here] : [...permissions],
        });
      }
    }
  }
  for (const user of users) {
    if (user.isParent) continue;
    for (const held of user.roles) {
      const role = tables.roles.find(
        (candidate) =>
          candidate.key === held.name &&
          candidate.branchId === held.schoolbranchid &&
          candidate.yearId === held.schoolyearid,
      );
      if (role) tables.assignments.push({ id: tables.nextId++, userId: user.id, roleId: role.id });
    }
  }
  const admin = users.find((user) => !user.isParent && user.roles.some((role) => role.name === ADMIN_ROLE));
  const current = years[0];
  if (admin && current) {
    for (const [index, user] of users
      .filter((candidate) => !candidate.isParent && candidate !== admin)
      .entries()) {
      const held = user.roles.find((role) => role.schoolyearid === current.schoolyearid);
      if (!held) continue;
      const role = tables.roles.find(
        (candidate) =>
          candidate.key === held.name &&
          candidate.branchId === held.schoolbranchid &&
          candidate.yearId === held.schoolyearid,
      )!;
      tables.audit.push({
        id: tables.nextId++,
        at: `2026-08-${String(25 + (index % 5)).padStart(2, '0')}T09:${String(10 + index).padStart(2, '0')}:00Z`,
        actorId: admin.id,
        actorName: admin.displayname,
        branchId: held.schoolbranchid,
        yearId: held.schoolyearid,
        action: 'assignment.create',
        target: user.displayname,
        before: null,
        after: { role: role.name },
      });
    }
  }
  return tables;
}

/** A staff user's roles as their assignments give them (admin: every permission), and the branches they work in. */
export function syncUserRoles(users: DemoUser[], tables: AccessTables, allPermissions: string[]): void {
  const roles = new Map(tables.roles.map((role) => [role.id, role]));
  for (const user of users) {
    if (user.isParent) continue;
    const held = tables.assignments
      .filter((assignment) => assignment.userId === user.id)
      .flatMap((assignment) => {
        const role = roles.get(assignment.roleId);
        return role ? [role] : [];
      });
    user.roles = held.map((role) => ({
      name: role.key,
      schoolbranchid: role.branchId,
      schoolyearid: role.yearId,
      permissions: role.key === ADMIN_ROLE ? [...allPermissions] : [...role.permissions],
    }));
    user.branchIds = [...new Set(held.map((role) => role.branchId))].sort((a, b) => a - b);
  }
}
