import { useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import type { Scope } from '../../session/useScope';
import type { Levels } from '../school-settings';
import { useCreateCampaignMutation } from './education.api';
import type { Campaign } from './education.schemas';

const campaignForm = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(80, 'validation.tooLong')),
  levelId: z.string().check(z.minLength(1, 'validation.required')),
  classIds: z.array(z.string()).check(z.minLength(1, 'apiErrors.INVALID_CLASSES')),
  date: z.string().check(z.minLength(1, 'validation.required')),
});
type CampaignValues = z.input<typeof campaignForm>;

/** A new diagnostic campaign: its name, level, classes (all of the level by default) and date; the level's grid. */
export function CampaignDialog({
  scope,
  levels,
  onClose,
  onCreated,
}: {
  scope: Scope;
  levels: Levels['items'];
  onClose: () => void;
  onCreated: (campaign: Campaign) => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateCampaignMutation();
  const form = useForm<CampaignValues>({
    resolver: zodResolver(campaignForm),
    defaultValues: { name: '', levelId: '', classIds: [], date: '' },
  });
  const title = t('education.campaign.new');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const campaign = await create({
            scope,
            input: {
              name: values.name,
              levelId: Number(values.levelId),
              classIds: values.classIds.map(Number),
              date: values.date,
            },
            idempotencyKey,
          }).unwrap();
          void notify('success', t('education.campaign.created', { name: values.name }));
          onCreated(campaign);
        }}
      >
        <TextField name="name" label={t('education.campaign.name')} required />
        <SelectField
          name="levelId"
          label={t('education.level')}
          options={levels.map((level) => ({
            value: String(level.id),
            label: `${level.code} · ${level.name}`,
          }))}
          required
        />
        <ClassChoice levels={levels} />
        <DateField name="date" label={t('education.campaign.date')} required />
        <FormActions
          submitLabel={t('education.save')}
          onCancel={onClose}
          cancelLabel={t('education.cancel')}
        />
      </Form>
    </Modal>
  );
}

/** The classes of the chosen level, with a button that ticks them all. */
function ClassChoice({ levels }: { levels: Levels['items'] }) {
  const { t } = useTranslation();
  const { register, setValue, formState } = useFormContext<CampaignValues>();
  const levelId = useWatch<CampaignValues, 'levelId'>({ name: 'levelId' });
  const classes = levels.find((level) => String(level.id) === levelId)?.classes ?? [];
  const error = formState.errors.classIds?.message ?? formState.errors.classIds?.root?.message;
  return (
    <fieldset aria-describedby={error ? 'classes-error' : undefined} key={levelId}>
      <legend className="mb-1 text-sm font-semibold">{t('education.campaign.classes')}</legend>
      {classes.length === 0 ? (
        <p className="text-sm">{t('education.campaign.chooseLevel')}</p>
      ) : (
        <div className="flex flex-wrap gap-3">
          {classes.map((cls) => (
            <label key={cls.id} className="inline-flex min-h-11 items-center gap-2 md:min-h-control">
              <input
                type="checkbox"
                value={String(cls.id)}
                className="size-4 accent-primary-600"
                {...register('classIds')}
              />
              <span className="text-sm">{cls.name}</span>
            </label>
          ))}
          <button
            type="button"
            className="text-sm text-primary-700 underline dark:text-primary-300"
            onClick={() =>
              setValue(
                'classIds',
                classes.map((cls) => String(cls.id)),
                { shouldValidate: true },
              )
            }
          >
            {t('education.campaign.allClasses')}
          </button>
        </div>
      )}
      {error && (
        <p id="classes-error" className="text-sm text-danger-700 dark:text-danger-500">
          {t(error)}
        </p>
      )}
    </fieldset>
  );
}
