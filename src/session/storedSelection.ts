import { readItem, STORAGE_KEYS } from '../lib/storage';
import type { StoredSelection } from './selection';

function readId(key: (typeof STORAGE_KEYS)['branch' | 'year' | 'student']): number | null {
  const raw = readItem(key);
  if (raw === null || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The branch, year and child chosen last time (storage keys), as ids. Read without the store, so the boot
 * (api/earlyAnswers.ts) can ask for the user with them before the app's code has arrived.
 */
export function readStoredSelection(): StoredSelection {
  return {
    branchId: readId(STORAGE_KEYS.branch),
    yearId: readId(STORAGE_KEYS.year),
    studentId: readId(STORAGE_KEYS.student),
  };
}
