import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Role } from '../api/schemas';
import { ROUTES } from '../modules';
import { canAccess, filterMenu, grantsOf, isMenuEntryVisible, type AccessRule, type Grants } from './access';

const ROLE_NAMES = ['admin', 'parent', 'secretariat', 'teacher'];
const PERMISSION_NAMES = [
  'view-dashboard-page',
  'view-news-page',
  'view-cars-page',
  'view-meals-page',
  'view-settings-page',
];

function role(name: string, permissions: string[] = []): Role {
  return { name, schoolbranchid: 1, schoolyearid: 1, permissions: permissions.map((p) => ({ name: p })) };
}

const roleNameArb = fc.constantFrom(...ROLE_NAMES);
const permissionNameArb = fc.constantFrom(...PERMISSION_NAMES);
const grantsArb: fc.Arbitrary<Grants> = fc
  .record({
    roleNames: fc.uniqueArray(roleNameArb, { maxLength: 3 }),
    permissionNames: fc.uniqueArray(permissionNameArb, { maxLength: 4 }),
  })
  .map(({ roleNames, permissionNames }) => ({
    roleNames: new Set(roleNames),
    permissionNames: new Set(permissionNames),
  }));
/** A list that may also be absent: both mean "no requirement". */
const listArb = (names: fc.Arbitrary<string>) =>
  fc.option(fc.uniqueArray(names, { maxLength: 3 }), { nil: undefined });
const ruleArb: fc.Arbitrary<AccessRule> = fc.record(
  { roles: listArb(roleNameArb), permissions: listArb(permissionNameArb) },
  { requiredKeys: [] },
);

const metRoles = (rule: AccessRule, grants: Grants) =>
  (rule.roles ?? []).some((r) => grants.roleNames.has(r));
const metPermissions = (rule: AccessRule, grants: Grants) =>
  (rule.permissions ?? []).some((p) => grants.permissionNames.has(p));
const isEmpty = (list: readonly string[] | undefined) => (list ?? []).length === 0;

