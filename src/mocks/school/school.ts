/**
 * The school data set of the demo (levels, classes, families with guardians, students, enrolments), generated
 * deterministically from a fixed seed: the same options give the same school, byte for byte. The size is a
 * parameter (`generateSchool({ students: 10_000 })`) so the lists can be tested at scale.
 *
 * Model (../shared/DOMAIN.md): enrolment is a row per student per year; siblings are the other children of
 * the same family, never stored; names exist in Latin and Arabic script; the national number (code Massar) is unique.
 */
import { randomFrom } from '../core/random.ts';
import { DEFAULT_STUDENT_COUNT, MAX_STUDENT_COUNT } from '../core/seed.ts';
import type {
  DemoFamily,
  DemoGuardian,
  SchoolYearInfo,
  StudentStatus,
  SchoolOptions,
  SchoolData,
  DemoStudent,
  DemoMedical,
  DemoEmergencyContact,
  GuardianRelation,
  Gender,
} from './types.ts';
import {
  PS_AGE,
  LEVELS,
  ALLERGIES,
  MEDICAL_NOTES,
  DIETS,
  type Name,
  EMERGENCY_RELATIONS,
  FRENCH_GIRLS,
  GIRLS,
  FRENCH_BOYS,
  BOYS,
  FRENCH_FAMILY_NAMES,
  FAMILY_NAMES,
} from './names.ts';
import { addDays, phone, slug, weightedIndex } from './draws.ts';
import {
  DEFAULT_SEED,
  DEFAULT_YEARS,
  DEFAULT_BRANCH_IDS,
  BRANCH_WEIGHTS,
  type Placement,
} from './defaults.ts';
import { classesOf } from './classes.ts';

/**
 * Generates the school: levels, then families with 1–4 children in one branch, each child with a level, a status
 * and a row per year attended; then classes per level, branch and year sized to their enrolments (28 at most).
 * The first family is the demo parent's (user 3): Yasmine (101, CM1, branch 1) and Adam (102, CP, branch 3).
 */
