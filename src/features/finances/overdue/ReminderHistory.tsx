import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/Badge';
import { ErrorState } from '../../../components/ErrorState';
import { Modal } from '../../../components/Modal';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { ltrText } from '../../../lib/bidi';
import { useScope } from '../../../session/useScope';
import { useFamilyRemindersQuery } from './overdue.api';

/** The reminders sent to one family in the selected branch and year, newest first. */
export function ReminderHistory({
  family,
  onClose,
}: {
  family: { id: number; name: string };
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const scope = useScope();
  const { data, isLoading, isError, refetch } = useFamilyRemindersQuery(
    scope ? { ...scope, familyId: family.id } : skipToken,
  );

  return (
    <Modal open title={t('overdue.history.title', { name: family.name })} onClose={onClose}>
      {isError ? (
        <ErrorState message={t('overdue.history.loadError')} onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <p role="status">{t('overdue.history.loading')}</p>
      ) : (
        <ol className="divide-y divide-neutral-200 dark:divide-neutral-700">
          {data.items.map((reminder) => (
            <li key={reminder.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="font-semibold whitespace-nowrap">{formatDate(reminder.date, language)}</span>
              <Badge tone={reminder.level >= 3 ? 'danger' : 'info'}>
                {t('overdue.level', { level: reminder.level })}
              </Badge>
              <span className="text-sm text-neutral-600 dark:text-neutral-300">
                {t('overdue.history.detail', {
                  amount: ltrText(formatMoney(reminder.amount, data.currency, language)),
                  date: formatDate(reminder.oldestDueDate, language),
                  by: reminder.by.displayname,
                  count: reminder.recipients,
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
