import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DateField } from '../../components/form/DateField';
import { FileField } from '../../components/form/FileField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { todayIso } from '../../domain/dates';
import { ITEM_CATEGORIES, LOST_ITEM_LIMITS, PHOTO_TYPES } from '../../domain/lostItems';
import type { Scope } from '../../session/useScope';
import { rememberItemPhoto } from './itemPhotos';
import { useRecordLostItemMutation } from './lostItems.api';
import type { ItemDetail } from './lostItems.schemas';
import { checkPhoto, photoName, resizePhoto } from './photo';

const itemSchema = z.object({
  file: z.array(z.custom<File>((value) => typeof value === 'object' && value !== null && 'size' in value)),
  category: z.string().check(z.minLength(1, 'validation.required')),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(LOST_ITEM_LIMITS.description, 'lostItems.validation.tooLong'),
    ),
  place: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(LOST_ITEM_LIMITS.place, 'lostItems.validation.tooLong'),
    ),
  foundOn: z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate'),
    z.refine((value) => value <= todayIso(), 'lostItems.validation.future'),
  ),
});
type ItemValues = z.input<typeof itemSchema>;
type ItemOutput = z.output<typeof itemSchema>;

/** The schema's checks, then the photo's content (its first bytes), before anything is sent. */
const base = zodResolver(itemSchema);
const resolver: Resolver<ItemValues, unknown, ItemOutput> = async (values, context, options) => {
  const result = await base(values, context, options);
  const file = values.file[0];
  const problem = file ? await checkPhoto(file) : null;
  if (!problem) return result;
  const errors = {
    ...(result.errors as Record<string, unknown>),
    file: { type: 'custom', message: problem === 'type' ? 'lostItems.photo.type' : 'lostItems.photo.size' },
  };
  return { values: {}, errors: errors as FieldErrors<ItemValues> };
};

/** "Record a found item": photo (checked by content, resized here), category, description, place, date found. */
export function RecordItemDialog({
  scope,
  onClose,
  onRecorded,
}: {
  scope: Scope;
  onClose: () => void;
  onRecorded: (item: ItemDetail) => void;
}) {
  const { t } = useTranslation();
  const [record] = useRecordLostItemMutation();
  const form = useForm<ItemValues, unknown, ItemOutput>({
    resolver,
    defaultValues: { file: [], category: '', description: '', place: '', foundOn: todayIso() },
  });
  const picked = useWatch({ control: form.control, name: 'file' })[0];
  return (
    <Modal open title={t('lostItems.record.title')} onClose={onClose} size="lg">
      <Form
        form={form}
        aria-label={t('lostItems.record.title')}
        onSubmit={async (values, { idempotencyKey }) => {
          const file = values.file[0];
          const photo = file ? await resizePhoto(file) : null;
          if (file && !photo) {
            form.setError('file', { type: 'custom', message: 'lostItems.photo.size' }, { shouldFocus: true });
            return;
          }
          const item = await record({
            scope,
            input: {
              category: values.category,
              description: values.description,
              place: values.place,
              foundOn: values.foundOn,
              photo,
              photoName: file && photo ? photoName(file.name, photo) : '',
            },
            idempotencyKey,
          }).unwrap();
          if (photo) await rememberItemPhoto(item.id, photo);
          void notify('success', t('lostItems.record.saved'));
          onRecorded(item);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FileField
              name="file"
              label={t('lostItems.fields.photo')}
              hint={t('lostItems.photo.hint')}
              accept={PHOTO_TYPES.join(',')}
            />
            {picked && (
              // The picked file's name, shown as text whatever it contains.
              <p className="mt-1 text-sm break-all text-neutral-600 dark:text-neutral-300" dir="auto">
                {t('lostItems.photo.picked', { name: picked.name })}
              </p>
            )}
          </div>
          <SelectField
            name="category"
            label={t('lostItems.fields.category')}
            required
            options={ITEM_CATEGORIES.map((value) => ({ value, label: t(`lostItems.category.${value}`) }))}
          />
          <DateField name="foundOn" label={t('lostItems.fields.foundOn')} required />
          <div className="sm:col-span-2">
            <TextAreaField
              name="description"
              label={t('lostItems.fields.description')}
              required
              maxLength={LOST_ITEM_LIMITS.description}
            />
          </div>
          <div className="sm:col-span-2">
            <TextField name="place" label={t('lostItems.fields.place')} required />
          </div>
        </div>
        <FormActions
          submitLabel={t('lostItems.record.submit')}
          onCancel={onClose}
          cancelLabel={t('common.cancel')}
        />
      </Form>
    </Modal>
  );
}
