// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { generateSchool } from './school.ts';
import { type SchoolData } from './types.ts';
import { LEVELS } from './names.ts';
import { foldText } from '../core/text.ts';
import { mulberry32 } from '../core/random.ts';
import { createSeed, addMissingTables } from '../seed.ts';
import { demoStudentCount } from '../core/seed.ts';
import type { DemoData } from '../core/tables.ts';

const school = generateSchool({ students: 1200 });
const YEAR_START: Record<number, number> = { 2: 2026, 1: 2025 };

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe('generateSchool', () => {
  it('is deterministic: the same options give the same school', () => {
    expect(JSON.stringify(generateSchool({ students: 1200 }))).toBe(JSON.stringify(school));
    expect(JSON.stringify(generateSchool({ students: 1200, seed: 7 }))).not.toBe(JSON.stringify(school));
  });

  it('mulberry32 gives the same floats in [0, 1) for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('has the requested number of students, in every branch, mostly active', () => {
    expect(school.students).toHaveLength(1200);
    expect(new Set(school.students.map((s) => s.studentid)).size).toBe(1200);
    const perBranch = groupBy(school.students, (s) => s.branchId);
    expect([...perBranch.keys()].sort()).toEqual([1, 2, 3]);
    for (const members of perBranch.values()) expect(members.length).toBeGreaterThan(150);
    const byStatus = groupBy(school.students, (s) => ['active', 'expected', 'left'].indexOf(s.status));
    expect(byStatus.get(-1)).toBeUndefined();
    expect(byStatus.get(0)!.length / 1200).toBeGreaterThan(0.75);
    expect(byStatus.get(1)!.length).toBeGreaterThan(10);
    expect(byStatus.get(2)!.length).toBeGreaterThan(10);
    expect(generateSchool({ students: 37 }).students).toHaveLength(37);
  });

  it('has the twelve levels in order and at least one class per level, branch and year', () => {
    expect(school.levels.map((level) => level.code)).toEqual([
      'PS',
      'MS',
      'GS',
      'CP',
      'CE1',
      'CE2',
      'CM1',
      'CM2',
      '6e',
      '5e',
      '4e',
      '3e',
    ]);
    expect(school.levels.map((level) => level.order)).toEqual(LEVELS.map((_, index) => index + 1));
    for (const branchId of [1, 2, 3]) {
      for (const yearId of [1, 2]) {
        for (const level of school.levels) {
          const classes = school.classes.filter(
            (c) => c.branchId === branchId && c.yearId === yearId && c.levelId === level.id,
          );
          expect(classes.length).toBeGreaterThan(0);
          expect(classes.map((c) => c.name)).toEqual(
            classes.map((_, index) => `${level.code} ${String.fromCharCode(65 + index)}`),
          );
        }
      }
    }
    expect(new Set(school.classes.map((c) => c.id)).size).toBe(school.classes.length);
  });

  it('gives each student one enrolment per year attended, in a class of its branch, year and level', () => {
    const classes = new Map(school.classes.map((c) => [c.id, c]));
    const students = new Map(school.students.map((s) => [s.studentid, s]));
    const byStudent = groupBy(school.enrolments, (e) => e.studentId);
    expect(byStudent.size).toBe(1200);
    for (const [studentId, rows] of byStudent) {
      expect(new Set(rows.map((row) => row.yearId)).size).toBe(rows.length);
      const student = students.get(studentId)!;
      for (const row of rows) {
        const cls = classes.get(row.classId)!;
        expect([cls.branchId, cls.yearId, cls.levelId]).toEqual([row.branchId, row.yearId, row.levelId]);
        expect(row.branchId).toBe(student.branchId);
        // Age fits the level: born in (rentrée year - 3 - level), one year earlier for a repeater.
        const offset =
          YEAR_START[row.yearId]! - Number(student.birthDate.slice(0, 4)) - 3 - (row.levelId - 1);
        expect([0, 1]).toContain(offset);
        expect(row.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const current = rows.find((row) => row.yearId === 2);
      expect(student.status).toBe(current?.status ?? 'left');
      if (student.status === 'expected') expect(rows).toHaveLength(1);
    }
  });

  it('never seats more children (active or expected) in a class than its capacity', () => {
    const seated = new Map<number, number>();
    for (const row of school.enrolments) {
      if (row.status !== 'left') seated.set(row.classId, (seated.get(row.classId) ?? 0) + 1);
    }
    for (const cls of school.classes) {
      expect(cls.capacity).toBeGreaterThanOrEqual(24);
      expect(seated.get(cls.id) ?? 0).toBeLessThanOrEqual(cls.capacity);
      expect(cls.teacher).toMatch(/^(Mme|M\.) \S/);
      expect(cls.room).toMatch(/^Salle M?\d+$/);
    }
  });

  it('groups students in families of 1 to 4 children sharing the family name, with 1 or 2 guardians', () => {
    const families = new Map(school.families.map((f) => [f.id, f]));
    const children = groupBy(school.students, (s) => s.familyId);
    expect(children.size).toBe(school.families.length);
    expect(school.families.length).toBeGreaterThan(500);
    expect(school.families.length).toBeLessThan(900);
    let withSiblings = 0;
    for (const [familyId, members] of children) {
      const family = families.get(familyId)!;
      expect(members.length).toBeGreaterThanOrEqual(1);
      expect(members.length).toBeLessThanOrEqual(4);
      if (members.length > 1) withSiblings += 1;
      for (const child of members) {
        expect(child.lastname_fr).toBe(family.name);
        expect(child.lastname_ar).toBe(family.name_ar);
      }
      expect(family.guardians.length).toBeGreaterThanOrEqual(1);
      expect(family.guardians.length).toBeLessThanOrEqual(2);
      expect(family.guardians.map((g) => g.priority)).toEqual(family.guardians.map((_, index) => index + 1));
      expect(family.guardians.some((g) => g.canSeeFinances)).toBe(true);
      for (const guardian of family.guardians) {
        expect(['père', 'mère', 'tuteur']).toContain(guardian.relation);
        expect(guardian.phone).toMatch(/^\+212 6\d{2} \d{2} \d{2} \d{2}$/);
        expect(guardian.email).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
        expect(guardian.firstname_ar).toMatch(/[\u0600-\u06ff]/);
      }
    }
    expect(withSiblings).toBeGreaterThan(200);
    const guardianIds = school.families.flatMap((f) => f.guardians.map((g) => g.id));
    expect(new Set(guardianIds).size).toBe(guardianIds.length);
  });

  it('gives every student unique Massar numbers, names in both scripts and plausible details', () => {
    const codes = school.students.map((s) => s.massar);
    expect(new Set(codes).size).toBe(codes.length);
    for (const student of school.students) {
      expect(student.massar).toMatch(/^[A-Z]\d{9}$/);
      expect(student.firstname_fr).toMatch(/^[A-Za-zÀ-ÿ' -]+$/);
      expect(student.firstname_ar).toMatch(/^[\u0600-\u06ff ]+$/);
      expect(student.lastname_ar).toMatch(/^[\u0600-\u06ff ]+$/);
      expect(['F', 'M']).toContain(student.gender);
      expect(student.emergencyContacts.length).toBeGreaterThanOrEqual(1);
    }
    const withMedical = school.students.filter((s) => s.medical !== null).length;
    expect(withMedical).toBeGreaterThan(100);
    expect(withMedical).toBeLessThan(400);
    const withPhoto = school.students.filter((s) => s.hasPhoto).length;
    expect(withPhoto / 1200).toBeGreaterThan(0.5);
    expect(school.students.some((s) => /[éèëïôç]/i.test(s.firstname_fr + s.lastname_fr))).toBe(true);
  });

  it('includes the demo parent’s family: Karim El Idrissi (user 3), Yasmine in branch 1 and Adam in branch 3', () => {
    const family = school.families.find((f) => f.guardians.some((g) => g.userId === 3))!;
    expect(family).toMatchObject({ id: 1, name: 'El Idrissi', name_ar: 'الإدريسي' });
    expect(family.guardians[0]).toMatchObject({
      relation: 'père',
      firstname_fr: 'Karim',
      email: 'parent@demo.test',
      priority: 1,
      canSeeFinances: true,
    });
    const children = school.students.filter((s) => s.familyId === family.id);
    expect(children.map((s) => [s.studentid, s.firstname_fr, s.lastname_fr, s.branchId])).toEqual([
      [101, 'Yasmine', 'El Idrissi', 1],
      [102, 'Adam', 'El Idrissi', 3],
    ]);
    const classes = new Map(school.classes.map((c) => [c.id, c]));
    const current = (id: number) => school.enrolments.find((e) => e.studentId === id && e.yearId === 2)!;
    expect(classes.get(current(101).classId)).toMatchObject({ branchId: 1, name: 'CM1 A' });
    expect(classes.get(current(102).classId)).toMatchObject({ branchId: 3, name: 'CP A' });
    // Nobody else is called El Idrissi, so a search for the family finds exactly these two.
    expect(school.students.filter((s) => s.lastname_fr === 'El Idrissi')).toHaveLength(2);
  });

  it('generates 10,000 students in less than 1.5 s, with a reasonable JSON size', () => {
    const started = performance.now();
    const big: SchoolData = generateSchool({ students: 10_000 });
    const elapsed = performance.now() - started;
    expect(big.students).toHaveLength(10_000);
    expect(new Set(big.students.map((s) => s.massar)).size).toBe(10_000);
    expect(elapsed).toBeLessThan(1500);
    const megabytes = JSON.stringify(big).length / 1e6;
    expect(megabytes).toBeLessThan(12);
    console.info(`10,000 students: ${elapsed.toFixed(0)} ms, ${megabytes.toFixed(1)} MB of JSON`);
  });
});

describe('foldText', () => {
  it('folds case, Latin accents and Arabic hamza forms, short vowels and punctuation', () => {
    expect(foldText('Élève')).toBe('eleve');
    expect(foldText('  Aït-Taleb  Lefèvre ')).toBe('ait taleb lefevre');
    expect(foldText('Œufs')).toBe('oeufs');
    expect(foldText('الإدريسي')).toBe(foldText('الادريسي'));
    expect(foldText('آدم')).toBe('ادم');
    expect(foldText('مُحَمَّد')).toBe('محمد');
    expect(foldText('J130245871')).toBe('j130245871');
  });
});

describe('createSeed', () => {
  it('keeps the demo accounts and students 101 and 102, and adds the school tables', () => {
    const seed = createSeed();
    expect(seed.users.slice(0, 3).map((u) => u.email)).toEqual([
      'admin@demo.test',
      'staff@demo.test',
      'parent@demo.test',
    ]);
    // Then the school's office (secretariat, accounting, direction), the contacts parents write to, and the
    // canteen, transport and teachers (access management's accounts).
    expect(new Set(seed.users.slice(3).map((u) => u.roles[0]?.name))).toEqual(
      new Set(['secretariat', 'accounting', 'direction', 'canteen', 'transport', 'teacher']),
    );
    expect(seed.users.slice(3).every((u) => !u.isParent)).toBe(true);
    expect(seed.users[2]!.studentIds).toEqual([101, 102]);
    expect(seed.students.slice(0, 2)).toMatchObject([
      {
        studentid: 101,
        firstname_fr: 'Yasmine',
        lastname_fr: 'El Idrissi',
        firstname_ar: 'ياسمين',
        branchId: 1,
      },
      { studentid: 102, firstname_fr: 'Adam', lastname_fr: 'El Idrissi', firstname_ar: 'آدم', branchId: 3 },
    ]);
    expect(seed.students).toHaveLength(1200);
    expect(seed.levels).toHaveLength(12);
    expect(seed.classes.length).toBeGreaterThan(72);
    expect(seed.families.length).toBeGreaterThan(500);
    expect(seed.enrolments.length).toBeGreaterThan(1200);
    expect(seed.notifications.length).toBeGreaterThan(0);
    expect(seed.conversations.length).toBe(3);
    expect(createSeed({ students: 50 }).students).toHaveLength(50);
    expect(JSON.stringify(createSeed())).toBe(JSON.stringify(seed));
  });

  it('reads the size from DEMO_STUDENTS, falling back to 1,200', () => {
    expect(demoStudentCount({ DEMO_STUDENTS: '10000' })).toBe(10_000);
    expect(demoStudentCount({ DEMO_STUDENTS: ' 250 ' })).toBe(250);
    expect(demoStudentCount({})).toBe(1200);
    expect(demoStudentCount({ DEMO_STUDENTS: 'many' })).toBe(1200);
    expect(demoStudentCount({ DEMO_STUDENTS: '1' })).toBe(1200);
    expect(demoStudentCount({ DEMO_STUDENTS: '1000000' })).toBe(1200);
    expect(demoStudentCount(undefined)).toBe(1200);
  });

  it('adds the school tables to a data set saved before they existed', () => {
    const old = createSeed({ students: 2 }) as Partial<DemoData>;
    delete old.levels;
    delete old.classes;
    delete old.families;
    delete old.enrolments;
    const data = old as DemoData;
    expect(addMissingTables(data)).toBe(true);
    expect(data.levels).toHaveLength(12);
    expect(data.students.slice(0, 2).map((s) => s.studentid)).toEqual([101, 102]);
    expect(data.enrolments.length).toBeGreaterThan(0);
    expect(addMissingTables(data)).toBe(false);
  });
});

describe('seeded contacts', () => {
  it('every guardian e-mail of the demo data holds to the e-mail rule of the screens and the API', async () => {
    const { db } = await import('../core/db.ts');
    const { EMAIL } = await import('../../domain/students.ts');
    const emails = db.data.families.flatMap((family) => family.guardians.map((guardian) => guardian.email));
    const bad = emails.filter((email) => email && !EMAIL.test(email));
    expect(emails.length).toBeGreaterThan(100);
    expect(bad).toEqual([]);
  });
});
