import { afterEach, beforeEach, vi } from 'vitest';
import { demoCall } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/** The homework handlers' tests' shared calls and clock. */

export const API = 'http://localhost:3000/api';
export const SCOPE = 'branch=1&year=2';
/** Tuesday 24 November 2026, 10:00 at school. */
export const TODAY = '2026-11-24';

export async function call(
  method: string,
  path: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, checked field by field
): Promise<{ status: number; version: string | null; body: any }> {
  const isForm = body instanceof FormData;
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers: {
      Authorization: token,
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const text = await answer.text();
  const json = /json/.test(answer.headers.get('Content-Type') ?? '');
  return {
    status: answer.status,
    version: answer.headers.get('ETag'),
    body: text && json ? (JSON.parse(text) as unknown) : text,
  };
}

/** A class of branch 1 this year, by name. */
export const classNamed = (name: string) =>
  db.data.classes.find((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.name === name)!;

/** A subject of branch 1, by code. */
export const subjectCoded = (code: string) =>
  db.data.education.subjects.find((subject) => subject.branchId === 1 && subject.code === code)!;

/** The first demo teacher's account (main teacher of CM1 A in branch 1, teacher role alone). */
export async function teacherToken(): Promise<string> {
  const login = await demoCall('POST', 'login', null, { email: 'teacher.1@demo.test', password: 'demo1234' });
  return login.body.token as string;
}

/** Every test of the file at Tuesday 24 November 2026, 10:00 (`TODAY`). */
export function atTenOnTuesday(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
