import { http, HttpResponse } from 'msw';
import { allowedTypeOf, IMAGE_TYPES } from '../../domain/attachments.ts';
import {
  commonPasswords,
  MIN_NEW_PASSWORD_LENGTH,
  passwordFault,
  type PasswordFault,
} from '../../domain/passwords.ts';
import { isActive } from '../access/index.ts';
import { db } from '../core/db.ts';
import type { DemoBranch, DemoUser } from '../core/tables.ts';
import { authenticate, endSessions, openSession } from '../core/session.ts';
import { syncParentChildren } from './children.ts';
import { clientKey, lockedAnswer, recordFailure, recordSuccess } from './throttle.ts';

function branchAnswer(branch: DemoBranch) {
  const school = db.data.schools.find((candidate) => candidate.id === branch.schoolId);
  return {
    schoolbranchid: branch.schoolbranchid,
    branchname: branch.branchname,
    school: { schoolname: school?.schoolname ?? '', defaultLanguage: school?.defaultLanguage ?? 'fr' },
    years: branch.yearIds.flatMap((id) => {
      const year = db.data.years.find((candidate) => candidate.schoolyearid === id);
      return year ? [{ schoolyearid: year.schoolyearid, description: year.description }] : [];
    }),
  };
}

function branchesByIds(ids: number[]) {
  return ids.flatMap((id) => {
    const branch = db.data.branches.find((candidate) => candidate.schoolbranchid === id);
    return branch ? [branchAnswer(branch)] : [];
  });
}

/** The `GET user` answer of docs/api.md. */
export function userAnswer(user: DemoUser) {
  const students = user.studentIds.flatMap((id) => {
    const student = db.data.students.find((candidate) => candidate.studentid === id);
    if (!student) return [];
    return [
      {
        studentid: student.studentid,
        firstname_fr: student.firstname_fr,
        lastname_fr: student.lastname_fr,
        firstname_ar: student.firstname_ar,
        branchs: branchesByIds([student.branchId]),
        // The child's class each year (docs/api.md "GET user"): what a parent's profile shows.
        enrolments: db.data.enrolments
          .filter((enrolment) => enrolment.studentId === student.studentid)
          .map((enrolment) => ({
            schoolyearid: enrolment.yearId,
            schoolbranchid: enrolment.branchId,
            classname: db.data.classes.find((c) => c.id === enrolment.classId)?.name ?? null,
          })),
      },
    ];
  });
  const branchIds = user.isParent
    ? user.studentIds.flatMap((id) =>
        db.data.students.filter((s) => s.studentid === id).map((s) => s.branchId),
      )
    : user.branchIds;
  return {
    id: user.id,
    email: user.email,
    displayname: user.displayname,
    firstname: user.firstname,
    lastname: user.lastname,
    isParent: user.isParent,
    roles: user.roles.map((role) => {
      // A role the school created is known by its key (`role-<id>`): its names as the school wrote them go along.
      const named = db.data.access.roles.find(
        (candidate) =>
          candidate.key === role.name &&
          candidate.branchId === role.schoolbranchid &&
          candidate.yearId === role.schoolyearid,
      );
      return {
        name: role.name,
        ...(named ? { label: named.name, label_ar: named.name_ar } : {}),
        schoolbranchid: role.schoolbranchid,
        schoolyearid: role.schoolyearid,
        permissions: role.permissions.map((name) => ({ name })),
      };
    }),
    branchs: branchesByIds([...new Set(branchIds)]),
    ...(user.isParent ? { students } : {}),
  };
}

let tokenCounter = 0;

function newToken(userId: number): string {
  tokenCounter += 1;
  const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `demo.${userId}.${tokenCounter}.${random}`;
}

