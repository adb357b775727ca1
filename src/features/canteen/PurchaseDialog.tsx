import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { BUTTON } from '../../components/buttons';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { ICON_BUTTON } from '../../components/RowActions';
import { todayIso } from '../../domain/dates';
import type { Scope } from '../../session/useScope';
import { useCreatePurchaseMutation } from './canteen.api';
import { money } from './parts';
import { useIngredientOptions } from './useIngredientOptions';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const purchaseForm = z.object({
  supplier: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(80, 'validation.tooLong')),
  date: z.string().check(z.regex(DATE, 'validation.invalidDate')),
  lines: z
    .array(
      z.object({
        ingredientId: z.string().check(z.minLength(1, 'validation.required')),
        quantity: z.number('validation.required').check(z.gt(0, 'apiErrors.INVALID_QUANTITY')),
        unitPrice: z.number('validation.required').check(z.gte(0, 'apiErrors.INVALID_PRICE')),
      }),
    )
    .check(z.minLength(1, 'validation.required')),
});
type PurchaseValues = z.input<typeof purchaseForm>;
const emptyLine = () => ({
  ingredientId: '',
  quantity: undefined as unknown as number,
  unitPrice: undefined as unknown as number,
});

/** A delivery: supplier, date, its lines (ingredient, quantity, unit price) and the total; saving adds to the stock. */
export function PurchaseDialog({ scope, onClose }: { scope: Scope; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [create] = useCreatePurchaseMutation();
  const { options } = useIngredientOptions(scope);
  const form = useForm<PurchaseValues>({
    resolver: zodResolver(purchaseForm),
    defaultValues: { supplier: '', date: todayIso(), lines: [emptyLine()] },
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = useWatch({ control: form.control, name: 'lines' });
  const total = (watched ?? []).reduce(
    (sum, line) => sum + (Number(line?.quantity) || 0) * (Number(line?.unitPrice) || 0),
    0,
  );
  const title = t('canteen.purchases.new');
  return (
    <Modal open title={title} onClose={onClose} size="lg" busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          const input = {
            ...values,
            lines: values.lines.map((line) => ({ ...line, ingredientId: Number(line.ingredientId) })),
          };
          const purchase = await create({ scope, input, idempotencyKey }).unwrap();
          void notify(
            'success',
            t('canteen.purchases.created', { total: money(purchase.total, i18n.language) }),
          );
          onClose();
        }}
      >
        <TextField name="supplier" label={t('canteen.purchases.supplier')} required />
        <DateField name="date" label={t('canteen.purchases.date')} required />
        <fieldset className="space-y-3">
          <legend className="font-semibold">{t('canteen.purchases.lines')}</legend>
          {lines.fields.map((field, index) => (
            <div
              key={field.id}
              className="grid gap-2 rounded-card border border-neutral-200 p-2 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end dark:border-neutral-700"
            >
              <SelectField
                name={`lines.${index}.ingredientId`}
                label={t('canteen.purchases.ingredient', { index: index + 1 })}
                placeholder={t('canteen.choose')}
                options={options}
                required
              />
              <NumberField
                name={`lines.${index}.quantity`}
                label={t('canteen.purchases.quantity')}
                min={0}
                step={0.001}
                required
              />
              <NumberField
                name={`lines.${index}.unitPrice`}
                label={t('canteen.purchases.unitPrice')}
                min={0}
                step={0.01}
                required
              />
              <button
                type="button"
                className={ICON_BUTTON}
                aria-label={t('canteen.purchases.removeLine', { index: index + 1 })}
                disabled={lines.fields.length === 1}
                onClick={() => lines.remove(index)}
              >
                <Trash2 size={16} aria-hidden="true" />
              </button>
            </div>
          ))}
          <button type="button" className={BUTTON.secondary} onClick={() => lines.append(emptyLine())}>
            <Plus size={16} aria-hidden="true" />
            {t('canteen.purchases.addLine')}
          </button>
        </fieldset>
        <p className="text-end font-semibold tabular-nums" aria-live="polite">
          {t('canteen.purchases.total', { total: money(total, i18n.language) })}
        </p>
        <FormActions submitLabel={t('canteen.save')} onCancel={onClose} cancelLabel={t('canteen.cancel')} />
      </Form>
    </Modal>
  );
}
