import { useMemo } from 'react';
import { useGrants } from '../../session/useGrants';
import { useCanOpen } from '../auth';
import { SETTINGS_AREAS, type SettingsArea } from './areas';

/** The settings areas this user may open in the selected branch and year (the registry's rules, admin for access). */
export function useSettingsAreas(): SettingsArea[] {
  const canOpen = useCanOpen();
  const grants = useGrants();
  return useMemo(
    () =>
      SETTINGS_AREAS.filter(
        (area) => canOpen(area.path) && (!area.adminOnly || grants.roleNames.has('admin')),
      ),
    [canOpen, grants],
  );
}
