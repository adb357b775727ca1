import { skipToken } from '@reduxjs/toolkit/query';
import type { ApiError } from '../../../api/baseQuery';
import { apiErrorText } from '../../../api/errorText';
import { ArrowDown, ArrowUp, FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Badge } from '../../../components/Badge';
import { BUTTON } from '../../../components/buttons';
import { cardClass } from '../../../components/Card';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../components/form/zodResolver';
import { Modal } from '../../../components/Modal';
import { ICON_BUTTON, RowActions } from '../../../components/RowActions';
import { notify } from '../../../components/notify';
import { useScope, type Scope } from '../../../session/useScope';
import { TabSkeleton } from '../details/OverviewTab';
import {
  useCreateDocumentTypeMutation,
  useDeleteDocumentTypeMutation,
  useDocumentTypesQuery,
  useUpdateDocumentTypeMutation,
} from '../studentDetails.api';
import type { DocumentType, DocumentTypeInput } from '../students.schemas';

const APPLIES = ['student', 'guardian', 'application'] as const;

const typeSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(120, 'validation.tooLong')),
  required: z.boolean(),
  appliesTo: z.enum(APPLIES, 'validation.required'),
  hasExpiry: z.boolean(),
});
type TypeValues = z.input<typeof typeSchema>;

/** `files-types-management-config`: the document types asked of families, in order (create, edit, move, delete). */
export default function DocumentTypesPage() {
  const { t } = useTranslation();
  const scope = useScope();
  const types = useDocumentTypesQuery(scope ?? skipToken);
  const [update] = useUpdateDocumentTypeMutation();
  const [remove] = useDeleteDocumentTypeMutation();
  const [editing, setEditing] = useState<DocumentType | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DocumentType | null>(null);
  const items = types.data?.items ?? [];

  const move = async (type: DocumentType, step: -1 | 1) => {
    if (!scope) return;
    const { id, order, ...rest } = type;
    try {
      await update({ scope, id, input: { ...rest, order: order + step } }).unwrap();
      void notify('success', t('studentConfig.types.moved'));
    } catch (error) {
      void notify('error', apiErrorText(error, t, t('form.saveFailed')));
    }
  };

  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
          {t('routes.files-types-management-config')}
        </h1>
        <button
          type="button"
          className={BUTTON.primary}
          onClick={() => setEditing('new')}
          disabled={!types.data}
        >
          <Plus size={16} aria-hidden="true" />
          {t('studentConfig.types.add')}
        </button>
      </div>
      <p className="text-neutral-700 dark:text-neutral-300">{t('studentConfig.types.intro')}</p>
      {types.isError && !types.data ? (
        <ErrorState message={t('studentConfig.types.loadError')} onRetry={() => void types.refetch()} />
      ) : !types.data ? (
        <TabSkeleton />
      ) : items.length === 0 ? (
        <EmptyState icon={FileText} message={t('studentConfig.types.empty')} />
      ) : (
        <ol
          aria-label={t('routes.files-types-management-config')}
          className={`${cardClass()} divide-y divide-neutral-100 dark:divide-neutral-700`}
        >
          {items.map((type, index) => (
            <li key={type.id} className="flex flex-wrap items-center gap-3 py-3">
              <span className="w-6 text-end tabular-nums text-neutral-600 dark:text-neutral-400">
                {type.order}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{type.name}</span>
                <span className="mt-1 flex flex-wrap gap-2">
                  <Badge tone="info">{t(`studentConfig.types.applies.${type.appliesTo}`)}</Badge>
                  <Badge tone={type.required ? 'primary' : 'neutral'}>
                    {type.required
                      ? t('studentDetails.documents.required')
                      : t('studentDetails.documents.optional')}
                  </Badge>
                  {type.hasExpiry && <Badge tone="warning">{t('studentConfig.types.expiry')}</Badge>}
                </span>
              </span>
              <RowActions
                editLabel={t('studentConfig.types.edit', { name: type.name })}
                deleteLabel={t('studentConfig.types.delete', { name: type.name })}
                onEdit={() => setEditing(type)}
                onDelete={() => setDeleting(type)}
              >
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={t('studentConfig.types.moveUp', { name: type.name })}
                  disabled={index === 0}
                  onClick={() => void move(type, -1)}
                >
                  <ArrowUp size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  aria-label={t('studentConfig.types.moveDown', { name: type.name })}
                  disabled={index === items.length - 1}
                  onClick={() => void move(type, 1)}
                >
                  <ArrowDown size={16} aria-hidden="true" />
                </button>
              </RowActions>
            </li>
          ))}
        </ol>
      )}
      {editing && scope && (
        <TypeDialog
          type={editing === 'new' ? null : editing}
          scope={scope}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('studentConfig.types.deleteTitle')}
        message={t('studentConfig.types.deleteMessage', { name: deleting?.name ?? '' })}
        confirmLabel={t('studentConfig.types.deleteConfirm')}
        tone="danger"
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting || !scope) return;
          // A 409 TYPE_IN_USE stays in the dialog, in the user's language (api/errorText).
          await remove({ scope, id: deleting.id }).unwrap();
          setDeleting(null);
          void notify('success', t('studentConfig.types.deleted'));
        }}
      />
    </section>
  );
}

function TypeDialog({
  type,
  scope,
  onClose,
}: {
  type: DocumentType | null;
  scope: Scope;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateDocumentTypeMutation();
  const [update] = useUpdateDocumentTypeMutation();
  const form = useForm<TypeValues>({
    resolver: zodResolver(typeSchema),
    defaultValues: type
      ? { name: type.name, required: type.required, appliesTo: type.appliesTo, hasExpiry: type.hasExpiry }
      : { name: '', required: true, appliesTo: 'student', hasExpiry: false },
  });
  return (
    <Modal
      open
      title={type ? t('studentConfig.types.editTitle', { name: type.name }) : t('studentConfig.types.add')}
      onClose={onClose}
      busy={form.formState.isSubmitting}
    >
      <Form
        form={form}
        guard={false}
        onSubmit={async (values, { idempotencyKey }) => {
          const input: DocumentTypeInput = { ...values, name: values.name.trim() };
          try {
            if (type) await update({ scope, id: type.id, input: { ...input, order: type.order } }).unwrap();
            else await create({ scope, input, idempotencyKey }).unwrap();
          } catch (caught) {
            const error = caught as ApiError;
            // The name is taken: the toast says so too, not only "some fields are not valid".
            if (error.fields?.name === 'DUPLICATE_DOCUMENT_TYPE')
              throw { ...error, code: 'DUPLICATE_DOCUMENT_TYPE' };
            throw error;
          }
          void notify('success', t('studentConfig.types.saved'));
          onClose();
        }}
      >
        <TextField name="name" label={t('studentConfig.types.name')} required />
        <SelectField
          name="appliesTo"
          label={t('studentConfig.types.appliesTo')}
          required
          options={APPLIES.map((value) => ({ value, label: t(`studentConfig.types.applies.${value}`) }))}
        />
        <CheckboxField name="required" label={t('studentConfig.types.required')} />
        <CheckboxField name="hasExpiry" label={t('studentConfig.types.hasExpiry')} />
        <FormActions
          submitLabel={t('studentConfig.types.save')}
          onCancel={onClose}
          cancelLabel={t('studentConfig.types.cancel')}
        />
      </Form>
    </Modal>
  );
}
