import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * What happened, in plain words, and a retry button (DESIGN-SYSTEM.md "Errors").
 * @example <ErrorState message={t('notifications.loadError')} onRetry={refetch} />
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card bg-white px-6 py-10 text-center dark:bg-neutral-800"
    >
      <CircleAlert size={36} aria-hidden="true" className="text-danger-600" />
      <p className="max-w-md font-semibold">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 rounded-control bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700 md:min-h-control"
        >
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
