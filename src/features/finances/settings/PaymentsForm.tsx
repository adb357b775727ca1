import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { NumberField } from '../../../components/form/NumberField';
import { TextField } from '../../../components/form/TextField';
import { zodResolver } from '../../../components/form/zodResolver';
import { notify } from '../../../components/notify';
import type { Scope } from '../../../session/useScope';
import { PAYMENT_METHODS } from '../../../domain/ledger';
import { useSaveFinanceSettingsMutation } from './financeSettings.api';
import { type FinanceSettingsView } from './financeSettings.schemas';
import { MAX_LABEL_LENGTH, paymentsSchema, type PaymentsValues } from './financeSettings.schemas';

function valuesOf(settings: FinanceSettingsView): PaymentsValues {
  const enabled = (method: string) => settings.paymentMethods.some((m) => m.method === method && m.enabled);
  return {
    methods: {
      cash: enabled('cash'),
      cheque: enabled('cheque'),
      transfer: enabled('transfer'),
      card: enabled('card'),
    },
    discountRules: settings.discountRules.map((rule) => ({
      id: rule.id,
      label: rule.label,
      percent: rule.percent,
    })),
  };
}

/** Payment methods accepted (at least one) and the discount rules (label and percentage). */
export function PaymentsForm({ scope, settings }: { scope: Scope; settings: FinanceSettingsView }) {
  const { t } = useTranslation();
  const [save] = useSaveFinanceSettingsMutation();
  const form = useForm<PaymentsValues>({
    resolver: zodResolver(paymentsSchema),
    defaultValues: valuesOf(settings),
  });
  const methodsError = form.formState.errors.methods?.message ?? form.formState.errors.methods?.root?.message;

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save({
          ...scope,
          change: {
            paymentMethods: PAYMENT_METHODS.filter((method) => values.methods[method]),
            discountRules: values.discountRules.map((rule) => ({ ...rule, label: rule.label.trim() })),
          },
        }).unwrap();
        notify('success', t('financeSettings.payments.saved'));
      }}
    >
      <div className="space-y-4">
        <Card
          as="fieldset"
          aria-describedby={methodsError ? 'methods-error' : undefined}
          aria-invalid={methodsError ? true : undefined}
        >
          <legend className="float-start mb-1 w-full text-lg font-semibold">
            {t('financeSettings.payments.methods')}
          </legend>
          <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-300">
            {t('financeSettings.payments.methodsIntro')}
          </p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {PAYMENT_METHODS.map((method) => (
              <CheckboxField
                key={method}
                name={`methods.${method}`}
                label={t(`financeSettings.methods.${method}`)}
              />
            ))}
          </div>
          {methodsError && (
            <p id="methods-error" role="alert" className="mt-2 text-sm text-danger-700 dark:text-danger-400">
              {t(methodsError)}
            </p>
          )}
        </Card>
        <Card as="section" aria-labelledby="discounts-title">
          <h2 id="discounts-title" className="text-lg font-semibold">
            {t('financeSettings.payments.discounts')}
          </h2>
          <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-300">
            {t('financeSettings.payments.discountsIntro')}
          </p>
          <div className="space-y-4">
            {settings.discountRules.map((rule, index) => (
              <fieldset key={rule.id} className="grid gap-3 sm:grid-cols-[2fr_1fr]">
                <legend className="mb-2 font-semibold">
                  {t(`financeSettings.discountKinds.${rule.kind}`)}
                </legend>
                <TextField
                  name={`discountRules.${index}.label`}
                  label={t('financeSettings.payments.label')}
                  hint={t('financeSettings.payments.labelHint', { max: MAX_LABEL_LENGTH })}
                  required
                />
                <NumberField
                  name={`discountRules.${index}.percent`}
                  label={t('financeSettings.payments.percent')}
                  min={0}
                  max={100}
                  step={0.5}
                  required
                />
              </fieldset>
            ))}
          </div>
        </Card>
        <FormActions submitLabel={t('financeSettings.payments.save')} />
      </div>
    </Form>
  );
}
