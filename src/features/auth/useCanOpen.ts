import { useCallback, useContext } from 'react';
import { matchPath } from 'react-router-dom';
import { canAccess } from '../../session/access';
import { useGrants } from '../../session/useGrants';
import { RouteRulesContext, type RouteRule } from './routeRules';

/** The registry's rule of the route a link opens (its path, query and hash ignored), or undefined. */
export function ruleOf(rules: readonly RouteRule[], to: string): RouteRule | undefined {
  const pathname = to.split(/[?#]/)[0] ?? '';
  return rules.find((rule) => matchPath({ path: `/${rule.path}`, end: true }, pathname) !== null);
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
