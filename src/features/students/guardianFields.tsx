import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { nameRules } from '../../components/form/nameRules';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import type { GuardianRelation } from './students.schemas';
import { EMAIL, NAME_MAX, PHONE } from './studentRules';

export const GUARDIAN_RELATIONS: readonly GuardianRelation[] = ['mère', 'père', 'tuteur'];

/** A name in Latin script: required, as long as the API takes, checked and stripped (docs/api.md "Text"). */
export const requiredName = nameRules({ max: NAME_MAX });

/**
 * The contact of a guardian, checked as the API checks it (docs/api.md "Guardians", "POST applications"): relation,
 * names in Latin script, phone, optional e-mail. Messages are i18n keys.
 */
export const guardianContactShape = {
  relation: z.string().check(z.minLength(1, 'validation.required')),
  firstname_fr: requiredName,
  lastname_fr: requiredName,
  phone: z.string().check(z.trim(), z.regex(PHONE, 'validation.phone')),
  email: z.string().check(
    z.trim(),
    z.maxLength(254, 'validation.tooLong'),
    z.refine((value) => !value || EMAIL.test(value), 'validation.email'),
  ),
};

/**
 * The fields of `guardianContactShape` under `prefix` (`guardians.0.` in a list, '' alone), for a grid of the
 * caller; `children` go after the names (e.g. the Arabic names or the call priority).
 */
export function GuardianContactFields({
  prefix = '',
  children,
}: {
  prefix?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField name={`${prefix}lastname_fr`} label={t('studentDetails.form.guardianLastname')} required />
      <TextField name={`${prefix}firstname_fr`} label={t('studentDetails.form.guardianFirstname')} required />
      {children}
      <SelectField
        name={`${prefix}relation`}
        label={t('studentDetails.guardians.relation')}
        placeholder={t('select.placeholder')}
        options={GUARDIAN_RELATIONS.map((relation) => ({
          value: relation,
          label: t(`studentDetails.relation.${relation}`),
        }))}
        required
      />
      <TextField
        name={`${prefix}phone`}
        label={t('studentDetails.guardians.phone')}
        type="tel"
        autoComplete="off"
        dir="ltr"
        required
      />
      <TextField name={`${prefix}email`} label={t('studentDetails.guardians.email')} type="email" dir="ltr" />
    </>
  );
}
