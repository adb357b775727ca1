import { startEarlyAnswer } from '../../api/earlyAnswers';
import { DASHBOARD_PATH } from '../../bootPaths';
import { readStoredSelection } from '../../session/storedSelection';
import { PARENT_DASHBOARD_URL, STAFF_DASHBOARD_URL } from './dashboard.urls';
import { loadParentDashboard } from './parentPart';

/** The endpoints are written in dashboard.urls.ts; the boot's tests (early.test.ts) read them from here too. */
export { PARENT_DASHBOARD_URL, STAFF_DASHBOARD_URL };

/**
 * Boot (main.tsx), on the dashboard's address with a stored token: its data is asked for now, beside the app's code
 * and the user (api/earlyAnswers.ts), with the stored choice: a parent's child and year (only a parent's choice holds
 * a child), else the branch and year. The page's query takes the answer when the user load kept that choice;
 * otherwise it is left unused and the page asks as usual.
 */
export function startEarlyDashboard(path: string): void {
  if (path !== '/' && path !== DASHBOARD_PATH) return;
  const { branchId, yearId, studentId } = readStoredSelection();
  if (yearId === null) return;
  if (studentId !== null) {
    startEarlyAnswer(PARENT_DASHBOARD_URL, { student: studentId, year: yearId });
    // Its code too: a download that fails is asked for again by the page.
    loadParentDashboard().catch(() => undefined);
  } else if (branchId !== null) startEarlyAnswer(STAFF_DASHBOARD_URL, { branch: branchId, year: yearId });
}
