import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { SelectField } from '../../components/form/SelectField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { todayIso } from '../../domain/dates';
import { ITEM_CATEGORIES, LOST_ITEM_LIMITS } from '../../domain/lostItems';
import { useSendLostItemRequestMutation } from './lostItems.api';

const lostSchema = z.object({
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'validation.required'),
      z.maxLength(LOST_ITEM_LIMITS.description, 'lostItems.validation.tooLong'),
    ),
  category: z.string(),
  lostOn: z.string().check(
    z.refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), 'validation.invalidDate'),
    z.refine((value) => value <= todayIso(), 'lostItems.validation.future'),
  ),
});

/** A parent describes something the selected child lost; the office matches it to a found item. */
export function LostItemDialog({
  student,
  year,
  child,
  onClose,
}: {
  student: number;
  year: number;
  child: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [send] = useSendLostItemRequestMutation();
  const form = useForm({
    resolver: zodResolver(lostSchema),
    defaultValues: { description: '', category: '', lostOn: '' },
  });
  return (
    <Modal open title={t('lostItems.parent.describeTitle', { name: child })} onClose={onClose}>
      <Form
        form={form}
        aria-label={t('lostItems.parent.describeTitle', { name: child })}
        onSubmit={async (values, { idempotencyKey }) => {
          await send({ student, year, input: { kind: 'lost', ...values }, idempotencyKey }).unwrap();
          void notify('success', t('lostItems.parent.described'));
          onClose();
        }}
      >
        <TextAreaField
          name="description"
          label={t('lostItems.parent.whatLost')}
          hint={t('lostItems.parent.whatLostHint')}
          required
          maxLength={LOST_ITEM_LIMITS.description}
        />
        <SelectField
          name="category"
          label={t('lostItems.fields.category')}
          options={ITEM_CATEGORIES.map((value) => ({ value, label: t(`lostItems.category.${value}`) }))}
        />
        <DateField name="lostOn" label={t('lostItems.fields.lostOn')} />
        <FormActions
          submitLabel={t('lostItems.parent.describeSubmit')}
          onCancel={onClose}
          cancelLabel={t('common.cancel')}
        />
      </Form>
    </Modal>
  );
}
