import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { nameRules } from '../../components/form/nameRules';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { CONTRACT_TYPES, MAX_WEEKLY_HOURS } from '../../domain/education';
import type { Scope } from '../../session/useScope';
import { useCreateTeacherMutation, useUpdateTeacherMutation } from './education.api';
import type { Subject, Teacher } from './education.schemas';
import { localName, teacherLabel } from './parts';

const name = nameRules({ max: 60 });
const teacherForm = z
  .object({
    firstname_fr: name,
    lastname_fr: name,
    firstname_ar: name,
    lastname_ar: name,
    gender: z.enum(['F', 'M']),
    phone: z.string().check(z.trim(), z.regex(/^\+?[0-9 ]{8,20}$/, 'apiErrors.INVALID_PHONE')),
    email: z.string().check(z.trim(), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'apiErrors.INVALID_EMAIL')),
    subjectIds: z.array(z.string()).check(z.minLength(1, 'apiErrors.INVALID_SUBJECTS')),
    qualifications: z.string().check(z.maxLength(1200, 'validation.tooLong')),
    contractType: z.enum(CONTRACT_TYPES),
    contractStart: z.string().check(z.minLength(1, 'validation.required')),
    contractEnd: z.string(),
    weeklyHours: z
      .number('validation.required')
      .check(z.gt(0, 'apiErrors.INVALID_HOURS'), z.lte(MAX_WEEKLY_HOURS, 'apiErrors.INVALID_HOURS')),
  })
  .check(
    z.refine((values) => values.contractType === 'permanent' || values.contractEnd !== '', {
      message: 'apiErrors.CONTRACT_END_REQUIRED',
      path: ['contractEnd'],
    }),
    z.refine((values) => !values.contractEnd || values.contractEnd > values.contractStart, {
      message: 'apiErrors.DATES_ORDER',
      path: ['contractEnd'],
    }),
  );
type TeacherValues = z.input<typeof teacherForm>;

/** A teacher's profile: names in both scripts, contact, subjects, qualifications (one a line), contract and hours. */
export function TeacherDialog({
  scope,
  teacher,
  subjects,
  onClose,
}: {
  scope: Scope;
  teacher: Teacher | null;
  subjects: Subject[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [create] = useCreateTeacherMutation();
  const [update] = useUpdateTeacherMutation();
  const form = useForm<TeacherValues>({
    resolver: zodResolver(teacherForm),
    defaultValues: {
      firstname_fr: teacher?.firstname_fr ?? '',
      lastname_fr: teacher?.lastname_fr ?? '',
      firstname_ar: teacher?.firstname_ar ?? '',
      lastname_ar: teacher?.lastname_ar ?? '',
      gender: teacher?.gender ?? 'F',
      phone: teacher?.phone ?? '',
      email: teacher?.email ?? '',
      subjectIds: (teacher?.subjectIds ?? []).map(String),
      qualifications: (teacher?.qualifications ?? []).join('\n'),
      contractType: teacher?.contractType ?? 'permanent',
      contractStart: teacher?.contractStart ?? '',
      contractEnd: teacher?.contractEnd ?? '',
      weeklyHours: teacher?.weeklyHours ?? 24,
    },
  });
  const title = teacher
    ? t('education.teachers.editTitle', { name: teacherLabel(teacher, i18n.language) })
    : t('education.teachers.new');
  return (
    <Modal open title={title} onClose={onClose} size="lg" busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const input = {
            ...values,
            subjectIds: values.subjectIds.map(Number),
            qualifications: values.qualifications
              .split('\n')
              .map((line) => line.trim())
              .filter(Boolean),
            contractEnd: values.contractEnd || null,
          };
          if (teacher) await update({ id: teacher.id, year: scope.year, input }).unwrap();
          else await create({ scope, input, idempotencyKey }).unwrap();
          void notify(
            'success',
            t('education.teachers.saved', { name: teacherLabel(values, i18n.language) }),
          );
          onClose();
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name="firstname_fr" label={t('education.teachers.firstName')} required />
          <TextField name="lastname_fr" label={t('education.teachers.lastName')} required />
          <TextField name="firstname_ar" label={t('education.teachers.firstNameAr')} required dir="rtl" />
          <TextField name="lastname_ar" label={t('education.teachers.lastNameAr')} required dir="rtl" />
          <SelectField
            name="gender"
            label={t('education.teachers.gender')}
            options={[
              { value: 'F', label: t('education.teachers.female') },
              { value: 'M', label: t('education.teachers.male') },
            ]}
            required
          />
          <TextField name="phone" label={t('education.teachers.phone')} required type="tel" dir="ltr" />
          <TextField name="email" label={t('education.teachers.email')} required type="email" dir="ltr" />
          <NumberField
            name="weeklyHours"
            label={t('education.teachers.weeklyHours')}
            min={0.5}
            max={MAX_WEEKLY_HOURS}
            step={0.5}
            required
          />
        </div>
        <SubjectChoice subjects={subjects} />
        <TextAreaField
          name="qualifications"
          label={t('education.teachers.qualifications')}
          hint={t('education.teachers.qualificationsHint')}
          rows={3}
        />
        <ContractFields />
        <FormActions
          submitLabel={t('education.save')}
          onCancel={onClose}
          cancelLabel={t('education.cancel')}
        />
      </Form>
    </Modal>
  );
}

function SubjectChoice({ subjects }: { subjects: Subject[] }) {
  const { t, i18n } = useTranslation();
  const { register, formState } = useFormContext<TeacherValues>();
  const error = formState.errors.subjectIds?.message ?? formState.errors.subjectIds?.root?.message;
  return (
    <fieldset aria-describedby={error ? 'subjects-error' : undefined}>
      <legend className="mb-1 text-sm font-semibold">
        {t('education.teachers.subjects')}
        <span aria-hidden="true" className="text-danger-700 dark:text-danger-500">
          {' '}
          *
        </span>
      </legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {subjects.map((subject) => (
          <label key={subject.id} className="inline-flex min-h-11 items-center gap-2 md:min-h-control">
            <input
              type="checkbox"
              value={String(subject.id)}
              className="size-4 accent-primary-600"
              {...register('subjectIds')}
            />
            <span className="text-sm">{localName(subject, i18n.language)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id="subjects-error" className="text-sm text-danger-700 dark:text-danger-500">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}

function ContractFields() {
  const { t } = useTranslation();
  const type = useWatch<TeacherValues, 'contractType'>({ name: 'contractType' });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField
        name="contractType"
        label={t('education.teachers.contract')}
        options={CONTRACT_TYPES.map((value) => ({ value, label: t(`education.contract.${value}`) }))}
        required
      />
      <DateField name="contractStart" label={t('education.teachers.contractStart')} required />
      <DateField
        name="contractEnd"
        label={t('education.teachers.contractEnd')}
        required={type !== 'permanent'}
      />
    </div>
  );
}
