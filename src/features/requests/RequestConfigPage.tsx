import { skipToken } from '@reduxjs/toolkit/query';
import { Pencil, Plus, Settings2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Badge } from '../../components/Badge';
import { BUTTON } from '../../components/buttons';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { CheckboxField } from '../../components/form/CheckboxField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { REQUEST_FIELD_KINDS, REQUEST_LIMITS } from '../../domain/requests';
import type { Scope } from '../../session/useScope';
import { useScope } from '../../session/useScope';
import { localLabel, localName } from './names';
import { useRequestTypesQuery, useSaveRequestTypeMutation } from './requests.api';
import { TYPE_KINDS, type RequestType, type RequestTypeInput } from './requests.schemas';

const label = z.string().check(z.trim(), z.maxLength(REQUEST_LIMITS.labelMax, 'validation.tooLong'));
const requiredLabel = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(REQUEST_LIMITS.labelMax, 'validation.tooLong'),
  );

const fieldShape = z.object({
  key: z.string(),
  label_fr: requiredLabel,
  label_ar: label,
  kind: z.enum(REQUEST_FIELD_KINDS),
  required: z.boolean(),
  /** The choices, one per line. */
  choices: z.string(),
});

const typeSchema = z
  .object({
    name_fr: requiredLabel,
    name_ar: label,
    kind: z.enum(TYPE_KINDS),
    permission: z.string().check(z.minLength(1, 'validation.required')),
    delayDays: z
      .number('validation.required')
      .check(
        z.int('validation.format'),
        z.minimum(1, 'validation.min'),
        z.maximum(REQUEST_LIMITS.delayMax, 'validation.max'),
      ),
    active: z.boolean(),
    fields: z.array(fieldShape).check(z.maxLength(REQUEST_LIMITS.fieldsMax, 'requests.config.tooManyFields')),
  })
  .check(
    z.superRefine((values, context) => {
      values.fields.forEach((field, index) => {
        const count = choicesOf(field.choices).length;
        if (field.kind === 'choice' && (count < 2 || count > REQUEST_LIMITS.choicesMax)) {
          context.addIssue({
            code: 'custom',
            path: ['fields', index, 'choices'],
            message: 'requests.config.choicesCount',
          });
        }
      });
    }),
  );
type TypeValues = z.input<typeof typeSchema>;

function choicesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function valuesOf(type: RequestType | null): TypeValues {
  return type
    ? {
        name_fr: type.name_fr,
        name_ar: type.name_ar,
        kind: type.kind,
        permission: type.permission,
        delayDays: type.delayDays,
        active: type.active,
        fields: type.fields.map((field) => ({ ...field, choices: field.choices.join('\n') })),
      }
    : {
        name_fr: '',
        name_ar: '',
        kind: 'other',
        permission: 'view-request-page',
        delayDays: 3,
        active: true,
        fields: [],
      };
}

function FieldRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const kind = useWatch({ name: `fields.${index}.kind` }) as string;
  return (
    <fieldset className="grid gap-3 rounded-card border border-neutral-200 p-3 md:grid-cols-2 dark:border-neutral-700">
      <legend className="px-1 font-semibold">{t('requests.config.field', { number: index + 1 })}</legend>
      <TextField name={`fields.${index}.label_fr`} label={t('requests.config.labelFr')} required />
      <TextField name={`fields.${index}.label_ar`} label={t('requests.config.labelAr')} dir="rtl" />
      <SelectField
        name={`fields.${index}.kind`}
        label={t('requests.config.kind')}
        required
        options={REQUEST_FIELD_KINDS.map((value) => ({ value, label: t(`requests.config.kinds.${value}`) }))}
      />
      <CheckboxField name={`fields.${index}.required`} label={t('requests.config.required')} />
      {kind === 'choice' && (
        <ChoicesField
          name={`fields.${index}.choices`}
          label={t('requests.config.choices')}
          hint={t('requests.config.choicesHint')}
        />
      )}
      <div className="flex items-end md:col-span-2">
        <button type="button" className={BUTTON.secondary} onClick={onRemove}>
          <Trash2 size={16} aria-hidden="true" />
          {t('requests.config.removeField', { number: index + 1 })}
        </button>
      </div>
    </fieldset>
  );
}

function ChoicesField(props: { name: string; label: string; hint: string }) {
  return <TextAreaField {...props} rows={3} />;
}

