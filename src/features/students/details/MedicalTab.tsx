import { useTranslation } from 'react-i18next';
import type { StudentRecord } from '../studentDetails.api';
import { CARD, Field, SECTION_TITLE } from './OverviewTab';

/** Medical notes, allergies and diet. */
export function MedicalTab({ student }: { student: StudentRecord }) {
  const { t } = useTranslation();
  const { medical } = student;
  return (
    <section aria-labelledby="medical-title" className={CARD}>
      <h2 id="medical-title" className={SECTION_TITLE}>
        {t('studentDetails.medical.title')}
      </h2>
      <dl className="grid gap-4">
        <Field label={t('studentDetails.medical.allergies')}>
          {medical.allergies.length ? medical.allergies.join(', ') : t('studentDetails.medical.noAllergies')}
        </Field>
        <Field label={t('studentDetails.medical.diet')}>
          {medical.diet ?? t('studentDetails.medical.none')}
        </Field>
        <Field label={t('studentDetails.medical.notes')}>
          <span className="whitespace-pre-wrap">{medical.notes ?? t('studentDetails.medical.none')}</span>
        </Field>
      </dl>
    </section>
  );
}
