/** The homework handlers' tests' shared calls and clock. */
import { clockAt } from '../../../tests/helpers/clock';
import { signedIn } from '../core/testkit.ts';

export { demoAnswer as call } from '../../../tests/helpers/demo';
export { classNamed, SCOPE, subjectCoded } from '../core/testkit.ts';

/** Tuesday 24 November 2026, 10:00 at school. */
export const TODAY = '2026-11-24';

/** The first demo teacher's account (main teacher of CM1 A in branch 1, teacher role alone). */
export const teacherToken = () => signedIn('teacher.1@demo.test');

/** Every test of the file at Tuesday 24 November 2026, 10:00 (`TODAY`). */
export const atTenOnTuesday = () => clockAt('2026-11-24T10:00:00');
