import { HttpResponse } from 'msw';
import { PERMISSION_MESSAGE } from '../../domain/errorCatalogue.ts';
import { db } from './db.ts';
import type { DemoUser } from './tables.ts';

/** The demo API's answers for a missing or unknown token: messages of the spec's error catalogue. */
export function sessionError(message: 'Token is null' | 'Token expired or invalid' | 'Session expired') {
  return HttpResponse.json({ message }, { status: 401 });
}

/** The catalogue's permission message (Error catalogue), the one the portal turns into /unauthorized. */
export function permissionError() {
  return HttpResponse.json({ message: PERMISSION_MESSAGE }, { status: 403 });
}

/** A whole-number query parameter, or null when absent or not a number. */
export function numberParam(request: Request, name: string): number | null {
  const raw = new URL(request.url).searchParams.get(name);
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
}

/** How long a token stays valid after sign-in (docs/api.md "Sessions"): a school day and its evening. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** Records a new session of `userId` under `token`, timed from now. */
export function openSession(token: string, userId: number): void {
  db.data.sessions[token] = userId;
  (db.data.sessionStarts ??= {})[token] = Date.now();
}

/** Ends sessions: the one of `token`, or every session of `userId` but `except` (a password change). */
export function endSessions(which: { token: string } | { userId: number; except: string }): void {
  const tokens =
    'token' in which
      ? [which.token]
      : Object.keys(db.data.sessions).filter(
          (token) => db.data.sessions[token] === which.userId && token !== which.except,
        );
  for (const token of tokens) {
    delete db.data.sessions[token];
    if (db.data.sessionStarts) delete db.data.sessionStarts[token];
  }
}

/** Finds the signed-in user from the Authorization header (the raw token, as the clients send it). */
export function authenticate(request: Request): DemoUser | Response {
  const token = request.headers.get('Authorization')?.trim() ?? '';
  // 'null' is the dummy token the JSON client sends when none is stored (src/api/config.ts, which reads
  // import.meta.env and so cannot be loaded by vite.config.ts).
  if (token === '' || token === 'null' || token === 'undefined') return sessionError('Token is null');
  const userId = db.data.sessions[token];
  const user = db.data.users.find((candidate) => candidate.id === userId);
  // A deactivated account's sessions end with it (access management).
  if (!user || user.active === false) return sessionError('Token expired or invalid');
  const starts = (db.data.sessionStarts ??= {});
  starts[token] ??= Date.now();
  if (Date.now() - starts[token] > SESSION_LIFETIME_MS) {
    endSessions({ token });
    db.changed();
    return sessionError('Session expired');
  }
  return user;
}
