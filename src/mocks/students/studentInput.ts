/** docs/api.md "Students": what a new or edited student's form must hold, and how it is written (family, enrolment). */
import { HttpResponse } from 'msw';
import { db } from '../core/db.ts';
import { familyInScope, type DemoStudent } from '../school/index.ts';
import { ageOn, todayIso } from '../../domain/dates.ts';
import {
  EMAIL,
  GUARDIAN_RELATIONS,
  NAME_MAX,
  PHONE,
  STUDENT_STATUSES,
  type MedicalInput,
  type StudentInput,
} from '../../domain/students.ts';
import { text } from './shared.ts';

const MASSAR = /^[A-Z]\d{9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const STATUSES = STUDENT_STATUSES;
export const RELATIONS = GUARDIAN_RELATIONS;
/** A pupil is from 2 to 20 years old. */
export const AGE_RANGE = { min: 2, max: 20 } as const;

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function nullableText(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
}

/** The fields of a medical record: a PUT must send each (docs/api.md "PUT students/{id}/medical"). */
export const MEDICAL_KEYS = ['notes', 'allergies', 'diet'] as const;

export function medicalFrom(
  value: unknown,
  errors: Record<string, string>,
  prefix = 'medical.',
): MedicalInput {
  const body = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const allergies = Array.isArray(body.allergies)
    ? body.allergies
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
  if (typeof body.notes === 'string' && body.notes.length > 2000) errors[`${prefix}notes`] = 'TOO_LONG';
  if (typeof body.diet === 'string' && body.diet.length > 200) errors[`${prefix}diet`] = 'TOO_LONG';
  if (allergies.length > 30 || allergies.some((item) => item.length > 60)) {
    errors[`${prefix}allergies`] = 'TOO_LONG';
  }
  return {
    notes: nullableText(body.notes, 2000),
    allergies: [...new Set(allergies)],
    diet: nullableText(body.diet, 200),
  };
}

/** Checks a create/update body (docs/api.md "POST students"); `errors` gets an error code per wrong field. */
export function studentInput(
  body: Record<string, unknown>,
  branch: number,
  year: number,
  errors: Record<string, string>,
): StudentInput {
  const data = db.data;
  for (const key of ['firstname_fr', 'lastname_fr', 'firstname_ar', 'lastname_ar']) {
    const value = text(body, key);
    if (!value) errors[key] = 'REQUIRED';
    else if (value.length > NAME_MAX) errors[key] = 'TOO_LONG';
  }
  const gender = body.gender === 'F' || body.gender === 'M' ? body.gender : null;
  if (!gender) errors.gender = 'REQUIRED';
  const birthDate = text(body, 'birthDate');
  if (!validDate(birthDate)) errors.birthDate = 'INVALID_DATE';
  else if (birthDate > todayIso()) errors.birthDate = 'BIRTH_DATE_IN_FUTURE';
  else {
    const age = ageOn(birthDate, todayIso());
    if (age < AGE_RANGE.min || age > AGE_RANGE.max) errors.birthDate = 'IMPLAUSIBLE_AGE';
  }
  const massar = text(body, 'massar').toUpperCase();
  if (!MASSAR.test(massar)) errors.massar = 'INVALID_MASSAR';
  const levelId = typeof body.levelId === 'number' ? body.levelId : NaN;
  if (!data.levels.some((level) => level.id === levelId)) errors.levelId = 'UNKNOWN_LEVEL';
  const classId = typeof body.classId === 'number' ? body.classId : NaN;
  const cls = data.classes.find((candidate) => candidate.id === classId);
  if (!cls || cls.branchId !== branch || cls.yearId !== year || cls.levelId !== levelId) {
    errors.classId = 'INVALID_CLASS';
  }
  const status = (STATUSES as readonly unknown[]).includes(body.status)
    ? (body.status as StudentInput['status'])
    : null;
  if (!status) errors.status = 'REQUIRED';
  let familyId: number | null = null;
  let newFamily: StudentInput['newFamily'] = null;
  if (body.newFamily && typeof body.newFamily === 'object') {
    const family = body.newFamily as Record<string, unknown>;
    const guardian = (
      family.guardian && typeof family.guardian === 'object' ? family.guardian : {}
    ) as Record<string, unknown>;
    const name = text(family, 'name');
    if (!name) errors['newFamily.name'] = 'REQUIRED';
    else if (name.length > NAME_MAX) errors['newFamily.name'] = 'TOO_LONG';
    for (const key of ['firstname_fr', 'lastname_fr']) {
      const value = text(guardian, key);
      if (!value) errors[`newFamily.guardian.${key}`] = 'REQUIRED';
      else if (value.length > NAME_MAX) errors[`newFamily.guardian.${key}`] = 'TOO_LONG';
    }
    const relation = (RELATIONS as readonly unknown[]).includes(guardian.relation)
      ? (guardian.relation as (typeof RELATIONS)[number])
      : null;
    if (!relation) errors['newFamily.guardian.relation'] = 'REQUIRED';
    const phone = text(guardian, 'phone');
    if (!PHONE.test(phone)) errors['newFamily.guardian.phone'] = 'INVALID_PHONE';
    const email = text(guardian, 'email');
    if (email && !EMAIL.test(email)) errors['newFamily.guardian.email'] = 'INVALID_EMAIL';
    newFamily = {
      name,
      guardian: {
        firstname_fr: text(guardian, 'firstname_fr'),
        lastname_fr: text(guardian, 'lastname_fr'),
        relation: relation ?? 'tuteur',
        phone,
        email,
      },
    };
  } else {
    familyId = typeof body.familyId === 'number' ? body.familyId : null;
    // Branch scope: a family of another branch is linked no more than an unknown one.
    if (
      familyId === null ||
      !data.families.some((family) => family.id === familyId) ||
      !familyInScope(data, familyId, branch, year)
    ) {
      errors.familyId = 'FAMILY_REQUIRED';
    }
  }
  return {
    firstname_fr: text(body, 'firstname_fr'),
    lastname_fr: text(body, 'lastname_fr'),
    firstname_ar: text(body, 'firstname_ar'),
    lastname_ar: text(body, 'lastname_ar'),
    gender: gender ?? 'F',
    birthDate,
    massar,
    levelId,
    classId,
    status: status ?? 'active',
    familyId,
    newFamily,
    medical: medicalFrom(body.medical, errors),
  };
}

export function massarTaken(massar: string, exceptId: number | null): boolean {
  return db.data.students.some((student) => student.massar === massar && student.studentid !== exceptId);
}

export function duplicateMassar() {
  return HttpResponse.json(
    {
      message: 'This Massar number is already given to another student',
      code: 'DUPLICATE_MASSAR',
      field: 'massar',
      errors: { massar: 'DUPLICATE_MASSAR' },
    },
    { status: 409 },
  );
}

/** The family chosen or created by `input` (a new one gets its first guardian). */
export function familyOf(input: StudentInput): number {
  if (!input.newFamily) return input.familyId ?? 0;
  const data = db.data;
  const id = Math.max(0, ...data.families.map((family) => family.id)) + 1;
  const guardianId =
    Math.max(0, ...data.families.flatMap((family) => family.guardians.map((guardian) => guardian.id))) + 1;
  const { guardian } = input.newFamily;
  data.families.push({
    id,
    name: input.newFamily.name,
    name_ar: input.lastname_ar,
    guardians: [
      {
        id: guardianId,
        relation: guardian.relation,
        firstname_fr: guardian.firstname_fr,
        lastname_fr: guardian.lastname_fr,
        firstname_ar: '',
        lastname_ar: '',
        phone: guardian.phone,
        email: guardian.email,
        priority: 1,
        canSeeFinances: true,
        userId: null,
      },
    ],
  });
  return id;
}

/** Start of the enrolment: today within the year, else the year's first (or last) day. */
function startInYear(year: number): string {
  const info = db.data.years.find((candidate) => candidate.schoolyearid === year);
  const now = todayIso();
  if (!info) return now;
  return now < info.startDate ? info.startDate : now > info.endDate ? info.endDate : now;
}

/** Writes the enrolment of `year` (created when missing) from the input. */
export function writeEnrolment(student: DemoStudent, input: StudentInput, year: number): void {
  const data = db.data;
  const existing = data.enrolments.find(
    (enrolment) => enrolment.studentId === student.studentid && enrolment.yearId === year,
  );
  const endDate = input.status === 'left' ? (existing?.endDate ?? startInYear(year)) : null;
  if (existing) {
    Object.assign(existing, {
      levelId: input.levelId,
      classId: input.classId,
      status: input.status,
      branchId: student.branchId,
      endDate,
    });
    return;
  }
  data.enrolments.push({
    id: Math.max(0, ...data.enrolments.map((enrolment) => enrolment.id)) + 1,
    studentId: student.studentid,
    yearId: year,
    branchId: student.branchId,
    levelId: input.levelId,
    classId: input.classId,
    status: input.status,
    startDate: startInYear(year),
    endDate,
  });
}