export const authHandlers = [
  http.post('*/api/login', async ({ request }) => {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return HttpResponse.json({ message: 'Invalid request', code: 'INVALID_REQUEST' }, { status: 400 });
    }
    const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
    if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password) {
      return HttpResponse.json(
        { message: 'Email and password are required', code: 'INVALID_REQUEST' },
        { status: 422 },
      );
    }
    // Sign-in throttling (docs/api.md): a locked account or client is refused before the password is looked at.
    const client = clientKey(request);
    const locked = lockedAnswer(email, client);
    if (locked) return locked;
    const user = db.data.users.find(
      (candidate) =>
        candidate.email.toLowerCase() === email.trim().toLowerCase() && candidate.password === password,
    );
    if (!user) {
      return (
        recordFailure(email, client) ??
        HttpResponse.json({ message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }, { status: 422 })
      );
    }
    recordSuccess(email);
    // A deactivated account (access management) cannot sign in; the password was right, so say why.
    if (!isActive(user)) {
      return HttpResponse.json({ message: 'Account disabled', code: 'ACCOUNT_DISABLED' }, { status: 403 });
    }
    syncParentChildren(user);
    const token = newToken(user.id);
    openSession(token, user.id);
    db.changed();
    return HttpResponse.json({ token });
  }),

  http.get('*/api/user', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    syncParentChildren(user);
    return HttpResponse.json(userAnswer(user));
  }),

  http.get('*/api/userprofilepicture', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    // No picture is not an error (docs/api.md): 204 with no body, so the browser logs nothing.
    if (!user.profilepicture) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(user.profilepicture);
  }),

  http.post('*/api/logout', ({ request }) => {
    const token = request.headers.get('Authorization')?.trim() ?? '';
    const user = authenticate(request);
    if (user instanceof Response) return user;
    endSessions({ token });
    db.changed();
    return HttpResponse.json({ message: 'Logged out' });
  }),
];

export const MAX_PICTURE_BYTES = 1024 * 1024;

/** The code of each rule a new password breaks (docs/api.md "Password rules"). */
const FAULT_CODES: Record<PasswordFault, string> = {
  TOO_SHORT: 'PASSWORD_TOO_SHORT',
  COMMON: 'WEAK_PASSWORD',
  CONTAINS_EMAIL: 'WEAK_PASSWORD',
};

/** The 422 of a new password the rules refuse: the length it needs, or `reason` saying which other rule. */
function weakPassword(fault: PasswordFault): Response {
  const code = FAULT_CODES[fault];
  return HttpResponse.json(
    code === 'PASSWORD_TOO_SHORT'
      ? { message: 'Password too short', code, minLength: MIN_NEW_PASSWORD_LENGTH }
      : { message: 'Password too weak', code, reason: fault },
    { status: 422 },
  );
}

/** Profile changes (docs/api.md "Profile"). */
export const profileHandlers = [
  http.post('*/api/profile/password', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const body = (await request.json().catch(() => ({}))) as {
      currentPassword?: unknown;
      newPassword?: unknown;
    };
    // A wrong current password is not counted against sign-in (Sign-in throttling): the caller already holds the
    // session, and the user's own typos here must not lock them out of signing in.
    if (body.currentPassword !== user.password) {
      return HttpResponse.json(
        { message: 'Wrong current password', code: 'WRONG_PASSWORD' },
        { status: 422 },
      );
    }
    // Password rules (docs/api.md): for the password being set only; the current one was set before them.
    const next = typeof body.newPassword === 'string' ? body.newPassword : '';
    const fault = passwordFault(next, user.email, await commonPasswords());
    if (fault) return weakPassword(fault);
    user.password = next;
    // Every other session of the user ends: a stolen token stops working once the password is changed.
    endSessions({ userId: user.id, except: request.headers.get('Authorization')?.trim() ?? '' });
    db.changed();
    return HttpResponse.json({ message: 'Password changed' });
  }),

  http.post('*/api/userprofilepicture', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    // Duck-typed: under Vitest the global Blob is jsdom's, while the parsed form holds Node's File.
    if (typeof file !== 'object' || file === null || !('arrayBuffer' in file)) {
      return HttpResponse.json({ message: 'No file', code: 'NO_FILE' }, { status: 422 });
    }
    if (file.size > MAX_PICTURE_BYTES) {
      return HttpResponse.json({ message: 'File too large', code: 'FILE_TOO_LARGE' }, { status: 413 });
    }
    // Uploads by content: a picture is what its first bytes say (an SVG declared image/png is refused).
    const detected = await allowedTypeOf(file, IMAGE_TYPES);
    if (!detected) {
      return HttpResponse.json(
        { message: 'Unsupported image type', code: 'UNSUPPORTED_TYPE' },
        { status: 422 },
      );
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    user.profilepicture = { mimeType: detected, data: btoa(binary) };
    db.changed();
    return HttpResponse.json(user.profilepicture);
  }),
];
