// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';

const API = 'http://localhost:3000/api';

async function contacts(branch: number): Promise<Array<{ displayname: string; role: string }>> {
  const token = await demoToken('parent');
  const answer = await fetch(`${API}/chat/contacts?branch=${branch}`, { headers: { Authorization: token } });
  expect(answer.status).toBe(200);
  return (await answer.json()) as Array<{ displayname: string; role: string }>;
}

describe('chat contacts (docs/api.md "Messaging")', () => {
  it('A parent can write to the school: the office of each child`s branch, by role (secretariat, accounting, direction)', async () => {
    for (const branch of [1, 3]) {
      const roles = (await contacts(branch)).map((contact) => contact.role);
      expect(roles, `branch ${branch}`).toEqual(
        expect.arrayContaining(['secretariat', 'accounting', 'direction']),
      );
      expect(roles, 'never another family').not.toContain('parent');
    }
  });
});
