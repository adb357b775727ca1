/** The attendance handlers' tests' shared calls and clock (handlers.test.ts, absences.test.ts, ...). */
import { clockAt } from '../../../tests/helpers/clock';
import { db } from '../core/db.ts';
import { signedIn } from '../core/testkit.ts';

export { demoAnswer as call } from '../../../tests/helpers/demo';
export { classNamed, SCOPE } from '../core/testkit.ts';

export const API = 'http://localhost:3000/api';
/** Monday 30 November 2026, 10:00 at school: the morning's roll call is due, the afternoon's not yet. */
export const TODAY = '2026-11-30';
export const LAST_SCHOOL_DAY = '2026-11-27';

export const rollCallPath = (classId: number, date = TODAY, session = 'morning') =>
  `attendance/rollcall?class=${classId}&date=${date}&session=${session}`;
export const notificationsOf = (userId: number) =>
  db.data.notifications.filter((notification) => notification.userId === userId);

export const teacherToken = () => signedIn('teacher.1@demo.test');

/** Every test of the file at Monday 30 November 2026, 10:00 (`TODAY`). */
export const atTenOnMonday = () => clockAt('2026-11-30T10:00:00');
