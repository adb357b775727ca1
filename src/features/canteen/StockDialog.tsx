import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { ErrorState } from '../../components/ErrorState';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { NumberField } from '../../components/form/NumberField';
import { TextField } from '../../components/form/TextField';
import { zodResolver } from '../../components/form/zodResolver';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notify';
import { Spinner } from '../../components/Spinner';
import { formatDateTime } from '../../lib/dates';
import { useCorrectStockMutation, useMovementsQuery } from './canteen.api';
import type { Ingredient } from './canteen.schemas';
import { formatQuantity } from './parts';

const correctionForm = z.object({
  quantity: z
    .number('validation.required')
    .check(z.refine((value) => value !== 0, 'apiErrors.INVALID_QUANTITY')),
  reason: z
    .string()
    .check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(300, 'validation.tooLong')),
});
type CorrectionValues = z.input<typeof correctionForm>;

/**
 * An ingredient's stock: every movement (purchase, cancelled purchase, service, correction) with the balance after it,
 * and a correction with its reason (the only way to change the stock by hand).
 */
export function StockDialog({
  year,
  ingredient,
  onClose,
}: {
  year: number;
  ingredient: Ingredient;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { currentData, isError, refetch } = useMovementsQuery({ id: ingredient.id, year });
  const [correct] = useCorrectStockMutation();
  const form = useForm<CorrectionValues>({
    resolver: zodResolver(correctionForm),
    defaultValues: { quantity: undefined as unknown as number, reason: '' },
  });
  const current = currentData?.ingredient ?? ingredient;
  const title = t('canteen.stock.title', { name: ingredient.name_fr });
  return (
    <Modal open title={title} onClose={onClose} size="lg" busy={form.formState.isSubmitting}>
      <p className="text-sm">
        {t('canteen.stock.now', {
          stock: formatQuantity(current.stock, current.unit, language, t),
          min: formatQuantity(current.minStock, current.unit, language, t),
        })}
      </p>
      <Form
        form={form}
        aria-label={t('canteen.stock.correction')}
        className="mt-3 space-y-3 rounded-card border border-neutral-200 p-3 dark:border-neutral-700"
        onSubmit={async (values, { idempotencyKey }) => {
          await correct({ id: ingredient.id, year, ...values, idempotencyKey }).unwrap();
          void notify('success', t('canteen.stock.corrected', { name: ingredient.name_fr }));
          form.reset({ quantity: undefined as unknown as number, reason: '' });
        }}
      >
        <h3 className="font-semibold">{t('canteen.stock.correction')}</h3>
        <NumberField
          name="quantity"
          label={t('canteen.stock.quantity', { unit: t(`canteen.unit.${ingredient.unit}`) })}
          hint={t('canteen.stock.quantityHint')}
          step={0.001}
          required
        />
        <TextField name="reason" label={t('canteen.stock.reason')} required />
        <FormActions
          submitLabel={t('canteen.stock.apply')}
          onCancel={onClose}
          cancelLabel={t('canteen.close')}
        />
      </Form>
      <h3 className="mt-4 font-semibold">{t('canteen.stock.history')}</h3>
      {isError ? (
        <ErrorState message={t('canteen.loadError')} onRetry={() => void refetch()} />
      ) : !currentData ? (
        <Spinner />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('canteen.stock.history')}</caption>
            <thead>
              <tr className="text-start">
                <th scope="col" className="p-2 text-start">
                  {t('canteen.stock.when')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('canteen.stock.what')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('canteen.stock.change')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('canteen.stock.balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {currentData.items.slice(0, 200).map((movement) => (
                <tr key={movement.id} className="border-t border-neutral-200 dark:border-neutral-700">
                  <td className="p-2 whitespace-nowrap">{formatDateTime(movement.at, language)}</td>
                  <td className="p-2">
                    {t(`canteen.movement.${movement.kind}`)}
                    {movement.purchase && ` — ${movement.purchase.supplier}`}
                    {movement.kind === 'correction' && movement.reason && ` — ${movement.reason}`}
                    {movement.by && (
                      <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                        {movement.by}
                      </span>
                    )}
                  </td>
                  <td className="p-2 text-end tabular-nums" dir="ltr">
                    {movement.quantity > 0 ? '+' : ''}
                    {formatQuantity(movement.quantity, ingredient.unit, language, t)}
                  </td>
                  <td className="p-2 text-end tabular-nums">
                    {formatQuantity(movement.balance, ingredient.unit, language, t)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}
