import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUTTON, INPUT } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { useFamiliesQuery } from '../studentDetails.api';
import type { FamilyMatch } from '../students.schemas';
import type { StudentFormValues } from './studentFormValues';

/** Family of the student: an existing family found by name, or a new family with its first guardian. */
export function FamilyFields({
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
