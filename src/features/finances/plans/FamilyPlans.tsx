import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { BUTTON } from '../../../components/buttons';
import { Card } from '../../../components/Card';
import { ErrorState } from '../../../components/ErrorState';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { zodResolver } from '../../../components/form/zodResolver';
import { Modal } from '../../../components/Modal';
import { notify } from '../../../components/notify';
import type { Scope } from '../../../session/useScope';
import { PLAN_REFUSAL_MAX } from '../../../domain/paymentPlans';
import { formatDate } from '../format';
import { useFamilyPlansQuery, useRefusePlanMutation } from './paymentPlans.api';
import type { PaymentPlan } from './paymentPlans.schemas';
import { PlanArticle } from './ParentPlans';

const refuseForm = z.object({
  reason: z.string().check(
    z.refine((value) => value.trim().length > 0, 'validation.required'),
    z.maxLength(PLAN_REFUSAL_MAX, 'validation.tooLong'),
  ),
});
type RefuseValues = z.infer<typeof refuseForm>;

/** The office refuses a plan, with the reason the parent is told; what was typed stays if saving fails. */
function RefusePlanDialog({ plan, onClose }: { plan: PaymentPlan; onClose: () => void }) {
  const { t } = useTranslation();
  const [refuse] = useRefusePlanMutation();
  const form = useForm<RefuseValues>({ resolver: zodResolver(refuseForm), defaultValues: { reason: '' } });
  const title = t('finances.plans.refuseTitle', { fee: plan.label });
  return (
    <Modal open title={title} onClose={onClose} busy={form.formState.isSubmitting}>
      <Form
        form={form}
        aria-label={title}
        onSubmit={async (values) => {
          await refuse({ planId: plan.id, reason: values.reason.trim() }).unwrap();
          notify('success', t('finances.plans.refused'));
          onClose();
        }}
      >
        <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('finances.plans.refuseIntro')}</p>
        <TextAreaField
          name="reason"
          label={t('finances.plans.reason')}
          required
          maxLength={PLAN_REFUSAL_MAX}
        />
        <FormActions submitLabel={t('finances.plans.refuseConfirm')} onCancel={onClose} />
      </Form>
    </Modal>
  );
}

/**
 * The plans a family chose, on its finance page (docs/api.md "Payment plans"): each with its installments, who chose
 * it and when, and "Refuse" while nothing is paid on it. Nothing is shown when the family chose none.
 * @example <FamilyPlans familyId={12} scope={scope} />
 */
export function FamilyPlans({ familyId, scope }: { familyId: number; scope: Scope }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const plans = useFamilyPlansQuery({ familyId, ...scope });
  const [refusing, setRefusing] = useState<PaymentPlan | null>(null);
  if (plans.isLoading) return null;
  if (plans.isError || !plans.data) {
    return <ErrorState message={t('finances.plans.loadError')} onRetry={() => void plans.refetch()} />;
  }
  const { currency } = plans.data;
  if (plans.data.plans.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="family-plans" className="space-y-4" data-testid="family-plans">
      <h2 id="family-plans" className="text-lg font-semibold">
        {t('finances.plans.officeHeading')}
      </h2>
      {plans.data.plans.map((plan) => (
        <PlanArticle
          key={plan.id}
          plan={plan}
          currency={currency}
          details={
            <p className="text-sm text-neutral-600 dark:text-neutral-300">
              {t('finances.plans.chosenBy', {
                name: plan.chosenBy ?? '',
                date: formatDate(plan.chosenAt.slice(0, 10), language),
              })}
            </p>
          }
        >
          {plan.state === 'active' &&
            (plan.mayRefuse ? (
              <button type="button" className={BUTTON.secondary} onClick={() => setRefusing(plan)}>
                {t('finances.plans.refuse')}
              </button>
            ) : (
              <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('finances.plans.noRefuse')}</p>
            ))}
        </PlanArticle>
      ))}
      {refusing && <RefusePlanDialog plan={refusing} onClose={() => setRefusing(null)} />}
    </Card>
  );
}
