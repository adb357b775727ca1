import { useMemo } from 'react';
import { MENU, type MenuEntry } from '../../modules';
import { filterMenu } from '../../session/access';
import { useGrants } from '../../session/useGrants';

/**
 * The registry's menu entries the user may see (Menu filter), shared by the side and horizontal menus.
 * @example const entries = useMenuEntries();
 */
export function useMenuEntries(): MenuEntry[] {
  const grants = useGrants();
  return useMemo(() => filterMenu(MENU, grants), [grants]);
}
