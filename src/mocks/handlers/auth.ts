import { http, HttpResponse } from 'msw';
import { db } from '../db.ts';
import type { DemoBranch, DemoUser } from '../seed.ts';
import { authenticate } from '../session.ts';

function branchAnswer(branch: DemoBranch) {
  const school = db.data.schools.find((candidate) => candidate.id === branch.schoolId);
  return {
    schoolbranchid: branch.schoolbranchid,
    branchname: branch.branchname,
    school: { schoolname: school?.schoolname ?? '' },
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
        branchs: branchesByIds([student.branchId]),
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
    roles: user.roles.map((role) => ({
      name: role.name,
      schoolbranchid: role.schoolbranchid,
      schoolyearid: role.schoolyearid,
      permissions: role.permissions.map((name) => ({ name })),
    })),
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
    const user = db.data.users.find(
      (candidate) =>
        candidate.email.toLowerCase() === email.trim().toLowerCase() && candidate.password === password,
    );
    if (!user) {
      return HttpResponse.json(
        { message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' },
        { status: 422 },
      );
    }
    const token = newToken(user.id);
    db.data.sessions[token] = user.id;
    db.changed();
    return HttpResponse.json({ token });
  }),

  http.get('*/api/user', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    return HttpResponse.json(userAnswer(user));
  }),

  http.get('*/api/userprofilepicture', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    if (!user.profilepicture) return HttpResponse.json({ message: 'No profile picture' }, { status: 404 });
    return HttpResponse.json(user.profilepicture);
  }),

  http.post('*/api/logout', ({ request }) => {
    const token = request.headers.get('Authorization')?.trim() ?? '';
    const user = authenticate(request);
    if (user instanceof Response) return user;
    delete db.data.sessions[token];
    db.changed();
    return HttpResponse.json({ message: 'Logged out' });
  }),
];
