import { useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { DateField } from '../../../components/form/DateField';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../components/form/zodResolver';
import { notify } from '../../../components/notify';
import type { Scope } from '../../../session/useScope';
import { useSaveFinanceSettingsMutation } from './financeSettings.api';
import { type FinanceSettingsView } from './financeSettings.schemas';
import {
  MAX_INSTALLMENTS,
  MAX_LABEL_LENGTH,
  templateSchema,
  type TemplateValues,
} from './financeSettings.schemas';

/**
 * Schedule templates: the installments each one generates (label and due date), all saved together. A template
 * applies to new engagements; existing engagements keep the installments generated at their creation.
 */
export function TemplatesList({ scope, settings }: { scope: Scope; settings: FinanceSettingsView }) {
  const { t } = useTranslation();
  const [save] = useSaveFinanceSettingsMutation();
  const form = useForm<TemplateValues>({
    resolver: zodResolver(templateSchema(settings.yearStart, settings.yearEnd)),
    defaultValues: {
      templates: settings.templates.map((template) => ({
        id: template.id,
        installments: template.installments.map((installment) => ({
          // A part without a label (the fee's label) gets the template's name: every label is now required.
          label: installment.label ?? template.name,
          dueDate: installment.dueDate,
        })),
      })),
    },
  });

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save({ ...scope, change: { templates: values.templates } }).unwrap();
        notify('success', t('financeSettings.templates.saved'));
      }}
    >
      <div className="space-y-4">
        <p
          role="note"
          className="rounded-card bg-info-50 p-3 text-sm text-info-800 dark:bg-neutral-800 dark:text-neutral-100"
        >
          {t('financeSettings.templates.hint')}
        </p>
        <div className="grid gap-4 xl:grid-cols-2">
          {settings.templates.map((template, index) => (
            <Card as="section" key={template.id} aria-labelledby={`template-${template.id}`}>
              <h2 id={`template-${template.id}`} className="text-lg font-semibold">
                {template.name}
              </h2>
              <Installments settings={settings} index={index} />
            </Card>
          ))}
        </div>
        <FormActions submitLabel={t('financeSettings.templates.save')} />
      </div>
    </Form>
  );
}

function Installments({ settings, index: at }: { settings: FinanceSettingsView; index: number }) {
  const { t } = useTranslation();
  const { control, formState } = useFormContext<TemplateValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `templates.${at}.installments` });
  const listError = formState.errors.templates?.[at]?.installments;
  const listMessage = listError?.message ?? listError?.root?.message;

  return (
    <div className="space-y-3">
      <p className="text-sm text-neutral-600 dark:text-neutral-300">
        {t('financeSettings.templates.count', { count: fields.length })}
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid items-end gap-3 border-b border-neutral-200 pb-3 sm:grid-cols-[1fr_1fr_auto] dark:border-neutral-700"
          >
            <TextField
              name={`templates.${at}.installments.${index}.label`}
              label={t('financeSettings.templates.label', { number: index + 1 })}
              maxLength={MAX_LABEL_LENGTH}
              required
            />
            <DateField
              name={`templates.${at}.installments.${index}.dueDate`}
              label={t('financeSettings.templates.dueDate', { number: index + 1 })}
              min={settings.yearStart}
              max={settings.yearEnd}
              required
            />
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={fields.length <= 1}
              onClick={() => remove(index)}
            >
              {t('financeSettings.templates.remove', { number: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
      {listMessage ? (
        <p role="alert" className="text-sm text-danger-700 dark:text-danger-300">
          {t(listMessage)}
        </p>
      ) : null}
      <button
        type="button"
        className={BUTTON.secondary}
        disabled={fields.length >= MAX_INSTALLMENTS}
        onClick={() => append({ label: '', dueDate: '' })}
      >
        {t('financeSettings.templates.add')}
      </button>
    </div>
  );
}
