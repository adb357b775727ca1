import { MENU } from '../../menu';
import type { RouteRule } from '../auth';

/** A group of permissions as the side menu groups its entries: its title key and each permission's title key. */
export interface PermissionGroup {
  titleKey: string;
  permissions: Array<{ name: string; titleKey: string }>;
}

/**
 * Every permission the registry names (its route rules, from RouteRulesContext) (docs/api.md "Access management": the spec's `view-…-page` names), grouped
 * like the menu and named by the menu entry or page they open, in the user's language: a group of the menu keeps
 * its title and children; the top entries share "General"; a permission that opens only pages outside the menu
 * (settings, the diagnostic evaluations) joins the group of the menu entry it belongs to, else "Settings".
 */
export function permissionGroups(rules: readonly RouteRule[]): PermissionGroup[] {
  const groups: PermissionGroup[] = [];
  const seen = new Set<string>();
  const general: PermissionGroup = { titleKey: 'access.permissions.general', permissions: [] };
  const settings: PermissionGroup = { titleKey: 'menu.settings', permissions: [] };
  const add = (group: PermissionGroup, name: string, titleKey: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    group.permissions.push({ name, titleKey });
  };
  // A page's title key, as the registry gives it: `routes.<path>`.
  const titleOf = (rule: RouteRule) => `routes.${rule.path.split('/')[0]}`;
  const routeTitle = (name: string) => {
    const rule = rules.find(
      (candidate) => candidate.access.permissions?.includes(name) && !candidate.path.includes('/'),
    );
    return rule && titleOf(rule);
  };
  groups.push(general);
  for (const entry of MENU) {
    if (entry.isHeadr) continue;
    if (entry.child) {
      const group: PermissionGroup = { titleKey: entry.title, permissions: [] };
      for (const child of entry.child) {
        for (const name of child.permissions ?? []) add(group, name, child.childtitle);
      }
      // A permission of the group that no child names (the diagnostic evaluations) is named by its page.
      for (const name of entry.permissions ?? []) add(group, name, routeTitle(name) ?? name);
      groups.push(group);
    } else if (entry.link === 'settings') {
      for (const name of entry.permissions ?? []) add(settings, name, entry.title);
    } else {
      for (const name of entry.permissions ?? []) add(general, name, entry.title);
    }
  }
  for (const rule of rules) {
    for (const name of rule.access.permissions ?? []) {
      if (seen.has(name)) continue;
      // Messaging is reached from the header, not the side menu: it is a general permission.
      add(name === 'view-messagerie-page' ? general : settings, name, titleOf(rule));
    }
  }
  groups.push(settings);
  return groups.filter((group) => group.permissions.length > 0);
}
