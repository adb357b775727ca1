import { HttpResponse } from 'msw';
import { PERMISSION_MESSAGE } from '../domain/errorCatalogue.ts';
import { db } from './db.ts';
import type { DemoUser } from './seed.ts';

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

/** Finds the signed-in user from the Authorization header (the raw token, as the clients send it). */
export function authenticate(request: Request): DemoUser | Response {
  const token = request.headers.get('Authorization')?.trim() ?? '';
  // 'null' is the dummy token the JSON client sends when none is stored (src/api/config.ts, which reads
  // import.meta.env and so cannot be loaded by vite.config.ts).
  if (token === '' || token === 'null' || token === 'undefined') return sessionError('Token is null');
  const userId = db.data.sessions[token];
  const user = db.data.users.find((candidate) => candidate.id === userId);
  return user ?? sessionError('Token expired or invalid');
}
