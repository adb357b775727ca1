import { skipToken } from '@reduxjs/toolkit/query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Badge } from '../../../components/Badge';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { ErrorState } from '../../../components/ErrorState';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../components/form/zodResolver';
import { Modal } from '../../../components/Modal';
import { notify } from '../../../components/notify';
import { useScope, type Scope } from '../../../session/useScope';
import { SECTION_TITLE, TabSkeleton } from '../details/OverviewTab';
import { useLevelsQuery, type Levels } from '../../school-settings';
import { useUpdateLevelMutation } from '../studentDetails.api';
import { STATUS_TONE } from '../studentRules';

type Level = Levels['items'][number];

const levelSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(60, 'validation.tooLong')),
});
type LevelValues = z.input<typeof levelSchema>;

const CYCLES = ['maternelle', 'élémentaire', 'collège'] as const;

/** `student-management-config`: level names (order and cycle follow the curriculum) and the fixed statuses. */
export default function StudentConfigPage() {
  const { t } = useTranslation();
  const scope = useScope();
  const levels = useLevelsQuery(scope ?? skipToken);
  const [editing, setEditing] = useState<Level | null>(null);
  const cycleLabel = (cycle: string) =>
    (CYCLES as readonly string[]).includes(cycle)
      ? t(`studentConfig.cycles.${cycle as (typeof CYCLES)[number]}`)
      : cycle;
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.student-management-config')}
      </h1>
      <Card as="section" aria-labelledby="levels-title">
        <h2 id="levels-title" className={SECTION_TITLE}>
          {t('studentConfig.levels.title')}
        </h2>
        <p className="mb-3 text-sm text-neutral-700 dark:text-neutral-300">
          {t('studentConfig.levels.intro')}
        </p>
        {levels.isError && !levels.data ? (
          <ErrorState message={t('studentConfig.levels.loadError')} onRetry={() => void levels.refetch()} />
        ) : !levels.data ? (
          <TabSkeleton />
        ) : (
          <ol className="divide-y divide-neutral-100 dark:divide-neutral-700">
            {levels.data.items.map((level) => (
              <li key={level.id} className="flex flex-wrap items-center gap-3 py-2">
                <span className="w-8 text-end tabular-nums text-neutral-600 dark:text-neutral-400">
                  {level.order}
                </span>
                <span className="w-12 font-semibold">{level.code}</span>
                <span className="min-w-0 flex-1">
                  <span className="block">{level.name}</span>
                  <span className="block text-sm text-neutral-600 dark:text-neutral-400">
                    {cycleLabel(level.cycle)} · {t('studentConfig.levels.classes')} : {level.classes.length}
                  </span>
                </span>
                <button
                  type="button"
                  className={BUTTON.secondary}
                  aria-label={t('studentConfig.levels.edit', { code: level.code })}
                  onClick={() => setEditing(level)}
                >
                  <Pencil size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card as="section" aria-labelledby="statuses-title">
        <h2 id="statuses-title" className={SECTION_TITLE}>
          {t('studentConfig.statuses.title')}
        </h2>
        <p className="mb-3 text-sm text-neutral-700 dark:text-neutral-300">
          {t('studentConfig.statuses.intro')}
        </p>
        <dl className="grid gap-3">
          {(['expected', 'active', 'left'] as const).map((status) => (
            <div key={status} className="flex flex-wrap items-center gap-3">
              <dt>
                <Badge tone={STATUS_TONE[status]}>{t(`students.status.${status}`)}</Badge>
              </dt>
              <dd className="text-neutral-800 dark:text-neutral-200">
                {t(`studentConfig.statuses.${status}`)}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      {editing && scope && (
        <LevelDialog
          level={editing}
          scope={scope}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void levels.refetch();
          }}
        />
      )}
    </section>
  );
}

function LevelDialog({
  level,
  scope,
  onClose,
  onSaved,
}: {
  level: Level;
  scope: Scope;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [update] = useUpdateLevelMutation();
  const form = useForm<LevelValues>({
    resolver: zodResolver(levelSchema),
    defaultValues: { name: level.name },
  });
  return (
    <Modal
      open
      title={t('studentConfig.levels.edit', { code: level.code })}
      onClose={onClose}
      busy={form.formState.isSubmitting}
    >
      <Form
        form={form}
        guard={false}
        onSubmit={async (values) => {
          await update({ scope, id: level.id, name: values.name }).unwrap();
          void notify('success', t('studentConfig.levels.saved'));
          onSaved();
        }}
      >
        <TextField name="name" label={t('studentConfig.levels.nameOf', { code: level.code })} required />
        <FormActions
          submitLabel={t('studentConfig.levels.save')}
          onCancel={onClose}
          cancelLabel={t('studentConfig.types.cancel')}
        />
      </Form>
    </Modal>
  );
}
