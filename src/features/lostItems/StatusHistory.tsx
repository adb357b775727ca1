import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';

/** The states a found item or a family's request went through: which, when, by whom (oldest first). */
export function StatusHistory({
  id,
  history,
  statusLabel,
}: {
  /** Id of the section's heading (it names the section). */
  id: string;
  history: ReadonlyArray<{ status: string; at: string; by: string }>;
  statusLabel: (status: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <section className="space-y-2" aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold text-neutral-700 dark:text-neutral-200">
        {t('lostItems.detail.history')}
      </h3>
      <ol className="space-y-1 text-sm">
        {history.map((event, index) => (
          <li key={index} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{statusLabel(event.status)}</span>
            <time dateTime={event.at} className="text-neutral-600 tabular-nums dark:text-neutral-300">
              {formatDateTime(event.at, i18n.language)}
            </time>
            <span className="text-neutral-600 dark:text-neutral-300">{event.by}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
