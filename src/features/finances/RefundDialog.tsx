import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Form } from '../../components/form/Form';
import { FormActions } from '../../components/form/FormActions';
import { TextAreaField } from '../../components/form/TextAreaField';
import { zodResolver } from '../../components/form/zodResolver';
import { Ltr } from '../../components/Ltr';
import { Modal } from '../../components/Modal';
import { REFUND_REASON_MAX } from '../../domain/ledger';
import { formatMoney } from '../../lib/money';
import { useRefundPaymentMutation } from './finances.api';
import type { PaymentResult, PaymentView } from './finances.schemas';
import { formatDate, methodKey } from './format';
import { installmentLabel } from './installmentLabel';

const refundSchema = z.object({
  reason: z.string().check(
    z.refine((value) => value.trim() !== '', 'validation.required'),
    z.maxLength(REFUND_REASON_MAX, 'validation.tooLong'),
  ),
});
type RefundValues = z.input<typeof refundSchema>;

/**
 * Refunds a payment in full (docs/api.md "POST payments/{id}/refund"): staff give a reason, the API records a
 * reversal entry (the original stays in the history, its installments are owed again). Saved once with its
 * `Idempotency-Key` (Form): a failed save keeps the reason typed, a save whose outcome is unknown is re-read and
 * said "not confirmed" before it may be sent again with the same key.
 * @example <RefundDialog payment={payment} currency="MAD" onClose={close} onSaved={(result) => …} />
 */
export function RefundDialog({
  payment,
  currency,
  onClose,
  onSaved,
}: {
  payment: PaymentView;
  currency: string;
  onClose: () => void;
  onSaved: (result: PaymentResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [refund] = useRefundPaymentMutation();
  const form = useForm<RefundValues, unknown, z.output<typeof refundSchema>>({
    resolver: zodResolver(refundSchema),
    defaultValues: { reason: '' },
  });
  const title = t('finances.refund.title', { number: payment.receiptNumber });

  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <div className="mb-4 space-y-2 text-sm">
        <p>
          {t('finances.refund.summary', {
            amount: formatMoney(payment.amount, currency, language),
            date: formatDate(payment.date, language),
            method: t(methodKey(payment)),
          })}
        </p>
        {payment.allocations.length > 0 && (
          <>
            <p className="font-semibold">{t('finances.refund.installments')}</p>
            <ul className="list-inside list-disc text-neutral-700 dark:text-neutral-200">
              {payment.allocations.map((allocation) => (
                <li key={allocation.installmentId}>
                  {installmentLabel(allocation.label, language)}
                  {allocation.engagementLabel && ` — ${allocation.engagementLabel}`}
                  {' · '}
                  <Ltr>{formatMoney(allocation.amount, currency, language)}</Ltr>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Form
        form={form}
        aria-label={title}
        failureText={t('finances.refund.saveFailed')}
        onSubmit={async (values, { idempotencyKey }) => {
          const result = await refund({
            paymentId: payment.id,
            reason: values.reason.trim(),
            idempotencyKey,
          }).unwrap();
          onSaved(result);
        }}
      >
        <TextAreaField
          name="reason"
          label={t('finances.refund.reason')}
          hint={t('finances.refund.reasonHint')}
          required
          rows={3}
          maxLength={REFUND_REASON_MAX}
        />
        <FormActions
          submitLabel={t('finances.refund.submit')}
          onCancel={onClose}
          cancelLabel={t('common.cancel')}
        />
      </Form>
    </Modal>
  );
}
