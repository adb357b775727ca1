import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { Ltr } from '../../components/Ltr';
import type { PaymentView } from './finances.schemas';
import { formatDate } from './format';

const CELL = 'px-3 py-2';

/** Payments, newest first, each with its receipt number, allocations and a button that opens the receipt. */
export function PaymentsTable({
  payments,
  currency,
  onReceipt,
}: {
  payments: readonly PaymentView[];
  currency: string;
  onReceipt: (paymentId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (payments.length === 0) {
    return <p className="text-neutral-600 dark:text-neutral-300">{t('finances.payments.empty')}</p>;
  }
  return (
    <div
      role="region"
      aria-label={t('finances.payments.title')}
      tabIndex={0}
      className="relative overflow-x-auto rounded-card border border-neutral-200 bg-white dark:border-neutral-700 dark:bg-neutral-800"
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
                <Ltr>{payment.receiptNumber}</Ltr>
              </th>
              <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                {formatDate(payment.date, language)}
              </td>
              <td className={CELL}>
                {t(`finances.methods.${payment.method}`)}
                {payment.reference && (
                  <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                    <Ltr>{payment.reference}</Ltr>
                  </span>
                )}
              </td>
              <td className={CELL}>{payment.allocations.map((allocation) => allocation.label).join(', ')}</td>
              <td className={`${CELL} text-end tabular-nums whitespace-nowrap`}>
                <Ltr>{formatMoney(payment.amount, currency, language)}</Ltr>
              </td>
              <td className={`${CELL} text-end`}>
                <button
                  type="button"
                  className="min-h-11 rounded-control px-2 font-semibold text-primary-700 underline hover:text-primary-800 md:min-h-control dark:text-primary-300"
                  onClick={() => onReceipt(payment.id)}
                  aria-label={t('finances.receipt.openNumber', { number: payment.receiptNumber })}
                >
                  {t('finances.receipt.open')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
