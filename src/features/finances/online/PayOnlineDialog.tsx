import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { MoneyField } from '../../../components/form/MoneyField';
import { zodResolver } from '../../../components/form/zodResolver';
import { Modal } from '../../../components/Modal';
import { ButtonSpinner } from '../../../components/ButtonSpinner';
import {
  ONLINE_PAYMENT_CHOICES,
  amountToPay,
  type OnlinePaymentChoice,
} from '../../../domain/onlinePayments';
import type { DueLine } from '../../../domain/ledger';
import { formatMoney, fromCents, toCents } from '../../../lib/money';
import type { StudentFinance } from '../finances.schemas';
import { formatDate, personName } from '../format';
import { nextDue } from '../useStudentFinance';
import { postToGateway } from './gateway';
import { useCreateOnlinePaymentMutation, type NewOnlinePayment } from './onlinePayments.api';
import type { CreatedOnlinePayment } from './onlinePayments.schemas';

/** The child's due lines, as the domain's rules read them. */
function dueLinesOf(finance: StudentFinance): DueLine[] {
  return finance.engagements.flatMap((engagement) =>
    engagement.installments.map((installment) => ({
      dueDate: installment.dueDate,
      label: installment.label,
      outstandingCents: toCents(installment.outstanding),
    })),
  );
}

/** The form: a choice, and the amount typed for the `amount` choice (major unit; null while empty). */
function payForm(lines: DueLine[], today: string) {
  return z.object({ choice: z.enum(ONLINE_PAYMENT_CHOICES), amount: z.nullable(z.number()) }).check(
    z.superRefine((value, context) => {
      if (value.choice !== 'amount') return;
      if (value.amount === null || Number.isNaN(value.amount)) {
        context.issues.push({
          code: 'custom',
          message: 'validation.required',
          path: ['amount'],
          input: value,
        });
        return;
      }
      const reading = amountToPay('amount', lines, today, toCents(value.amount));
      if (!reading.ok) {
        const message =
          reading.reason === 'over-balance' ? 'finances.online.overBalance' : 'finances.online.belowMinimum';
        context.issues.push({ code: 'custom', message, path: ['amount'], input: value });
      }
    }),
  );
}
type PayValues = z.input<ReturnType<typeof payForm>>;

/**
 * A parent pays the child's fees online (docs/api.md "Online payments"): the next installment, everything overdue,
 * or an amount typed (read by the money parser), a summary, then the bank's secure page. The order is created
 * with an `Idempotency-Key` (a double tap makes one order); its answer's signed form is then posted, and the browser
 * leaves the portal. The portal never sees a card number.
 * @example <PayOnlineDialog finance={data} initialChoice="next" onClose={close} />
 */
export function PayOnlineDialog({
  finance,
  minimum,
  initialChoice,
  onClose,
}: {
  finance: StudentFinance;
  /** The smallest amount the school takes online (major unit). */
  minimum: number;
  initialChoice?: OnlinePaymentChoice;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [create] = useCreateOnlinePaymentMutation();
  const [leaving, setLeaving] = useState<CreatedOnlinePayment['gateway'] | null>(null);
  const lines = dueLinesOf(finance);
  const today = finance.today;
  const next = nextDue(finance);
  const amounts = {
    next: amountToPay('next', lines, today),
    overdue: amountToPay('overdue', lines, today),
  };
  const balanceCents = lines.reduce((sum, line) => sum + line.outstandingCents, 0);
  const offered = ONLINE_PAYMENT_CHOICES.filter((choice) => choice === 'amount' || amounts[choice].ok);
  const first = initialChoice && offered.includes(initialChoice) ? initialChoice : offered[0]!;
  const form = useForm<PayValues>({
    resolver: zodResolver(payForm(lines, today)),
    defaultValues: { choice: first, amount: null },
  });
  const choice = useWatch({ control: form.control, name: 'choice' });
  const typed = useWatch({ control: form.control, name: 'amount' });
  const money = (cents: number) => formatMoney(fromCents(cents), finance.currency, language);
  const name = personName(finance.student, language);
  const chosenCents =
    choice === 'amount'
      ? typed !== null && !Number.isNaN(typed)
        ? toCents(typed)
        : null
      : amounts[choice].ok
        ? amounts[choice].cents
        : null;

  // The bank's page is opened once the order is saved and the form is clean (leaving asks nothing then).
  useEffect(() => {
    if (leaving) postToGateway(leaving);
  }, [leaving]);

  const title = t('finances.online.title', { name });
  const label = (option: OnlinePaymentChoice) => {
    if (option === 'next' && amounts.next.ok && next) {
      return t('finances.online.choiceNext', {
        date: formatDate(next.dueDate, language),
        amount: money(amounts.next.cents),
      });
    }
    if (option === 'overdue' && amounts.overdue.ok) {
      return t('finances.online.choiceOverdue', { amount: money(amounts.overdue.cents) });
    }
    return t('finances.online.choiceAmount');
  };

  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting || leaving !== null}>
      {leaving ? (
        <p role="status" className="flex items-center gap-3 py-6">
          <ButtonSpinner />
          {t('finances.online.leaving')}
        </p>
      ) : (
        <Form
          form={form}
          aria-label={title}
          guard={false}
          onSubmit={async (values, { idempotencyKey }) => {
            const order: NewOnlinePayment = {
              studentId: finance.student.studentid,
              year: finance.yearId,
              choice: values.choice,
              // The bank's page in the interface's language (French when another).
              lang: language === 'ar' || language === 'en' ? language : 'fr',
              idempotencyKey,
              ...(values.choice === 'amount' && values.amount !== null ? { amount: values.amount } : {}),
            };
            const created = await create(order).unwrap();
            setLeaving(created.gateway);
          }}
        >
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">{t('finances.online.choiceLegend')}</legend>
            {offered.map((option) => (
              <label
                key={option}
                className="flex min-h-11 items-center gap-3 rounded-control border border-neutral-300 px-3 py-2 text-sm has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 dark:border-neutral-600 dark:has-[:checked]:bg-primary-900/40"
              >
                <input
                  type="radio"
                  value={option}
                  className="size-4 accent-primary-600"
                  {...form.register('choice')}
                />
                <span>{label(option)}</span>
              </label>
            ))}
          </fieldset>
          {choice === 'amount' && (
            <MoneyField
              name="amount"
              label={t('finances.online.amountLabel')}
              hint={t('finances.online.amountHint', {
                min: money(Math.min(toCents(minimum), balanceCents)),
                max: money(balanceCents),
              })}
              currency={finance.currency}
              required
            />
          )}
          {chosenCents !== null && chosenCents > 0 && (
            <p className="font-semibold" data-testid="online-summary">
              {t('finances.online.summary', { amount: money(chosenCents), name })}
            </p>
          )}
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('finances.online.secure')}</p>
          <FormActions
            submitLabel={t('finances.online.continue')}
            onCancel={onClose}
            cancelLabel={t('finances.online.cancel')}
          />
        </Form>
      )}
    </Modal>
  );
}
