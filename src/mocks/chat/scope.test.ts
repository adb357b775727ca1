// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/**
 * Permission before existence (docs/api.md "Scope" and "Messaging"): someone else's conversation is answered exactly
 * as one that does not exist (404, same body), its messages and files too.
 */
const API = 'http://localhost:3000/api';

async function call(method: string, path: string, token: string, body?: FormData) {
  const headers = { Authorization: token, 'Idempotency-Key': crypto.randomUUID() };
  const answer = await fetch(`${API}/${path}`, { method, headers, body });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

describe('chat: someone else’s conversation is answered as an unknown one', () => {
  it('messages, sending and files answer the same 404 for another’s conversation and an unknown id', async () => {
    const parent = await demoToken('parent');
    const me = db.data.users.find((user) => user.email === 'parent@demo.test')!;
    const theirs = db.data.conversations.find((item) => !item.participantIds.includes(me.id))!;
    const message = () => {
      const form = new FormData();
      form.append('message', 'Bonjour');
      return form;
    };
    for (const [method, path, body] of [
      ['GET', (id: number) => `chat/conversations/${id}/messages`, undefined],
      ['POST', (id: number) => `chat/conversations/${id}/messages`, message],
      ['GET', (id: number) => `chat/files?path=chat%2F${id}%2F1-0-a.pdf`, undefined],
    ] as const) {
      const other = await call(method, path(theirs.id), parent, body?.());
      const unknown = await call(method, path(999999), parent, body?.());
      expect(other, `${method} ${path(0)}`).toEqual(unknown);
      expect(other.status).toBe(404);
    }
  });
});
