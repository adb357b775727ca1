import { skipToken } from '@reduxjs/toolkit/query';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../components/buttons';
import { ErrorState } from '../../components/ErrorState';
import { Ltr, LtrValues } from '../../components/Ltr';
import { Modal } from '../../components/Modal';
import { amountInWords } from '../../lib/amountInWords';
import { formatMoney } from '../../lib/money';
import { saveFile } from '../../lib/saveFile';
import { useReceiptQuery } from './finances.api';
import type { Receipt } from './finances.schemas';
import { formatDate, methodKey } from './format';
import './receipt.css';
import { receiptFileName, receiptModel, type ReceiptModel } from './receiptDocument';

/**
 * A payment's receipt in a dialog, with Print and Download (PDF). While it is open, a print-only copy of the
 * receipt sits directly in <body>: printing shows that copy alone, on one A4 page (receipt.css).
 */
export function ReceiptDialog({ paymentId, onClose }: { paymentId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data, isError, isFetching, refetch } = useReceiptQuery(paymentId ?? skipToken);
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'error'>('idle');
  const receipt = data && data.paymentId === paymentId ? data : null;
  const title = t('finances.receipt.title');
  const model = receipt ? modelOf(receipt) : null;

  function modelOf(current: Receipt): ReceiptModel {
    const language = i18n.language;
    // A refund's receipt (docs/api.md "POST payments/{id}/refund"): its amounts are negative, its words say what
    // was given back.
    const refund = Boolean(current.reversalOf);
    return receiptModel(
      current,
      {
        // The number starts with Latin letters: it keeps its order inside the Arabic title without an isolate, and
        // the title stays plain text for the PDF's metadata.
        heading: t(refund ? 'finances.refund.receiptTitle' : 'finances.receipt.titleNumber', {
          number: current.receiptNumber,
        }),
        phone: t('finances.receipt.phone'),
        date: t('finances.payments.date'),
        family: t('finances.receipt.family'),
        payer: t('finances.receipt.payer'),
        method: t('finances.payments.method'),
        reference: t('finances.payments.reference'),
        student: t('finances.receipt.student'),
        item: t('finances.receipt.item'),
        amount: t('finances.payments.amount'),
        total: t(refund ? 'finances.refund.total' : 'finances.receipt.total'),
        balanceAfter: t(refund ? 'finances.refund.balanceAfter' : 'finances.receipt.balanceAfter'),
        inWords: t(refund ? 'finances.refund.inWords' : 'finances.receipt.inWords', {
          words: amountInWords(Math.abs(current.amount), current.currency, language),
        }),
      },
      {
        money: (amount) => formatMoney(amount, current.currency, language),
        date: (iso) => formatDate(iso, language),
        method: t(methodKey(current)),
      },
      language,
    );
  }

  async function download(current: Receipt, printable: ReceiptModel) {
    setPdf('busy');
    try {
      // Loaded on demand: the PDF library never weighs on a page's first load.
      const { receiptPdf } = await import('./receiptPdf');
      const bytes = await receiptPdf(printable);
      saveFile(
        receiptFileName(current.receiptNumber),
        new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }),
      );
      setPdf('idle');
    } catch {
      setPdf('error');
    }
  }

  return (
    <Modal
      open={paymentId !== null}
      title={receipt ? `${title} ${receipt.receiptNumber}` : title}
      onClose={onClose}
      size="lg"
      footer={
        receipt &&
        model && (
          <>
            {pdf === 'error' && (
              <p role="alert" className="me-auto text-sm text-danger-700 dark:text-danger-300">
                {t('finances.receipt.downloadError')}
              </p>
            )}
            <button
              type="button"
              className={BUTTON.secondary}
              disabled={pdf === 'busy'}
              onClick={() => void download(receipt, model)}
            >
              <Download size={16} aria-hidden="true" />
              {pdf === 'busy' ? t('finances.receipt.downloading') : t('finances.receipt.download')}
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
      ) : model ? (
        // Focusable, so a receipt taller than a phone's screen can be scrolled with the keyboard.
        <div data-testid="receipt" role="region" aria-label={model.heading} tabIndex={0}>
          <ReceiptDocument model={model} level="h3" />
        </div>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
      {model &&
        paymentId !== null &&
        createPortal(
          <div
            className="receipt-print-root"
            data-testid="receipt-document"
            dir={model.dir}
            lang={model.lang}
          >
            <ReceiptDocument model={model} level="h1" />
          </div>,
          document.body,
        )}
    </Modal>
  );
}

/** The receipt itself: the school's identity, the title with its number, the facts, the lines and the totals. */
function ReceiptDocument({ model, level }: { model: ReceiptModel; level: 'h1' | 'h3' }) {
  const Heading = level;
  const [name, ...identity] = model.identity;
  return (
    <div className="receipt space-y-4">
      <div>
        {/* The logo is decorative: the school's name follows it. */}
        {model.logo && <img src={model.logo} alt="" className="mb-2 h-14 w-auto object-contain" />}
        <p className="text-lg font-semibold">{name}</p>
        {/* Values are isolated (<bdi>): an address keeps its own direction inside Arabic, and each number in it (a
            year "2026-2027", a phone) its left-to-right order (components/Ltr.tsx `LtrValues`). */}
        {identity.map((line) => (
          <p key={line} className="text-sm">
            <LtrValues text={line} />
          </p>
        ))}
        {model.phone && (
          <p className="text-sm">
            {model.phone.label} <Ltr>{model.phone.number}</Ltr>
          </p>
        )}
        {model.header.map((line) => (
          <p key={line} className="text-sm text-neutral-600 dark:text-neutral-300">
            <LtrValues text={line} />
          </p>
        ))}
      </div>
      <Heading className="text-xl font-semibold">{model.heading}</Heading>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
        {model.facts.map(([term, value, ltr]) => (
          <div
            key={term}
            className="flex justify-between gap-3 border-b border-neutral-100 py-1 dark:border-neutral-700"
          >
            <dt className="text-neutral-600 dark:text-neutral-300">{term}</dt>
            <dd className="font-semibold tabular-nums">
              {ltr ? <Ltr>{value}</Ltr> : <LtrValues text={value} />}
            </dd>
          </div>
        ))}
      </dl>
      <table className="w-full text-sm">
        <caption className="sr-only">{model.heading}</caption>
        <thead>
          <tr className="border-b border-neutral-200 dark:border-neutral-700">
            <th scope="col" className="px-2 py-1 text-start">
              {model.columns[0]}
            </th>
            <th scope="col" className="px-2 py-1 text-start">
              {model.columns[1]}
            </th>
            <th scope="col" className="px-2 py-1 text-end">
              {model.columns[2]}
            </th>
          </tr>
        </thead>
        <tbody>
          {model.lines.map(([student, item, amount], index) => (
            <tr key={index} className="border-b border-neutral-100 dark:border-neutral-700">
              <td className="px-2 py-1">
                <LtrValues text={student} />
              </td>
              <td className="px-2 py-1">
                <LtrValues text={item} />
              </td>
              <td className="px-2 py-1 text-end tabular-nums whitespace-nowrap">
                <Ltr>{amount}</Ltr>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {model.totals.map(([label, value], index) => (
            <tr key={label}>
              <th scope="row" colSpan={2} className="px-2 py-1 text-start">
                {label}
              </th>
              <td
                className={`px-2 py-1 text-end tabular-nums whitespace-nowrap ${index === 0 ? 'font-semibold' : ''}`}
              >
                <Ltr>{value}</Ltr>
              </td>
            </tr>
          ))}
        </tfoot>
      </table>
      <p className="text-sm" data-testid="receipt-in-words">
        {model.inWords}
      </p>
    </div>
  );
}