function TypeDialog({
  scope,
  type,
  permissions,
  onClose,
}: {
  scope: Scope;
  type: RequestType | null;
  permissions: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [save] = useSaveRequestTypeMutation();
  const form = useForm<TypeValues>({ resolver: zodResolver(typeSchema), defaultValues: valuesOf(type) });
  const fields = useFieldArray({ control: form.control, name: 'fields' });
  const title = type ? t('requests.config.editTitle', { name: type.name_fr }) : t('requests.config.newTitle');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting} size="lg">
      <Form
        form={form}
        guard={false}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const parsed = values as z.output<typeof typeSchema>;
          const input: RequestTypeInput = {
            ...parsed,
            fields: parsed.fields.map((field, index) => ({
              ...field,
              key: field.key || `field${index + 1}`,
              choices: field.kind === 'choice' ? choicesOf(field.choices) : [],
            })),
          };
          await save({ scope, id: type?.id ?? null, input, idempotencyKey }).unwrap();
          void notify('success', t('requests.config.saved', { name: input.name_fr }));
          onClose();
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="name_fr" label={t('requests.config.nameFr')} required />
          <TextField name="name_ar" label={t('requests.config.nameAr')} dir="rtl" />
          <SelectField
            name="kind"
            label={t('requests.config.typeKind')}
            required
            options={TYPE_KINDS.map((value) => ({ value, label: t(`requests.config.typeKinds.${value}`) }))}
          />
          <SelectField
            name="permission"
            label={t('requests.config.permission')}
            hint={t('requests.config.permissionHint')}
            required
            options={permissions.map((value) => ({
              value,
              label: t(`requests.config.permissions.${value}`, { defaultValue: value }),
            }))}
          />
          <NumberField
            name="delayDays"
            label={t('requests.config.delay')}
            hint={t('requests.config.delayHint')}
            required
            min={1}
            max={REQUEST_LIMITS.delayMax}
          />
          <CheckboxField name="active" label={t('requests.config.active')} />
        </div>
        <h3 className="font-semibold">{t('requests.config.fields')}</h3>
        {fields.fields.map((field, index) => (
          <FieldRow key={field.id} index={index} onRemove={() => fields.remove(index)} />
        ))}
        {fields.fields.length < REQUEST_LIMITS.fieldsMax && (
          <button
            type="button"
            className={BUTTON.secondary}
            onClick={() =>
              fields.append({
                key: '',
                label_fr: '',
                label_ar: '',
                kind: 'text',
                required: false,
                choices: '',
              })
            }
          >
            <Plus size={16} aria-hidden="true" />
            {t('requests.config.addField')}
          </button>
        )}
        <FormActions submitLabel={t('common.save')} onCancel={onClose} cancelLabel={t('common.cancel')} />
      </Form>
    </Modal>
  );
}

/** `request-config`: the request types of the selected branch, their handling permission, delay and fields. */
export default function RequestConfigPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scope = useScope();
  const { data, isError, isLoading, refetch } = useRequestTypesQuery(scope ?? skipToken);
  const [editing, setEditing] = useState<RequestType | 'new' | null>(null);
  const newButton = (
    <button type="button" className={BUTTON.primary} onClick={() => setEditing('new')}>
      <Plus size={16} aria-hidden="true" />
      {t('requests.config.new')}
    </button>
  );
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {t('routes.request-config')}
        </h1>
        {newButton}
      </div>
      <p className="text-neutral-600 dark:text-neutral-300">{t('requests.config.intro')}</p>
      {isError ? (
        <ErrorState message={t('requests.config.loadError')} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <div
          className="h-32 animate-pulse rounded-card bg-neutral-200 dark:bg-neutral-700"
          aria-hidden="true"
        />
      ) : data.items.length === 0 ? (
        <EmptyState icon={Settings2} message={t('requests.config.empty')} action={newButton} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.items.map((type) => (
            <Card as="li" key={type.id} className="space-y-2">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold">{localName(type, language)}</h2>
                  <p className="text-sm text-neutral-600 dark:text-neutral-300">
                    {t('requests.config.delayDays', { count: type.delayDays })} ·{' '}
                    {t(`requests.config.permissions.${type.permission}`, { defaultValue: type.permission })}
                  </p>
                </div>
                {type.active ? (
                  <Badge tone="success">{t('requests.config.activeBadge')}</Badge>
                ) : (
                  <Badge tone="neutral">{t('requests.config.inactiveBadge')}</Badge>
                )}
              </div>
              <p className="text-sm">
                {type.fields.length === 0
                  ? t('requests.config.noFields')
                  : type.fields
                      .map(
                        (field) =>
                          `${localLabel(field, language)} (${t(`requests.config.kinds.${field.kind}`)})`,
                      )
                      .join(' · ')}
              </p>
              <button type="button" className={BUTTON.secondary} onClick={() => setEditing(type)}>
                <Pencil size={16} aria-hidden="true" />
                {t('requests.config.edit', { name: localName(type, language) })}
              </button>
            </Card>
          ))}
        </ul>
      )}
      {editing && scope && (
        <TypeDialog
          scope={scope}
          type={editing === 'new' ? null : editing}
          permissions={data?.permissions ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
