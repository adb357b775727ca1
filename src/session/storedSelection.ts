import { readItem, STORAGE_KEYS } from '../lib/storage';
import type { StoredSelection } from './selection';

function readId(
  key: (typeof STORAGE_KEYS)['branch' | 'year' | 'student'],
  asked?: string | null,
): number | null {
  const raw = asked ?? readItem(key);
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
    // A link to a child's page (a push notification's, public/push-sw.js) names the child: `?student=` wins over
    // the stored one; `initialSelection` takes it only when it is one of the parent's children.
    studentId: readId(STORAGE_KEYS.student, new URLSearchParams(window.location.search).get('student')),
  };
}
