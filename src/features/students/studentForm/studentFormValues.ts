import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { nameError, nameRules } from '../../../components/form/nameRules';
import { zodResolver } from '../../../components/form/zodResolver';
import type { StudentInput, StudentRecord } from '../students.schemas';
import { EMAIL, NAME_MAX, PHONE } from '../studentRules';
import { ageOn, todayIso } from '../../../domain/dates';
import { stripName } from '../../../domain/names';

// The student form's values (StudentFormPage.tsx): their checks, the empty form, a record's values and the request.

/** Ages a pupil may have (docs/api.md "POST students"). */
export const AGE_RANGE = { min: 2, max: 20 } as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const name = nameRules({ max: NAME_MAX });
const choice = z.string().check(z.minLength(1, 'validation.required'));

export const studentSchema = z.object({
  firstname_fr: name,
  lastname_fr: name,
  firstname_ar: name,
  lastname_ar: name,
  gender: choice,
  birthDate: z.string().check(
    z.regex(DATE, 'validation.invalidDate'),
    z.refine((value) => value <= todayIso(), 'studentDetails.validation.birthFuture'),
    z.refine((value) => {
      const age = ageOn(value, todayIso());
      return age >= AGE_RANGE.min && age <= AGE_RANGE.max;
    }, 'studentDetails.validation.age'),
  ),
  massar: z
    .string()
    .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]\d{9}$/, 'studentDetails.validation.massar')),
  levelId: choice,
  classId: choice,
  status: choice,
  familyMode: z.enum(['existing', 'new']),
  familyId: z.string(),
  newFamily: z.object({
    name: z.string(),
    guardian: z.object({
      firstname_fr: z.string(),
      lastname_fr: z.string(),
      relation: z.string(),
      phone: z.string(),
      email: z.string(),
    }),
  }),
  medical: z.object({
    notes: z.string().check(z.maxLength(2000, 'validation.tooLong')),
    allergies: z.string().check(z.maxLength(600, 'validation.tooLong')),
    diet: z.string().check(z.maxLength(200, 'validation.tooLong')),
  }),
});

export type StudentFormValues = z.input<typeof studentSchema>;

/** The family part depends on the mode: an existing family chosen, or a new one with its first guardian. */
function familyErrors(values: StudentFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.familyMode === 'existing') {
    if (!values.familyId) errors.familyId = 'studentDetails.validation.family';
    return errors;
  }
  const { newFamily } = values;
  // Names (docs/api.md "Text"): refused characters, then required and length, on the stripped value.
  const text = (value: string, key: string) => {
    const error = nameError(value, NAME_MAX);
    if (error) errors[key] = error;
  };
  text(newFamily.name, 'newFamily.name');
  text(newFamily.guardian.firstname_fr, 'newFamily.guardian.firstname_fr');
  text(newFamily.guardian.lastname_fr, 'newFamily.guardian.lastname_fr');
  if (!newFamily.guardian.relation) errors['newFamily.guardian.relation'] = 'validation.required';
  if (!newFamily.guardian.phone.trim()) errors['newFamily.guardian.phone'] = 'validation.required';
  else if (!PHONE.test(newFamily.guardian.phone.trim()))
    errors['newFamily.guardian.phone'] = 'validation.phone';
  if (newFamily.guardian.email.trim() && !EMAIL.test(newFamily.guardian.email.trim())) {
    errors['newFamily.guardian.email'] = 'validation.email';
  }
  return errors;
}

function setPath(target: Record<string, unknown>, path: string, message: string): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
    node = node[part] as Record<string, unknown>;
  }
  const leaf = parts[parts.length - 1]!;
  if (!node[leaf]) node[leaf] = { type: 'custom', message };
}

const baseResolver = zodResolver(studentSchema);

/** The schema's checks plus the family's, all at once (so every wrong field shows on the first submit). */
export const studentResolver: Resolver<StudentFormValues, unknown, z.output<typeof studentSchema>> = async (
  values,
  context,
  options,
) => {
  const result = await baseResolver(values, context, options);
  const family = familyErrors(values);
  if (Object.keys(family).length === 0) return result;
  const errors = { ...(result.errors as Record<string, unknown>) };
  for (const [path, message] of Object.entries(family)) setPath(errors, path, message);
  return { values: {}, errors: errors as FieldErrors<StudentFormValues> };
};

export const EMPTY: StudentFormValues = {
  firstname_fr: '',
  lastname_fr: '',
  firstname_ar: '',
  lastname_ar: '',
  gender: '',
  birthDate: '',
  massar: '',
  levelId: '',
  classId: '',
  status: 'active',
  familyMode: 'existing',
  familyId: '',
  newFamily: {
    name: '',
    guardian: { firstname_fr: '', lastname_fr: '', relation: '', phone: '', email: '' },
  },
  medical: { notes: '', allergies: '', diet: '' },
};

export function valuesOf(record: StudentRecord): StudentFormValues {
  return {
    ...EMPTY,
    firstname_fr: record.firstname_fr,
    lastname_fr: record.lastname_fr,
    firstname_ar: record.firstname_ar,
    lastname_ar: record.lastname_ar,
    gender: record.gender,
    birthDate: record.birthDate,
    massar: record.massar,
    levelId: record.enrolment ? String(record.enrolment.levelId) : '',
    classId: record.enrolment ? String(record.enrolment.classId) : '',
    status: record.enrolment?.status ?? record.status,
    familyMode: 'existing',
    familyId: record.family ? String(record.family.id) : '',
    medical: {
      notes: record.medical.notes ?? '',
      allergies: record.medical.allergies.join(', '),
      diet: record.medical.diet ?? '',
    },
  };
}

export function inputOf(values: z.output<typeof studentSchema>): StudentInput {
  const nullable = (value: string) => (value.trim() ? value.trim() : null);
  return {
    firstname_fr: values.firstname_fr,
    lastname_fr: values.lastname_fr,
    firstname_ar: values.firstname_ar,
    lastname_ar: values.lastname_ar,
    gender: values.gender === 'M' ? 'M' : 'F',
    birthDate: values.birthDate,
    massar: values.massar,
    levelId: Number(values.levelId),
    classId: Number(values.classId),
    status: values.status === 'left' ? 'left' : values.status === 'expected' ? 'expected' : 'active',
    familyId: values.familyMode === 'existing' ? Number(values.familyId) : null,
    newFamily:
      values.familyMode === 'new'
        ? {
            name: stripName(values.newFamily.name),
            guardian: {
              firstname_fr: stripName(values.newFamily.guardian.firstname_fr),
              lastname_fr: stripName(values.newFamily.guardian.lastname_fr),
              relation:
                values.newFamily.guardian.relation === 'mère'
                  ? 'mère'
                  : values.newFamily.guardian.relation === 'père'
                    ? 'père'
                    : 'tuteur',
              phone: values.newFamily.guardian.phone.trim(),
              email: values.newFamily.guardian.email.trim(),
            },
          }
        : null,
    medical: {
      notes: nullable(values.medical.notes),
      allergies: values.medical.allergies
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
      diet: nullable(values.medical.diet),
    },
  };
}
