import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { Form } from '../../../components/form/Form';
import { FormActions } from '../../../components/form/FormActions';
import { MoneyField } from '../../../components/form/MoneyField';
import { zodResolver } from '../../../components/form/zodResolver';
import { notify } from '../../../components/notify';
import type { Scope } from '../../../session/useScope';
import { useSaveFinanceSettingsMutation } from './financeSettings.api';
import { type FinanceSettingsView } from './financeSettings.schemas';
import { feesSchema, type FeesValues } from './financeSettings.schemas';

/** Yearly amount of every fee: registration and tuition per level, transport, canteen and insurance for all. */
export function FeesForm({ scope, settings }: { scope: Scope; settings: FinanceSettingsView }) {
  const { t } = useTranslation();
  const [save] = useSaveFinanceSettingsMutation();
  const form = useForm<FeesValues>({
    resolver: zodResolver(feesSchema),
    defaultValues: { feeTypes: settings.feeTypes.map((fee) => ({ id: fee.id, amount: fee.amount })) },
  });
  const indexed = settings.feeTypes.map((fee, index) => ({ fee, index }));
  const levels = [...new Set(indexed.flatMap(({ fee }) => (fee.level === null ? [] : [fee.level])))];
  const shared = indexed.filter(({ fee }) => fee.levelId === null);
  const field = ({ fee, index }: (typeof indexed)[number]) => (
    <MoneyField
      key={fee.id}
      name={`feeTypes.${index}.amount`}
      label={
        fee.level === null
          ? t(`financeSettings.kinds.${fee.kind}`)
          : t('financeSettings.fees.perLevel', {
              fee: t(`financeSettings.kinds.${fee.kind}`),
              level: fee.level,
            })
      }
      currency={settings.currency}
      required
    />
  );

  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save({ ...scope, change: { feeTypes: values.feeTypes } }).unwrap();
        notify('success', t('financeSettings.fees.saved'));
      }}
    >
      <div className="space-y-4">
        <Card as="section" aria-labelledby="fees-levels">
          <h2 id="fees-levels" className="text-lg font-semibold">
            {t('financeSettings.fees.levels')}
          </h2>
          <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-300">
            {t('financeSettings.fees.intro')}
          </p>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {levels.map((level) => (
              <fieldset
                key={level}
                className="rounded-card border border-neutral-200 p-3 dark:border-neutral-700"
              >
                <legend className="px-1 font-semibold">{level}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {indexed.filter(({ fee }) => fee.level === level).map(field)}
                </div>
              </fieldset>
            ))}
          </div>
        </Card>
        <Card as="section" aria-labelledby="fees-shared">
          <h2 id="fees-shared" className="mb-4 text-lg font-semibold">
            {t('financeSettings.fees.shared')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">{shared.map(field)}</div>
        </Card>
        <FormActions submitLabel={t('financeSettings.fees.save')} />
      </div>
    </Form>
  );
}
