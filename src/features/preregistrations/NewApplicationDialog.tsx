import { skipToken } from '@reduxjs/toolkit/query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CheckboxField } from '../../components/form/CheckboxField';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { nameRules } from '../../components/form/nameRules';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import type { Scope } from '../../session/useScope';
import { useLevelsQuery } from '../school-settings';
import { GuardianContactFields, guardianContactShape, NAME_MAX, requiredName } from '../students';
import { useCreateApplicationMutation } from './preregistrations.api';
import {
  PRIORITIES,
  type ApplicationDetail,
  type ApplicationPriority,
  type NewApplicationInput,
} from './preregistrations.schemas';

const optional = nameRules({ max: NAME_MAX, required: false });
const choice = z.string().check(z.minLength(1, 'validation.required'));
const guardianShape = guardianContactShape;
const emptyGuardian = { relation: '', firstname_fr: '', lastname_fr: '', phone: '', email: '' };

const childShape = {
  lastname_fr: requiredName,
  firstname_fr: requiredName,
  lastname_ar: optional,
  firstname_ar: optional,
  gender: choice,
  birthDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate')),
  levelId: choice,
  priority: choice,
  previousSchool: z.string().check(z.trim(), z.maxLength(120, 'validation.tooLong')),
  secondGuardian: z.boolean(),
};

/**
 * Field names are those of the API body (`guardians.0.phone`...), so a 422's messages land under the fields. The
 * second guardian's fields are checked only when the box is ticked.
 */
const withOneGuardian = z.object({
  ...childShape,
  guardians: z.tuple([z.object(guardianShape), z.unknown()]),
});
const withTwoGuardians = z.object({
  ...childShape,
  guardians: z.tuple([z.object(guardianShape), z.object(guardianShape)]),
});
type ApplicationValues = z.input<typeof withTwoGuardians>;
const oneResolver = zodResolver(withOneGuardian);
const twoResolver = zodResolver(withTwoGuardians);
// The one-guardian schema accepts a superset of the values (its second guardian is unchecked).
const applicationResolver = ((values, context, options) =>
  (values.secondGuardian ? twoResolver : (oneResolver as unknown as typeof twoResolver))(
    values,
    context,
    options,
  )) satisfies typeof twoResolver;

/**
 * "New application" (the office enters an application made at the desk or by phone): the child, the level asked
 * for, the priority, the previous school and one or two guardians. It starts as submitted, with every document of
 * the checklist still to receive; `onCreated` opens it.
 */
export function NewApplicationDialog({
  scope,
  onClose,
  onCreated,
}: {
  scope: Scope;
  onClose: () => void;
  onCreated: (application: ApplicationDetail) => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateApplicationMutation();
  const { data: levels } = useLevelsQuery(scope ?? skipToken);
  const form = useForm<ApplicationValues>({
    resolver: applicationResolver,
    defaultValues: {
      lastname_fr: '',
      firstname_fr: '',
      lastname_ar: '',
      firstname_ar: '',
      gender: '',
      birthDate: '',
      levelId: '',
      priority: 'normal',
      previousSchool: '',
      guardians: [emptyGuardian, emptyGuardian],
      secondGuardian: false,
    },
  });
  const secondGuardian = useWatch({ control: form.control, name: 'secondGuardian' });
  const title = t('preregistrations.create.title');
  const guardianFields = (index: 0 | 1) => (
    <fieldset className="grid gap-4 rounded-card border border-neutral-200 p-4 md:grid-cols-2 dark:border-neutral-700">
      <legend className="px-1 font-semibold">
        {t('preregistrations.create.guardian', { number: index + 1 })}
      </legend>
      <GuardianContactFields prefix={`guardians.${index}.`} />
    </fieldset>
  );

  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting} size="lg">
      <Form
        form={form}
        guard={false}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const guardians = (values.secondGuardian ? values.guardians : values.guardians.slice(0, 1)).map(
            (guardian) => ({
              relation: guardian.relation as NewApplicationInput['guardians'][number]['relation'],
              firstname_fr: guardian.firstname_fr.trim(),
              lastname_fr: guardian.lastname_fr.trim(),
              firstname_ar: '',
              lastname_ar: '',
              phone: guardian.phone.trim(),
              email: guardian.email.trim(),
            }),
          );
          const created = await create({
            scope,
            idempotencyKey,
            input: {
              firstname_fr: values.firstname_fr.trim(),
              lastname_fr: values.lastname_fr.trim(),
              firstname_ar: values.firstname_ar.trim(),
              lastname_ar: values.lastname_ar.trim(),
              gender: values.gender as 'F' | 'M',
              birthDate: values.birthDate,
              levelId: Number(values.levelId),
              priority: values.priority as ApplicationPriority,
              previousSchool: values.previousSchool.trim(),
              guardians,
            },
          }).unwrap();
          void notify('success', t('preregistrations.create.done', { reference: created.reference }));
          onCreated(created);
        }}
      >
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('preregistrations.detail.child')}</legend>
          <TextField name="lastname_fr" label={t('preregistrations.create.lastname')} required />
          <TextField name="firstname_fr" label={t('preregistrations.create.firstname')} required />
          <TextField name="lastname_ar" label={t('preregistrations.create.lastnameAr')} dir="rtl" />
          <TextField name="firstname_ar" label={t('preregistrations.create.firstnameAr')} dir="rtl" />
          <SelectField
            name="gender"
            label={t('preregistrations.detail.gender')}
            placeholder={t('select.placeholder')}
            options={(['F', 'M'] as const).map((gender) => ({
              value: gender,
              label: t(`preregistrations.gender.${gender}`),
            }))}
            required
          />
          <DateField name="birthDate" label={t('preregistrations.detail.birthDate')} required />
          <SelectField
            name="levelId"
            label={t('preregistrations.detail.level')}
            placeholder={t('select.placeholder')}
            options={(levels?.items ?? []).map((level) => ({
              value: String(level.id),
              label: `${level.code} — ${level.name}`,
            }))}
            required
          />
          <SelectField
            name="priority"
            label={t('preregistrations.detail.priority')}
            options={PRIORITIES.map((priority) => ({
              value: priority,
              label: t(`preregistrations.priority.${priority}`),
            }))}
            required
          />
          <TextField name="previousSchool" label={t('preregistrations.detail.previousSchool')} />
        </fieldset>
        {guardianFields(0)}
        <CheckboxField name="secondGuardian" label={t('preregistrations.create.addSecondGuardian')} />
        {secondGuardian && guardianFields(1)}
        <FormActions
          submitLabel={t('preregistrations.create.submit')}
          onCancel={onClose}
          cancelLabel={t('common.cancel')}
        />
      </Form>
    </Modal>
  );
}
