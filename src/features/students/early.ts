import { startEarlyAnswer } from '../../api/earlyAnswers';
import { firstListArgs } from '../../components/DataTable/listController';
import { readStoredSelection } from '../../session/storedSelection';
import { STUDENTS_FILTERS, STUDENTS_LIST, STUDENTS_URL } from './list';

/**
 * Boot (main.tsx), on the student list's address with a stored token, or a navigation to it (modules.ts
 * `startData`, with the navigation's shorter `within`): its first page, as the address's `search`
 * asks for it (search, page, sort, filters), is asked for now, beside the page's code and the user
 * (api/earlyAnswers.ts), with the stored branch and year. The page's query takes it when the user load kept that
 * choice; otherwise it is left unused and the page asks as usual. Loaded by the boot on that address only, so the
 * list's reading of its address (components/DataTable/listState) weighs on no other first screen.
 */
export function startEarlyStudents(search: string, within?: number): void {
  const { branchId, yearId } = readStoredSelection();
  if (branchId === null || yearId === null) return;
  const scope = { branch: branchId, year: yearId };
  startEarlyAnswer(STUDENTS_URL, firstListArgs(scope, search, STUDENTS_LIST, STUDENTS_FILTERS), within);
}
