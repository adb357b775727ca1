// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { SESSION_LIFETIME_MS } from '../core/session.ts';

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

describe('Sessions (docs/api.md "Sessions")', () => {
  const user = (token: string) => fetch(`${API}/user`, { headers: { Authorization: token } });

  it('a token lasts SESSION_LIFETIME_MS after sign-in; then the API answers "Session expired" and forgets it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T07:30:00Z'));
      const token = await demoToken('staff');
      vi.setSystemTime(new Date(Date.parse('2026-11-24T07:30:00Z') + SESSION_LIFETIME_MS - 60_000));
      expect((await user(token)).status).toBe(200);
      vi.setSystemTime(new Date(Date.parse('2026-11-24T07:30:00Z') + SESSION_LIFETIME_MS + 60_000));
      const expired = await user(token);
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual({ message: 'Session expired' });
      expect(db.data.sessions[token]).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a password change ends every other session of the user, and keeps the one that changed it', async () => {
    const here = await demoToken('staff');
    const elsewhere = await demoToken('staff');
    const someoneElse = await demoToken('admin');
    const changed = await fetch(`${API}/profile/password`, {
      method: 'POST',
      headers: { Authorization: here, 'Content-Type': 'application/json' },
      body: JSON.stringify({ currentPassword: 'demo1234', newPassword: 'nouveau-mot-2026' }),
    });
    expect(changed.status).toBe(200);
    expect((await user(here)).status).toBe(200);
    expect((await user(elsewhere)).status).toBe(401);
    expect((await user(someoneElse)).status).toBe(200);
  });
});

describe('Password rules (docs/api.md "Password rules"): the new password of POST profile/password', () => {
  const change = (token: string, newPassword: unknown) =>
    demoCall('POST', 'profile/password', token, { currentPassword: 'demo1234', newPassword });

  it.each([
    ['12345678', 'PASSWORD_TOO_SHORT', undefined],
    ['onze-chars!', 'PASSWORD_TOO_SHORT', undefined],
    ['123456789012', 'WEAK_PASSWORD', 'COMMON'],
    ['Motdepasse2026!', 'WEAK_PASSWORD', 'COMMON'],
    ['aaaaaaaaaaaaaaaa', 'WEAK_PASSWORD', 'COMMON'],
    ['mon-staff-a-moi-2026', 'WEAK_PASSWORD', 'CONTAINS_EMAIL'],
  ])('%s is refused: 422 %s %s, and the password is unchanged', async (newPassword, code, reason) => {
    const token = await demoToken('staff');
    const refused = await change(token, newPassword);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe(code);
    if (reason) expect(refused.body.reason).toBe(reason);
    expect(
      (await demoCall('POST', 'login', null, { email: 'staff@demo.test', password: 'demo1234' })).status,
    ).toBe(200);
  });

  it('a long uncommon password is set; the old demo password then no longer signs in, the new one does', async () => {
    const token = await demoToken('staff');
    expect((await change(token, 'cheval-agrafe-batterie')).status).toBe(200);
    const login = (password: string) =>
      demoCall('POST', 'login', null, { email: 'staff@demo.test', password });
    expect((await login('demo1234')).status).toBe(422);
    expect((await login('cheval-agrafe-batterie')).status).toBe(200);
  });
});
