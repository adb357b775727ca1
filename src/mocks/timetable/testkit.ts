/** What the timetable module's tests share: the scope, the calls, the clock, some sessions. */
import { clockAt } from '../../../tests/helpers/clock';
import { SCOPE, signedIn } from '../core/testkit.ts';

export { demoAnswer as call } from '../../../tests/helpers/demo';
export { classNamed, SCOPE, subjectCoded } from '../core/testkit.ts';

export const weekOf = (kind: 'class' | 'teacher' | 'room', id: number) => `timetable?${SCOPE}&${kind}=${id}`;

/** The demo teacher of CM1 A (the teacher's role alone). */
export const teacherToken = () => signedIn('teacher.1@demo.test');
/** The direction of branch 1 this year (may change timetables). */
export const directionToken = () => signedIn('direction.1-2@demo.test');

/** Every test of the file at Monday 30 November 2026, 10:00. */
export const atTenOnMonday = () => clockAt('2026-11-30T10:00:00');
