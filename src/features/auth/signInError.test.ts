import { describe, expect, it } from 'vitest';
import { LoginRequestError, postLogin } from '../../api/login';
import { signInErrorKey, signInRetryAfter } from './signInError';

describe('signInRetryAfter (docs/api.md "Sign-in throttling")', () => {
  it('the light sign-in page: after 5 wrong passwords the demo API answers 429, read as a wait of 15 minutes', async () => {
    const failures: unknown[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      failures.push(
        await postLogin('admin@demo.test', `wrong-${attempt}`).catch((caught: unknown) => caught),
      );
    }
    expect(failures.slice(0, 4).map((failure) => signInErrorKey(failure))).toEqual(
      Array(4).fill('login.errors.invalid'),
    );
    expect(failures.slice(0, 4).map((failure) => signInRetryAfter(failure))).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const locked = failures[4] as LoginRequestError;
    expect(locked.response?.status).toBe(429);
    expect(locked.response?.retryAfter).toBe('900');
    expect(signInRetryAfter(locked)).toBe(900);
    // The right password is refused the same way while the lock lasts.
    const right = await postLogin('admin@demo.test', 'demo1234').catch((caught: unknown) => caught);
    expect(signInRetryAfter(right)).toBeGreaterThan(890);
  });

  it('reads the body, else the header (seconds or an HTTP date); a 429 without a wait counts a minute', () => {
    const now = Date.parse('2026-11-24T07:30:00Z');
    const refused = (response: ConstructorParameters<typeof LoginRequestError>[1]) =>
      new LoginRequestError('429', response);
    expect(signInRetryAfter(refused({ status: 429, data: { retryAfter: 42 } }), now)).toBe(42);
    expect(signInRetryAfter(refused({ status: 429, data: null, retryAfter: '7' }), now)).toBe(7);
    expect(
      signInRetryAfter(
        refused({ status: 429, data: null, retryAfter: 'Tue, 24 Nov 2026 07:32:00 GMT' }),
        now,
      ),
    ).toBe(120);
    expect(signInRetryAfter(refused({ status: 429, data: {} }), now)).toBe(60);
    // The app's route signs in through axios: the header is in `response.headers`.
    const axiosLike = {
      isAxiosError: true,
      response: { status: 429, data: {}, headers: { 'retry-after': '30' } },
    };
    expect(signInRetryAfter(axiosLike, now)).toBe(30);
    expect(signInRetryAfter(refused({ status: 422, data: { code: 'INVALID_CREDENTIALS' } }), now)).toBeNull();
    expect(signInRetryAfter(new LoginRequestError('Network Error'), now)).toBeNull();
  });
});
