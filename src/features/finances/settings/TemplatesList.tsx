import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import type { FinanceSettingsView } from './financeSettings.api';

/** Schedule templates (read only): the installments each one generates, with their labels and due dates. */
export function TemplatesList({ settings }: { settings: FinanceSettingsView }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {settings.templates.map((template) => (
        <section
          key={template.id}
          aria-labelledby={`template-${template.id}`}
          className="rounded-card bg-white p-5 dark:bg-neutral-800"
        >
          <h2 id={`template-${template.id}`} className="text-lg font-semibold">
            {template.name}
          </h2>
          <p className="mb-3 text-sm text-neutral-600 dark:text-neutral-300">
            {t('financeSettings.templates.count', { count: template.installments.length })}
          </p>
          <ol className="divide-y divide-neutral-200 dark:divide-neutral-700">
            {template.installments.map((installment, index) => (
              <li
                key={`${installment.dueDate}-${index}`}
                className="flex justify-between gap-4 py-1.5 text-sm"
              >
                <span>{installment.label ?? t('financeSettings.templates.feeLabel')}</span>
                <span className="tabular-nums text-neutral-600 dark:text-neutral-300">
                  {formatDate(installment.dueDate, i18n.language)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
