import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { EngagementsView } from './EngagementsView';
import { nextDue, useStudentFinance } from './useStudentFinance';
import { FinanceTotals } from './FinanceTotals';
import { formatDate, personName } from './format';
import { formatMoney, fromCents } from '../../lib/money';
import { ltrText } from '../../lib/bidi';
import { PaymentsTable } from './PaymentsTable';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';
import { useCanOpen } from '../auth';
import type { NextInstallment } from '../../domain/ledger';
import { labelsBesideDate } from '../../lib/dates';
import { installmentLabel } from './installmentLabel';
import { ReceiptDialog } from './ReceiptDialog';

/**
 * One student's finances for the selected year, read-only: totals, engagements with their installments, payments
 * and receipts. Used by the student details "Finance" tab and by the parent's view of `studentengagment`.
 * @example <StudentFinancePanel studentId={101} />
 */
export function StudentFinancePanel({ studentId }: { studentId: number }) {
  const { t, i18n } = useTranslation();
  const finance = useStudentFinance(studentId);
  const [receipt, setReceipt] = useState<number | null>(null);
  const canOpen = useCanOpen();

  if (finance.instead) return finance.instead;
  const { data } = finance;
  const name = personName(data.student, i18n.language);
  const next = nextDue(data);
  // "Décembre, le 5 décembre 2026" would say the month twice: a label that is the month is left out.
  const nextSentence = ({ dueDate, labels, amountCents }: NextInstallment) => {
    const shown = labelsBesideDate(labels, dueDate).map((label) => installmentLabel(label, i18n.language));
    const values = {
      date: formatDate(dueDate, i18n.language),
      amount: ltrText(formatMoney(fromCents(amountCents), data.currency, i18n.language)),
      labels: shown.join(', '),
    };
    return shown.length > 0 ? t('finances.student.next', values) : t('finances.student.nextDate', values);
  };
  return (
    <div className="space-y-6" data-testid="student-finance">
      <FinanceTotals
        totals={data.totals}
        currency={data.currency}
        label={t('finances.student.totals', { name })}
      />
      {data.engagements.length === 0 && (
        <Card as="p" padding="sm" data-testid="no-fees" className="space-y-2">
          <span className="block">{t('finances.student.noFees', { name })}</span>
          {canOpen(paths.familyFinances(data.familyId)) && (
            <Link
              to={paths.familyFinances(data.familyId)}
              className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline md:min-h-0 dark:text-primary-300"
            >
              {t('finances.student.setUpFees')}
            </Link>
          )}
        </Card>
      )}
      {next && (
        <Card as="p" padding="sm" data-testid="next-installment">
          {nextSentence(next)}
        </Card>
      )}
      <section aria-labelledby={`engagements-${studentId}`} className="space-y-3">
        <h2 id={`engagements-${studentId}`} className="text-lg font-semibold">
          {t('finances.engagements.titleFor', { name })}
        </h2>
        <EngagementsView engagements={data.engagements} currency={data.currency} students={[data.student]} />
      </section>
      <section aria-labelledby={`payments-${studentId}`} className="space-y-3">
        <h2 id={`payments-${studentId}`} className="text-lg font-semibold">
          {t('finances.payments.titleFor', { name })}
        </h2>
        <PaymentsTable payments={data.payments} currency={data.currency} onReceipt={setReceipt} />
      </section>
      <ReceiptDialog paymentId={receipt} onClose={() => setReceipt(null)} />
    </div>
  );
}

export default StudentFinancePanel;