export function generateSchool(options: SchoolOptions = {}): SchoolData {
  const target = Math.max(
    2,
    Math.min(MAX_STUDENT_COUNT, Math.floor(options.students ?? DEFAULT_STUDENT_COUNT)),
  );
  const random = randomFrom(options.seed ?? DEFAULT_SEED);
  const years = [...(options.years ?? DEFAULT_YEARS)].sort((a, b) => b.startDate.localeCompare(a.startDate));
  const branchIds = options.branchIds ?? DEFAULT_BRANCH_IDS;
  const branchWeights = branchIds.map((_, index) => BRANCH_WEIGHTS[index] ?? 0.2);
  const current = years[0] ?? DEFAULT_YEARS[0]!;
  const previous = years[1] ?? null;
  const currentStartYear = Number(current.startDate.slice(0, 4));

  const families: DemoFamily[] = [];
  const students: DemoStudent[] = [];
  const placements = new Map<number, Placement[]>();
  const usedMassar = new Set<string>();
  let guardianId = 0;
  let nextStudentId = 103;

  const massar = (): string => {
    for (;;) {
      const letter = String.fromCharCode(65 + random.int(0, 25));
      const code = `${letter}1${String(random.int(0, 99_999_999)).padStart(8, '0')}`;
      if (!usedMassar.has(code)) {
        usedMassar.add(code);
        return code;
      }
    }
  };

  /** Born in the calendar year that fits the level this year (PS: turning 3 during the year of the rentrée). */
  const birthDate = (levelIndex: number): string => {
    const year = currentStartYear - PS_AGE - levelIndex;
    return addDays(`${year}-01-01`, random.int(0, 364));
  };

  /**
   * Years attended, current year first: mostly active (81 %); some expected (4 %, arriving later in the year),
   * some left (15 %: during this year, at the end of last year — mostly after 3e — or during last year). `birthLevel` is the
   * level the child's age fits this year (one more for a repeater or a child who left last year).
   */
  const plan = (levelIndex: number): { status: StudentStatus; rows: Placement[]; birthLevel: number } => {
    const roll = random.next();
    const repeater = previous !== null && levelIndex > 0 && random.chance(0.03);
    const previousRow = (
      year: SchoolYearInfo,
      level: number,
      status: StudentStatus,
      endDate: string,
    ): Placement => ({
      yearIndex: 1,
      levelIndex: level,
      status,
      startDate: random.chance(0.1) ? addDays(year.startDate, random.int(20, 150)) : year.startDate,
      endDate,
    });
    if (roll < 0.81) {
      const isNew = previous === null || levelIndex === 0 || random.chance(0.12);
      const rows: Placement[] = [
        {
          yearIndex: 0,
          levelIndex,
          status: 'active',
          startDate:
            isNew && random.chance(0.25) ? addDays(current.startDate, random.int(14, 60)) : current.startDate,
          endDate: null,
        },
      ];
      if (previous && !isNew) {
        rows.push(previousRow(previous, repeater ? levelIndex : levelIndex - 1, 'active', previous.endDate));
      }
      return { status: 'active', rows, birthLevel: levelIndex + (repeater && !isNew ? 1 : 0) };
    }
    if (roll < 0.85) {
      const startDate = addDays(current.startDate, random.int(90, 150));
      return {
        status: 'expected',
        rows: [{ yearIndex: 0, levelIndex, status: 'expected', startDate, endDate: null }],
        birthLevel: levelIndex,
      };
    }
    const when = random.next();
    if (when < 0.25 || previous === null) {
      const rows: Placement[] = [
        {
          yearIndex: 0,
          levelIndex,
          status: 'left',
          startDate: current.startDate,
          endDate: addDays(current.startDate, random.int(10, 70)),
        },
      ];
      if (previous && levelIndex > 0)
        rows.push(previousRow(previous, levelIndex - 1, 'active', previous.endDate));
      return { status: 'left', rows, birthLevel: levelIndex };
    }
    // Left last year: most leavers at the end of the year had finished 3e (collège done), the others moved.
    const duringYear = when > 0.7;
    const lastLevel = !duringYear && random.chance(0.8) ? LEVELS.length - 1 : levelIndex;
    const endDate = duringYear ? addDays(previous.startDate, random.int(60, 240)) : previous.endDate;
    return {
      status: 'left',
      rows: [previousRow(previous, lastLevel, duringYear ? 'left' : 'active', endDate)],
      birthLevel: lastLevel + 1,
    };
  };

  const medical = (): DemoMedical | null => {
    if (!random.chance(0.16)) return null;
    const allergies: string[] = [];
    const allergyCount = random.chance(0.6) ? random.int(1, 2) : 0;
    while (allergies.length < allergyCount) {
      const allergy = random.pick(ALLERGIES);
      if (!allergies.includes(allergy)) allergies.push(allergy);
    }
    return {
      notes: random.chance(0.5) ? random.pick(MEDICAL_NOTES) : null,
      allergies,
      diet: random.chance(0.3) ? random.pick(DIETS) : null,
    };
  };

  const emergencyContacts = (familyName: Name, french: boolean): DemoEmergencyContact[] => {
    const count = random.chance(0.7) ? 1 : 2;
    return Array.from({ length: count }, () => {
      const relation = random.pick(EMERGENCY_RELATIONS);
      const female = ['grand-mère', 'tante', 'voisine', 'nounou'].includes(relation);
      const first = random.pick(female ? (french ? FRENCH_GIRLS : GIRLS) : french ? FRENCH_BOYS : BOYS)[0];
      const last = relation.startsWith('grand-')
        ? familyName[0]
        : random.pick(french ? FRENCH_FAMILY_NAMES : FAMILY_NAMES)[0];
      return { name: `${first} ${last}`, relation, phone: phone(random) };
    });
  };

  const guardian = (
    relation: GuardianRelation,
    first: Name,
    last: Name,
    priority: number,
    userId: number | null = null,
    email?: string,
  ): DemoGuardian => {
    guardianId += 1;
    return {
      id: guardianId,
      relation,
      firstname_fr: first[0],
      lastname_fr: last[0],
      firstname_ar: first[1],
      lastname_ar: last[1],
      phone: phone(random),
      email: email ?? `${slug(first[0])}.${slug(last[0])}.${guardianId}@parents.demo.test`,
      priority,
      canSeeFinances: priority === 1 || random.chance(0.6),
      userId,
    };
  };

  // The demo parent's family: Karim El Idrissi (user 3) and Nadia Bennani, Yasmine in Casablanca, Adam in Marrakech.
  const idrissi: Name = ['El Idrissi', 'الإدريسي'];
  families.push({
    id: 1,
    name: idrissi[0],
    name_ar: idrissi[1],
    guardians: [
      guardian('père', ['Karim', 'كريم'], idrissi, 1, 3, 'parent@demo.test'),
      guardian('mère', ['Nadia', 'نادية'], ['Bennani', 'بناني'], 2),
    ],
  });
  const idrissiContacts: DemoEmergencyContact[] = [
    { name: 'Fatima El Idrissi', relation: 'grand-mère', phone: '+212 661 48 20 17' },
  ];
  const fixedChildren: Array<[DemoStudent, number]> = [
    [
      {
        studentid: 101,
        firstname_fr: 'Yasmine',
        lastname_fr: 'El Idrissi',
        firstname_ar: 'ياسمين',
        lastname_ar: 'الإدريسي',
        branchId: branchIds[0] ?? 1,
        familyId: 1,
        gender: 'F',
        birthDate: `${currentStartYear - PS_AGE - 6}-03-14`,
        massar: 'J130245871',
        status: 'active',
        hasPhoto: true,
        medical: { notes: null, allergies: ['arachides'], diet: null },
        emergencyContacts: idrissiContacts,
      },
      6,
    ],
    [
      {
        studentid: 102,
        firstname_fr: 'Adam',
        lastname_fr: 'El Idrissi',
        firstname_ar: 'آدم',
        lastname_ar: 'الإدريسي',
        branchId: branchIds[2] ?? branchIds[branchIds.length - 1] ?? 1,
        familyId: 1,
        gender: 'M',
        birthDate: `${currentStartYear - PS_AGE - 3}-11-02`,
        massar: 'J139874512',
        status: 'active',
        hasPhoto: false,
        medical: null,
        emergencyContacts: idrissiContacts.map((contact) => ({ ...contact })),
      },
      3,
    ],
  ];
  for (const [child, levelIndex] of fixedChildren) {
    usedMassar.add(child.massar);
    students.push(child);
    const rows: Placement[] = [
      { yearIndex: 0, levelIndex, status: 'active', startDate: current.startDate, endDate: null },
    ];
    if (previous) {
      rows.push({
        yearIndex: 1,
        levelIndex: levelIndex - 1,
        status: 'active',
        startDate: previous.startDate,
        endDate: previous.endDate,
      });
    }
    placements.set(child.studentid, rows);
  }

  // Every other family: 1 to 4 children (45 %, 35 %, 15 %, 5 %) in one branch.
  while (students.length < target) {
    const familyId = families.length + 1;
    const french = random.chance(0.08);
    const familyName = random.pick(french ? FRENCH_FAMILY_NAMES : FAMILY_NAMES);
    const branchId = branchIds[weightedIndex(random, branchWeights)] ?? 1;
    const size = Math.min(target - students.length, 1 + weightedIndex(random, [45, 35, 15, 5]));

    const guardians: DemoGuardian[] = [];
    const motherName = (): Name => {
      for (;;) {
        const name = random.pick(french ? FRENCH_FAMILY_NAMES : FAMILY_NAMES);
        if (name !== familyName) return name;
      }
    };
    const setup = random.next();
    if (setup < 0.82) {
      const motherFirst = random.chance(0.4);
      guardians.push(
        guardian('père', random.pick(french ? FRENCH_BOYS : BOYS), familyName, motherFirst ? 2 : 1),
      );
      guardians.push(
        guardian('mère', random.pick(french ? FRENCH_GIRLS : GIRLS), motherName(), motherFirst ? 1 : 2),
      );
      guardians.sort((a, b) => a.priority - b.priority);
    } else if (setup < 0.94) {
      guardians.push(guardian('mère', random.pick(french ? FRENCH_GIRLS : GIRLS), motherName(), 1));
    } else if (setup < 0.98) {
      guardians.push(guardian('père', random.pick(french ? FRENCH_BOYS : BOYS), familyName, 1));
    } else {
      const female = random.chance(0.5);
      const first = random.pick(female ? (french ? FRENCH_GIRLS : GIRLS) : french ? FRENCH_BOYS : BOYS);
      guardians.push(guardian('tuteur', first, random.chance(0.5) ? familyName : motherName(), 1));
    }
    families.push({ id: familyId, name: familyName[0], name_ar: familyName[1], guardians });

    const contacts = emergencyContacts(familyName, french);
    const levelsTaken: number[] = [];
    for (let child = 0; child < size; child += 1) {
      let levelIndex = random.int(0, LEVELS.length - 1);
      // Siblings are one to four years apart, twins now and then.
      const elder = levelsTaken[levelsTaken.length - 1];
      if (elder !== undefined) {
        const twin = random.chance(0.04);
        const gap = twin ? 0 : random.int(1, 4);
        levelIndex = elder - gap >= 0 ? elder - gap : Math.min(LEVELS.length - 1, elder + gap);
      }
      levelsTaken.push(levelIndex);
      const gender: Gender = random.chance(0.5) ? 'F' : 'M';
      const international = french || random.chance(0.1);
      const first = random.pick(
        gender === 'F' ? (international ? FRENCH_GIRLS : GIRLS) : international ? FRENCH_BOYS : BOYS,
      );
      const { status, rows, birthLevel } = plan(levelIndex);
      const studentid = nextStudentId;
      nextStudentId += 1;
      students.push({
        studentid,
        firstname_fr: first[0],
        lastname_fr: familyName[0],
        firstname_ar: first[1],
        lastname_ar: familyName[1],
        branchId,
        familyId,
        gender,
        birthDate: birthDate(birthLevel),
        massar: massar(),
        status,
        hasPhoto: random.chance(0.7),
        medical: medical(),
        emergencyContacts: contacts.map((contact) => ({ ...contact })),
      });
      placements.set(studentid, rows);
    }
  }

  const { classes, enrolments } = classesOf(students, placements, { random, current, previous, branchIds });
  return { levels: LEVELS.map((level) => ({ ...level })), classes, families, students, enrolments };
}
