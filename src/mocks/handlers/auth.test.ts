// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';

const API = 'http://localhost:3000/api';

const picture = (token: string) => fetch(`${API}/userprofilepicture`, { headers: { Authorization: token } });

describe('profile picture (docs/api.md "GET userprofilepicture")', () => {
  it('No picture is not an error: a user without a picture gets 204 No Content, with no body', async () => {
    const answer = await picture(await demoToken('parent'));
    expect(answer.status).toBe(204);
    expect(await answer.text()).toBe('');
  });

  it('A user with a picture gets it as { mimeType, data }', async () => {
    const answer = await picture(await demoToken('admin'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ mimeType: 'image/png', data: expect.any(String) });
  });
});
