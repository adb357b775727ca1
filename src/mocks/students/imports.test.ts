// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoAnswer, demoToken } from '../../../tests/helpers/demo';
import { todayIso } from '../../domain/dates.ts';
import type { ImportRowInput } from '../../domain/studentImport.ts';
import { db } from '../core/db.ts';
import { SCOPE } from '../core/testkit.ts';
import { createSeed } from '../seed.ts';

/**
 * docs/api.md "Student imports": a spreadsheet's students and families applied in chunks, each line once whatever the
 * retries, families recognised by a guardian's contact, and the whole batch undone while nothing refers to its
 * students.
 */
const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
const BIRTH = `${new Date().getFullYear() - 8}-03-02`;

const levelCoded = (code: string) => db.data.levels.find((level) => level.code === code)!;
const classesOf = (levelId: number) =>
  db.data.classes.filter((cls) => cls.branchId === 1 && cls.yearId === 2 && cls.levelId === levelId);

/** A row of the file at `line`: a CE1 girl of a new family whose father's phone is the line's own. */
function row(line: number, overrides: Partial<ImportRowInput> = {}): ImportRowInput {
  const phone = `+212 7${String(line).padStart(8, '0')}`;
  return {
    line,
    familyKey: `phone:2127${String(line).padStart(8, '0')}`,
    firstname_fr: 'Nour',
    lastname_fr: `Benali${line}`,
    firstname_ar: 'نور',
    lastname_ar: 'بنعلي',
    gender: 'F',
    birthDate: BIRTH,
    // Seeded numbers are a letter, 1 and eight digits: a 0 in second place is never taken.
    massar: `Z0${String(line).padStart(8, '0')}`,
    levelId: levelCoded('CE1').id,
    classId: null,
    allergies: ['arachides'],
    guardians: [{ firstname_fr: 'Karim', lastname_fr: `Benali${line}`, relation: 'père', phone, email: '' }],
    ...overrides,
  };
}

async function startImport(token: string, total = 10, query = SCOPE) {
  const started = await demoAnswer(
    'POST',
    `student-imports?${query}`,
    token,
    { fileName: 'eleves.xlsx', total },
    key(),
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return started.body.id as number;
}

async function send(token: string, id: number, rows: unknown[]) {
  const answer = await demoAnswer('POST', `student-imports/${id}/rows`, token, { rows });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    results: Array<{
      line: number;
      outcome: string;
      studentId: number | null;
      familyId: number | null;
      familyCreated: boolean;
      errors: Record<string, string>;
    }>;
    batch: Record<string, unknown>;
  };
}

