import { skipToken } from '@reduxjs/toolkit/query';
import { ArrowDown, ArrowUp, Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { apiRefusalText } from '../../api/errorText';
import { Badge } from '../../components/Badge';
import { BUTTON, INPUT } from '../../components/buttons';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { ICON_BUTTON } from '../../components/RowActions';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { MASTERY } from '../../domain/education';
import type { Scope } from '../../session/useScope';
import { useScope } from '../../session/useScope';
import { useLevelsQuery } from '../school-settings';
import {
  useCreateSubjectMutation,
  useEducationSettingsQuery,
  useSaveGridMutation,
  useSaveLevelHoursMutation,
  useSaveScaleMutation,
  useUpdateSubjectMutation,
  type GridInput,
} from './education.api';
import type { EducationSettings } from './education.schemas';
import { localName } from './parts';

type Levels = Array<{ id: number; code: string; name: string }>;

/**
 * `educational-management-config`: the subjects (names in French and Arabic, colour), each level's skills grid
 * (ordered domains of ordered skills), the four labels of the scale, and each level's weekly hours per subject.
 */
export default function EducationSettingsPage() {
  const { t } = useTranslation();
  const scope = useScope();
  const { currentData: settings, isError, refetch } = useEducationSettingsQuery(scope ?? skipToken);
  const { data: levels } = useLevelsQuery(scope ?? skipToken);
  const title = t('routes.educational-management-config');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {title}
      </h1>
      {isError ? (
        <ErrorState message={t('education.loadError')} onRetry={() => void refetch()} />
      ) : !settings || !scope || !levels ? (
        <Spinner />
      ) : (
        <Tabs
          label={title}
          tabs={[
            {
              id: 'subjects',
              label: t('education.settings.subjects'),
              render: () => <SubjectsTab scope={scope} settings={settings} />,
            },
            {
              id: 'grid',
              label: t('education.settings.grid'),
              render: () => <GridTab scope={scope} settings={settings} levels={levels.items} />,
            },
            {
              id: 'scale',
              label: t('education.settings.scale'),
              render: () => (
                <ScaleTab key={JSON.stringify(settings.scale)} scope={scope} settings={settings} />
              ),
            },
            {
              id: 'hours',
              label: t('education.settings.hours'),
              render: () => <HoursTab scope={scope} settings={settings} levels={levels.items} />,
            },
          ]}
        />
      )}
    </section>
  );
}

function SubjectsTab({ scope, settings }: { scope: Scope; settings: EducationSettings }) {
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
              <span className="block text-sm" dir={i18n.language === 'ar' ? 'ltr' : 'rtl'}>
                {i18n.language === 'ar' ? subject.name_fr : subject.name_ar}
              </span>
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

const subjectForm = z.object({
  name_fr: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(60, 'validation.tooLong')),
  name_ar: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(60, 'validation.tooLong')),
  color: z.string().check(z.regex(/^#[0-9a-f]{6}$/i, 'apiErrors.INVALID_COLOR')),
});
type SubjectValues = z.input<typeof subjectForm>;

function SubjectDialog({
  scope,
  subject,
  onClose,
}: {
  scope: Scope;
  subject: EducationSettings['subjects'][number] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateSubjectMutation();
  const [update] = useUpdateSubjectMutation();
  const colorId = useId();
  const form = useForm<SubjectValues>({
    resolver: zodResolver(subjectForm),
    defaultValues: {
      name_fr: subject?.name_fr ?? '',
      name_ar: subject?.name_ar ?? '',
      color: subject?.color ?? '#2563eb',
    },
  });
  const title = subject
    ? t('education.settings.editSubject', { name: subject.name_fr })
    : t('education.settings.newSubject');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          if (subject) await update({ id: subject.id, year: scope.year, input: values }).unwrap();
          else await create({ scope, input: values, idempotencyKey }).unwrap();
          void notify('success', t('education.settings.subjectSaved', { name: values.name_fr }));
          onClose();
        }}
      >
        <TextField name="name_fr" label={t('education.settings.nameFr')} required />
        <TextField name="name_ar" label={t('education.settings.nameAr')} required dir="rtl" />
        <div>
          <label htmlFor={colorId} className="mb-1 block text-sm font-semibold">
            {t('education.settings.color')}
          </label>
          <input
            id={colorId}
            type="color"
            className="h-11 w-20 rounded-control"
            {...form.register('color')}
          />
        </div>
        <FormActions
          submitLabel={t('education.save')}
          onCancel={onClose}
          cancelLabel={t('education.cancel')}
        />
      </Form>
    </Modal>
  );
}

function LevelPicker({
  levels,
  value,
  onChange,
}: {
  levels: Levels;
  value: number;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {t('education.level')}
      </label>
      <select
        id={id}
        className={INPUT}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {levels.map((level) => (
          <option key={level.id} value={level.id}>
            {level.code} · {level.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A save button with the server's refusal under it, in the catalogue's words. */
function SaveBar({
  onSave,
  busy,
  error,
  label,
}: {
  onSave: () => void;
  busy: boolean;
  error: string | null;
  label: string;
}) {
  return (
    <div className="space-y-1">
      <button type="button" className={BUTTON.primary} onClick={onSave} disabled={busy}>
        <Save size={16} aria-hidden="true" />
        {label}
      </button>
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger-700 dark:text-danger-500">
          {error}
        </p>
      )}
    </div>
  );
}

function Field({
  label,
  value,
  onChange,
  dir,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  dir?: 'rtl';
}) {
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold">
        {label}
      </label>
      <input
        id={id}
        className={INPUT}
        value={value}
        dir={dir}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

type EditableGrid = GridInput['domains'];

function GridTab({ scope, settings, levels }: { scope: Scope; settings: EducationSettings; levels: Levels }) {
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

function ScaleTab({ scope, settings }: { scope: Scope; settings: EducationSettings }) {
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

function HoursTab({
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
