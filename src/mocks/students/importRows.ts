/**
 * docs/api.md "POST student-imports/{id}/rows": one row of an import checked on the server (never trusting the
 * wizard's own check, src/domain/studentImport.ts), then recognised as a student the school has, or created with its
 * family and enrolment. ./imports.ts keeps the batches and answers the requests.
 */
import { ageOn, todayIso } from '../../domain/dates.ts';
import { checkName } from '../../domain/names.ts';
import { foldKey, phoneKey, type ImportOutcome } from '../../domain/studentImport.ts';
import { EMAIL, GUARDIAN_RELATIONS, NAME_MAX, PHONE } from '../../domain/students.ts';
import { db } from '../core/db.ts';
import { isDate } from '../core/listing.ts';
import {
  familyInScope,
  type DemoClass,
  type DemoEnrolment,
  type DemoFamily,
  type DemoStudent,
} from '../school/index.ts';
import { AGE_RANGE, medicalFrom, writeEnrolment } from './studentInput.ts';

const MASSAR = /^[A-Z]\d{9}$/;
const NAMES = ['firstname_fr', 'lastname_fr', 'firstname_ar', 'lastname_ar'] as const;

/** What became of one line of the file (docs/api.md "POST student-imports/{id}/rows"). */
export interface ImportRowResult {
  line: number;
  outcome: ImportOutcome;
  studentId: number | null;
  familyId: number | null;
  familyCreated: boolean;
  errors: Record<string, string>;
}

/** A row's values once checked (docs/api.md "POST student-imports/{id}/rows"). */
interface RowInput {
  familyKey: string;
  names: Record<(typeof NAMES)[number], string>;
  gender: 'F' | 'M';
  birthDate: string;
  massar: string;
  levelId: number;
  classId: number | null;
  allergies: string[];
  guardians: Array<
    Pick<DemoFamily['guardians'][number], 'firstname_fr' | 'lastname_fr' | 'relation' | 'phone' | 'email'>
  >;
}

