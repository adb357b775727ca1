import { useCallback, useContext } from 'react';
import { matchPath } from 'react-router-dom';
import { canAccess } from '../../session/access';
import { useGrants } from '../../session/useGrants';
import { RouteRulesContext, type RouteRule } from './routeRules';
import { addressKey, narrowedBy, patternKey } from '../../lib/firstSegment';

/** Paths already looked up, per registry: at most this many are kept (a long list links to as many records). */
const KEPT_LOOKUPS = 500;
const lookups = new WeakMap<readonly RouteRule[], Map<string, RouteRule | undefined>>();
/** Per registry, its rules narrowed to those an address's first segment could match (lib/firstSegment.ts). */
const narrowings = new WeakMap<readonly RouteRule[], (key: string | null) => readonly RouteRule[]>();

/**
 * The registry's rule of the route a link opens (its path, query and hash ignored), or undefined. A path is looked
 * up once per registry, among the rules that its first segment could match (`matchPath` compiles each rule's
 * pattern at every call: a menu of forty links would compile hundreds).
 */
export function ruleOf(rules: readonly RouteRule[], to: string): RouteRule | undefined {
  const pathname = to.split(/[?#]/)[0] ?? '';
  let found = lookups.get(rules);
  if (!found) {
    found = new Map();
    lookups.set(rules, found);
  }
  if (found.has(pathname)) return found.get(pathname);
  let narrow = narrowings.get(rules);
  if (!narrow) {
    narrow = narrowedBy(rules, (each) => patternKey(each.path));
    narrowings.set(rules, narrow);
  }
  const rule = narrow(addressKey(pathname)).find(
    (each) => matchPath({ path: `/${each.path}`, end: true }, pathname) !== null,
  );
  if (found.size >= KEPT_LOOKUPS) found.clear();
  found.set(pathname, rule);
  return rule;
}

/**
 * Whether the user may open a link (by the registry's rule), so a screen links only to pages the user can see.
 * @example const canOpen = useCanOpen(); canOpen(paths.overdue({ bucket: '0-30' }))
 */
export function useCanOpen(): (to: string) => boolean {
  const grants = useGrants();
  const rules = useContext(RouteRulesContext);
  return useCallback(
    (to: string) => {
      const rule = ruleOf(rules, to);
      return rule ? canAccess(grants, rule.access) : false;
    },
    [grants, rules],
  );
}
