// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { ACCOUNT_FAILURE_LIMIT, CLIENT_FAILURE_LIMIT, LOCK_BASE_MS } from './throttle.ts';

const API = 'http://localhost:3000/api';
const START = Date.parse('2026-11-24T07:30:00Z');

async function signIn(email: string, password: string, client?: string) {
  const answer = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(client ? { 'X-Forwarded-For': client } : {}) },
    body: JSON.stringify({ email, password }),
  });
  return { status: answer.status, retryAfter: answer.headers.get('Retry-After'), body: await answer.json() };
}

function at(ms: number) {
  vi.setSystemTime(new Date(START + ms));
}

describe('Sign-in throttling (docs/api.md "Sign-in throttling")', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('40 wrong passwords in a row, then the right one: refused 429 TOO_MANY_ATTEMPTS with Retry-After', async () => {
    const answers = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      answers.push(await signIn('admin@demo.test', `guess-${attempt}`));
    }
    expect(answers.slice(0, ACCOUNT_FAILURE_LIMIT - 1).map((answer) => answer.status)).toEqual([
      422, 422, 422, 422,
    ]);
    // The failure that locks already says so, and every attempt after it is refused unread.
    expect(answers.slice(ACCOUNT_FAILURE_LIMIT - 1).every((answer) => answer.status === 429)).toBe(true);
    const right = await signIn('admin@demo.test', 'demo1234');
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfter: expect.any(Number) });
    expect(Number(right.retryAfter)).toBeGreaterThan(14 * 60);
    expect(Number(right.retryAfter)).toBeLessThanOrEqual(15 * 60);
    expect(right.body).not.toHaveProperty('token');
  });

  it('an account is locked 15 min after 5 failures, then twice as long at each new lock; a success starts it over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at(0);
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt += 1)
      await signIn('staff@demo.test', 'nope');
    at(LOCK_BASE_MS - 1000);
    const stillLocked = await signIn('staff@demo.test', 'demo1234');
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.retryAfter).toBe('1');
    // The lock is the account's: another account signs in meanwhile.
    expect((await signIn('admin@demo.test', 'demo1234')).status).toBe(200);

    // Past the lock, 5 more failures lock it for 30 min.
    at(LOCK_BASE_MS);
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT - 1; attempt += 1) {
      expect((await signIn('staff@demo.test', 'nope')).status).toBe(422);
    }
    const second = await signIn('staff@demo.test', 'nope');
    expect(second.status).toBe(429);
    expect(second.retryAfter).toBe(String((2 * LOCK_BASE_MS) / 1000));

    // The right password after the lock signs in and forgets the count and the locks.
    at(3 * LOCK_BASE_MS);
    expect((await signIn('staff@demo.test', 'demo1234')).status).toBe(200);
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT - 1; attempt += 1)
      await signIn('staff@demo.test', 'nope');
    const third = await signIn('staff@demo.test', 'nope');
    expect(third.retryAfter).toBe(String(LOCK_BASE_MS / 1000));
  });

  it('only failures count: the demo accounts signed in again and again never lock, a success resets the count', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT - 1; attempt += 1) {
        expect((await signIn('parent@demo.test', 'nope')).status).toBe(422);
      }
      expect((await signIn('parent@demo.test', 'demo1234')).status).toBe(200);
    }
    for (let attempt = 0; attempt < 30; attempt += 1) await demoToken('admin');
  });

  it('a client is locked after 20 failures on any accounts, the right password of another account included', async () => {
    for (let attempt = 0; attempt < CLIENT_FAILURE_LIMIT; attempt += 1) {
      await signIn(`nobody-${attempt}@demo.test`, 'nope', '203.0.113.7');
    }
    const fromThere = await signIn('admin@demo.test', 'demo1234', '203.0.113.7');
    expect(fromThere.status).toBe(429);
    expect(fromThere.body.code).toBe('TOO_MANY_ATTEMPTS');
    // Another client, and the account itself, are not locked.
    expect((await signIn('admin@demo.test', 'demo1234', '198.51.100.2')).status).toBe(200);
  });

  it('without a forwarded address there is no shared client bucket: 20 typos on other accounts lock no one else', async () => {
    for (let attempt = 0; attempt < CLIENT_FAILURE_LIMIT; attempt += 1) {
      await signIn(`nobody-${attempt}@demo.test`, 'nope');
    }
    expect((await signIn('admin@demo.test', 'demo1234')).status).toBe(200);
  });

  it('an address with no account locks like one that has one (a lock tells nothing of which addresses exist)', async () => {
    const answers = [];
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt += 1) {
      answers.push((await signIn('ghost@demo.test', 'nope')).status);
    }
    expect(answers).toEqual([422, 422, 422, 422, 429]);
  });

  it('the lock lives in the demo db: db.reset() clears it', async () => {
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt += 1)
      await signIn('staff@demo.test', 'nope');
    expect(db.data.signInThrottle?.accounts['staff@demo.test']?.lockedUntil).toBeGreaterThan(Date.now());
    db.reset();
    expect((await signIn('staff@demo.test', 'demo1234')).status).toBe(200);
  });
});
