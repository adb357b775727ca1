import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { todayIso } from '../../domain/dates';
import { EXPENSE_TYPES, RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '../../domain/transport';
import { DateField } from '../../components/form/DateField';
import { FileField } from '../../components/form/FileField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import type { Scope } from '../../session/useScope';
import { useCreateExpenseMutation } from './transport.api';

const expenseSchema = z.object({
  carId: z.string().check(z.minLength(1, 'validation.required')),
  type: z.string().check(z.minLength(1, 'validation.required')),
  amount: z.number('validation.required').check(z.gt(0, 'apiErrors.INVALID_AMOUNT')),
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate')),
  note: z.string().check(z.trim(), z.maxLength(200, 'validation.tooLong')),
  // The declared type and size are checked here; the content is checked by the server (docs/api.md "Transport").
  receipt: z.array(z.custom<File>()).check(
    z.refine((files) => files.every((file) => (RECEIPT_TYPES as readonly string[]).includes(file.type)), {
      message: 'apiErrors.RECEIPT_FILE_TYPE',
    }),
    z.refine((files) => files.every((file) => file.size <= RECEIPT_MAX_BYTES), {
      message: 'apiErrors.FILE_TOO_LARGE',
    }),
  ),
});
type ExpenseValues = z.input<typeof expenseSchema>;

/** "New expense": car, type, amount, date, a note and the receipt (an image or a PDF). */
export function ExpenseDialog({
  scope,
  cars,
  onClose,
}: {
  scope: Scope;
  cars: ReadonlyArray<{ id: number; plate: string }>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [create] = useCreateExpenseMutation();
  const form = useForm<ExpenseValues>({
    resolver: zodResolver(expenseSchema),
    defaultValues: {
      carId: '',
      type: 'fuel',
      amount: undefined as unknown as number,
      date: todayIso(),
      note: '',
      receipt: [],
    },
  });
  const title = t('transport.expenses.new');
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        guard={false}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          await create({
            scope,
            input: { ...values, receipt: values.receipt[0] ?? null },
            idempotencyKey,
          }).unwrap();
          void notify('success', t('transport.expenses.created'));
          onClose();
        }}
      >
        <SelectField
          name="carId"
          label={t('transport.expenses.car')}
          options={cars.map((car) => ({ value: String(car.id), label: car.plate }))}
          placeholder={t('transport.assign.choose')}
          required
        />
        <SelectField
          name="type"
          label={t('transport.expenses.type')}
          options={EXPENSE_TYPES.map((value) => ({ value, label: t(`transport.expenseType.${value}`) }))}
          required
        />
        <NumberField name="amount" label={t('transport.expenses.amount')} min={0} step={0.01} required />
        <DateField name="date" label={t('transport.expenses.date')} max={todayIso()} required />
        <TextField name="note" label={t('transport.expenses.note')} />
        <FileField
          name="receipt"
          label={t('transport.expenses.receipt')}
          hint={t('transport.expenses.receiptHint')}
          accept={RECEIPT_TYPES.join(',')}
        />
        <FormActions
          submitLabel={t('transport.save')}
          onCancel={onClose}
          cancelLabel={t('transport.cancel')}
        />
      </Form>
    </Modal>
  );
}
