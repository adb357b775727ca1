import { useAppSelector } from '../store/hooks';

/** The selected branch and year as query arguments: every module query takes them, so a change refetches. */
export interface Scope {
  branch: number;
  year: number;
}

/**
 * The current scope, or null while nothing is selected (queries are then skipped).
 * @example const scope = useScope(); useNotificationsQuery(scope ?? skipToken);
 */
export function useScope(): Scope | null {
  const branch = useAppSelector((state) => state.auth.branch?.schoolbranchid ?? null);
  const year = useAppSelector((state) => state.auth.year?.schoolyearid ?? null);
  return branch === null || year === null ? null : { branch, year };
}

/**
 * A parent's selected child and the selected year: the key of every per-child read (`attendance/child`,
 * `timetable/children/{id}`, `homework/children/{id}`). `child` is null while none is selected, `year` likewise.
 * @example const { child, year } = useSelectedChild(); useGetChildTimetableQuery(child && year !== null ? { student: child.studentid, year } : skipToken);
 */
export function useSelectedChild() {
  const child = useAppSelector((state) => state.auth.student);
  const year = useAppSelector((state) => state.auth.year?.schoolyearid ?? null);
  return { child, year };
}
