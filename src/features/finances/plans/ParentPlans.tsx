import { CalendarRange } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { ErrorState } from '../../../components/ErrorState';
import { Ltr } from '../../../components/Ltr';
import { formatMoney } from '../../../lib/money';
import { formatDate } from '../format';
import { ChoosePlanDialog } from './ChoosePlanDialog';
import { useStudentPlansQuery } from './paymentPlans.api';
import type { PaymentPlan } from './paymentPlans.schemas';

/** A plan's state as a badge: in force, or refused by the office. */
export function PlanStateBadge({ plan }: { plan: PaymentPlan }) {
  const { t } = useTranslation();
  return (
    <Badge tone={plan.state === 'active' ? 'success' : 'danger'}>
      {t(`finances.plans.states.${plan.state}`)}
    </Badge>
  );
}

/** A plan's installments: date, amount, and what is paid on each. */
export function PlanLines({ plan, currency }: { plan: PaymentPlan; currency: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const lines = plan.state === 'active' ? plan.installments : plan.replaced;
  return (
    <ol className="divide-y divide-neutral-200 text-sm dark:divide-neutral-700">
      {lines.map((line) => (
        <li key={line.id} className="flex flex-wrap justify-between gap-x-3 py-1.5">
          <span>{formatDate(line.dueDate, language)}</span>
          <span className="tabular-nums">
            <Ltr>{formatMoney(line.amount, currency, language)}</Ltr>
            {line.paid > 0 && (
              <span className="ms-2 text-neutral-600 dark:text-neutral-300">
                {t('finances.plans.paidPart', { amount: formatMoney(line.paid, currency, language) })}
              </span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * One plan: its fee, total and number of installments, its state, the office's reason when refused, its
 * installments; `details` (under the heading) and `children` (at the end) are the office's additions.
 */
export function PlanArticle({
  plan,
  currency,
  details,
  children,
}: {
  plan: PaymentPlan;
  currency: string;
  details?: ReactNode;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <article className="space-y-2" aria-label={plan.label}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {t('finances.plans.summary', {
            fee: plan.label,
            count: plan.count,
            amount: formatMoney(plan.total, currency, i18n.language),
          })}
        </h3>
        <PlanStateBadge plan={plan} />
      </div>
      {details}
      {plan.state === 'refused' && (
        <p className="text-sm" data-testid="plan-refused">
          {t('finances.plans.refusedBecause', { reason: plan.refusalReason ?? '' })}
        </p>
      )}
      <PlanLines plan={plan} currency={currency} />
      {children}
    </article>
  );
}

/**
 * The parent's payment plans for the selected child (docs/api.md "Payment plans"): the plans chosen (in force, or
 * refused by the office with its reason, the former installments then due again) and, where the school allows it
 * for a fee, "spread the payment". Nothing is shown when the school offers no plan and none was chosen.
 * @example <ParentPlans studentId={101} year={2} name="Yasmine" />
 */
export function ParentPlans({ studentId, year, name }: { studentId: number; year: number; name: string }) {
  const { t } = useTranslation();
  const plans = useStudentPlansQuery({ studentId, year });
  const [choosing, setChoosing] = useState(false);
  if (plans.isLoading) return null;
  if (plans.isError || !plans.data) {
    return <ErrorState message={t('finances.plans.loadError')} onRetry={() => void plans.refetch()} />;
  }
  const { offers, currency } = plans.data;
  if (offers.length === 0 && plans.data.plans.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="parent-plans" className="space-y-4" data-testid="parent-plans">
      <h2 id="parent-plans" className="text-lg font-semibold">
        {t('finances.plans.heading')}
      </h2>
      {plans.data.plans.map((plan) => (
        <PlanArticle key={plan.id} plan={plan} currency={currency} />
      ))}
      {offers.length > 0 && (
        <>
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('finances.plans.offer')}</p>
          <button
            type="button"
            className={`${BUTTON.secondary} w-full sm:w-auto`}
            onClick={() => setChoosing(true)}
          >
            <CalendarRange size={18} aria-hidden="true" />
            {t('finances.plans.open')}
          </button>
        </>
      )}
      {choosing && offers.length > 0 && (
        <ChoosePlanDialog
          offers={offers}
          studentId={studentId}
          year={year}
          name={name}
          currency={currency}
          onClose={() => setChoosing(false)}
        />
      )}
    </Card>
  );
}
