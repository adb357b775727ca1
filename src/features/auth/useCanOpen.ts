import { useCallback } from 'react';
import { ROUTES } from '../../modules';
import { canAccess } from '../../session/access';
import { useGrants } from '../../session/useGrants';

/**
 * Whether the user may open a route (by the registry's rule), so a figure links only to lists the user can see.
 * @example const canOpen = useCanOpen(); canOpen('/overdueList?bucket=0-30')
 */
export function useCanOpen(): (to: string) => boolean {
  const grants = useGrants();
  return useCallback(
    (to: string) => {
      const path = to.replace(/^\//, '').split(/[?#]/)[0];
      const route = ROUTES.find((candidate) => candidate.path === path);
      return route ? canAccess(grants, route.access) : false;
    },
    [grants],
  );
}
