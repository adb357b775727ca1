/** The school generator's defaults (its seed, years, branches and their shares) and the shape of a family's placement. */
import type { SchoolYearInfo, StudentStatus } from './types.ts';

export const DEFAULT_SEED = 20260907;

/** The years and branches of seed.ts, so the generator can be called on its own. */
export const DEFAULT_YEARS: SchoolYearInfo[] = [
  { schoolyearid: 2, startDate: '2026-09-07', endDate: '2027-06-30' },
  { schoolyearid: 1, startDate: '2025-09-08', endDate: '2026-06-30' },
];
export const DEFAULT_BRANCH_IDS = [1, 2, 3];
/** Share of the families in each branch (Casablanca is the largest), by branch position. */
export const BRANCH_WEIGHTS = [0.45, 0.32, 0.23];

/** One child's plan before classes exist: the level index (0 = PS) and the situation in each year. */
export interface Placement {
  yearIndex: number;
  levelIndex: number;
  status: StudentStatus;
  startDate: string;
  endDate: string | null;
}
