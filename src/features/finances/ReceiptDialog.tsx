import { skipToken } from '@reduxjs/toolkit/query';
import { Download, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../components/buttons';
import { ErrorState } from '../../components/ErrorState';
import { Modal } from '../../components/Modal';
import { formatMoney } from '../../lib/money';
import { Ltr } from '../../components/Ltr';
import { useReceiptQuery } from './finances.api';
import type { Receipt } from './finances.schemas';
import { formatDate } from './format';
import './receipt.css';
import { downloadFile, receiptHtml, type ReceiptLabels } from './receiptDocument';

/** A payment's receipt in a dialog, with Print (the receipt alone, see receipt.css) and Download (HTML). */
export function ReceiptDialog({ paymentId, onClose }: { paymentId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, isError, isFetching, refetch } = useReceiptQuery(paymentId ?? skipToken);
  const receipt = data && data.paymentId === paymentId ? data : null;
  const labels: ReceiptLabels = {
    title: t('finances.receipt.title'),
    number: t('finances.receipt.number'),
    date: t('finances.payments.date'),
    family: t('finances.receipt.family'),
    payer: t('finances.receipt.payer'),
    method: t('finances.payments.method'),
    reference: t('finances.payments.reference'),
    student: t('finances.receipt.student'),
    item: t('finances.receipt.item'),
    amount: t('finances.payments.amount'),
    total: t('finances.receipt.total'),
    balanceAfter: t('finances.receipt.balanceAfter'),
  };

  function download(current: Receipt) {
    const language = i18n.language;
    const html = receiptHtml(
      current,
      labels,
      {
        money: (amount) => formatMoney(amount, current.currency, language),
        date: (iso) => formatDate(iso, language),
        method: t(`finances.methods.${current.method}`),
      },
      language,
    );
    downloadFile(`recu-${current.receiptNumber}.html`, html, 'text/html;charset=utf-8');
  }

  return (
    <Modal
      open={paymentId !== null}
      title={receipt ? `${labels.title} ${receipt.receiptNumber}` : labels.title}
      onClose={onClose}
      size="lg"
      footer={
        receipt && (
          <>
            <button type="button" className={BUTTON.secondary} onClick={() => download(receipt)}>
              <Download size={16} aria-hidden="true" />
              {t('finances.receipt.download')}
            </button>
            <button type="button" className={BUTTON.primary} onClick={() => window.print()}>
              <Printer size={16} aria-hidden="true" />
              {t('finances.receipt.print')}
            </button>
          </>
        )
      }
    >
      {isError && !isFetching ? (
        <ErrorState message={t('finances.receipt.loadError')} onRetry={() => void refetch()} />
      ) : receipt ? (
        <ReceiptBody receipt={receipt} labels={labels} />
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </Modal>
  );
}

function ReceiptBody({ receipt, labels }: { receipt: Receipt; labels: ReceiptLabels }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (amount: number) => <Ltr>{formatMoney(amount, receipt.currency, language)}</Ltr>;
  const facts: Array<[string, ReactNode]> = [
    [labels.number, <Ltr key="number">{receipt.receiptNumber}</Ltr>],
    [labels.date, formatDate(receipt.date, language)],
    [labels.family, language === 'ar' ? receipt.family.name_ar : receipt.family.name],
    ...(receipt.payer ? [[labels.payer, receipt.payer] as [string, ReactNode]] : []),
    [labels.method, t(`finances.methods.${receipt.method}`)],
    ...(receipt.reference
      ? [[labels.reference, <Ltr key="reference">{receipt.reference}</Ltr>] as [string, ReactNode]]
      : []),
  ];
  return (
    // Focusable, so a receipt taller than a phone's screen can be scrolled with the keyboard.
    <div
      className="receipt-print space-y-4"
      data-testid="receipt"
      role="region"
      aria-label={`${labels.title} ${receipt.receiptNumber}`}
      tabIndex={0}
    >
      <div>
        <p className="whitespace-pre-line font-semibold">{receipt.header}</p>
        <p className="text-sm text-neutral-600 dark:text-neutral-300">
          {receipt.branch} · {receipt.year}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div
            key={term}
            className="flex justify-between gap-3 border-b border-neutral-100 py-1 dark:border-neutral-700"
          >
            <dt className="text-neutral-600 dark:text-neutral-300">{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">{labels.title}</caption>
        <thead>
          <tr className="border-b border-neutral-200 dark:border-neutral-700">
            <th scope="col" className="px-2 py-1 text-start">
              {labels.student}
            </th>
            <th scope="col" className="px-2 py-1 text-start">
              {labels.item}
            </th>
            <th scope="col" className="px-2 py-1 text-end">
              {labels.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line, index) => (
            <tr key={index} className="border-b border-neutral-100 dark:border-neutral-700">
              <td className="px-2 py-1">{line.studentName}</td>
              <td className="px-2 py-1">
                {line.engagementLabel} — {line.label}
              </td>
              <td className="px-2 py-1 text-end tabular-nums whitespace-nowrap">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="px-2 py-1 text-start">
              {labels.total}
            </th>
            <td className="px-2 py-1 text-end font-semibold tabular-nums whitespace-nowrap">
              {money(receipt.amount)}
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={2} className="px-2 py-1 text-start">
              {labels.balanceAfter}
            </th>
            <td className="px-2 py-1 text-end tabular-nums whitespace-nowrap">
              {money(receipt.balanceAfter)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
