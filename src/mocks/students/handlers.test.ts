// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { foldText } from '../core/text.ts';
import { createSeed } from '../seed.ts';

const API = 'http://localhost:3000/api';

interface ListItem {
  studentid: number;
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  massar: string;
  levelId: number;
  level: string;
  classId: number;
  className: string;
  status: string;
  familyId: number;
  familyName: string;
  balance: number;
  hasPhoto: boolean;
}

interface ListAnswer {
  items: ListItem[];
  total: number;
  page: number;
  pageSize: number;
}

async function get(path: string, token: string | null): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`${API}/${path}`, { headers: token ? { Authorization: token } : {} });
  return { status: answer.status, body: await answer.json() };
}

async function list(token: string, query: string): Promise<ListAnswer> {
  const { status, body } = await get(`students?branch=1&year=2&${query}`, token);
  expect(status).toBe(200);
  return body as ListAnswer;
}

/** Every page of a query, concatenated (pageSize 200). */
async function all(token: string, query: string): Promise<ListItem[]> {
  const items: ListItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list(token, `${query}&pageSize=200&page=${page}`);
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) return items;
  }
}

const nameKey = (item: ListItem) => `${foldText(item.lastname_fr)}\u0001${foldText(item.firstname_fr)}`;

function isSorted<T>(items: T[], compare: (a: T, b: T) => number): boolean {
  return items.every((item, index) => index === 0 || compare(items[index - 1]!, item) <= 0);
}

function currentRows(branch: number, year: number) {
  return db.data.enrolments.filter((e) => e.branchId === branch && e.yearId === year);
}

