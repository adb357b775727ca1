import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { Ltr } from '../../components/Ltr';
import { BalanceBadge, InstallmentBadge } from './FinanceBadges';
import type { Child, EngagementView } from './finances.schemas';
import { formatDate, personName } from './format';
import { installmentLabel } from './installmentLabel';

const CELL = 'px-3 py-2';
const NUMBER = `${CELL} text-end tabular-nums whitespace-nowrap`;

/**
 * Engagements with their installments (label, due date, amount, paid, remaining, state). The student's name
 * heads each engagement when `children` has more than one child.
 */
export function EngagementsView({
  engagements,
  currency,
  students,
}: {
  engagements: readonly EngagementView[];
  currency: string;
  students: readonly Child[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (amount: number) => <Ltr>{formatMoney(amount, currency, language)}</Ltr>;
  const nameOf = (id: number) => {
    const student = students.find((candidate) => candidate.studentid === id);
    return student ? personName(student, language) : '';
  };
  if (engagements.length === 0) {
    return <p className="text-neutral-600 dark:text-neutral-300">{t('finances.engagements.empty')}</p>;
  }
  return (
    <div className="space-y-4">
      {engagements.map((engagement) => {
        const title = `${t(`finances.feeKinds.${engagement.kind}`)} — ${nameOf(engagement.studentId)}`;
        return (
          <article
            key={engagement.id}
            aria-label={title}
            className="rounded-card border border-neutral-200 bg-white p-4 dark:border-neutral-700 dark:bg-neutral-800"
          >
            <header className="mb-3 flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-sm text-neutral-600 dark:text-neutral-300">
                  {engagement.label}
                  {engagement.discountPercent > 0 && (
                    <>
                      {' · '}
                      {t('finances.engagements.discount', {
                        percent: engagement.discountPercent,
                        reason: engagement.discountReason
                          ? t(`finances.discounts.${engagement.discountReason}`)
                          : '',
                      })}
                    </>
                  )}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <span>
                  {t('finances.engagements.net')}{' '}
                  <strong className="tabular-nums">{money(engagement.net)}</strong>
                </span>
                <span>
                  {t('finances.columns.balance')}{' '}
                  <strong className="tabular-nums">{money(engagement.totals.balance)}</strong>
                </span>
                <BalanceBadge
                  balance={engagement.totals.balance}
                  overdue={engagement.totals.overdue}
                  bucket={engagement.totals.bucket}
                />
              </div>
            </header>
            {/* Phone (below md): one card per installment, its state and what remains due visible at once. */}
            <ul
              className="space-y-2 md:hidden"
              aria-label={t('finances.installments.caption', { name: title })}
            >
              {engagement.installments.map((installment) => (
                <li
                  key={installment.id}
                  data-testid="installment-card"
                  className="rounded-card border border-neutral-200 p-3 dark:border-neutral-700"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p className="font-semibold">{installmentLabel(installment.label, language)}</p>
                    <InstallmentBadge
                      status={installment.status}
                      overdue={installment.overdue}
                      daysLate={installment.daysLate}
                    />
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
                    <div>
                      <dt className="text-neutral-600 dark:text-neutral-300">
                        {t('finances.installments.dueDate')}
                      </dt>
                      <dd className="tabular-nums">{formatDate(installment.dueDate, language)}</dd>
                    </div>
                    <div>
                      <dt className="text-neutral-600 dark:text-neutral-300">
                        {t('finances.installments.amount')}
                      </dt>
                      <dd className="tabular-nums">{money(installment.amount)}</dd>
                    </div>
                    <div>
                      <dt className="text-neutral-600 dark:text-neutral-300">
                        {t('finances.installments.paid')}
                      </dt>
                      <dd className="tabular-nums">{money(installment.paid)}</dd>
                    </div>
                    <div>
                      <dt className="text-neutral-600 dark:text-neutral-300">
                        {t('finances.installments.outstanding')}
                      </dt>
                      <dd className="font-semibold tabular-nums">{money(installment.outstanding)}</dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
            {/* From md: the table. Focusable so the keyboard can scroll it should it be wider than its card. */}
            <div
              className="relative hidden overflow-x-auto md:block"
              role="region"
              aria-label={t('finances.installments.caption', { name: title })}
              tabIndex={0}
            >
              <table className="w-full min-w-[36rem] text-sm">
                <caption className="sr-only">{t('finances.installments.caption', { name: title })}</caption>
                <thead>
                  <tr className="border-b border-neutral-200 text-start dark:border-neutral-700">
                    <th scope="col" className={`${CELL} text-start`}>
                      {t('finances.installments.label')}
                    </th>
                    <th scope="col" className={`${CELL} text-start`}>
                      {t('finances.installments.dueDate')}
                    </th>
                    <th scope="col" className={`${CELL} text-end`}>
                      {t('finances.installments.amount')}
                    </th>
                    <th scope="col" className={`${CELL} text-end`}>
                      {t('finances.installments.paid')}
                    </th>
                    <th scope="col" className={`${CELL} text-end`}>
                      {t('finances.installments.outstanding')}
                    </th>
                    <th scope="col" className={`${CELL} text-start`}>
                      {t('finances.installments.status')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {engagement.installments.map((installment) => (
                    <tr
                      key={installment.id}
                      className="border-b border-neutral-100 last:border-0 dark:border-neutral-700"
                    >
                      <th scope="row" className={`${CELL} text-start font-normal`}>
                        {installmentLabel(installment.label, language)}
                      </th>
                      <td className={`${CELL} whitespace-nowrap tabular-nums`}>
                        {formatDate(installment.dueDate, language)}
                      </td>
                      <td className={NUMBER}>{money(installment.amount)}</td>
                      <td className={NUMBER}>{money(installment.paid)}</td>
                      <td className={NUMBER}>{money(installment.outstanding)}</td>
                      <td className={CELL}>
                        <InstallmentBadge
                          status={installment.status}
                          overdue={installment.overdue}
                          daysLate={installment.daysLate}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </article>
        );
      })}
    </div>
  );
}
