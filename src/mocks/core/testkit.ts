/**
 * What the handlers' tests of every module share: the scope of branch 1 in the demo's current year, a class and a
 * subject of that branch by name, a demo account's session by its e-mail.
 */
import { demoCall, DEMO_PASSWORD } from '../../../tests/helpers/demo';
import { db } from './db.ts';

export const SCOPE = 'branch=1&year=2';

/** A class of branch 1 this year, by name. */
export const classNamed = (name: string) =>
  db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === name)!;

/** A subject of branch 1, by code. */
export const subjectCoded = (code: string) =>
  db.data.education.subjects.find((subject) => subject.branchId === 1 && subject.code === code)!;

/** Signs in as the demo account `email` and returns its token. */
export async function signedIn(email: string): Promise<string> {
  const login = await demoCall('POST', 'login', null, { email, password: DEMO_PASSWORD });
  return login.body.token as string;
}
