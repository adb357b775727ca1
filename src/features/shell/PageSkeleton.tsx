import { useTranslation } from 'react-i18next';

/** Content-shaped placeholder while a page chunk loads. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.pageLoading')} className="animate-pulse space-y-4">
      <div className="h-8 w-1/3 rounded bg-neutral-200 dark:bg-neutral-700" />
      <div className="h-40 rounded-card bg-neutral-200 dark:bg-neutral-700" />
    </div>
  );
}