describe('POST student-imports: who may import, once per key', () => {
  it('needs view-full-students-page and import-students in the branch and year: 403 to the secretariat, 201 to the admin', async () => {
    const staff = await demoToken('staff');
    const refused = await demoAnswer(
      'POST',
      `student-imports?${SCOPE}`,
      staff,
      { fileName: 'a.csv', total: 3 },
      key(),
    );
    expect(refused.status).toBe(403);
    expect((await demoAnswer('GET', `student-imports?${SCOPE}`, staff)).status).toBe(403);
    const admin = await demoToken('admin');
    const id = await startImport(admin, 3);
    // Permission before existence: the secretariat gets 403 whatever the id; the admin 404 for an unknown one.
    expect((await demoAnswer('GET', `student-imports/${id}`, staff)).status).toBe(403);
    expect((await demoAnswer('GET', 'student-imports/9999', admin)).body).toEqual({
      message: 'Import not found',
    });
    // A batch of a branch the admin does not hold (branch 3) is answered as an unknown one.
    db.data.studentImports!.push({ ...db.data.studentImports![0]!, id: 77, branchId: 3 });
    expect((await demoAnswer('GET', 'student-imports/77', admin)).status).toBe(404);
    expect((await demoAnswer('POST', 'student-imports/77/undo', admin)).status).toBe(404);
    // The import right alone is not enough; with the students' right as well, it is.
    const roles = db.data.users.find((user) => user.id === 2)!.roles;
    for (const role of roles) role.permissions = ['import-students'];
    const alone = await demoAnswer(
      'POST',
      `student-imports?${SCOPE}`,
      staff,
      { fileName: 'b.csv', total: 2 },
      key(),
    );
    expect(alone.status).toBe(403);
    for (const role of roles) role.permissions.push('view-full-students-page');
    const allowed = await demoAnswer(
      'POST',
      `student-imports?${SCOPE}`,
      staff,
      { fileName: 'b.csv', total: 2 },
      key(),
    );
    expect(allowed.status).toBe(201);
    expect(allowed.body).toMatchObject({
      createdBy: 'Youssef Alaoui',
      status: 'open',
      undoable: true,
      created: 0,
    });
  });

  it('requires an Idempotency-Key and answers the same batch to the same key; checks the body', async () => {
    const admin = await demoToken('admin');
    const body = { fileName: 'Liste CE1.xlsx', total: 40 };
    const keyless = await demoAnswer('POST', `student-imports?${SCOPE}`, admin, body);
    expect(keyless.status).toBe(428);
    expect(keyless.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const headers = key();
    const first = await demoAnswer('POST', `student-imports?${SCOPE}`, admin, body, headers);
    const again = await demoAnswer('POST', `student-imports?${SCOPE}`, admin, body, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({
      fileName: 'Liste CE1.xlsx',
      branchId: 1,
      yearId: 2,
      createdBy: 'Samira Benali',
      total: 40,
      created: 0,
      existing: 0,
      refused: 0,
      familiesCreated: 0,
      status: 'open',
      undoneAt: null,
      undoable: true,
    });
    expect(db.data.studentImports).toHaveLength(1);
    const bad = await demoAnswer(
      'POST',
      `student-imports?${SCOPE}`,
      admin,
      { fileName: ' ', total: 5001 },
      key(),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ fileName: 'REQUIRED', total: 'INVALID_NUMBER' });
    const list = await demoAnswer('GET', `student-imports?${SCOPE}`, admin);
    expect(list.body.items.map((item: { id: number }) => item.id)).toEqual([first.body.id]);
  });
});

describe('POST student-imports/{id}/rows', () => {
  it('creates the students, siblings of one family key in one family across two chunks, in the least full class', async () => {
    const admin = await demoToken('admin');
    const id = await startImport(admin);
    const level = levelCoded('CE1').id;
    const counts = () =>
      new Map(
        classesOf(level).map((cls) => [
          cls.id,
          db.data.enrolments.filter((e) => e.classId === cls.id && e.status !== 'left').length,
        ]),
      );
    const before = counts();
    const emptiest = [...before].sort((a, b) => a[1] - b[1])[0]![0];
    const families = db.data.families.length;
    const shared = { familyKey: 'phone:212700000001', lastname_fr: 'Zaoui', lastname_ar: 'الزاوي' };
    const first = await send(admin, id, [row(1, { ...shared, firstname_fr: 'Inès' }), row(2)]);
    expect(first.results.map((result) => [result.line, result.outcome, result.familyCreated])).toEqual([
      [1, 'created', true],
      [2, 'created', true],
    ]);
    const second = await send(admin, id, [row(3, { ...shared, firstname_fr: 'Adam', gender: 'M' })]);
    expect(second.results[0]).toMatchObject({
      outcome: 'created',
      familyId: first.results[0]!.familyId,
      familyCreated: false,
    });
    expect(second.batch).toMatchObject({
      created: 3,
      existing: 0,
      refused: 0,
      familiesCreated: 2,
      undoable: true,
    });
    expect(db.data.families).toHaveLength(families + 2);
    const family = db.data.families.find((candidate) => candidate.id === first.results[0]!.familyId)!;
    expect(family).toMatchObject({ name: 'Zaoui', name_ar: 'الزاوي' });
    expect(family.guardians).toEqual([
      expect.objectContaining({
        relation: 'père',
        phone: '+212 700000001',
        priority: 1,
        canSeeFinances: true,
        userId: null,
      }),
    ]);
    const ines = db.data.students.find((student) => student.studentid === first.results[0]!.studentId)!;
    expect(ines).toMatchObject({ branchId: 1, status: 'active', hasPhoto: false, emergencyContacts: [] });
    expect(ines.medical).toEqual({ notes: null, allergies: ['arachides'], diet: null });
    const enrolment = db.data.enrolments.find((e) => e.studentId === ines.studentid && e.yearId === 2)!;
    expect(enrolment).toMatchObject({ branchId: 1, levelId: level, classId: emptiest, status: 'active' });
    // Three children placed one by one in the least full class at the time: the classes stay within one of each other.
    const after = counts();
    expect([...after.values()].reduce((a, b) => a + b)).toBe(
      [...before.values()].reduce((a, b) => a + b) + 3,
    );
  });

  it('recognises an existing family of the branch by a guardian phone written another way', async () => {
    const admin = await demoToken('admin');
    const yasmine = db.data.students.find((student) => student.studentid === 101)!;
    const family = db.data.families.find((candidate) => candidate.id === yasmine.familyId)!;
    const phone = family.guardians[0]!.phone;
    expect(phone).toMatch(/^\+212 6\d\d \d\d \d\d \d\d$/);
    const local = `0${phone.replace(/\D/g, '').slice(3)}`;
    const id = await startImport(admin);
    const answer = await send(admin, id, [
      row(1, { familyKey: 'line:1', guardians: [{ ...row(1).guardians[0]!, phone: local }] }),
    ]);
    expect(answer.results[0]).toMatchObject({
      outcome: 'created',
      familyId: family.id,
      familyCreated: false,
    });
    expect(answer.batch.familiesCreated).toBe(0);
  });

  it('answers existing for a second import of the same rows and creates nothing', async () => {
    const admin = await demoToken('admin');
    const rows = [row(1), row(2), row(3, { familyKey: row(2).familyKey })];
    await send(admin, await startImport(admin), rows);
    const students = db.data.students.length;
    const families = db.data.families.length;
    const again = await send(admin, await startImport(admin), rows);
    expect(again.results.map((result) => result.outcome)).toEqual(['existing', 'existing', 'existing']);
    expect(again.batch).toMatchObject({ created: 0, existing: 3, familiesCreated: 0 });
    expect(db.data.students).toHaveLength(students);
    expect(db.data.families).toHaveLength(families);
  });

  it('refuses a faulty row with its field codes while the others apply', async () => {
    const admin = await demoToken('admin');
    const id = await startImport(admin);
    const other = classesOf(levelCoded('CM1').id)[0]!;
    const guardian = row(4).guardians[0]!;
    const answer = await send(admin, id, [
      row(1),
      row(2, { massar: 'bad', birthDate: '2999-01-01', classId: other.id, firstname_ar: '' }),
      row(3, { massar: 'J130245871', guardians: [{ ...guardian, email: 'x@', phone: 'abc' }] }),
      row(4, { levelId: 999, guardians: [] }),
      row(5, { massar: 'J130245871', lastname_fr: 'Someone', guardians: [guardian] }),
      row(6),
    ]);
    expect(answer.results.map((result) => result.outcome)).toEqual([
      'created',
      'refused',
      'refused',
      'refused',
      'refused',
      'created',
    ]);
    expect(answer.results[1]!.errors).toEqual({
      massar: 'INVALID_MASSAR',
      birthDate: 'BIRTH_DATE_IN_FUTURE',
      classId: 'INVALID_CLASS',
      firstname_ar: 'REQUIRED',
    });
    expect(answer.results[2]!.errors).toEqual({
      'guardians.0.phone': 'INVALID_PHONE',
      'guardians.0.email': 'INVALID_EMAIL',
    });
    expect(answer.results[3]!.errors).toEqual({ levelId: 'UNKNOWN_LEVEL', guardians: 'GUARDIAN_COUNT' });
    // Yasmine's number under another name.
    expect(answer.results[4]!.errors).toEqual({ massar: 'DUPLICATE_MASSAR' });
    expect(answer.batch).toMatchObject({ created: 2, refused: 4 });
    const invalid = await demoAnswer('POST', `student-imports/${id}/rows`, admin, { rows: [{ line: 'x' }] });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ 'rows.0.line': 'REQUIRED' });
  });

  it('answers a chunk sent again with the same results, applying nothing twice', async () => {
    const admin = await demoToken('admin');
    const id = await startImport(admin);
    const chunk = [row(1), row(2), row(3)];
    const first = await send(admin, id, chunk);
    const students = db.data.students.length;
    const enrolments = db.data.enrolments.length;
    const again = await send(admin, id, chunk);
    expect(again.results).toEqual(first.results);
    // A chunk overlapping the first: its new line only is applied.
    const overlapping = await send(admin, id, [row(3), row(4)]);
    expect(overlapping.results[0]).toEqual(first.results[2]);
    expect(overlapping.results[1]!.outcome).toBe('created');
    expect(db.data.students).toHaveLength(students + 1);
    expect(db.data.enrolments).toHaveLength(enrolments + 1);
    expect(overlapping.batch).toMatchObject({ created: 4 });
    const detail = await demoAnswer('GET', `student-imports/${id}`, admin);
    expect(detail.body.results.map((result: { line: number }) => result.line)).toEqual([1, 2, 3, 4]);
  });
});

