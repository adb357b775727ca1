import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { Ltr } from '../../components/Ltr';
import { Badge } from '../../components/Badge';
import type { PaymentView } from './finances.schemas';
import { formatDate, methodKey } from './format';
import { installmentLabel } from './installmentLabel';

const CELL = 'px-3 py-2';

/**
 * Payments, newest first, each with its receipt number, allocations and a button that opens the receipt. A refund
 * is a reversal entry of its own (docs/api.md "POST payments/{id}/refund"): its row says which receipt it refunds,
 * with its negative amount, and the refunded payment says "refunded". With `onRefund` (staff), a payment that is
 * neither refunded nor a refund offers "Refund".
 */
export function PaymentsTable({
  payments,
  currency,
  onReceipt,
  onRefund,
}: {
  payments: readonly PaymentView[];
  currency: string;
  onReceipt: (paymentId: number) => void;
  onRefund?: (payment: PaymentView) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (payments.length === 0) {
    return <p className="text-neutral-600 dark:text-neutral-300">{t('finances.payments.empty')}</p>;
  }
  const receiptButton = (payment: PaymentView) => (
    <button
      type="button"
      className="min-h-11 rounded-control px-2 font-semibold text-primary-700 underline hover:text-primary-800 md:min-h-control dark:text-primary-300"
      onClick={() => onReceipt(payment.id)}
      aria-label={t('finances.receipt.openNumber', { number: payment.receiptNumber })}
    >
      {t('finances.receipt.open')}
    </button>
  );
  const actions = (payment: PaymentView) => (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      {receiptButton(payment)}
      {onRefund && !payment.reversalOf && !payment.reversedBy && (
        <button
          type="button"
          className="min-h-11 rounded-control px-2 font-semibold text-danger-700 underline hover:text-danger-800 md:min-h-control dark:text-danger-300"
          onClick={() => onRefund(payment)}
          aria-label={t('finances.refund.openFor', { number: payment.receiptNumber })}
        >
          {t('finances.refund.open')}
        </button>
      )}
    </span>
  );
  return (
    <>
      {/* Phone (below md): one card per payment, its amount and the receipt button visible at once. */}
      <ul className="space-y-2 md:hidden" aria-label={t('finances.payments.title')}>
        {payments.map((payment) => (
          <li
            key={payment.id}
            data-testid="payment-card"
            className="rounded-card border border-neutral-200 bg-white p-3 dark:border-neutral-700 dark:bg-neutral-800"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold tabular-nums">
                <Ltr>{payment.receiptNumber}</Ltr> <RefundMark payment={payment} />
              </p>
              <p className="font-semibold tabular-nums whitespace-nowrap">
                <Ltr>{formatMoney(payment.amount, currency, language)}</Ltr>
              </p>
            </div>
            <p className="text-sm text-neutral-600 dark:text-neutral-300">
              <span className="tabular-nums">{formatDate(payment.date, language)}</span>
              {' · '}
              {t(methodKey(payment))}
              {payment.reference && (
                <>
                  {' · '}
                  <Ltr>{payment.reference}</Ltr>
                </>
              )}
            </p>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 text-sm">
                {payment.allocations
                  .map((allocation) => installmentLabel(allocation.label, language))
                  .join(', ')}
              </p>
              {actions(payment)}
            </div>
          </li>
        ))}
      </ul>
      <PaymentsWideTable payments={payments} currency={currency} actions={actions} />
    </>
  );
}

/** From md: the payments as a table (focusable, so the keyboard can scroll it should it be wider than its card). */
function PaymentsWideTable({
  payments,
  currency,
  actions,
}: {
  payments: readonly PaymentView[];
  currency: string;
  actions: (payment: PaymentView) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <div
      role="region"
      aria-label={t('finances.payments.title')}
      tabIndex={0}
      className="relative hidden overflow-x-auto rounded-card border border-neutral-200 bg-white md:block dark:border-neutral-700 dark:bg-neutral-800"
    >
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{t('finances.payments.title')}</caption>
        <thead>
          <tr className="border-b border-neutral-200 dark:border-neutral-700">
            <th scope="col" className={`${CELL} text-start`}>
              {t('finances.payments.receiptNumber')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('finances.payments.date')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('finances.payments.method')}
            </th>
            <th scope="col" className={`${CELL} text-start`}>
              {t('finances.payments.allocations')}
            </th>
            <th scope="col" className={`${CELL} text-end`}>
              {t('finances.payments.amount')}
            </th>
            <th scope="col" className={CELL}>
              <span className="sr-only">{t('finances.receipt.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr
              key={payment.id}
              className="border-b border-neutral-100 last:border-0 dark:border-neutral-700"
            >
              <th scope="row" className={`${CELL} text-start font-semibold tabular-nums whitespace-nowrap`}>
                <Ltr>{payment.receiptNumber}</Ltr> <RefundMark payment={payment} />
              </th>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                {formatDate(payment.date, language)}
              </td>
              <td className={CELL}>
                {t(methodKey(payment))}
                {payment.reference && (
                  <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                    <Ltr>{payment.reference}</Ltr>
                  </span>
                )}
              </td>
              <td className={CELL}>
                {payment.allocations
                  .map((allocation) => installmentLabel(allocation.label, language))
                  .join(', ')}
              </td>
              <td className={`${CELL} text-end tabular-nums whitespace-nowrap`}>
                <Ltr>{formatMoney(payment.amount, currency, language)}</Ltr>
              </td>
              <td className={`${CELL} text-end`}>{actions(payment)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A refund's row says which receipt it refunds; a refunded payment says so (docs/api.md "POST payments/{id}/refund"). */
function RefundMark({ payment }: { payment: PaymentView }) {
  const { t } = useTranslation();
  if (payment.reversalOf) {
    return (
      <span className="block text-xs font-normal text-neutral-600 dark:text-neutral-400">
        {t('finances.refund.reversalOf', { number: payment.reversalOf.receiptNumber })}
      </span>
    );
  }
  if (payment.reversedBy) return <Badge tone="info">{t('finances.refund.refunded')}</Badge>;
  return null;
}
