import type { Role } from '../api/schemas';

/** What a route or a menu entry asks for: any of these role names, or any of these permission names. */
export interface AccessRule {
  roles?: readonly string[];
  permissions?: readonly string[];
}

/** The user's role names and the flattened permission names of all their (narrowed) roles. */
export interface Grants {
  roleNames: ReadonlySet<string>;
  permissionNames: ReadonlySet<string>;
}

export function grantsOf(roles: readonly Role[]): Grants {
  return {
    roleNames: new Set(roles.map((role) => role.name)),
    permissionNames: new Set(roles.flatMap((role) => role.permissions.map((permission) => permission.name))),
  };
}

function allowsRole(rule: AccessRule, grants: Grants): boolean {
  const roles = rule.roles ?? [];
  return roles.length === 0 || roles.some((name) => grants.roleNames.has(name));
}

function allowsPermission(rule: AccessRule, grants: Grants): boolean {
  const permissions = rule.permissions ?? [];
  return permissions.length === 0 || permissions.some((name) => grants.permissionNames.has(name));
}

/**
 * Route guard (Validation rules): allowed if the user has a role in the allowed roles (empty list allows all), or has
 * a permission in the allowed permissions (empty list allows all). So a route listing only the admin role
 * and no permission is open to everyone, as the spec notes for access-management and the classes pages.
 */
export function canAccess(grants: Grants, rule: AccessRule): boolean {
  return allowsRole(rule, grants) || allowsPermission(rule, grants);
}

/** A menu entry as Draws it: its children are in `child`. */
export interface MenuFilterable extends AccessRule {
  child?: readonly MenuFilterable[];
}

/**
 * Side-menu filter (Roles and permissions): an entry is hidden only when it lists both required roles and required
 * permissions and the user meets neither; applied recursively to children. Written as its own function,
 * because the spec states it separately from the guard, even though the two formulas coincide.
 */
export function isMenuEntryVisible(entry: AccessRule, grants: Grants): boolean {
  const hasRoleRequirement = (entry.roles ?? []).length > 0;
  const hasPermissionRequirement = (entry.permissions ?? []).length > 0;
  if (!hasRoleRequirement || !hasPermissionRequirement) return true;
  return allowsRole(entry, grants) || allowsPermission(entry, grants);
}

export function filterMenu<T extends MenuFilterable>(entries: readonly T[], grants: Grants): T[] {
  return entries
    .filter((entry) => isMenuEntryVisible(entry, grants))
    .map((entry) =>
      entry.child ? { ...entry, child: filterMenu(entry.child, grants) as T['child'] } : entry,
    );
}
