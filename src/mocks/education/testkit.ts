/** What the education module's tests share: the scope they read, a class by name, its seats, a teacher's session. */
import { demoCall } from '../../../tests/helpers/demo';
import { seatsTaken } from '../../domain/capacity.ts';
import { db } from '../core/db.ts';

export const SCOPE = 'branch=1&year=2';
export const edu = () => db.data.education;
/** A class of branch 1 this year. */
export function currentClass(name: string) {
  return db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === name)!;
}
export const seats = (classId: number) => seatsTaken(db.data.enrolments, 1, 2).get(classId) ?? 0;

export async function teacherAccount(): Promise<string> {
  const login = await demoCall('POST', 'login', null, { email: 'teacher.1@demo.test', password: 'demo1234' });
  return login.body.token as string;
}
