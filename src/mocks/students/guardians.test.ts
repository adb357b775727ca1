// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

const API = 'http://localhost:3000/api';

async function call(method: string, path: string, token: string | null, body?: unknown) {
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers: { ...(token ? { Authorization: token } : {}), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, checked field by field
  return { status: answer.status, body: (text ? JSON.parse(text) : null) as any };
}

const newGuardian = {
  firstname_fr: 'Karim',
  lastname_fr: 'El Idrissi',
  firstname_ar: 'كريم',
  lastname_ar: 'الإدريسي',
  relation: 'tuteur',
  phone: '+212 661 22 33 44',
  email: 'karim@example.ma',
  canSeeFinances: false,
  priority: 1,
};

/** Student 101 and the guardians of the family, by priority. */
function family() {
  const student = db.data.students.find((s) => s.studentid === 101)!;
  const found = db.data.families.find((f) => f.id === student.familyId)!;
  return [...found.guardians].sort((a, b) => a.priority - b.priority);
}

describe('guardians of a student family (docs/api.md "Guardians")', () => {
  it('adds a guardian at the priority asked, the others move down; the siblings share the change', async () => {
    const token = await demoToken('admin');
    const before = family();
    const added = await call('POST', 'students/101/guardians?year=2', token, newGuardian);
    expect(added.status).toBe(201);
    expect(added.body.guardian).toMatchObject({ firstname_fr: 'Karim', priority: 1, userId: null });
    expect(added.body.items.map((g: { priority: number }) => g.priority)).toEqual(
      Array.from({ length: before.length + 1 }, (_, i) => i + 1),
    );
    expect(family().map((g) => g.id)).toEqual([added.body.guardian.id, ...before.map((g) => g.id)]);
    const record = await call('GET', 'students/101?year=2', token);
    expect(record.body.family.guardians[0].firstname_fr).toBe('Karim');
  });

  it('edits a guardian: fields and priority; refuses a wrong body with a message per field', async () => {
    const token = await demoToken('admin');
    const [first] = family();
    const edited = await call('PUT', `students/101/guardians/${first!.id}?year=2`, token, {
      ...newGuardian,
      firstname_fr: first!.firstname_fr,
      phone: '0522 11 22 33',
      priority: 9,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.guardian).toMatchObject({ phone: '0522 11 22 33', priority: family().length });
    const wrong = await call('PUT', `students/101/guardians/${first!.id}?year=2`, token, {
      ...newGuardian,
      lastname_fr: ' ',
      relation: 'voisin',
      phone: 'abc',
      email: 'pas-un-email',
      firstname_ar: 'x'.repeat(61),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        lastname_fr: 'REQUIRED',
        relation: 'REQUIRED',
        phone: 'INVALID_PHONE',
        email: 'INVALID_EMAIL',
        firstname_ar: 'TOO_LONG',
      },
    });
    expect(family().find((g) => g.id === first!.id)!.phone).toBe('0522 11 22 33');
  });

  it('removes a guardian and renumbers the others; never the last one (409 LAST_GUARDIAN)', async () => {
    const token = await demoToken('admin');
    const guardians = family();
    for (const guardian of guardians.slice(0, -1)) {
      const removed = await call('DELETE', `students/101/guardians/${guardian.id}?year=2`, token);
      expect(removed.status).toBe(200);
      expect(removed.body.items.map((g: { priority: number }) => g.priority)).toEqual(
        removed.body.items.map((_: unknown, i: number) => i + 1),
      );
    }
    const last = guardians.at(-1)!;
    const refused = await call('DELETE', `students/101/guardians/${last.id}?year=2`, token);
    expect(refused).toMatchObject({ status: 409, body: { code: 'LAST_GUARDIAN' } });
    expect(family()).toHaveLength(1);
  });

  it("answers 404 for another family's guardian and to staff of another branch, 403 to parents, 401 without a session", async () => {
    const token = await demoToken('admin');
    const other = db.data.families.find((f) => !f.guardians.some((g) => family().includes(g)))!.guardians[0]!;
    expect((await call('PUT', `students/101/guardians/${other.id}`, token, newGuardian)).status).toBe(404);
    expect(
      (await call('POST', 'students/101/guardians', await demoToken('parent'), newGuardian)).status,
    ).toBe(403);
    const elsewhere = db.data.students.find((s) => s.branchId === 2)!;
    expect(
      (await call('POST', `students/${elsewhere.studentid}/guardians`, await demoToken('staff'), newGuardian))
        .status,
    ).toBe(404);
    expect((await call('POST', 'students/101/guardians', null, newGuardian)).status).toBe(401);
  });
});
