/** What the education module's tests share: the scope they read, a class by name, its seats, a teacher's session. */
import { seatsTaken } from '../../domain/capacity.ts';
import { db } from '../core/db.ts';
import { signedIn } from '../core/testkit.ts';

export { SCOPE, classNamed as currentClass } from '../core/testkit.ts';
export const edu = () => db.data.education;
export const seats = (classId: number) => seatsTaken(db.data.enrolments, 1, 2).get(classId) ?? 0;

export const teacherAccount = () => signedIn('teacher.1@demo.test');
