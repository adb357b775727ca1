import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRefusalText } from '../../../api/errorText';
import { Card } from '../../../components/Card';
import { notify } from '../../../components/notify';
import { MASTERY } from '../../../domain/education';
import type { Scope } from '../../../session/useScope';
import { useSaveScaleMutation } from '../education.api';
import type { EducationSettings } from '../education.schemas';
import { Field, SaveBar } from './controls';

/** The four labels of the mastery scale, in French and Arabic. */
export function ScaleTab({ scope, settings }: { scope: Scope; settings: EducationSettings }) {
  const { t } = useTranslation();
  const [labels, setLabels] = useState(settings.scale);
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSaveScaleMutation();
  return (
    <Card className="space-y-3">
      <ol className="space-y-2">
        {labels.map((label, index) => (
          <li key={MASTERY[index]} className="flex flex-wrap items-end gap-2">
            <span className="w-6 font-semibold tabular-nums">{index + 1}</span>
            <Field
              label={t('education.settings.stepFr', { index: index + 1 })}
              value={label.fr}
              onChange={(fr) => setLabels(labels.map((item, i) => (i === index ? { ...item, fr } : item)))}
            />
            <Field
              label={t('education.settings.stepAr', { index: index + 1 })}
              value={label.ar}
              dir="rtl"
              onChange={(ar) => setLabels(labels.map((item, i) => (i === index ? { ...item, ar } : item)))}
            />
          </li>
        ))}
      </ol>
      <SaveBar
        label={t('education.settings.saveScale')}
        busy={saving.isLoading}
        error={error}
        onSave={async () => {
          setError(null);
          try {
            await save({ scope, labels }).unwrap();
            void notify('success', t('education.settings.scaleSaved'));
          } catch (failure) {
            setError(apiRefusalText(failure, t, t('education.saveError')));
          }
        }}
      />
    </Card>
  );
}
