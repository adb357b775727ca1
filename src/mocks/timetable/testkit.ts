import { afterEach, beforeEach, vi } from 'vitest';
import { demoCall } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/** What the timetable module's tests share: the scope, the calls with their headers, the clock, some sessions. */

export const API = 'http://localhost:3000/api';
export const SCOPE = 'branch=1&year=2';

export async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, checked field by field
): Promise<{ status: number; version: string | null; headers: Headers; body: any }> {
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers: {
      Authorization: token,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return {
    status: answer.status,
    version: answer.headers.get('ETag'),
    headers: answer.headers,
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

/** A class of branch 1 this year, by name. */
export const classNamed = (name: string) =>
  db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === name)!;
/** A subject of branch 1 by its code. */
export const subjectCoded = (code: string) =>
  db.data.education.subjects.find((subject) => subject.branchId === 1 && subject.code === code)!;
export const weekOf = (kind: 'class' | 'teacher' | 'room', id: number) => `timetable?${SCOPE}&${kind}=${id}`;

async function signIn(email: string): Promise<string> {
  const login = await demoCall('POST', 'login', null, { email, password: 'demo1234' });
  return login.body.token as string;
}
/** The demo teacher of CM1 A (the teacher's role alone). */
export const teacherToken = () => signIn('teacher.1@demo.test');
/** The direction of branch 1 this year (may change timetables). */
export const directionToken = () => signIn('direction.1-2@demo.test');

/** Every test of the file at Monday 30 November 2026, 10:00. */
export function atTenOnMonday(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 30, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
