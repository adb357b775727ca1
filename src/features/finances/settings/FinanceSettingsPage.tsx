import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ErrorState';
import { Tabs } from '../../../components/Tabs';
import { useScope } from '../../../session/useScope';
import { FeesForm } from './FeesForm';
import { useFinanceSettingsQuery } from './financeSettings.api';
import { PaymentsForm } from './PaymentsForm';
import { PlansForm } from './PlansForm';
import { ReceiptForm } from './ReceiptForm';
import { TemplatesList } from './TemplatesList';
import { SettingsLinks } from '../../auth';
import { paths } from '../../../paths';

/**
 * `gestion-financiere-parametre`: fees per level, schedule templates, payment methods and discounts, receipt
 * numbering and header of the selected branch and year. One form per tab, each saved on its own.
 */
export default function FinanceSettingsPage() {
  const { t } = useTranslation();
  const scope = useScope();
  const { data, isLoading, isError, refetch } = useFinanceSettingsQuery(scope ?? skipToken);
  const key = scope ? `${scope.branch}-${scope.year}` : '';

  return (
    <div className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.gestion-financiere-parametre')}
      </h1>
      <SettingsLinks links={[paths.schoolSettings()]} />
      {isError && !data ? (
        <ErrorState message={t('financeSettings.loadError')} onRetry={() => void refetch()} />
      ) : isLoading || !data || !scope ? (
        <div role="status" aria-label={t('financeSettings.loading')} className="animate-pulse space-y-4">
          <div className="h-11 w-2/3 rounded-card bg-neutral-200 dark:bg-neutral-700" />
          <div className="h-96 rounded-card bg-neutral-200 dark:bg-neutral-700" />
        </div>
      ) : (
        <Tabs
          label={t('financeSettings.sections')}
          param="tab"
          tabs={[
            {
              id: 'fees',
              label: t('financeSettings.fees.title'),
              render: () => <FeesForm key={key} scope={scope} settings={data} />,
            },
            {
              id: 'schedules',
              label: t('financeSettings.templates.title'),
              render: () => <TemplatesList key={key} scope={scope} settings={data} />,
            },
            {
              id: 'payments',
              label: t('financeSettings.payments.title'),
              render: () => <PaymentsForm key={key} scope={scope} settings={data} />,
            },
            {
              id: 'plans',
              label: t('financeSettings.plans.tab'),
              render: () => <PlansForm key={key} scope={scope} settings={data} />,
            },
            {
              id: 'receipts',
              label: t('financeSettings.receipt.title'),
              render: () => <ReceiptForm key={key} scope={scope} settings={data} />,
            },
          ]}
        />
      )}
    </div>
  );
}