/** A name of the body: stripped, required, at most NAME_MAX (src/domain/names.ts); '' with its code in `errors`. */
function nameOf(value: unknown, field: string, errors: Record<string, string>): string {
  const checked = typeof value === 'string' ? checkName(value) : { ok: true as const, value: '' };
  if (!checked.ok) errors[field] = 'INVALID_NAME';
  else if (!checked.value) errors[field] = 'REQUIRED';
  else if (checked.value.length > NAME_MAX) errors[field] = 'TOO_LONG';
  return checked.ok ? checked.value : '';
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** Squashed for recognising a student: folded (src/domain/studentImport.ts `foldKey`), spaces ignored. */
const squash = (text: string) => foldKey(text).replace(/\s+/g, '');

/** `phoneKey` of the domain, remembered: the families' phones are read again at each request. */
const phoneKeys = new Map<string, string>();
function phoneKeyOf(phone: string): string {
  let key = phoneKeys.get(phone);
  if (key === undefined) {
    if (phoneKeys.size > 200_000) phoneKeys.clear();
    key = phoneKey(phone);
    phoneKeys.set(phone, key);
  }
  return key;
}

/**
 * What one request's rows are checked and written against, read once (2,000 rows in 8 requests over 10,000
 * students, each well under a second): the branch and year's classes by level with their enrolments, the students by
 * Massar number, the next ids, the families by contact (made when a first family key needs it).
 */
export function rowContext(branch: number, year: number) {
  const data = db.data;
  const levels = new Set(data.levels.map((level) => level.id));
  const classes = new Map<number, DemoClass>();
  const classesOfLevel = new Map<number, DemoClass[]>();
  for (const cls of data.classes) {
    if (cls.branchId !== branch || cls.yearId !== year) continue;
    classes.set(cls.id, cls);
    classesOfLevel.set(cls.levelId, [...(classesOfLevel.get(cls.levelId) ?? []), cls]);
  }
  // The children a class has this year: its enrolments but those who left.
  const seats = new Map<number, number>();
  for (const enrolment of data.enrolments) {
    if (enrolment.yearId === year && enrolment.status !== 'left' && classes.has(enrolment.classId)) {
      seats.set(enrolment.classId, (seats.get(enrolment.classId) ?? 0) + 1);
    }
  }
  const byMassar = new Map<string, DemoStudent>(data.students.map((student) => [student.massar, student]));
  const families = new Map<number, DemoFamily>(data.families.map((family) => [family.id, family]));
  const ids = {
    student: data.students.reduce((max, student) => Math.max(max, student.studentid), 0) + 1,
    family: data.families.reduce((max, family) => Math.max(max, family.id), 0) + 1,
    guardian:
      data.families.reduce(
        (max, family) => family.guardians.reduce((most, g) => Math.max(most, g.id), max),
        0,
      ) + 1,
    enrolment: 0,
  };
  let firstEnrolment: DemoEnrolment | null = null;
  let byContact: Map<string, number[]> | null = null;
  // A phone of fewer than eight digits (`(06) -- --` passes PHONE) recognises no one.
  const contactsOf = (guardian: { phone: string; email: string }) => [
    ...(phoneKeyOf(guardian.phone).length >= 8 ? [`phone:${phoneKeyOf(guardian.phone)}`] : []),
    ...(guardian.email ? [`email:${guardian.email.toLowerCase()}`] : []),
  ];
  const index = (family: DemoFamily) => {
    for (const guardian of family.guardians) {
      for (const contact of contactsOf(guardian)) {
        const list = byContact?.get(contact);
        if (list) list.push(family.id);
        else byContact?.set(contact, [family.id]);
      }
    }
  };
  let withChildren: Set<number> | null = null;
  const inScope = new Map<number, boolean>();
  /** A family the branch may link (src/mocks/school `familyInScope`), or one without a child yet. */
  const linkable = (familyId: number) => {
    withChildren ??= new Set(data.students.map((student) => student.familyId));
    let known = inScope.get(familyId);
    if (known === undefined) {
      known = !withChildren.has(familyId) || familyInScope(data, familyId, branch, year);
      inScope.set(familyId, known);
    }
    return known;
  };
  return {
    data,
    levels,
    classes,
    byMassar,
    families,
    linkable,
    /** The level's least full class of the branch and year (the first by name on a tie), or null when it has none. */
    placeIn(levelId: number): DemoClass | null {
      let best: DemoClass | null = null;
      for (const cls of classesOfLevel.get(levelId) ?? []) {
        const [mine, theirs] = [seats.get(cls.id) ?? 0, best ? (seats.get(best.id) ?? 0) : 0];
        if (!best || mine < theirs || (mine === theirs && cls.name < best.name)) best = cls;
      }
      return best;
    },
    /** An existing family of the branch sharing a phone (as `phoneKey` reads it) or an e-mail with the guardians. */
    familyOfContacts(guardians: RowInput['guardians']): number | null {
      if (!byContact) {
        byContact = new Map();
        for (const family of data.families) index(family);
      }
      for (const contact of guardians.flatMap(contactsOf)) {
        const found = byContact.get(contact)?.find(linkable);
        if (found !== undefined) return found;
      }
      return null;
    },
    addFamily(input: RowInput): DemoFamily {
      const family: DemoFamily = {
        id: ids.family++,
        name: input.names.lastname_fr,
        name_ar: input.names.lastname_ar,
        guardians: input.guardians.map((guardian, order) => ({
          id: ids.guardian++,
          ...guardian,
          firstname_ar: '',
          lastname_ar: '',
          priority: order + 1,
          canSeeFinances: true,
          userId: null,
        })),
      };
      data.families.push(family);
      families.set(family.id, family);
      index(family);
      return family;
    },
    nextStudentId: () => ids.student++,
    /**
     * Enrols a created student in the class. The request's first enrolment is written by `writeEnrolment` (as
     * `POST students` writes it); the others copy its start and status and take the next ids, as `writeEnrolment`
     * would, without its look through the whole table at each row (a third of a second for 250 rows over 10,000
     * students).
     */
    enrol(student: DemoStudent, input: RowInput, classId: number) {
      const { names, gender, birthDate, massar, levelId } = input;
      if (!firstEnrolment) {
        const fields = { ...names, gender, birthDate, massar, levelId, classId, status: 'active' as const };
        writeEnrolment(
          student,
          { ...fields, familyId: student.familyId, newFamily: null, medical: student.medical! },
          year,
        );
        firstEnrolment = data.enrolments[data.enrolments.length - 1]!;
        ids.enrolment = firstEnrolment.id + 1;
      } else {
        data.enrolments.push({
          ...firstEnrolment,
          id: ids.enrolment++,
          studentId: student.studentid,
          levelId,
          classId,
        });
      }
      seats.set(classId, (seats.get(classId) ?? 0) + 1);
    },
  };
}
type Context = ReturnType<typeof rowContext>;

/** The row's values, or its fields' codes (the codes of `POST students`, src/mocks/students/studentInput.ts). */
function checkRow(
  row: Record<string, unknown>,
  context: Context,
): { input: RowInput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const names = Object.fromEntries(
    NAMES.map((key) => [key, nameOf(row[key], key, errors)]),
  ) as RowInput['names'];
  const familyKey = trimmed(row.familyKey);
  if (!familyKey) errors.familyKey = 'REQUIRED';
  else if (familyKey.length > 200) errors.familyKey = 'TOO_LONG';
  const gender = row.gender === 'F' || row.gender === 'M' ? row.gender : null;
  if (!gender) errors.gender = 'REQUIRED';
  const birthDate = trimmed(row.birthDate);
  const today = todayIso();
  if (!isDate(birthDate)) errors.birthDate = 'INVALID_DATE';
  else if (birthDate > today) errors.birthDate = 'BIRTH_DATE_IN_FUTURE';
  else if (ageOn(birthDate, today) < AGE_RANGE.min || ageOn(birthDate, today) > AGE_RANGE.max) {
    errors.birthDate = 'IMPLAUSIBLE_AGE';
  }
  const massar = trimmed(row.massar).toUpperCase();
  if (!MASSAR.test(massar)) errors.massar = 'INVALID_MASSAR';
  const levelId = typeof row.levelId === 'number' && context.levels.has(row.levelId) ? row.levelId : null;
  if (levelId === null) errors.levelId = 'UNKNOWN_LEVEL';
  const classId = row.classId === null || row.classId === undefined ? null : row.classId;
  const cls = typeof classId === 'number' ? context.classes.get(classId) : undefined;
  if (classId !== null && (!cls || cls.levelId !== levelId)) errors.classId = 'INVALID_CLASS';
  const { allergies } = medicalFrom({ allergies: row.allergies }, errors, '');
  if (row.allergies !== undefined && !Array.isArray(row.allergies)) errors.allergies = 'REQUIRED';
  const sent = Array.isArray(row.guardians) ? (row.guardians as unknown[]) : [];
  if (sent.length < 1 || sent.length > 2) errors.guardians = 'GUARDIAN_COUNT';
  const guardians = sent.slice(0, 2).map((raw, index) => {
    const guardian = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    const at = `guardians.${index}.`;
    const relation = GUARDIAN_RELATIONS.find((candidate) => candidate === guardian.relation);
    if (!relation) errors[`${at}relation`] = 'REQUIRED';
    const phone = trimmed(guardian.phone);
    if (!PHONE.test(phone)) errors[`${at}phone`] = 'INVALID_PHONE';
    const email = trimmed(guardian.email).toLowerCase();
    if (email && !EMAIL.test(email)) errors[`${at}email`] = 'INVALID_EMAIL';
    return {
      firstname_fr: nameOf(guardian.firstname_fr, `${at}firstname_fr`, errors),
      lastname_fr: nameOf(guardian.lastname_fr, `${at}lastname_fr`, errors),
      relation: relation ?? 'tuteur',
      phone,
      email,
    };
  });
  if (Object.keys(errors).length > 0 || !gender || levelId === null) return { errors };
  return {
    input: {
      familyKey,
      names,
      gender,
      birthDate,
      massar,
      levelId,
      classId: cls?.id ?? null,
      allergies,
      guardians,
    },
  };
}

/**
 * Applies one line not applied before: refused, recognised (`existing`) or created with its family and enrolment.
 * `familiesByKey` is the batch's family of each family key; the families it creates are added to `createdFamilyIds`.
 */
export function applyRow(
  row: Record<string, unknown>,
  line: number,
  context: Context,
  batch: { branchId: number; createdFamilyIds: number[] },
  familiesByKey: Map<string, number>,
): ImportRowResult {
  const result = (outcome: ImportOutcome, rest: Partial<ImportRowResult> = {}): ImportRowResult => ({
    line,
    outcome,
    studentId: null,
    familyId: null,
    familyCreated: false,
    errors: {},
    ...rest,
  });
  const checked = checkRow(row, context);
  if ('errors' in checked) return result('refused', { errors: checked.errors });
  const { input } = checked;
  // The same student (Massar number, names and birth date, as src/domain/studentImport.ts `checkRows` recognises
  // it) is already there: nothing is written. The number held by another child is refused.
  const holder = context.byMassar.get(input.massar);
  if (holder) {
    const same =
      squash(holder.lastname_fr) === squash(input.names.lastname_fr) &&
      squash(holder.firstname_fr) === squash(input.names.firstname_fr) &&
      holder.birthDate === input.birthDate;
    if (!same) return result('refused', { errors: { massar: 'DUPLICATE_MASSAR' } });
    if (!familiesByKey.has(input.familyKey) && context.linkable(holder.familyId)) {
      familiesByKey.set(input.familyKey, holder.familyId);
    }
    return result('existing', { studentId: holder.studentid, familyId: holder.familyId });
  }
  const cls = input.classId !== null ? context.classes.get(input.classId)! : context.placeIn(input.levelId);
  if (!cls) return result('refused', { errors: { classId: 'INVALID_CLASS' } });
  // The family of the key: the one an earlier row of the batch went to, else a family of the branch sharing a
  // contact, else a new one.
  let familyId = familiesByKey.get(input.familyKey);
  let familyCreated = false;
  if (familyId === undefined || !context.families.has(familyId)) {
    familyId = context.familyOfContacts(input.guardians) ?? undefined;
    if (familyId === undefined) {
      familyId = context.addFamily(input).id;
      familyCreated = true;
      batch.createdFamilyIds.push(familyId);
    }
    familiesByKey.set(input.familyKey, familyId);
  }
  const student: DemoStudent = {
    studentid: context.nextStudentId(),
    ...input.names,
    branchId: batch.branchId,
    familyId,
    gender: input.gender,
    birthDate: input.birthDate,
    massar: input.massar,
    status: 'active',
    hasPhoto: false,
    medical: { notes: null, allergies: input.allergies, diet: null },
    emergencyContacts: [],
  };
  context.data.students.push(student);
  context.byMassar.set(student.massar, student);
  context.enrol(student, input, cls.id);
  return result('created', { studentId: student.studentid, familyId, familyCreated });
}
