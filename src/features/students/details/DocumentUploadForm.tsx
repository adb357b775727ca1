import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DateField } from '../../../components/form/DateField';
import { FileField } from '../../../components/form/FileField';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { SelectField } from '../../../components/form/SelectField';
import { zodResolver } from '../../../components/form/zodResolver';
import { notify } from '../../../components/notify';
import { useUploadDocumentMutation } from '../studentDetails.api';
import type { DocumentType } from '../students.schemas';

/** PDF or an image, 5 MB at most (docs/api.md "POST students/{id}/documents"). */
export const DOCUMENT_FILES = {
  types: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
  maxMegabytes: 5,
} as const;

const uploadSchema = z.object({
  typeId: z.string().check(z.minLength(1, 'validation.required')),
  file: z
    .array(z.custom<File>((value) => typeof value === 'object' && value !== null && 'size' in value))
    .check(
      z.minLength(1, 'studentDetails.validation.file'),
      z.refine(
        (files) => files.every((file) => (DOCUMENT_FILES.types as readonly string[]).includes(file.type)),
        'studentDetails.documents.fileType',
      ),
      z.refine(
        (files) => files.every((file) => file.size <= DOCUMENT_FILES.maxMegabytes * 1024 * 1024),
        'studentDetails.documents.fileSize',
      ),
    ),
  expiryDate: z.string(),
});
type UploadValues = z.input<typeof uploadSchema>;

/** Upload of one document; the expiry date is asked (and required) when the chosen type has one. */
export function DocumentUploadForm({
  studentId,
  year,
  types,
}: {
  studentId: number;
  year: number;
  types: readonly DocumentType[];
}) {
  const { t } = useTranslation();
  const [upload] = useUploadDocumentMutation();
  const base = zodResolver(uploadSchema);
  const hasExpiry = (typeId: string) => types.find((type) => String(type.id) === typeId)?.hasExpiry ?? false;
  const resolver: Resolver<UploadValues, unknown, z.output<typeof uploadSchema>> = async (
    values,
    context,
    options,
  ) => {
    const result = await base(values, context, options);
    if (!hasExpiry(values.typeId) || /^\d{4}-\d{2}-\d{2}$/.test(values.expiryDate)) return result;
    const errors = {
      ...(result.errors as Record<string, unknown>),
      expiryDate: {
        type: 'custom',
        message: values.expiryDate ? 'validation.invalidDate' : 'validation.required',
      },
    };
    return { values: {}, errors: errors as FieldErrors<UploadValues> };
  };
  const form = useForm<UploadValues, unknown, z.output<typeof uploadSchema>>({
    resolver,
    defaultValues: { typeId: '', file: [], expiryDate: '' },
  });
  const typeId = useWatch({ control: form.control, name: 'typeId' });
  return (
    <Form
      form={form}
      aria-label={t('studentDetails.documents.upload')}
      onSubmit={async (values, { idempotencyKey }) => {
        const file = values.file[0];
        if (!file) return;
        await upload({
          id: studentId,
          year,
          typeId: Number(values.typeId),
          expiryDate: hasExpiry(values.typeId) ? values.expiryDate : null,
          file,
          idempotencyKey,
        }).unwrap();
        void notify('success', t('studentDetails.documents.sent'));
        form.reset({ typeId: '', file: [], expiryDate: '' });
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="typeId"
          label={t('studentDetails.documents.type')}
          required
          options={types.map((type) => ({ value: String(type.id), label: type.name }))}
        />
        {hasExpiry(typeId) && (
          <DateField name="expiryDate" label={t('studentDetails.documents.expiryDate')} required />
        )}
        <div className="sm:col-span-2">
          <FileField
            name="file"
            label={t('studentDetails.documents.file')}
            hint={t('studentDetails.documents.fileHint', { size: DOCUMENT_FILES.maxMegabytes })}
            accept={DOCUMENT_FILES.types.join(',')}
            required
          />
        </div>
      </div>
      <FormActions submitLabel={t('studentDetails.documents.send')} />
    </Form>
  );
}
