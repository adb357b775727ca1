import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm, useFormContext, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { BUTTON, INPUT } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { notify } from '../../components/notify';
import { useScope } from '../../session/useScope';
import { TabSkeleton } from './details/OverviewTab';
import { useLevelsQuery } from '../school-settings';
import {
  useCreateStudentMutation,
  useFamiliesQuery,
  useStudentRecordQuery,
  useUpdateStudentMutation,
} from './studentDetails.api';
import type { FamilyMatch, StudentInput, StudentRecord } from './students.schemas';
import { EMAIL, NAME_MAX, PHONE } from './studentRules';
import { ageOn, todayIso } from '../../domain/dates';
import { paths } from '../../paths';
import { classSeats } from '../../domain/capacity';

/** Ages a pupil may have (docs/api.md "POST students"). */
export const AGE_RANGE = { min: 2, max: 20 } as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const name = z
  .string()
  .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(NAME_MAX, 'validation.tooLong'));
const choice = z.string().check(z.minLength(1, 'validation.required'));

const studentSchema = z.object({
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
  const text = (value: string, key: string) => {
    if (!value.trim()) errors[key] = 'validation.required';
    else if (value.trim().length > NAME_MAX) errors[key] = 'validation.tooLong';
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

const EMPTY: StudentFormValues = {
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

function valuesOf(record: StudentRecord): StudentFormValues {
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

function inputOf(values: z.output<typeof studentSchema>): StudentInput {
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
            name: values.newFamily.name.trim(),
            guardian: {
              firstname_fr: values.newFamily.guardian.firstname_fr.trim(),
              lastname_fr: values.newFamily.guardian.lastname_fr.trim(),
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

/** `studentdetails?new=1` (create) or `?id=&edit=1` (edit). */
export function StudentFormPage({ id }: { id?: number }) {
  const { t } = useTranslation();
  const scope = useScope();
  const record = useStudentRecordQuery(
    id !== undefined && scope ? { id, year: scope.year, branch: scope.branch } : skipToken,
  );
  // The selects get their options before the form starts, so the record's level and class show at once.
  const levels = useLevelsQuery(scope ?? skipToken);
  const title = record.data
    ? t('studentDetails.form.editTitle', { name: `${record.data.lastname_fr} ${record.data.firstname_fr}` })
    : t('studentDetails.form.newTitle');
  let body: ReactNode;
  if ((id !== undefined && record.isError && !record.data) || (levels.isError && !levels.data)) {
    body = (
      <ErrorState
        message={t('studentDetails.loadError')}
        onRetry={() => {
          if (record.isError) void record.refetch();
          if (levels.isError) void levels.refetch();
        }}
      />
    );
  } else if (!scope || !levels.data || (id !== undefined && !record.data)) {
    body = <TabSkeleton />;
  } else {
    body = (
      <StudentForm
        key={`${id ?? 'new'}-${scope.branch}-${scope.year}`}
        record={record.data ?? null}
        scope={scope}
      />
    );
  }
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {title}
      </h1>
      {body}
    </section>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Card as="fieldset">
      <legend className="px-1 text-lg font-semibold text-neutral-900 dark:text-white">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

function StudentForm({
  record,
  scope,
}: {
  record: StudentRecord | null;
  scope: { branch: number; year: number };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [create] = useCreateStudentMutation();
  const [update] = useUpdateStudentMutation();
  const form = useForm<StudentFormValues, unknown, z.output<typeof studentSchema>>({
    resolver: studentResolver,
    defaultValues: record ? valuesOf(record) : EMPTY,
  });
  const { data: levels } = useLevelsQuery(scope);
  const levelId = useWatch({ control: form.control, name: 'levelId' });
  const classes = useMemo(
    () => levels?.items.find((level) => String(level.id) === levelId)?.classes ?? [],
    [levels, levelId],
  );
  // A class of another level is no longer a valid choice.
  useEffect(() => {
    const classId = form.getValues('classId');
    if (classId && levels && !classes.some((cls) => String(cls.id) === classId)) {
      form.setValue('classId', '', { shouldDirty: true });
    }
  }, [classes, levels, form]);

  const onSubmit = async (
    values: z.output<typeof studentSchema>,
    { idempotencyKey }: { idempotencyKey: string },
  ) => {
    const input = inputOf(values);
    // A refusal reaches Form, which shows it under its field (a 409 DUPLICATE_MASSAR under the Massar number).
    const saved = record
      ? await update({ id: record.studentid, year: scope.year, input }).unwrap()
      : await create({ scope, input, idempotencyKey }).unwrap();
    void notify('success', record ? t('studentDetails.form.saved') : t('studentDetails.form.created'));
    form.reset(values);
    await navigate(paths.studentDetails(saved.studentid), { replace: !record });
  };

  const cancel = () => void navigate(record ? paths.studentDetails(record.studentid) : paths.students());
  const statusOptions = (['active', 'expected', 'left'] as const).map((status) => ({
    value: status,
    label: t(`students.status.${status}`),
  }));

  return (
    <Form form={form} onSubmit={onSubmit} aria-label={t('routes.studentdetails')}>
      <Fieldset legend={t('studentDetails.form.identity')}>
        <TextField
          name="lastname_fr"
          label={t('studentDetails.form.lastnameFr')}
          required
          autoComplete="off"
        />
        <TextField
          name="firstname_fr"
          label={t('studentDetails.form.firstnameFr')}
          required
          autoComplete="off"
        />
        <TextField
          name="lastname_ar"
          label={t('studentDetails.form.lastnameAr')}
          required
          dir="rtl"
          autoComplete="off"
        />
        <TextField
          name="firstname_ar"
          label={t('studentDetails.form.firstnameAr')}
          required
          dir="rtl"
          autoComplete="off"
        />
        <SelectField
          name="gender"
          label={t('studentDetails.fields.gender')}
          required
          placeholder={t('studentDetails.form.chooseGender')}
          options={[
            { value: 'F', label: t('studentDetails.gender.F') },
            { value: 'M', label: t('studentDetails.gender.M') },
          ]}
        />
        <DateField name="birthDate" label={t('studentDetails.fields.birthDate')} required max={todayIso()} />
        <TextField
          name="massar"
          label={t('studentDetails.fields.massar')}
          hint={t('studentDetails.form.massarHint')}
          required
          dir="ltr"
          autoComplete="off"
          maxLength={10}
        />
      </Fieldset>
      <Fieldset legend={t('studentDetails.form.schooling')}>
        <SelectField
          name="levelId"
          label={t('studentDetails.fields.level')}
          required
          placeholder={t('studentDetails.form.chooseLevel')}
          options={(levels?.items ?? []).map((level) => ({
            value: String(level.id),
            label: `${level.code} · ${level.name}`,
          }))}
        />
        <SelectField
          name="classId"
          label={t('studentDetails.fields.class')}
          required
          disabled={classes.length === 0}
          placeholder={t('studentDetails.form.chooseClass')}
          options={classes.map((cls) => {
            // The seats as the enrolment dialog counts them (domain/capacity.ts): attending and expected children.
            const seats = classSeats(cls.capacity, cls.enrolled, cls.expected);
            return {
              value: String(cls.id),
              label: t(seats.full ? 'studentDetails.form.classSeatsFull' : 'studentDetails.form.classSeats', {
                name: cls.name,
                enrolled: seats.taken,
                capacity: cls.capacity,
              }),
            };
          })}
        />
        <SelectField
          name="status"
          label={t('studentDetails.fields.status')}
          required
          options={statusOptions}
        />
      </Fieldset>
      <FamilyFields
        scope={scope}
        initial={record?.family ? { id: record.family.id, name: record.family.name } : null}
      />
      <Fieldset legend={t('studentDetails.form.medical')}>
        <TextField
          name="medical.allergies"
          label={t('studentDetails.medical.allergies')}
          hint={t('studentDetails.medical.allergiesHint')}
        />
        <TextField name="medical.diet" label={t('studentDetails.medical.diet')} />
        <div className="sm:col-span-2">
          <TextAreaField name="medical.notes" label={t('studentDetails.medical.notes')} />
        </div>
      </Fieldset>
      <FormActions
        submitLabel={record ? t('studentDetails.form.save') : t('studentDetails.form.create')}
        onCancel={cancel}
        cancelLabel={t('studentDetails.form.cancel')}
      />
    </Form>
  );
}

/** Family of the student: an existing family found by name, or a new family with its first guardian. */
function FamilyFields({
  scope,
  initial,
}: {
  scope: { branch: number; year: number };
  initial: { id: number; name: string } | null;
}) {
  const { t } = useTranslation();
  const { register, setValue, formState, getFieldState } = useFormContext<StudentFormValues>();
  const mode = useWatch<StudentFormValues, 'familyMode'>({ name: 'familyMode' });
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(initial);
  const [searching, setSearching] = useState(initial === null);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [text]);
  const results = useFamiliesQuery(query.length >= 2 ? { ...scope, q: query } : skipToken);
  const familyError = getFieldState('familyId', formState).error;

  const choose = (family: FamilyMatch) => {
    setChosen({ id: family.id, name: family.name });
    setSearching(false);
    setValue('familyId', String(family.id), { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <Card as="fieldset">
      <legend className="px-1 text-lg font-semibold text-neutral-900 dark:text-white">
        {t('studentDetails.form.family')}
      </legend>
      <div
        role="radiogroup"
        aria-label={t('studentDetails.form.familyMode')}
        className="mb-4 flex flex-wrap gap-4"
      >
        {(['existing', 'new'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="radio" value={value} {...register('familyMode')} className="size-5" />
            {value === 'existing'
              ? t('studentDetails.form.existingFamily')
              : t('studentDetails.form.newFamily')}
          </label>
        ))}
      </div>
      {mode === 'existing' ? (
        <div className="space-y-3">
          {chosen && (
            <p className="flex flex-wrap items-center gap-3">
              <span className="font-semibold">
                {t('studentDetails.form.chosenFamily', { name: chosen.name })}
              </span>
              {!searching && (
                <button type="button" className={BUTTON.secondary} onClick={() => setSearching(true)}>
                  {t('studentDetails.form.changeFamily')}
                </button>
              )}
            </p>
          )}
          {searching && (
            <div className="space-y-2">
              <label htmlFor="family-search" className="block text-sm font-semibold">
                {t('studentDetails.form.searchFamily')}
                <span aria-hidden="true" className="text-danger-700 dark:text-danger-500">
                  {' '}
                  *
                </span>
              </label>
              <input
                id="family-search"
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                className={INPUT}
                autoComplete="off"
                aria-invalid={familyError ? true : undefined}
                aria-describedby={`family-search-hint${familyError ? ' family-search-error' : ''}`}
              />
              <p id="family-search-hint" className="text-xs text-neutral-600 dark:text-neutral-400">
                {t('studentDetails.form.searchFamilyHint')}
              </p>
              {query.length >= 2 && results.data && (
                <div aria-live="polite">
                  {results.data.items.length === 0 ? (
                    <p>{t('studentDetails.form.noFamilyFound')}</p>
                  ) : (
                    <ul className="divide-y divide-neutral-100 rounded-card border border-neutral-200 dark:divide-neutral-700 dark:border-neutral-700">
                      {results.data.items.map((family) => (
                        <li key={family.id} className="flex flex-wrap items-center justify-between gap-2 p-2">
                          <span className="min-w-0">
                            <span className="block font-semibold">{family.name}</span>
                            <span className="block text-sm text-neutral-700 dark:text-neutral-300">
                              {family.guardians.map((g) => `${g.firstname_fr} ${g.lastname_fr}`).join(', ')}
                              {family.children.length > 0 &&
                                ` · ${t('studentDetails.form.familyChildren', {
                                  names: family.children.map((child) => child.firstname_fr).join(', '),
                                })}`}
                            </span>
                          </span>
                          <button type="button" className={BUTTON.secondary} onClick={() => choose(family)}>
                            {t('studentDetails.form.chooseFamily', { name: family.name })}
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              )}
            </div>
          )}
          {familyError?.message && (
            <p id="family-search-error" className="text-sm text-danger-700 dark:text-danger-500">
              {t(familyError.message)}
            </p>
          )}
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="newFamily.name" label={t('studentDetails.form.familyName')} required />
          <SelectField
            name="newFamily.guardian.relation"
            label={t('studentDetails.form.relation')}
            required
            placeholder={t('studentDetails.form.chooseGender')}
            options={(['père', 'mère', 'tuteur'] as const).map((relation) => ({
              value: relation,
              label: t(`studentDetails.relation.${relation}`),
            }))}
          />
          <TextField
            name="newFamily.guardian.lastname_fr"
            label={t('studentDetails.form.guardianLastname')}
            required
          />
          <TextField
            name="newFamily.guardian.firstname_fr"
            label={t('studentDetails.form.guardianFirstname')}
            required
          />
          <TextField
            name="newFamily.guardian.phone"
            label={t('studentDetails.form.phone')}
            type="tel"
            autoComplete="off"
            dir="ltr"
            required
          />
          <TextField
            name="newFamily.guardian.email"
            label={t('studentDetails.form.email')}
            type="email"
            autoComplete="off"
            dir="ltr"
          />
        </div>
      )}
    </Card>
  );
}
