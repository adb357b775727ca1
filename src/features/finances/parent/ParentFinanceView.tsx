import { ChevronDown, CreditCard } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BUTTON } from '../../../components/buttons';
import { Card, cardClass } from '../../../components/Card';
import { Ltr } from '../../../components/Ltr';
import { labelsBesideDate } from '../../../lib/dates';
import { formatMoney, fromCents } from '../../../lib/money';
import { EngagementsView } from '../EngagementsView';
import { BalanceBadge } from '../FinanceBadges';
import { nextDue, useStudentFinance } from '../useStudentFinance';
import type { StudentFinance } from '../finances.schemas';
import { formatDate, personName } from '../format';
import { installmentLabel } from '../installmentLabel';
import { PaymentsTable } from '../PaymentsTable';
import { ReceiptDialog } from '../ReceiptDialog';
import { ONLINE_PAYMENT_CHOICES, type OnlinePaymentChoice } from '../../../domain/onlinePayments';
import { PayOnlineDialog } from '../online/PayOnlineDialog';
import { ParentPlans } from '../plans/ParentPlans';

/** The choice a link asks to pay (`?pay=next`: the dashboard's next installment), or null. */
function askedChoice(value: string | null): OnlinePaymentChoice | null {
  return (ONLINE_PAYMENT_CHOICES as readonly string[]).includes(value ?? '')
    ? (value as OnlinePaymentChoice)
    : null;
}

/** One figure of the summary: its name, then its value. */
function Figure({ term, children, testId }: { term: string; children: ReactNode; testId: string }) {
  return (
    <div>
      <dt className="text-sm text-neutral-600 dark:text-neutral-300">{term}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * What the parent owes, first: the balance, the next installment due, what is overdue, what is paid; and the way to
 * pay it online when the school takes card payments (docs/api.md "Online payments").
 */
function Summary({ data, onPay }: { data: StudentFinance; onPay: (() => void) | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (amount: number) => <Ltr>{formatMoney(amount, data.currency, language)}</Ltr>;
  const { totals } = data;
  const next = nextDue(data);
  // "Décembre, le 5 décembre 2026" would say the month twice: a label that is the month is left out.
  const nextLabels = next
    ? labelsBesideDate(next.labels, next.dueDate)
        .map((label) => installmentLabel(label, language))
        .join(', ')
    : '';
  return (
    <Card as="section" aria-labelledby="parent-finance-owed" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="parent-finance-owed" className="text-sm font-medium text-neutral-600 dark:text-neutral-300">
            {t('finances.parentView.balance')}
          </h2>
          <p className="text-3xl font-bold tabular-nums" data-testid="parent-balance">
            {money(totals.balance)}
          </p>
        </div>
        <BalanceBadge
          balance={totals.balance}
          overdue={totals.overdue}
          bucket={totals.bucket}
          due={totals.due}
        />
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure term={t('finances.parentView.next')} testId="parent-next">
          {next ? (
            <>
              {t('finances.parentView.nextValue', {
                date: formatDate(next.dueDate, language),
                amount: formatMoney(fromCents(next.amountCents), data.currency, language),
              })}
              {nextLabels && (
                <span className="block text-sm font-normal text-neutral-600 dark:text-neutral-300">
                  {nextLabels}
                </span>
              )}
            </>
          ) : (
            t('finances.parentView.noNext')
          )}
        </Figure>
        <Figure term={t('finances.parentView.overdue')} testId="parent-overdue">
          {totals.overdue > 0 ? (
            <span className="text-danger-700 dark:text-danger-300">
              {money(totals.overdue)}
              <span className="block text-sm font-normal">
                {t('finances.totals.daysLate', { count: totals.daysLate })}
              </span>
            </span>
          ) : (
            t('finances.parentView.noOverdue')
          )}
        </Figure>
        <Figure term={t('finances.parentView.paid')} testId="parent-paid">
          {t('finances.parentView.paidOf', {
            paid: formatMoney(totals.paid, data.currency, language),
            due: formatMoney(totals.due, data.currency, language),
          })}
        </Figure>
      </dl>
      {onPay && (
        <button type="button" className={`${BUTTON.primary} w-full sm:w-auto`} onClick={onPay}>
          <CreditCard size={18} aria-hidden="true" />
          {t('finances.online.payButton')}
        </button>
      )}
    </Card>
  );
}

/**
 * A parent's finances of the selected child, in a parent's words (never the office's "engagement"): what they owe
 * first (balance, next installment, overdue), their receipts, then the detail of each fee's installments, folded so
 * that a phone's page stays short.
 * @example <ParentFinanceView studentId={101} />
 */
export function ParentFinanceView({ studentId }: { studentId: number }) {
  const { t, i18n } = useTranslation();
  const finance = useStudentFinance(studentId);
  const [receipt, setReceipt] = useState<number | null>(null);
  // `?pay=next` (the dashboard's "Pay online"): the payment opens on top of the view, and the address forgets it.
  const [params, setParams] = useSearchParams();
  const [paying, setPaying] = useState<{ choice?: OnlinePaymentChoice } | null>(() => {
    const asked = askedChoice(params.get('pay'));
    return asked ? { choice: asked } : null;
  });
  const closePay = () => {
    setPaying(null);
    if (params.has('pay')) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('pay');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    }
  };

  if (finance.instead) return finance.instead;
  const { data } = finance;
  const name = personName(data.student, i18n.language);
  const online = data.onlinePayment ?? null;
  const canPay = online !== null && data.totals.balance > 0;
  return (
    <div className="space-y-6" data-testid="student-finance">
      <Summary data={data} onPay={canPay ? () => setPaying({}) : null} />
      {canPay && paying && (
        <PayOnlineDialog
          finance={data}
          minimum={online.minimum}
          initialChoice={paying.choice}
          onClose={closePay}
        />
      )}
      {online !== null && <ParentPlans studentId={data.student.studentid} year={data.yearId} name={name} />}
      <section aria-labelledby="parent-finance-receipts" className="space-y-3">
        <h2 id="parent-finance-receipts" className="text-lg font-semibold">
          {t('finances.parentView.receipts')}
        </h2>
        {data.payments.length === 0 ? (
          <p className="text-neutral-600 dark:text-neutral-300">{t('finances.parentView.noReceipts')}</p>
        ) : (
          <PaymentsTable payments={data.payments} currency={data.currency} onReceipt={setReceipt} />
        )}
      </section>
      <details className={`group ${cardClass('none')}`}>
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
          <h2 className="text-lg">{t('finances.parentView.detail')}</h2>
          <ChevronDown
            size={20}
            aria-hidden="true"
            className="shrink-0 transition-transform group-open:rotate-180"
          />
        </summary>
        <div className="border-t border-neutral-200 p-4 dark:border-neutral-700">
          {data.engagements.length === 0 ? (
            <p className="text-neutral-600 dark:text-neutral-300">{t('finances.student.noFees', { name })}</p>
          ) : (
            <EngagementsView
              engagements={data.engagements}
              currency={data.currency}
              students={[data.student]}
            />
          )}
        </div>
      </details>
      <ReceiptDialog paymentId={receipt} onClose={() => setReceipt(null)} />
    </div>
  );
}
