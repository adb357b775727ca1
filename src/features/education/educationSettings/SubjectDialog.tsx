import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../components/form/zodResolver';
import { Modal } from '../../../components/Modal';
import { notify } from '../../../components/notify';
import type { Scope } from '../../../session/useScope';
import { useCreateSubjectMutation, useUpdateSubjectMutation } from '../education.api';
import type { EducationSettings } from '../education.schemas';

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

/** A subject, new or edited: its names in French and Arabic and its colour. */
export function SubjectDialog({
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