describe('POST student-imports/{id}/undo', () => {
  it('removes the students, their enrolments and the families it created; once', async () => {
    const admin = await demoToken('admin');
    const { students, enrolments, families } = {
      students: db.data.students.length,
      enrolments: db.data.enrolments.length,
      families: db.data.families.length,
    };
    const yasmineFamily = db.data.families.find(
      (f) => f.id === db.data.students.find((s) => s.studentid === 101)!.familyId,
    )!;
    const id = await startImport(admin);
    const guardian = { ...row(3).guardians[0]!, phone: yasmineFamily.guardians[0]!.phone };
    const applied = await send(admin, id, [
      row(1),
      row(2, { familyKey: row(1).familyKey }),
      row(3, { guardians: [guardian] }),
    ]);
    expect(applied.results[2]!.familyId).toBe(yasmineFamily.id);
    expect(db.data.students).toHaveLength(students + 3);
    const undone = await demoAnswer('POST', `student-imports/${id}/undo`, admin);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: 'undone', undoable: false, created: 3 });
    expect(Date.parse(undone.body.undoneAt)).not.toBeNaN();
    expect(db.data.students).toHaveLength(students);
    expect(db.data.enrolments).toHaveLength(enrolments);
    // The family it created is gone; Yasmine's, which it only added a child to, stays.
    expect(db.data.families).toHaveLength(families);
    expect(db.data.families).toContain(yasmineFamily);
    const again = await demoAnswer('POST', `student-imports/${id}/undo`, admin);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(undone.body);
    const late = await demoAnswer('POST', `student-imports/${id}/rows`, admin, { rows: [row(4)] });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('IMPORT_UNDONE');
  });

  it('is refused (409 IMPORT_IN_USE) once a student it created has an engagement and a payment', async () => {
    const admin = await demoToken('admin');
    const id = await startImport(admin);
    const applied = await send(admin, id, [row(1), row(2)]);
    const [paying, other] = applied.results;
    const settings = db.data.financeSettings.find((s) => s.branchId === 1 && s.yearId === 2)!;
    const transport = settings.feeTypes.find((fee) => fee.kind === 'transport')!;
    const engagement = await demoAnswer(
      'POST',
      `engagements?${SCOPE}`,
      admin,
      { studentId: paying!.studentId, feeTypeId: transport.id },
      key(),
    );
    expect(engagement.status, JSON.stringify(engagement.body)).toBe(201);
    const payment = await demoAnswer(
      'POST',
      `families/${paying!.familyId}/payments?${SCOPE}`,
      admin,
      { amount: 100, method: 'cash', reference: '', date: todayIso() },
      key(),
    );
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    const students = db.data.students.length;
    const refused = await demoAnswer('POST', `student-imports/${id}/undo`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'IMPORT_IN_USE',
      students: [{ studentId: paying!.studentId, firstname_fr: 'Nour', lastname_fr: 'Benali1' }],
    });
    expect(db.data.students).toHaveLength(students);
    expect(db.data.students.some((student) => student.studentid === other!.studentId)).toBe(true);
    const detail = await demoAnswer('GET', `student-imports/${id}`, admin);
    expect(detail.body).toMatchObject({ status: 'open', undoable: false });
  });
});

