import { useMemo } from 'react';
import { useAppSelector } from '../../store/hooks';

/** The scope of a list: branch and year, and for a parent's list the selected student too. */
export type ListScope = { branch: number; year: number; student?: number };

/**
 * The scope a list asks its endpoint for, read from the session (the selector row's choice: branch, year and, for a
 * parent, the student), or null while the selector row has not chosen it yet.
 * @example const scope = useListScope('branch'); // { branch: 1, year: 2 }
 */
export function useListScope(kind: 'branch' | 'student'): ListScope | null {
  const branch = useAppSelector((state) => state.auth.branch?.schoolbranchid ?? null);
  const year = useAppSelector((state) => state.auth.year?.schoolyearid ?? null);
  const student = useAppSelector((state) => state.auth.student?.studentid ?? null);
  return useMemo(() => {
    if (branch === null || year === null) return null;
    if (kind === 'branch') return { branch, year };
    return student === null ? null : { branch, year, student };
  }, [kind, branch, year, student]);
}
