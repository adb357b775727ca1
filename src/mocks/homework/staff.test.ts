// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { atTenOnTuesday, call, classNamed, SCOPE, subjectCoded, teacherToken } from './testkit.ts';

atTenOnTuesday();

/** The seeded homework of branch 1 this year. */
const branchItems = () => db.data.homework.items.filter((item) => item.branchId === 1 && item.yearId === 2);

async function directionToken(): Promise<string> {
  const login = await demoCall('POST', 'login', null, {
    email: 'direction.1-2@demo.test',
    password: 'demo1234',
  });
  return login.body.token as string;
}

/** A valid homework of CM1 A in French, due Thursday, shown from today. */
const frenchHomework = () => ({
  classId: classNamed('CM1 A').id,
  subjectId: subjectCoded('FR').id,
  text: 'Exercices 3 et 4 page 52',
  dueDate: '2026-11-26',
  publishFrom: '2026-11-24',
});

describe('homework: who may read and set it', () => {
  it('the office (admin, direction) reads every homework of the branch and year; without the permission 403', async () => {
    const admin = await demoToken('admin');
    const list = await call('GET', `homework?${SCOPE}&pageSize=200`, admin);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(branchItems().length);
    // The latest due first, each row as docs/api.md writes it, with its own version (docs/api.md "Versions").
    const latest = branchItems()
      .map((item) => item.dueDate)
      .sort()
      .at(-1);
    expect(list.body.items[0].dueDate).toBe(latest);
    expect(Object.keys(list.body.items[0]).sort()).toEqual(
      [
        'attachment',
        'author',
        'classId',
        'classname',
        'color',
        'createdAt',
        'dueDate',
        'id',
        'publishFrom',
        'subject',
        'subjectId',
        'subject_ar',
        'text',
        'version',
      ].sort(),
    );
    const direction = await call('GET', `homework?${SCOPE}`, await directionToken());
    expect(direction.body.total).toBe(branchItems().length);

    // The secretariat does not hold the permission; a parent neither; no token is a session error.
    const staff = await demoToken('staff');
    expect((await call('GET', `homework?${SCOPE}`, staff)).status).toBe(403);
    expect((await call('GET', `homework/${branchItems()[0]!.id}?year=2`, staff)).status).toBe(403);
    const parent = await demoToken('parent');
    expect((await call('GET', `homework?${SCOPE}`, parent)).status).toBe(403);
    expect((await call('POST', `homework?${SCOPE}`, parent, frenchHomework())).status).toBe(403);
    expect((await fetch(`http://localhost:3000/api/homework?${SCOPE}`)).status).toBe(401);
  });

  it('a teacher with the teacher role alone reads and sets the subjects they teach only; the others answer 404', async () => {
    const teacher = await teacherToken();
    const user = db.data.users.find((candidate) => candidate.email === 'teacher.1@demo.test')!;
    const own = new Set(
      db.data.education.teachers.filter((row) => row.userId === user.id).map((row) => row.id),
    );
    const taught = db.data.education.assignments.filter(
      (row) => row.yearId === 2 && row.teacherId !== null && own.has(row.teacherId),
    );
    const isTaught = (item: { classId: number; subjectId: number }) =>
      taught.some((row) => row.classId === item.classId && row.subjectId === item.subjectId);

    const classes = await call('GET', `homework/classes?${SCOPE}`, teacher);
    expect(classes.body).toEqual([
      expect.objectContaining({
        id: classNamed('CM1 A').id,
        name: 'CM1 A',
        subjects: taught.map((row) => expect.objectContaining({ id: row.subjectId })),
      }),
    ]);
    const list = await call('GET', `homework?${SCOPE}&pageSize=200`, teacher);
    const expected = branchItems().filter(isTaught);
    expect(list.body.total).toBe(expected.length);
    expect(list.body.items.every(isTaught)).toBe(true);

    // Another subject of their own class (Arabic), another class: as unknown ids.
    const arabic = branchItems().find(
      (item) => item.classId === classNamed('CM1 A').id && item.subjectId === subjectCoded('AR').id,
    )!;
    const unknown = await call('GET', 'homework/999999?year=2', teacher);
    expect(unknown.status).toBe(404);
    const other = await call('GET', `homework/${arabic.id}?year=2`, teacher);
    expect(other).toMatchObject({ status: 404, body: unknown.body });
    expect((await call('PUT', `homework/${arabic.id}?year=2`, teacher, frenchHomework())).status).toBe(404);
    expect((await call('DELETE', `homework/${arabic.id}?year=2`, teacher)).status).toBe(404);
    expect(db.data.homework.items).toContain(arabic);

    const refused = await call('POST', `homework?${SCOPE}`, teacher, {
      ...frenchHomework(),
      subjectId: subjectCoded('AR').id,
    });
    expect(refused).toMatchObject({ status: 422, body: { errors: { subjectId: 'INVALID_CHOICE' } } });
    const elsewhere = await call('POST', `homework?${SCOPE}`, teacher, {
      ...frenchHomework(),
      classId: classNamed('CM1 B').id,
    });
    expect(elsewhere.body.errors).toEqual({ classId: 'INVALID_CHOICE' });

    const created = await call('POST', `homework?${SCOPE}`, teacher, frenchHomework());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...frenchHomework(), classname: 'CM1 A', author: user.displayname });
  });
});