/** CPU time used by this process so far, in ms (user + system). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

describe('GET students', () => {
  it('lists the students of the branch and year, 25 a page, by last name then first name', async () => {
    const token = await demoToken('admin');
    const answer = await list(token, '');
    expect(answer.total).toBe(currentRows(1, 2).length);
    expect(answer.total).toBeGreaterThan(400);
    expect(answer.page).toBe(1);
    expect(answer.pageSize).toBe(25);
    expect(answer.items).toHaveLength(25);
    const first = answer.items[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'balance',
        'classId',
        'className',
        'familyId',
        'familyName',
        'firstname_ar',
        'firstname_fr',
        'hasPhoto',
        'lastname_ar',
        'lastname_fr',
        'level',
        'levelId',
        'massar',
        'status',
        'studentid',
      ].sort(),
    );
    expect(first.balance).toBe(0);
    const everything = await all(token, '');
    expect(everything).toHaveLength(answer.total);
    expect(new Set(everything.map((item) => item.studentid)).size).toBe(answer.total);
    expect(
      isSorted(everything, (a, b) => (nameKey(a) < nameKey(b) ? -1 : nameKey(a) > nameKey(b) ? 1 : 0)),
    ).toBe(true);
    const students = new Map(db.data.students.map((s) => [s.studentid, s]));
    expect(everything.every((item) => students.get(item.studentid)?.branchId === 1)).toBe(true);
  });

  it('follows the data set after a first read: a student and a family added, a name changed in place', async () => {
    const token = await demoToken('admin');
    await list(token, 'q=a');
    const renamed = db.data.students.find(
      (s) => s.branchId === 1 && currentRows(1, 2).some((e) => e.studentId === s.studentid),
    )!;
    const formerName = renamed.lastname_fr;
    renamed.lastname_fr = 'Nouveaunom';
    db.data.families.push({ ...db.data.families[0]!, id: 99_998, name: 'Famille Zerhouni' });
    db.data.students.push({
      ...renamed,
      studentid: 99_999,
      lastname_fr: 'Zerhouni',
      firstname_fr: 'Inès',
      familyId: 99_998,
    });
    db.data.enrolments.push({ ...currentRows(1, 2)[0]!, id: 999_999, studentId: 99_999 });

    const added = await list(token, 'q=zerhouni%20ines');
    expect(added.items.map((item) => [item.studentid, item.familyName])).toEqual([
      [99_999, 'Famille Zerhouni'],
    ]);
    expect((await list(token, 'q=nouveaunom')).items.map((item) => item.studentid)).toContain(
      renamed.studentid,
    );
    const former = await all(token, `q=${encodeURIComponent(formerName)}`);
    expect(former.map((item) => item.studentid)).not.toContain(renamed.studentid);
  });

  it('searches names and Massar numbers without case or accents, in Latin and Arabic script', async () => {
    const token = await demoToken('admin');
    const yasmine = await list(token, 'q=yasmine%20el');
    expect(yasmine.items.map((item) => item.studentid)).toContain(101);
    expect(yasmine.items.every((item) => /yasmine/i.test(item.firstname_fr))).toBe(true);
    expect((await list(token, 'q=YASMINE%20EL%20IDRISSI')).items.map((item) => item.studentid)).toEqual([
      101,
    ]);
    expect((await list(token, 'q=idrissi%20yasmine')).items.map((item) => item.studentid)).toEqual([101]);
    expect((await list(token, 'q=j130245871')).items.map((item) => item.studentid)).toEqual([101]);
    // Arabic typed without the hamza, and Arabic first name.
    expect(
      (await list(token, `q=${encodeURIComponent('ياسمين الادريسي')}`)).items.map((i) => i.studentid),
    ).toEqual([101]);
    // "eleve" finds "Élève".
    const someone = db.data.students.find(
      (s) => s.studentid !== 101 && currentRows(1, 2).some((e) => e.studentId === s.studentid),
    )!;
    someone.firstname_fr = 'Élève';
    someone.lastname_fr = 'Témoin';
    const found = await list(token, 'q=eleve%20temoin');
    expect(found.items.map((item) => item.studentid)).toEqual([someone.studentid]);
    expect(found.items[0]!.firstname_fr).toBe('Élève');
    // An accented name of the data set, typed without its accents.
    const accented = (await all(token, '')).find((item) =>
      /[éèëï]/.test(item.firstname_fr + item.lastname_fr),
    )!;
    const typed = foldText(`${accented.firstname_fr} ${accented.lastname_fr}`);
    expect((await all(token, `q=${encodeURIComponent(typed)}`)).map((item) => item.studentid)).toContain(
      accented.studentid,
    );
    expect((await list(token, 'q=zzzzqqq')).total).toBe(0);
  });

  it('filters by level (id or code), class and status, alone or together', async () => {
    const token = await demoToken('admin');
    const ce1 = await all(token, 'level=5');
    expect(ce1.length).toBeGreaterThan(0);
    expect(ce1.every((item) => item.level === 'CE1' && item.levelId === 5)).toBe(true);
    expect((await list(token, 'level=ce1')).total).toBe(ce1.length);
    expect((await list(token, 'level=CE1,CE2')).total).toBe(
      ce1.length + (await list(token, 'level=6')).total,
    );

    const classId = ce1[0]!.classId;
    const inClass = await all(token, `class=${classId}`);
    expect(inClass.length).toBe(currentRows(1, 2).filter((e) => e.classId === classId).length);
    expect(inClass.every((item) => item.classId === classId && item.className === ce1[0]!.className)).toBe(
      true,
    );

    const left = await all(token, 'status=left');
    expect(left.length).toBe(currentRows(1, 2).filter((e) => e.status === 'left').length);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((item) => item.status === 'left')).toBe(true);
    const activeOrExpected = await list(token, 'status=active,expected');
    expect(activeOrExpected.total + left.length).toBe(currentRows(1, 2).length);

    const combined = await all(token, 'level=5&status=active&q=a');
    expect(combined.every((item) => item.level === 'CE1' && item.status === 'active')).toBe(true);
    expect(combined.length).toBeLessThanOrEqual(ce1.length);
  });

  it('sorts by name, massar, level, class and status, ascending or descending', async () => {
    const token = await demoToken('admin');
    const levelOrder = (item: ListItem) => item.levelId;
    const byMassar = await all(token, 'sort=massar');
    expect(isSorted(byMassar, (a, b) => a.massar.localeCompare(b.massar))).toBe(true);
    const byLevelDesc = await all(token, 'sort=level&order=desc');
    expect(isSorted(byLevelDesc, (a, b) => levelOrder(b) - levelOrder(a))).toBe(true);
    expect(byLevelDesc[0]!.level).toBe('3e');
    const byClass = await all(token, 'sort=className');
    expect(
      isSorted(byClass, (a, b) => levelOrder(a) - levelOrder(b) || a.className.localeCompare(b.className)),
    ).toBe(true);
    const rank = { active: 0, expected: 1, left: 2 } as Record<string, number>;
    const byStatus = await all(token, 'sort=status');
    expect(isSorted(byStatus, (a, b) => rank[a.status]! - rank[b.status]!)).toBe(true);
    const byName = await all(token, 'sort=name');
    const byNameDesc = await all(token, 'sort=name&order=desc');
    expect(byNameDesc.map((item) => item.studentid)).toEqual(byName.map((item) => item.studentid).reverse());
    // Unknown sort and order fall back to name, ascending.
    expect((await list(token, 'sort=nope&order=up')).items).toEqual((await list(token, '')).items);
  });

  it('pages from 1 and clamps the page size to 10–200', async () => {
    const token = await demoToken('admin');
    const everything = await all(token, '');
    const second = await list(token, 'page=2&pageSize=10');
    expect(second).toMatchObject({ page: 2, pageSize: 10, total: everything.length });
    expect(second.items).toEqual(everything.slice(10, 20));
    expect((await list(token, 'pageSize=5')).items).toHaveLength(10);
    expect((await list(token, 'pageSize=5')).pageSize).toBe(10);
    expect((await list(token, 'pageSize=1000')).pageSize).toBe(200);
    expect((await list(token, 'pageSize=1000')).items).toHaveLength(200);
    expect((await list(token, 'pageSize=abc')).pageSize).toBe(25);
    expect((await list(token, 'page=0')).page).toBe(1);
    expect((await list(token, 'page=-3')).items).toEqual(everything.slice(0, 25));
    const beyond = await list(token, 'page=999');
    expect(beyond).toMatchObject({ page: 999, total: everything.length, items: [] });
  });

  it('shows a year’s own enrolments: the previous year has its own classes and statuses', async () => {
    const token = await demoToken('admin');
    const { status, body } = await get('students?branch=1&year=1&pageSize=200', token);
    expect(status).toBe(200);
    const answer = body as ListAnswer;
    expect(answer.total).toBe(currentRows(1, 1).length);
    const classIds = new Set(db.data.classes.filter((c) => c.yearId === 1).map((c) => c.id));
    expect(answer.items.every((item) => classIds.has(item.classId))).toBe(true);
  });

  it('answers 401 without a token, 400 without branch or year, 403 without the permission there', async () => {
    expect((await get('students?branch=1&year=2', null)).status).toBe(401);
    const admin = await demoToken('admin');
    expect(await get('students?year=2', admin)).toEqual({
      status: 400,
      body: { message: 'branch and year are required', code: 'INVALID_REQUEST' },
    });
    expect((await get('students?branch=x&year=2', admin)).status).toBe(400);
    const forbidden = { status: 403, body: { message: 'User does not have the required permission.' } };
    // The admin works in branches 1 and 2 only; the secretary in branch 1; a parent never sees the list.
    expect(await get('students?branch=3&year=2', admin)).toEqual(forbidden);
    const staff = await demoToken('staff');
    expect((await get('students?branch=1&year=2', staff)).status).toBe(200);
    expect(await get('students?branch=2&year=2', staff)).toEqual(forbidden);
    const parent = await demoToken('parent');
    expect(await get('students?branch=1&year=2', parent)).toEqual(forbidden);
    expect(await get('school/levels?branch=1&year=2', parent)).toEqual(forbidden);
  });
});

interface Details {
  studentid: number;
  firstname_fr: string;
  birthDate: string;
  gender: string;
  massar: string;
  status: string;
  yearId: number;
  enrolment: { yearId: number; className: string; level: string; branchId: number } | null;
  enrolments: Array<{ yearId: number; year: string; className: string; level: string; status: string }>;
  family: {
    id: number;
    name: string;
    guardians: Array<{ relation: string; firstname_fr: string; userId: number | null; priority: number }>;
  };
  siblings: Array<{
    studentid: number;
    firstname_fr: string;
    branchId: number;
    enrolment: { className: string };
  }>;
  medical: { notes: string | null; allergies: string[]; diet: string | null };
  emergencyContacts: Array<{ name: string; relation: string; phone: string }>;
}

describe('GET students/{id}', () => {
  it('answers the full record: enrolments, family and guardians, siblings with their class, medical, contacts', async () => {
    const token = await demoToken('admin');
    const { status, body } = await get('students/101?year=2', token);
    expect(status).toBe(200);
    const yasmine = body as Details;
    expect(yasmine).toMatchObject({
      studentid: 101,
      firstname_fr: 'Yasmine',
      gender: 'F',
      massar: 'J130245871',
      status: 'active',
      yearId: 2,
      enrolment: { yearId: 2, className: 'CM1 A', level: 'CM1', branchId: 1 },
      medical: { notes: null, allergies: ['arachides'], diet: null },
      emergencyContacts: [{ name: 'Fatima El Idrissi', relation: 'grand-mère' }],
    });
    // Every figure follows the permission of its module: no balance in the record (the finance module has it).
    expect(yasmine).not.toHaveProperty('balance');
    expect(yasmine.enrolments.map((e) => [e.year, e.className, e.status])).toEqual([
      ['2026-2027', 'CM1 A', 'active'],
      ['2025-2026', 'CE2 A', 'active'],
    ]);
    expect(yasmine.family).toMatchObject({ id: 1, name: 'El Idrissi' });
    expect(yasmine.family.guardians.map((g) => [g.relation, g.firstname_fr, g.userId, g.priority])).toEqual([
      ['père', 'Karim', 3, 1],
      ['mère', 'Nadia', null, 2],
    ]);
    expect(yasmine.siblings).toMatchObject([
      { studentid: 102, firstname_fr: 'Adam', branchId: 3, enrolment: { className: 'CP A' } },
    ]);
    // The previous year's view gives that year's class.
    const lastYear = (await get('students/101?year=1', token)).body as Details;
    expect(lastYear.enrolment).toMatchObject({ yearId: 1, className: 'CE2 A' });
    expect(lastYear.siblings[0]!.enrolment.className).toBe('GS A');
  });

  it('lists every sibling of a larger family, never the student itself', async () => {
    const token = await demoToken('admin');
    const sizes = new Map<number, number[]>();
    for (const s of db.data.students) {
      if (s.branchId === 1) sizes.set(s.familyId, [...(sizes.get(s.familyId) ?? []), s.studentid]);
    }
    const [, members] = [...sizes].find(([, ids]) => ids.length >= 3)!;
    const record = (await get(`students/${members[0]}?year=2`, token)).body as Details;
    expect(record.siblings.map((s) => s.studentid).sort()).toEqual(members.slice(1).sort());
  });

  it('answers 404 Student not found for an unknown id', async () => {
    const token = await demoToken('admin');
    const notFound = { status: 404, body: { message: 'Student not found' } };
    expect(await get('students/999999', token)).toEqual(notFound);
    expect(await get('students/abc', token)).toEqual(notFound);
  });

  it('lets staff read students of their branches only, and a parent only their own children (others answered as unknown)', async () => {
    const staff = await demoToken('staff');
    expect((await get('students/101', staff)).status).toBe(200);
    expect((await get('students/102', staff)).status).toBe(404);
    const parent = await demoToken('parent');
    expect((await get('students/102?year=2', parent)).status).toBe(200);
    const stranger = db.data.students.find((s) => s.familyId !== 1)!;
    expect((await get(`students/${stranger.studentid}`, parent)).status).toBe(404);
    expect((await get('students/101', null)).status).toBe(401);
  });
});

interface LevelsAnswer {
  items: Array<{
    id: number;
    code: string;
    order: number;
    classes: Array<{ id: number; name: string; capacity: number; enrolled: number; expected: number }>;
  }>;
}

describe('GET school/levels', () => {
  it('answers the levels in order with the classes of the branch and year and their counts', async () => {
    const token = await demoToken('admin');
    const { status, body } = await get('school/levels?branch=1&year=2', token);
    expect(status).toBe(200);
    const { items } = body as LevelsAnswer;
    expect(items.map((level) => level.code)).toEqual(db.data.levels.map((level) => level.code));
    const classes = items.flatMap((level) => level.classes);
    expect(classes.length).toBe(db.data.classes.filter((c) => c.branchId === 1 && c.yearId === 2).length);
    for (const cls of classes) expect(cls.enrolled + cls.expected).toBeLessThanOrEqual(cls.capacity);
    const active = await list(token, 'status=active');
    const expected = await list(token, 'status=expected');
    expect(classes.reduce((sum, cls) => sum + cls.enrolled, 0)).toBe(active.total);
    expect(classes.reduce((sum, cls) => sum + cls.expected, 0)).toBe(expected.total);
    expect(items.find((level) => level.code === 'CM1')!.classes[0]).toMatchObject({ name: 'CM1 A' });
  });
});

describe('with 10,000 students', () => {
  it('answers searches, filters, sorts and pages in well under 100 ms', async () => {
    db.load(createSeed({ students: 10_000 }));
    const token = await demoToken('admin');
    const queries = [
      '',
      'q=yasmine%20el',
      'q=eleve',
      `q=${encodeURIComponent('العلوي')}`,
      'sort=className&order=desc&page=3',
      'level=5&status=active&sort=massar',
      'status=left&pageSize=200',
      'q=a&sort=status&order=desc&page=4&pageSize=50',
    ];
    // Timed in CPU time of this process (process.cpuUsage), not wall time: the handler's own cost, which other work
    // on a busy machine does not stretch. The first request folds the names of the branch's students (cached).
    const coldStart = cpuMs();
    const total = (await list(token, '')).total;
    const cold = cpuMs() - coldStart;
    expect(total).toBeGreaterThan(3500);
    expect((await list(token, 'q=yasmine%20el%20idrissi')).items.map((item) => item.studentid)).toEqual([
      101,
    ]);
    // Each query's best of 3: the process's CPU time also counts V8's garbage collection of the 10,000-student data
    // set, on threads of its own, whenever it falls (it once charged 265 ms to a query whose other runs took 30).
    const timings: number[] = [];
    for (const query of queries) {
      const runs: number[] = [];
      for (let run = 0; run < 3; run += 1) {
        const started = cpuMs();
        await list(token, query);
        runs.push(cpuMs() - started);
      }
      timings.push(Math.min(...runs));
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.info(
      `10,000 students, ${total} in branch 1 (CPU time): first ${cold.toFixed(0)} ms, then ${timings.map((t) => t.toFixed(0)).join(', ')} ms (median ${median.toFixed(0)})`,
    );
    expect(cold).toBeLessThan(200);
    expect(median).toBeLessThan(50);
    expect(Math.max(...timings)).toBeLessThan(100);
  });
});
