import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { ICON_BUTTON } from '../../../components/RowActions';
import type { Scope } from '../../../session/useScope';
import type { EducationSettings } from '../education.schemas';
import { localName } from '../parts';
import { SubjectDialog } from './SubjectDialog';
import { ScriptName } from '../../../components/ScriptName';

/** The subjects, each with its names in both scripts and whether it is taught; new and edited in a dialog. */
export function SubjectsTab({ scope, settings }: { scope: Scope; settings: EducationSettings }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<EducationSettings['subjects'][number] | 'new' | null>(null);
  return (
    <Card className="space-y-3">
      <button type="button" className={BUTTON.primary} onClick={() => setEditing('new')}>
        <Plus size={16} aria-hidden="true" />
        {t('education.settings.newSubject')}
      </button>
      <ul className="divide-y divide-neutral-200 dark:divide-neutral-700">
        {settings.subjects.map((subject) => (
          <li key={subject.id} className="flex flex-wrap items-center gap-3 py-2">
            <span
              aria-hidden="true"
              className="size-4 rounded-full"
              style={{ backgroundColor: subject.color }}
            />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{localName(subject, i18n.language)}</span>
              <ScriptName
                className="block text-sm"
                text={i18n.language === 'ar' ? subject.name_fr : subject.name_ar}
              />
            </span>
            {subject.used && <Badge tone="info">{t('education.settings.taught')}</Badge>}
            <button
              type="button"
              className={ICON_BUTTON}
              aria-label={t('education.settings.editSubject', { name: localName(subject, i18n.language) })}
              onClick={() => setEditing(subject)}
            >
              <Pencil size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {editing && (
        <SubjectDialog
          scope={scope}
          subject={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