describe('homework: create, edit, delete', () => {
  it('a create sent twice with one Idempotency-Key records one homework; the key with another body is refused', async () => {
    const admin = await demoToken('admin');
    const before = db.data.homework.items.length;
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await call('POST', `homework?${SCOPE}`, admin, frenchHomework(), key);
    const again = await call('POST', `homework?${SCOPE}`, admin, frenchHomework(), key);
    expect(first.status).toBe(201);
    expect(again).toMatchObject({ status: 201, body: first.body });
    expect(db.data.homework.items).toHaveLength(before + 1);
    const reused = await call(
      'POST',
      `homework?${SCOPE}`,
      admin,
      { ...frenchHomework(), text: 'Autre' },
      key,
    );
    expect(reused).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(db.data.homework.items).toHaveLength(before + 1);
  });

  it('refuses a text too long, a due date before the publication, on a weekend, a closed day or outside the year', async () => {
    const admin = await demoToken('admin');
    const codesOf = async (change: Record<string, unknown>) =>
      (await call('POST', `homework?${SCOPE}`, admin, { ...frenchHomework(), ...change })).body
        .errors as unknown;
    expect(await codesOf({ text: '  ' })).toEqual({ text: 'REQUIRED' });
    expect(await codesOf({ text: 'x'.repeat(2001) })).toEqual({ text: 'TOO_LONG' });
    expect(await codesOf({ dueDate: '2026-11-23' })).toEqual({ dueDate: 'DUE_BEFORE_PUBLICATION' });
    expect(await codesOf({ dueDate: '2026-11-28' })).toEqual({ dueDate: 'NOT_A_SCHOOL_DAY' }); // a Saturday
    expect(await codesOf({ dueDate: '2026-12-22' })).toEqual({ dueDate: 'NOT_A_SCHOOL_DAY' }); // the holidays
    expect(await codesOf({ dueDate: '2027-08-02' })).toEqual({ dueDate: 'INVALID_DATE' });
    expect(await codesOf({ publishFrom: 'demain' })).toEqual({ publishFrom: 'INVALID_DATE' });
    expect(await codesOf({ classId: null, subjectId: 'FR' })).toEqual({
      classId: 'REQUIRED',
      subjectId: 'INVALID_CHOICE',
    });
    // A PUT replaces the homework: every field is sent.
    const item = branchItems()[0]!;
    const partial = await call('PUT', `homework/${item.id}?year=2`, admin, { text: 'Lire' });
    expect(partial.body.errors).toMatchObject({ classId: 'REQUIRED', dueDate: 'REQUIRED' });
    // A year that has ended takes no more homework.
    const closed = await call('POST', 'homework?branch=1&year=1', admin, frenchHomework());
    expect(closed).toMatchObject({ status: 409, body: { code: 'YEAR_CLOSED' } });
  });

  it('an edit from a version someone else changed since is refused 412 with the homework as it is now', async () => {
    const [mine, theirs] = [await demoToken('admin'), await demoToken('admin')];
    const item = branchItems().find((candidate) => candidate.attachment === null)!;
    const read = await call('GET', `homework/${item.id}?year=2`, mine);
    expect(read.version).toBeTruthy();
    const body = {
      classId: item.classId,
      subjectId: item.subjectId,
      dueDate: item.dueDate,
      publishFrom: item.publishFrom,
    };
    const other = await call(
      'PUT',
      `homework/${item.id}?year=2`,
      theirs,
      { ...body, text: 'Apprendre la récitation' },
      { 'If-Match': read.version! },
    );
    expect(other.status).toBe(200);
    const stale = await call(
      'PUT',
      `homework/${item.id}?year=2`,
      mine,
      { ...body, text: 'Lire le chapitre 5' },
      { 'If-Match': read.version! },
    );
    expect(stale).toMatchObject({
      status: 412,
      body: { code: 'STALE_VERSION', current: { id: item.id, text: 'Apprendre la récitation' } },
    });
    expect(item.text).toBe('Apprendre la récitation');
    // From the version now, the edit goes through.
    const saved = await call(
      'PUT',
      `homework/${item.id}?year=2`,
      mine,
      { ...body, text: 'Lire le chapitre 5' },
      { 'If-Match': stale.version! },
    );
    expect(saved).toMatchObject({ status: 200, body: { text: 'Lire le chapitre 5' } });
    expect((await call('DELETE', `homework/${item.id}?year=2`, mine)).body).toEqual({
      id: item.id,
      deleted: true,
    });
    expect(db.data.homework.items).not.toContain(item);
    expect((await call('GET', `homework/${item.id}?year=2`, mine)).status).toBe(404);
  });

  it('the list filters by class, subject, due dates and words, and sorts', async () => {
    const admin = await demoToken('admin');
    const cm1 = classNamed('CM1 A');
    const math = subjectCoded('MATH');
    const byClass = await call('GET', `homework?${SCOPE}&class=${cm1.id}&pageSize=200`, admin);
    expect(byClass.body.total).toBe(branchItems().filter((item) => item.classId === cm1.id).length);
    const filtered = await call(
      'GET',
      `homework?${SCOPE}&class=${cm1.id}&subject=${math.id}&from=2026-11-25&to=2026-11-30&sort=dueDate&order=asc`,
      admin,
    );
    const expected = branchItems()
      .filter(
        (item) =>
          item.classId === cm1.id &&
          item.subjectId === math.id &&
          item.dueDate >= '2026-11-25' &&
          item.dueDate <= '2026-11-30',
      )
      .map((item) => item.dueDate)
      .sort();
    expect(filtered.body.items.map((row: { dueDate: string }) => row.dueDate)).toEqual(expected);
    const words = await call('GET', `homework?${SCOPE}&q=recitation&pageSize=200`, admin);
    expect(words.body.total).toBeGreaterThan(0);
    expect(words.body.items.every((row: { text: string }) => /récitation/i.test(row.text))).toBe(true);
    expect((await call('GET', `homework?${SCOPE}&from=demain`, admin)).status).toBe(400);
  });
});
