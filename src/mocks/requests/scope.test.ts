// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/**
 * Permission before existence (docs/api.md "Scope" and "Requests"): a request of another branch is answered exactly
 * as an unknown one (404, same body) on the request and its sub-resources; staff who never handle requests get the
 * same 403 whatever the id.
 */
const UNKNOWN = 999999;
const API = 'http://localhost:3000/api';

/** One call with a fresh `Idempotency-Key` (replies require one): the status and JSON body. */
async function demoCall(method: string, path: string, token: string, body?: unknown) {
  const headers: Record<string, string> = { Authorization: token, 'Idempotency-Key': crypto.randomUUID() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

const calls: Array<[string, (id: number) => string, unknown]> = [
  ['GET', (id) => `requests/${id}`, undefined],
  ['POST', (id) => `requests/${id}/replies`, { text: 'Bonjour' }],
  ['POST', (id) => `requests/${id}/transitions`, { to: 'in_progress' }],
  ['PUT', (id) => `requests/${id}/assignee`, { assigneeId: null }],
  ['GET', (id) => `requests/${id}/certificate`, undefined],
];

describe('requests: another branch’s request is answered as an unknown one', () => {
  it('a request of a branch the admin does not work in answers as an unknown id (404, same body)', async () => {
    const admin = await demoToken('admin');
    const far = db.data.requests.items.find((item) => item.branchId === 3)!;
    for (const [method, path, body] of calls) {
      const other = await demoCall(method, path(far.id), admin, body);
      const unknown = await demoCall(method, path(UNKNOWN), admin, body);
      expect(other, `${method} ${path(0)}`).toEqual(unknown);
      expect(other.status, `${method} ${path(0)}`).toBe(404);
    }
    const path = far.attachments[0]?.path ?? `requests/${far.id}/0-x.pdf`;
    const file = await demoCall('GET', `requests/files?path=${encodeURIComponent(path)}`, admin);
    const none = await demoCall('GET', 'requests/files?path=requests%2F999999%2F0-x.pdf', admin);
    expect(file).toEqual(none);
  });

  it('staff who never handle requests get the same 403 whatever the id', async () => {
    const staff = await demoToken('staff');
    const own = db.data.requests.items.find((item) => item.branchId === 1)!;
    for (const [method, path, body] of calls) {
      const mine = await demoCall(method, path(own.id), staff, body);
      const unknown = await demoCall(method, path(UNKNOWN), staff, body);
      expect(mine, `${method} ${path(0)}`).toEqual(unknown);
      expect(mine.status, `${method} ${path(0)}`).toBe(403);
    }
  });
});
