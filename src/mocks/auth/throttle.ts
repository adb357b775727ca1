import { HttpResponse } from 'msw';
import { db } from '../core/db.ts';

/**
 * Sign-in throttling (docs/api.md "Sign-in throttling"): wrong passwords are counted per account (the e-mail typed,
 * whether an account has it or not, so a lock says nothing of which addresses exist) and per client (the address a
 * proxy forwards; none without it). Past the limit, the account or the client is locked for a
 * while, longer at each new lock; every attempt meanwhile, the right password included, is answered 429
 * `TOO_MANY_ATTEMPTS` with `Retry-After`. Only failures count: a success clears its account's count, so the demo
 * accounts every test signs in with never lock. Kept in the demo db (`db.reset()` clears it, the dev server saves
 * it with the rest).
 */

/** Failed passwords in a row that lock an account. */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** Failed passwords from one client (any accounts) that lock it: above the account's, a family may share a box. */
export const CLIENT_FAILURE_LIMIT = 20;
/** The first lock; each next one of the same account or client lasts twice as long, up to `LOCK_MAX_MS`. */
export const LOCK_BASE_MS = 15 * 60 * 1000;
export const LOCK_MAX_MS = 24 * 60 * 60 * 1000;
/** Failures older than this are forgotten (and a client's lock count with them). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000;

interface Counter {
  /** Failures since the last lock (or success, for an account). */
  failures: number;
  /** Locks so far: the next one lasts LOCK_BASE_MS * 2^locks. */
  locks: number;
  /** ms since the epoch: until when every attempt is refused (0: not locked). */
  lockedUntil: number;
  lastFailure: number;
}

interface SignInThrottle {
  accounts: Record<string, Counter>;
  clients: Record<string, Counter>;
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** Sign-in failures and locks (./throttle.ts); absent until the first failure. */
    signInThrottle?: SignInThrottle;
  }
}

function state(): SignInThrottle {
  return (db.data.signInThrottle ??= { accounts: {}, clients: {} });
}

function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The caller: the first address a proxy forwards (the production server sets it), else null. Without an address
 * there is no client count: one bucket shared by every caller would let twenty typos lock every user of the school
 * (the dev and preview servers, the browser suite); the account's own count still holds.
 */
export function clientKey(request: Request): string | null {
  const forwarded = request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('X-Real-IP')?.trim() || null;
}

function lockLeft(counter: Counter | undefined, now: number): number {
  return counter && counter.lockedUntil > now ? counter.lockedUntil - now : 0;
}

/** The 429 of a lock: `Retry-After` in whole seconds, also in the body for clients that cannot read headers. */
function tooMany(leftMs: number): Response {
  const retryAfter = Math.max(1, Math.ceil(leftMs / 1000));
  return HttpResponse.json(
    { message: 'Too many attempts', code: 'TOO_MANY_ATTEMPTS', retryAfter },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  );
}

/** The refusal when the account or the client is locked now, else null (the attempt may be checked). */
export function lockedAnswer(email: string, client: string | null, now = Date.now()): Response | null {
  const { accounts, clients } = state();
  const left = Math.max(
    lockLeft(accounts[accountKey(email)], now),
    client ? lockLeft(clients[client], now) : 0,
  );
  return left > 0 ? tooMany(left) : null;
}

function fail(table: Record<string, Counter>, key: string, limit: number, now: number): number {
  const known = table[key];
  const counter =
    known && now - known.lastFailure <= FAILURE_MEMORY_MS
      ? known
      : { failures: 0, locks: 0, lockedUntil: 0, lastFailure: now };
  counter.failures += 1;
  counter.lastFailure = now;
  if (counter.failures >= limit) {
    counter.lockedUntil = now + Math.min(LOCK_BASE_MS * 2 ** counter.locks, LOCK_MAX_MS);
    counter.locks += 1;
    counter.failures = 0;
  }
  table[key] = counter;
  return lockLeft(counter, now);
}

/**
 * Counts a wrong password against the account and the client. Returns the 429 when this failure locked either (the
 * user is told at once how long to wait), else null.
 */
export function recordFailure(email: string, client: string | null, now = Date.now()): Response | null {
  const { accounts, clients } = state();
  const left = Math.max(
    fail(accounts, accountKey(email), ACCOUNT_FAILURE_LIMIT, now),
    client ? fail(clients, client, CLIENT_FAILURE_LIMIT, now) : 0,
  );
  db.changed();
  return left > 0 ? tooMany(left) : null;
}

/** A right password: the account starts again from nothing (its count and its lengthening locks). */
export function recordSuccess(email: string): void {
  const throttle = db.data.signInThrottle;
  if (throttle?.accounts[accountKey(email)]) delete throttle.accounts[accountKey(email)];
}