/** CPU time used by this process so far, in ms (user + system): a busy machine does not stretch it. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

describe('with 10,000 students', () => {
  it('applies 2,000 rows in 8 requests, each well under a second', async () => {
    db.load(createSeed({ students: 10_000 }));
    const admin = await demoToken('admin');
    // Starting the import makes the lazy tables an undo reads (finances, attendance, canteen…): not timed.
    const id = await startImport(admin, 2000);
    const levels = db.data.levels.filter((level) => classesOf(level.id).length > 0);
    // Families of one to three children (a family key for every third line), all levels.
    const rows = Array.from({ length: 2000 }, (_, index) => {
      const line = index + 2;
      const head = line - (index % 3);
      return row(line, {
        familyKey: `phone:2127${String(head).padStart(8, '0')}`,
        guardians: [{ ...row(head).guardians[0]!, lastname_fr: `Benali${head}` }],
        levelId: levels[index % levels.length]!.id,
        birthDate: `${new Date().getFullYear() - 6 - (index % 9)}-05-10`,
      });
    });
    const students = db.data.students.length;
    const timings: number[] = [];
    for (let start = 0; start < rows.length; start += 250) {
      const started = cpuMs();
      const answer = await send(admin, id, rows.slice(start, start + 250));
      timings.push(cpuMs() - started);
      expect(answer.results.every((result) => result.outcome === 'created')).toBe(true);
    }
    const total = timings.reduce((sum, time) => sum + time, 0);
    console.info(
      `2,000 rows over ${students} students (CPU time): ${timings.map((t) => t.toFixed(0)).join(', ')} ms (total ${total.toFixed(0)})`,
    );
    expect(db.data.students).toHaveLength(students + 2000);
    expect(total).toBeLessThan(5000);
    expect(Math.max(...timings)).toBeLessThan(1000);
  }, 60_000);
});
