import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRefusalText } from '../../../api/errorText';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { notify } from '../../../components/notify';
import { ICON_BUTTON } from '../../../components/RowActions';
import type { Scope } from '../../../session/useScope';
import { useSaveGridMutation, type GridInput } from '../education.api';
import type { EducationSettings } from '../education.schemas';
import { Field, LevelPicker, SaveBar, type Levels } from './controls';

type EditableGrid = GridInput['domains'];

/** A level's skills grid: ordered domains of ordered skills, edited and saved as a whole. */
export function GridTab({
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
      <GridEditor
        key={`${levelId}:${JSON.stringify(settings.grids.find((grid) => grid.levelId === levelId))}`}
        scope={scope}
        levelId={levelId}
        initial={settings.grids.find((grid) => grid.levelId === levelId)?.domains ?? []}
      />
    </Card>
  );
}

function GridEditor({ scope, levelId, initial }: { scope: Scope; levelId: number; initial: EditableGrid }) {
  const { t } = useTranslation();
  const [domains, setDomains] = useState<EditableGrid>(initial);
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSaveGridMutation();
  const change = (next: EditableGrid) => setDomains(next);
  const move = <T,>(items: T[], index: number, by: number): T[] => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(Math.max(0, Math.min(next.length, index + by)), 0, item!);
    return next;
  };
  const updateDomain = (index: number, patch: Partial<EditableGrid[number]>) =>
    change(domains.map((domain, i) => (i === index ? { ...domain, ...patch } : domain)));
  return (
    <div className="space-y-3">
      {domains.map((domain, index) => (
        <fieldset
          key={domain.id ?? `new-${index}`}
          className="space-y-2 rounded-control border border-neutral-200 p-3 dark:border-neutral-700"
        >
          <legend className="px-1 text-sm font-semibold">
            {t('education.settings.domainN', { index: index + 1 })}
          </legend>
          <div className="flex flex-wrap items-end gap-2">
            <Field
              label={t('education.settings.domainFr', { index: index + 1 })}
              value={domain.name_fr}
              onChange={(name_fr) => updateDomain(index, { name_fr })}
            />
            <Field
              label={t('education.settings.domainAr', { index: index + 1 })}
              value={domain.name_ar}
              dir="rtl"
              onChange={(name_ar) => updateDomain(index, { name_ar })}
            />
            <OrderButtons
              name={domain.name_fr || t('education.settings.domainN', { index: index + 1 })}
              onUp={index > 0 ? () => change(move(domains, index, -1)) : undefined}
              onDown={index < domains.length - 1 ? () => change(move(domains, index, 1)) : undefined}
              onRemove={() => change(domains.filter((_, i) => i !== index))}
            />
          </div>
          <ol className="space-y-2 ps-4">
            {domain.skills.map((skill, skillIndex) => {
              const setSkills = (skills: EditableGrid[number]['skills']) => updateDomain(index, { skills });
              const label = { index: index + 1, skill: skillIndex + 1 };
              return (
                <li key={skill.id ?? `new-${skillIndex}`} className="flex flex-wrap items-end gap-2">
                  <Field
                    label={t('education.settings.skillFr', label)}
                    value={skill.name_fr}
                    onChange={(name_fr) =>
                      setSkills(domain.skills.map((s, i) => (i === skillIndex ? { ...s, name_fr } : s)))
                    }
                  />
                  <Field
                    label={t('education.settings.skillAr', label)}
                    value={skill.name_ar}
                    dir="rtl"
                    onChange={(name_ar) =>
                      setSkills(domain.skills.map((s, i) => (i === skillIndex ? { ...s, name_ar } : s)))
                    }
                  />
                  <OrderButtons
                    name={skill.name_fr || t('education.settings.skillFr', label)}
                    onUp={skillIndex > 0 ? () => setSkills(move(domain.skills, skillIndex, -1)) : undefined}
                    onDown={
                      skillIndex < domain.skills.length - 1
                        ? () => setSkills(move(domain.skills, skillIndex, 1))
                        : undefined
                    }
                    onRemove={() => setSkills(domain.skills.filter((_, i) => i !== skillIndex))}
                  />
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className={BUTTON.secondary}
            onClick={() => updateDomain(index, { skills: [...domain.skills, { name_fr: '', name_ar: '' }] })}
          >
            <Plus size={16} aria-hidden="true" />
            {t('education.settings.addSkill', { index: index + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className={BUTTON.secondary}
        onClick={() =>
          change([...domains, { name_fr: '', name_ar: '', skills: [{ name_fr: '', name_ar: '' }] }])
        }
      >
        <Plus size={16} aria-hidden="true" />
        {t('education.settings.addDomain')}
      </button>
      <SaveBar
        label={t('education.settings.saveGrid')}
        busy={saving.isLoading}
        error={error}
        onSave={async () => {
          setError(null);
          try {
            await save({ scope, levelId, grid: { domains } }).unwrap();
            void notify('success', t('education.settings.gridSaved'));
          } catch (failure) {
            setError(apiRefusalText(failure, t, t('education.saveError')));
          }
        }}
      />
    </div>
  );
}

function OrderButtons({
  name,
  onUp,
  onDown,
  onRemove,
}: {
  name: string;
  onUp?: () => void;
  onDown?: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const button = (label: string, icon: ReactNode, action?: () => void) => (
    <button type="button" className={ICON_BUTTON} aria-label={label} onClick={action} disabled={!action}>
      {icon}
    </button>
  );
  return (
    <span className="flex gap-1">
      {button(t('education.settings.moveUp', { name }), <ArrowUp size={16} aria-hidden="true" />, onUp)}
      {button(t('education.settings.moveDown', { name }), <ArrowDown size={16} aria-hidden="true" />, onDown)}
      {button(
        t('education.settings.remove', { name }),
        <Trash2 size={16} aria-hidden="true" className="text-danger-700 dark:text-danger-500" />,
        onRemove,
      )}
    </span>
  );
}
