import { createContext, useContext, useMemo } from 'react';

/** What the selector row has chosen: the branch and year, and the student (a parent's child); null when none. */
export interface SelectedScope {
  branch: number | null;
  year: number | null;
  student: number | null;
}

const NONE: SelectedScope = { branch: null, year: null, student: null };

/**
 * The selector row's choice, given to the lists by the app (app/RootLayout.tsx), so that the kit does not read the
 * session's state itself.
 */
export const ListScopeContext = createContext<SelectedScope>(NONE);

/** The scope of a list: branch and year, and for a parent's list the selected student too. */
export type ListScope = { branch: number; year: number; student?: number };

/**
 * The scope a list asks its endpoint for, or null while the selector row has not chosen it yet.
 * @example const scope = useListScope('branch'); // { branch: 1, year: 2 }
 */
export function useListScope(kind: 'branch' | 'student'): ListScope | null {
  const { branch, year, student } = useContext(ListScopeContext);
  return useMemo(() => {
    if (branch === null || year === null) return null;
    if (kind === 'branch') return { branch, year };
    return student === null ? null : { branch, year, student };
  }, [kind, branch, year, student]);
}
