import { HttpResponse } from 'msw';
import { db } from './db.ts';
import type { DemoUser } from './seed.ts';

/** The demo API's answers for a missing or unknown token: messages of the spec's error catalogue. */
export function sessionError(message: 'Token is null' | 'Token expired or invalid' | 'Session expired') {
  return HttpResponse.json({ message }, { status: 401 });
}

export function permissionError() {
  return HttpResponse.json({ message: 'User does not have the required permission.' }, { status: 403 });
}

/** Finds the signed-in user from the Authorization header (the raw token, as the clients send it). */
export function authenticate(request: Request): DemoUser | Response {
  const token = request.headers.get('Authorization')?.trim() ?? '';
  if (token === '' || token === 'null' || token === 'undefined') return sessionError('Token is null');
  const userId = db.data.sessions[token];
  const user = db.data.users.find((candidate) => candidate.id === userId);
  return user ?? sessionError('Token expired or invalid');
}

/** True when one of the user's roles in any branch and year grants the permission (or is admin). */
export function hasPermission(user: DemoUser, permission: string): boolean {
  return user.roles.some((role) => role.name === 'admin' || role.permissions.includes(permission));
}