describe('grantsOf (Roles and permissions: role names and the flattened permission names of all roles)', () => {
  it('Menu filter: collects every role name and every permission of every role', () => {
    const grants = grantsOf([
      role('admin', ['view-news-page']),
      role('teacher', ['view-cars-page', 'view-news-page']),
    ]);
    expect([...grants.roleNames].sort()).toEqual(['admin', 'teacher']);
    expect([...grants.permissionNames].sort()).toEqual(['view-cars-page', 'view-news-page']);
  });

  it('Roles and permissions (property): a permission is granted iff one of the roles lists it', () => {
    const rolesArb = fc.array(
      fc.record({
        name: roleNameArb,
        schoolbranchid: fc.nat(3),
        schoolyearid: fc.nat(3),
        permissions: fc.array(fc.record({ name: permissionNameArb }), { maxLength: 3 }),
      }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(rolesArb, permissionNameArb, roleNameArb, (roles, permission, name) => {
        const grants = grantsOf(roles);
        expect(grants.permissionNames.has(permission)).toBe(
          roles.some((r) => r.permissions.some((p) => p.name === permission)),
        );
        expect(grants.roleNames.has(name)).toBe(roles.some((r) => r.name === name));
      }),
    );
  });
});

describe('canAccess (Route guard)', () => {
  const admin = grantsOf([role('admin')]);
  const newsReader = grantsOf([role('secretariat', ['view-news-page'])]);
  const nobody = grantsOf([]);
  const newsRoute: AccessRule = { roles: ['admin'], permissions: ['view-news-page'] };

  it('Guard: a role in the allowed roles gives access without the permission', () => {
    expect(canAccess(admin, newsRoute)).toBe(true);
  });

  it('Guard: a permission in the allowed permissions gives access without the role', () => {
    expect(canAccess(newsReader, newsRoute)).toBe(true);
  });

  it('Guard: neither the role nor the permission refuses access', () => {
    expect(canAccess(nobody, newsRoute)).toBe(false);
    expect(canAccess(grantsOf([role('secretariat', ['view-cars-page'])]), newsRoute)).toBe(false);
  });

  it('Guard: an empty permission list allows all', () => {
    expect(canAccess(nobody, { roles: ['admin'], permissions: [] })).toBe(true);
    expect(canAccess(nobody, { roles: ['admin'] })).toBe(true);
  });

  it('Guard: an empty role list allows all', () => {
    expect(canAccess(nobody, { roles: [], permissions: ['view-news-page'] })).toBe(true);
    expect(canAccess(nobody, {})).toBe(true);
  });

  it('Guard (property): an empty permission list allows all', () => {
    fc.assert(
      fc.property(grantsArb, listArb(roleNameArb), (grants, roles) => {
        expect(canAccess(grants, { roles, permissions: [] })).toBe(true);
        expect(canAccess(grants, { roles })).toBe(true);
      }),
    );
  });

  it('Guard (property): an empty role list allows all', () => {
    fc.assert(
      fc.property(grantsArb, listArb(permissionNameArb), (grants, permissions) => {
        expect(canAccess(grants, { roles: [], permissions })).toBe(true);
        expect(canAccess(grants, { permissions })).toBe(true);
      }),
    );
  });

  it('Guard (property): a role in the list, or a permission in the list, allows access', () => {
    fc.assert(
      fc.property(grantsArb, ruleArb, (grants, rule) => {
        fc.pre(metRoles(rule, grants) || metPermissions(rule, grants));
        expect(canAccess(grants, rule)).toBe(true);
      }),
    );
  });

  it('Guard (property): with both lists non-empty and neither met, access is refused', () => {
    fc.assert(
      fc.property(grantsArb, ruleArb, (grants, rule) => {
        fc.pre(!isEmpty(rule.roles) && !isEmpty(rule.permissions));
        fc.pre(!metRoles(rule, grants) && !metPermissions(rule, grants));
        expect(canAccess(grants, rule)).toBe(false);
      }),
    );
  });

  it('Guard (property): the decision is exactly "roles allow OR permissions allow"', () => {
    fc.assert(
      fc.property(grantsArb, ruleArb, (grants, rule) => {
        const rolesAllow = isEmpty(rule.roles) || metRoles(rule, grants);
        const permissionsAllow = isEmpty(rule.permissions) || metPermissions(rule, grants);
        expect(canAccess(grants, rule)).toBe(rolesAllow || permissionsAllow);
      }),
    );
  });

  it('Guard (property): more grants never take access away', () => {
    fc.assert(
      fc.property(grantsArb, grantsArb, ruleArb, (grants, extra, rule) => {
        const more: Grants = {
          roleNames: new Set([...grants.roleNames, ...extra.roleNames]),
          permissionNames: new Set([...grants.permissionNames, ...extra.permissionNames]),
        };
        if (canAccess(grants, rule)) expect(canAccess(more, rule)).toBe(true);
      }),
    );
  });

  it('Roles and permissions: the four admin-only routes of the registry are open to a user with no roles', () => {
    const adminOnly = ['access-management', 'classesPage', 'gestion-pedarogique', 'classePage'];
    for (const path of adminOnly) {
      const route = ROUTES.find((candidate) => candidate.path === path);
      expect(route, path).toBeDefined();
      expect(canAccess(nobody, route!.access), path).toBe(true);
    }
  });

  it('Roles and permissions (property): the four admin-only routes are open to any grants at all', () => {
    const adminOnly = ROUTES.filter((route) =>
      ['access-management', 'classesPage', 'gestion-pedarogique', 'classePage'].includes(route.path),
    );
    expect(adminOnly).toHaveLength(4);
    fc.assert(
      fc.property(grantsArb, (grants) => {
        for (const route of adminOnly) expect(canAccess(grants, route.access)).toBe(true);
      }),
    );
  });
});

interface TestEntry extends AccessRule {
  id: string;
  child?: TestEntry[];
}

const entryArb: fc.Arbitrary<TestEntry> = fc.letrec<{ entry: TestEntry }>((tie) => ({
  entry: fc.record(
    {
      id: fc.string({ minLength: 1, maxLength: 4 }),
      roles: listArb(roleNameArb),
      permissions: listArb(permissionNameArb),
      child: fc.array(tie('entry'), { maxLength: 3 }),
    },
    { requiredKeys: ['id'] },
  ),
})).entry;

describe('isMenuEntryVisible / filterMenu (Roles and permissions side-menu filter)', () => {
  const nobody = grantsOf([]);

  it('Menu filter: an entry with no required roles is shown', () => {
    expect(isMenuEntryVisible({ permissions: ['view-news-page'] }, nobody)).toBe(true);
    expect(isMenuEntryVisible({ roles: [], permissions: ['view-news-page'] }, nobody)).toBe(true);
  });

  it('Menu filter: an entry with no required permissions is shown', () => {
    expect(isMenuEntryVisible({ roles: ['admin'] }, nobody)).toBe(true);
    expect(isMenuEntryVisible({ roles: ['admin'], permissions: [] }, nobody)).toBe(true);
  });

  it('Menu filter: shown with the role, or with the permission', () => {
    const entry = { roles: ['admin'], permissions: ['view-news-page'] };
    expect(isMenuEntryVisible(entry, grantsOf([role('admin')]))).toBe(true);
    expect(isMenuEntryVisible(entry, grantsOf([role('secretariat', ['view-news-page'])]))).toBe(true);
  });

  it('Menu filter: hidden only when both requirements exist and neither is met', () => {
    const entry = { roles: ['admin'], permissions: ['view-news-page'] };
    expect(isMenuEntryVisible(entry, nobody)).toBe(false);
    expect(isMenuEntryVisible(entry, grantsOf([role('secretariat', ['view-cars-page'])]))).toBe(false);
  });

  it('Menu filter: applied recursively to children (child list)', () => {
    const menu: TestEntry[] = [
      { id: 'header' },
      {
        id: 'transport',
        roles: ['admin'],
        permissions: ['view-cars-page', 'view-news-page'],
        child: [
          { id: 'cars', roles: ['admin'], permissions: ['view-cars-page'] },
          { id: 'news', roles: ['admin'], permissions: ['view-news-page'] },
        ],
      },
      { id: 'settings', roles: ['admin'], permissions: ['view-settings-page'] },
    ];
    const filtered = filterMenu(menu, grantsOf([role('secretariat', ['view-cars-page'])]));
    expect(filtered.map((entry) => entry.id)).toEqual(['header', 'transport']);
    expect(filtered[1]?.child?.map((entry) => entry.id)).toEqual(['cars']);
    // The original menu is left untouched.
    expect(menu[1]?.child).toHaveLength(2);
  });

  it('Menu filter (property): hidden exactly when both requirements exist and neither is met', () => {
    fc.assert(
      fc.property(grantsArb, ruleArb, (grants, rule) => {
        const hidden =
          !isEmpty(rule.roles) &&
          !isEmpty(rule.permissions) &&
          !metRoles(rule, grants) &&
          !metPermissions(rule, grants);
        expect(isMenuEntryVisible(rule, grants)).toBe(!hidden);
      }),
    );
  });

  it('Menu filter (property): filterMenu keeps, in order, exactly the visible entries, recursively', () => {
    const check = (input: readonly TestEntry[], output: readonly TestEntry[], grants: Grants): void => {
      const visible = input.filter((entry) => isMenuEntryVisible(entry, grants));
      expect(output.map((entry) => entry.id)).toEqual(visible.map((entry) => entry.id));
      visible.forEach((entry, index) => {
        const kept = output[index]!;
        expect(kept.roles).toEqual(entry.roles);
        expect(kept.permissions).toEqual(entry.permissions);
        if (entry.child) check(entry.child, kept.child ?? [], grants);
        else expect(kept.child).toBeUndefined();
      });
    };
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 4 }), grantsArb, (menu, grants) => {
        check(menu, filterMenu(menu, grants), grants);
      }),
    );
  });

  it('Menu filter (property): no entry at any depth of the result is one the filter hides', () => {
    const allVisible = (entries: readonly TestEntry[], grants: Grants): boolean =>
      entries.every((entry) => isMenuEntryVisible(entry, grants) && allVisible(entry.child ?? [], grants));
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 4 }), grantsArb, (menu, grants) => {
        expect(allVisible(filterMenu(menu, grants), grants)).toBe(true);
      }),
    );
  });

  it('Menu filter (property): the admin role sees the whole menu', () => {
    const admin = grantsOf([role('admin')]);
    const count = (entries: readonly TestEntry[]): number =>
      entries.reduce((total, entry) => total + 1 + count(entry.child ?? []), 0);
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 4 }), (menu) => {
        const withAdmin = menu.map(function addAdmin(entry): TestEntry {
          return { ...entry, roles: ['admin'], child: entry.child?.map(addAdmin) };
        });
        expect(count(filterMenu(withAdmin, admin))).toBe(count(withAdmin));
      }),
    );
  });
});
