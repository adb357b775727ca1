import { afterEach, beforeEach, vi } from 'vitest';
import { demoCall } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/** The attendance handlers' tests' shared calls and clock (handlers.test.ts, absences.test.ts). */

export const API = 'http://localhost:3000/api';
export const SCOPE = 'branch=1&year=2';
/** Monday 30 November 2026, 10:00 at school: the morning's roll call is due, the afternoon's not yet. */
export const TODAY = '2026-11-30';
export const LAST_SCHOOL_DAY = '2026-11-27';

export async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, checked field by field
): Promise<{ status: number; version: string | null; body: any }> {
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
    body: text ? (JSON.parse(text) as unknown) : null,
  };
}

/** A class of branch 1 this year, by name. */
export const classNamed = (name: string) =>
  db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === name)!;
export const rollCallPath = (classId: number, date = TODAY, session = 'morning') =>
  `attendance/rollcall?class=${classId}&date=${date}&session=${session}`;
export const notificationsOf = (userId: number) =>
  db.data.notifications.filter((notification) => notification.userId === userId);

export async function teacherToken(): Promise<string> {
  const login = await demoCall('POST', 'login', null, { email: 'teacher.1@demo.test', password: 'demo1234' });
  return login.body.token as string;
}

/** Every test of the file at Monday 30 November 2026, 10:00 (`TODAY`). */
export function atTenOnMonday(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 30, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
