import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DateField } from '../../components/form/DateField';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { todayIso } from '../../domain/dates';
import type { Scope } from '../../session/useScope';
import { IngredientLines } from './IngredientLines';
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
        <IngredientLines
          legend={t('canteen.purchases.lines')}
          options={options}
          emptyLine={emptyLine}
          labels={{
            ingredient: (index) => t('canteen.purchases.ingredient', { index }),
            quantity: t('canteen.purchases.quantity'),
            remove: (index) => t('canteen.purchases.removeLine', { index }),
            add: t('canteen.purchases.addLine'),
            choose: t('canteen.choose'),
          }}
          extra={(index) => (
            <NumberField
              name={`lines.${index}.unitPrice`}
              label={t('canteen.purchases.unitPrice')}
              min={0}
              step={0.01}
              required
            />
          )}
        />
        <p className="text-end font-semibold tabular-nums" aria-live="polite">
          {t('canteen.purchases.total', { total: money(total, i18n.language) })}
        </p>
        <FormActions submitLabel={t('canteen.save')} onCancel={onClose} cancelLabel={t('canteen.cancel')} />
      </Form>
    </Modal>
  );
}
