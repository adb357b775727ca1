import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { DateField } from '../../../components/form/DateField';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { classSeats } from '../../../domain/capacity';
import { todayIso } from '../../../domain/dates';
import type { Levels } from '../../school-settings';

// The student form's sections (StudentFormPage.tsx), each a fieldset of fields; the family's is FamilyFields.tsx.

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Card as="fieldset">
      <legend className="px-1 text-lg font-semibold text-neutral-900 dark:text-white">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </Card>
  );
}

/** The child's names in both scripts, gender, birth date and Massar number. */
export function IdentityFields() {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('studentDetails.form.identity')}>
      <TextField name="lastname_fr" label={t('studentDetails.form.lastnameFr')} required autoComplete="off" />
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
  );
}

/** The level, the class among the level's (with its seats) and the enrolment's status. */
export function SchoolingFields({
  levels,
  classes,
}: {
  levels: Levels | undefined;
  classes: Levels['items'][number]['classes'];
}) {
  const { t } = useTranslation();
  const statusOptions = (['active', 'expected', 'left'] as const).map((status) => ({
    value: status,
    label: t(`students.status.${status}`),
  }));
  return (
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
      <SelectField name="status" label={t('studentDetails.fields.status')} required options={statusOptions} />
    </Fieldset>
  );
}

/** Allergies, diet and notes. */
export function MedicalFields() {
  const { t } = useTranslation();
  return (
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
  );
}
