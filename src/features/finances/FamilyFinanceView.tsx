import { skipToken } from '@reduxjs/toolkit/query';
import { ArrowLeft, ArrowRight, FilePlus, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { BUTTON } from '../../components/buttons';
import { DrawnNext } from '../../components/DrawnNext';
import { ErrorState } from '../../components/ErrorState';
import { FormSkeleton } from '../../components/form/FormSkeleton';
import { ltrText } from '../../lib/bidi';
import { notify } from '../../components/notify';
import { useScope } from '../../session/useScope';
import { EngagementForm } from './EngagementForm';
import { EngagementsView } from './EngagementsView';
import { useFamilyFinanceQuery } from './finances.api';
import { FinanceTotals } from './FinanceTotals';
import { personName } from './format';
import { PaymentForm } from './PaymentForm';
import { PaymentsTable } from './PaymentsTable';
import { FamilyPlans } from './plans/FamilyPlans';
import { ReceiptDialog } from './ReceiptDialog';
import { RefundDialog } from './RefundDialog';
import type { PaymentView } from './finances.schemas';

/** A family's finances in the selected branch and year, with "Record a payment" and the receipts (staff). */
export function FamilyFinanceView({ familyId, backTo }: { familyId: number; backTo: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scope = useScope();
  const { data, isError, isFetching, refetch } = useFamilyFinanceQuery(
    scope ? { ...scope, familyId } : skipToken,
  );
  const [paying, setPaying] = useState(false);
  const [receipt, setReceipt] = useState<number | null>(null);
  // The payment being refunded (staff): a reversal entry, docs/api.md "POST payments/{id}/refund".
  const [refunding, setRefunding] = useState<PaymentView | null>(null);
  // Creating an engagement is for staff; a parent never reaches this view, but the action is not offered anyway.
  const isParent = useAppSelector((state) => state.auth.user?.isParent ?? false);
  const [engaging, setEngaging] = useState(false);
  const paymentTitle = useRef<HTMLHeadingElement>(null);
  const engagementTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (paying) paymentTitle.current?.focus();
  }, [paying]);
  useEffect(() => {
    if (engaging) engagementTitle.current?.focus();
  }, [engaging]);
  const Back = i18n.dir(language) === 'rtl' ? ArrowRight : ArrowLeft;

  const back = (
    <Link
      to={backTo}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 underline dark:text-primary-300"
    >
      <Back size={16} aria-hidden="true" />
      {t('finances.family.back')}
    </Link>
  );
  // Only when nothing was ever read: a failed re-read (the network cut during a save) keeps the page and its open
  // forms with what was typed (components/form/Form "Nothing typed is lost"), under a notice.
  if (isError && !isFetching && !data) {
    return (
      <div className="space-y-4">
        {back}
        <ErrorState message={t('finances.loadError')} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!data || data.family.id !== familyId) {
    return (
      <div className="space-y-4">
        {back}
        <p role="status">{t('common.loading')}</p>
      </div>
    );
  }
  const familyName = language === 'ar' ? data.family.name_ar : data.family.name;
  const title = t('finances.family.title', { name: familyName });
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
            {title}
          </h1>
          <p className="text-neutral-600 dark:text-neutral-300">
            {data.children.map((child) => `${personName(child, language)} (${child.level})`).join(' · ')}
          </p>
          {data.family.guardians[0] && (
            <p className="text-sm text-neutral-600 dark:text-neutral-300">
              {t('finances.family.guardian', {
                name: personName(data.family.guardians[0], language),
                phone: ltrText(data.family.guardians[0].phone),
              })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {!isParent && scope && (
            <button
              type="button"
              className={BUTTON.secondary}
              onClick={() => setEngaging(true)}
              disabled={engaging}
              aria-expanded={engaging}
            >
              <FilePlus size={16} aria-hidden="true" />
              {t('finances.engagementForm.open')}
            </button>
          )}
          <button
            type="button"
            className={BUTTON.primary}
            onClick={() => setPaying(true)}
            disabled={data.totals.balance <= 0 || paying}
            aria-expanded={paying}
          >
            <Plus size={16} aria-hidden="true" />
            {t('finances.payment.open')}
          </button>
        </div>
      </div>

      {isError && !isFetching && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-warning-500 bg-warning-50 px-4 py-3 text-sm text-neutral-900 dark:bg-warning-700/20 dark:text-neutral-100"
        >
          <p>{t('finances.family.refreshFailed')}</p>
          <button type="button" className={BUTTON.secondary} onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}

      <FinanceTotals totals={data.totals} currency={data.currency} label={t('finances.family.totals')} />

      {engaging && scope && (
        <section
          aria-labelledby="engagement-form-title"
          className="rounded-card border border-primary-200 bg-white p-4 shadow-sm dark:border-primary-700 dark:bg-neutral-800"
        >
          <h2
            id="engagement-form-title"
            ref={engagementTitle}
            tabIndex={-1}
            className="mb-3 text-lg font-semibold"
          >
            {t('finances.engagementForm.title')}
          </h2>
          {/* The heading at once, the form right after (components/DrawnNext): the tap is answered on screen first. */}
          <DrawnNext placeholder={<FormSkeleton />}>
            <EngagementForm
              finance={data}
              scope={scope}
              onCancel={() => setEngaging(false)}
              onSaved={(result) => {
                setEngaging(false);
                void notify(
                  'success',
                  t('finances.engagementForm.saved', { label: result.engagement.label }),
                );
              }}
            />
          </DrawnNext>
        </section>
      )}

      {/* Inline rather than in a dialog: a family can have dozens of open installments, long on a phone. */}
      {paying && (
        <section
          aria-labelledby="payment-title"
          className="rounded-card border border-primary-200 bg-white p-4 shadow-sm dark:border-primary-700 dark:bg-neutral-800"
        >
          <h2 id="payment-title" ref={paymentTitle} tabIndex={-1} className="mb-3 text-lg font-semibold">
            {t('finances.payment.title')}
          </h2>
          <DrawnNext placeholder={<FormSkeleton />}>
            <PaymentForm
              finance={data}
              onCancel={() => setPaying(false)}
              onSaved={(result) => {
                setPaying(false);
                void notify('success', t('finances.payment.saved', { number: result.payment.receiptNumber }));
                setReceipt(result.payment.id);
              }}
            />
          </DrawnNext>
        </section>
      )}

      {scope && <FamilyPlans familyId={familyId} scope={scope} />}

      <section aria-labelledby="engagements-title" className="space-y-3">
        <h2 id="engagements-title" className="text-lg font-semibold">
          {t('finances.engagements.title')}
        </h2>
        <EngagementsView engagements={data.engagements} currency={data.currency} students={data.children} />
      </section>

      <section aria-labelledby="payments-title" className="space-y-3">
        <h2 id="payments-title" className="text-lg font-semibold">
          {t('finances.payments.title')}
        </h2>
        <PaymentsTable
          payments={data.payments}
          currency={data.currency}
          onReceipt={setReceipt}
          onRefund={isParent ? undefined : setRefunding}
        />
      </section>

      <ReceiptDialog paymentId={receipt} onClose={() => setReceipt(null)} />
      {refunding && (
        <RefundDialog
          payment={refunding}
          currency={data.currency}
          onClose={() => setRefunding(null)}
          onSaved={(result) => {
            setRefunding(null);
            void notify('success', t('finances.refund.saved', { number: result.payment.receiptNumber }));
          }}
        />
      )}
    </section>
  );
}
