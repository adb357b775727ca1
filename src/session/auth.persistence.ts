import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { removeItem, STORAGE_KEYS, writeItem } from '../lib/storage';
import { login, selectBranch, selectStudent, selectYear } from './auth.slice';

/** Saves or removes the stored selection when the auth actions of the spec (States and transitions) run. */
export const authPersistence = createListenerMiddleware();

authPersistence.startListening({
  actionCreator: selectBranch,
  effect: ({ payload }) => {
    if (payload) writeItem(STORAGE_KEYS.branch, String(payload.schoolbranchid));
    else removeItem(STORAGE_KEYS.branch);
  },
});

authPersistence.startListening({
  actionCreator: selectStudent,
  effect: ({ payload }) => {
    if (payload) writeItem(STORAGE_KEYS.student, String(payload.studentid));
    else removeItem(STORAGE_KEYS.student);
  },
});

authPersistence.startListening({
  matcher: isAnyOf(login, selectYear),
  effect: (action) => {
    const year = login.match(action) ? action.payload.year : selectYear.match(action) ? action.payload : null;
    if (year) writeItem(STORAGE_KEYS.year, String(year.schoolyearid));
    else removeItem(STORAGE_KEYS.year);
  },
});

export { readStoredSelection } from './storedSelection';
