import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { zodResolver } from '../../../components/form/zodResolver';
import { Modal } from '../../../components/Modal';
import { notify } from '../../../components/notify';
import { Ltr } from '../../../components/Ltr';
import { formatMoney } from '../../../lib/money';
import { formatDate } from '../format';
import { useChoosePlanMutation } from './paymentPlans.api';
import type { PlanOffer } from './paymentPlans.schemas';

const planForm = z.object({ engagementId: z.string(), count: z.string() });
type PlanValues = z.infer<typeof planForm>;

const OPTION =
  'flex min-h-11 items-center gap-3 rounded-control border border-neutral-300 px-3 py-2 text-sm has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 dark:border-neutral-600 dark:has-[:checked]:bg-primary-900/40';

/**
 * A parent spreads what remains of a fee over the months the school offers (docs/api.md "Payment plans"): the fee,
 * the number of installments, and the dates and amounts each choice gives, before anything is saved. Saved with an
 * `Idempotency-Key` (a double tap makes one plan).
 * @example <ChoosePlanDialog offers={offers} studentId={101} year={2} name="Yasmine" currency="MAD" onClose={close} />
 */
export function ChoosePlanDialog({
  offers,
  studentId,
  year,
  name,
  currency,
  onClose,
}: {
  offers: PlanOffer[];
  studentId: number;
  year: number;
  name: string;
  currency: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [choose] = useChoosePlanMutation();
  const first = offers[0]!;
  const form = useForm<PlanValues>({
    resolver: zodResolver(planForm),
    defaultValues: { engagementId: String(first.engagementId), count: String(first.choices[0]?.count ?? '') },
  });
  const engagementId = useWatch({ control: form.control, name: 'engagementId' });
  const count = useWatch({ control: form.control, name: 'count' });
  const offer = offers.find((candidate) => String(candidate.engagementId) === engagementId) ?? first;
  const choice = offer.choices.find((candidate) => String(candidate.count) === count) ?? null;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const title = t('finances.plans.title', { name });

  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values, { idempotencyKey }) => {
          await choose({
            studentId,
            year,
            engagementId: Number(values.engagementId),
            installments: Number(values.count),
            idempotencyKey,
          }).unwrap();
          notify('success', t('finances.plans.saved'));
          onClose();
        }}
      >
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('finances.plans.intro')}</p>
        {offers.length > 1 && (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">{t('finances.plans.feeLegend')}</legend>
            {offers.map((candidate) => (
              <label key={candidate.engagementId} className={OPTION}>
                <input
                  type="radio"
                  value={String(candidate.engagementId)}
                  className="size-4 accent-primary-600"
                  {...form.register('engagementId', {
                    onChange: () => form.setValue('count', String(candidate.choices[0]?.count ?? '')),
                  })}
                />
                <span>
                  {candidate.label} · <Ltr>{money(candidate.remaining)}</Ltr>
                </span>
              </label>
            ))}
          </fieldset>
        )}
        <p className="font-semibold" data-testid="plan-remaining">
          {t('finances.plans.remaining', { fee: offer.label, amount: money(offer.remaining) })}
        </p>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">{t('finances.plans.countLegend')}</legend>
          {offer.choices.map((candidate) => (
            <label key={candidate.count} className={OPTION}>
              <input
                type="radio"
                value={String(candidate.count)}
                className="size-4 accent-primary-600"
                {...form.register('count')}
              />
              <span>
                {t('finances.plans.choice', {
                  count: candidate.count,
                  amount: money(candidate.installments[0]?.amount ?? 0),
                })}
              </span>
            </label>
          ))}
        </fieldset>
        {choice && (
          <section aria-labelledby="plan-preview" className="space-y-1">
            <h3 id="plan-preview" className="text-sm font-medium">
              {t('finances.plans.preview')}
            </h3>
            <ol
              className="divide-y divide-neutral-200 text-sm dark:divide-neutral-700"
              data-testid="plan-preview"
            >
              {choice.installments.map((item) => (
                <li key={item.dueDate} className="flex justify-between gap-3 py-1.5">
                  <span>{formatDate(item.dueDate, language)}</span>
                  <Ltr className="tabular-nums">{money(item.amount)}</Ltr>
                </li>
              ))}
            </ol>
          </section>
        )}
        <p className="text-sm text-neutral-600 dark:text-neutral-300">
          {t('finances.plans.officeMayRefuse')}
        </p>
        <FormActions submitLabel={t('finances.plans.confirm')} onCancel={onClose} />
      </Form>
    </Modal>
  );
}
