import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRefusalText } from '../../../api/errorText';
import { Card } from '../../../components/Card';
import { notify } from '../../../components/notify';
import type { Scope } from '../../../session/useScope';
import { useSaveLevelHoursMutation } from '../education.api';
import type { EducationSettings } from '../education.schemas';
import { localName } from '../parts';
import { Field, LevelPicker, SaveBar, type Levels } from './controls';

/** A level's weekly hours per subject, with their total. */
export function HoursTab({
  scope,
  settings,
  levels,
}: {
  scope: Scope;
  settings: EducationSettings;
  levels: Levels;
}) {
  const [levelId, setLevelId] = useState(levels[0]?.id ?? 1);
  return (
    <Card className="space-y-3">
      <LevelPicker levels={levels} value={levelId} onChange={setLevelId} />
      <HoursEditor
        key={`${levelId}:${JSON.stringify(settings.levelHours)}`}
        scope={scope}
        settings={settings}
        levelId={levelId}
      />
    </Card>
  );
}

function HoursEditor({
  scope,
  settings,
  levelId,
}: {
  scope: Scope;
  settings: EducationSettings;
  levelId: number;
}) {
  const { t, i18n } = useTranslation();
  const [hours, setHours] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      settings.subjects.map((subject) => [
        subject.id,
        String(
          settings.levelHours.find((row) => row.levelId === levelId && row.subjectId === subject.id)?.hours ??
            0,
        ),
      ]),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSaveLevelHoursMutation();
  const total = Object.values(hours).reduce((sum, value) => sum + (Number(value.replace(',', '.')) || 0), 0);
  return (
    <div className="space-y-3">
      <ul className="grid gap-2 sm:grid-cols-2">
        {settings.subjects.map((subject) => (
          <li key={subject.id} className="flex items-end gap-2">
            <span
              aria-hidden="true"
              className="mb-3 size-3 shrink-0 rounded-full"
              style={{ backgroundColor: subject.color }}
            />
            <Field
              label={t('education.pedagogy.hoursOf', { subject: localName(subject, i18n.language) })}
              value={hours[subject.id] ?? '0'}
              onChange={(value) => setHours({ ...hours, [subject.id]: value })}
            />
          </li>
        ))}
      </ul>
      <p className="font-semibold">{t('education.pedagogy.total', { hours: total })}</p>
      <SaveBar
        label={t('education.settings.saveHours')}
        busy={saving.isLoading}
        error={error}
        onSave={async () => {
          setError(null);
          try {
            await save({
              scope,
              levelId,
              hours: Object.entries(hours).map(([subjectId, value]) => ({
                subjectId: Number(subjectId),
                hours: Number(value.replace(',', '.')),
              })),
            }).unwrap();
            void notify('success', t('education.settings.hoursSaved'));
          } catch (failure) {
            setError(apiRefusalText(failure, t, t('education.saveError')));
          }
        }}
      />
    </div>
  );
}
