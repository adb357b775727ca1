import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { Ltr } from '../../components/Ltr';
import { BalanceBadge } from './FinanceBadges';
import type { BalanceView } from './finances.schemas';
import { Card } from '../../components/Card';

/** Due, paid, balance and overdue of a family or a student, as figures. */
export function FinanceTotals({
  totals,
  currency,
  label,
}: {
  totals: BalanceView;
  currency: string;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const figures: Array<[string, string, string]> = [
    ['due', t('finances.totals.due'), money(totals.due)],
    ['paid', t('finances.totals.paid'), money(totals.paid)],
    ['balance', t('finances.totals.balance'), money(totals.balance)],
    ['overdue', t('finances.totals.overdue'), money(totals.overdue)],
  ];
  return (
    <section aria-label={label} className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <BalanceBadge
          balance={totals.balance}
          overdue={totals.overdue}
          bucket={totals.bucket}
          due={totals.due}
        />
        {totals.overdue > 0 && (
          <span className="text-sm text-danger-700 dark:text-danger-300">
            {t('finances.totals.daysLate', { count: totals.daysLate })}
          </span>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(([key, term, value]) => (
          <Card key={key} padding="sm">
            <dt className="text-sm text-neutral-600 dark:text-neutral-300">{term}</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid={`total-${key}`}>
              <Ltr>{value}</Ltr>
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
