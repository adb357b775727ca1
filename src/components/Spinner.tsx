import { useTranslation } from 'react-i18next';

/** The boot spinner of the spec (Screens and routes) ("Loading ..."), shown while the user loads. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-screen flex-col items-center justify-center gap-4"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-primary-200 border-t-primary-600"
      />
      <span className="text-sm font-semibold text-neutral-600 dark:text-neutral-300">
        {t('common.loading')}
      </span>
    </div>
  );
}
