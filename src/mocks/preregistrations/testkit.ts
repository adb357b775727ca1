/** What the pre-registration module's tests share: the API's address, its answers' shapes, a call, the list, an application in a given state. */
import { expect } from 'vitest';
import { db } from '../core/db.ts';

const API = 'http://localhost:3000/api';

interface Row {
  id: number;
  reference: string;
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  birthDate: string;
  level: string;
  levelId: number;
  priority: string;
  submittedAt: string;
  documentsReceived: number;
  documentsTotal: number;
  feePaid: boolean;
  status: string;
  studentId: number | null;
}
export interface ListAnswer {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
  counts: Record<string, number>;
}
export interface Detail extends Row {
  history: Array<{ status: string; by: string; reason: string | null; at: string }>;
  documents: Array<{ type: string; received: boolean }>;
  allowedTransitions: string[];
  guardians: unknown[];
  family: { id: number; children: unknown[] } | null;
}

export async function call(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

export async function list(token: string, query = ''): Promise<ListAnswer> {
  const answer = await call('GET', `applications?branch=1&year=2&pageSize=200&${query}`, token);
  expect(answer.status).toBe(200);
  return answer.body as unknown as ListAnswer;
}

export function firstWith(status: string, branch = 1) {
  const application = db.data.applications.find((a) => a.status === status && a.branchId === branch);
  if (!application) throw new Error(`no ${status} application in branch ${branch}`);
  return application;
}
