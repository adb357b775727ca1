import { useMemo } from 'react';
import { useAppSelector } from '../store/hooks';
import { grantsOf, type Grants } from './access';
import { selectRoles } from './auth.slice';

/** Role names and flattened permission names of the roles of the current branch and year. */
export function useGrants(): Grants {
  const roles = useAppSelector(selectRoles);
  return useMemo(() => grantsOf(roles), [roles]);
}
