import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { DateField } from '../../../components/form/DateField';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { NumberField } from '../../../components/form/NumberField';
import { zodResolver } from '../../../components/form/zodResolver';
import { notify } from '../../../components/notify';
import { FEE_KINDS } from '../../../domain/ledger';
import { PLAN_MAX_INSTALLMENTS, PLAN_MIN_INSTALLMENTS } from '../../../domain/paymentPlans';
import type { Scope } from '../../../session/useScope';
import { useSaveFinanceSettingsMutation } from './financeSettings.api';
import { plansSchema, type FinanceSettingsView, type PlansValues } from './financeSettings.schemas';

/** One kind of fee's rule: offered or not, and its limits (shown only when offered). */
function KindRule({ index, kind }: { index: number; kind: string }) {
  const { t } = useTranslation();
  const offered = useWatch({ name: `plans.${index}.offered` }) as boolean;
  return (
    <fieldset className="rounded-card border border-neutral-200 p-3 dark:border-neutral-700">
      <legend className="px-1 font-semibold">{t(`financeSettings.kinds.${kind}`)}</legend>
      <CheckboxField name={`plans.${index}.offered`} label={t('financeSettings.plans.offered')} />
      {offered && (
        <div className="grid gap-3 sm:grid-cols-2">
          <NumberField
            name={`plans.${index}.maxInstallments`}
            label={t('financeSettings.plans.maxInstallments')}
            min={PLAN_MIN_INSTALLMENTS}
            max={PLAN_MAX_INSTALLMENTS}
            required
          />
          <DateField name={`plans.${index}.lastDate`} label={t('financeSettings.plans.lastDate')} required />
        </div>
      )}
    </fieldset>
  );
}

/**
 * The payment plans parents may choose (docs/api.md "Payment plans"), per kind of fee: the rule is written to every
 * fee type of that kind (each level's tuition alike). Plans already chosen keep their installments.
 */
export function PlansForm({ scope, settings }: { scope: Scope; settings: FinanceSettingsView }) {
  const { t } = useTranslation();
  const [save] = useSaveFinanceSettingsMutation();
  const kinds = FEE_KINDS.filter((kind) => settings.feeTypes.some((fee) => fee.kind === kind));
  const form = useForm<PlansValues>({
    resolver: zodResolver(plansSchema(settings.yearStart, settings.yearEnd)),
    defaultValues: {
      plans: kinds.map((kind) => {
        const plan = settings.feeTypes.find((fee) => fee.kind === kind && fee.plan)?.plan ?? null;
        return {
          kind,
          offered: plan !== null,
          maxInstallments: plan?.maxInstallments ?? 6,
          lastDate: plan?.lastDate ?? settings.yearEnd,
        };
      }),
    },
  });
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        const rules = new Map(values.plans.map((rule) => [rule.kind, rule]));
        await save({
          ...scope,
          change: {
            feeTypes: settings.feeTypes.map((fee) => {
              const rule = rules.get(fee.kind);
              return {
                id: fee.id,
                amount: fee.amount,
                plan:
                  rule?.offered && rule.maxInstallments !== undefined
                    ? { maxInstallments: rule.maxInstallments, lastDate: rule.lastDate }
                    : null,
              };
            }),
          },
        }).unwrap();
        notify('success', t('financeSettings.plans.saved'));
      }}
    >
      <Card as="section" aria-labelledby="plans-title" className="space-y-4">
        <div>
          <h2 id="plans-title" className="text-lg font-semibold">
            {t('financeSettings.plans.title')}
          </h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-300">{t('financeSettings.plans.intro')}</p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {kinds.map((kind, index) => (
            <KindRule key={kind} index={index} kind={kind} />
          ))}
        </div>
        <FormActions submitLabel={t('financeSettings.plans.save')} />
      </Card>
    </Form>
  );
}
