import { useTranslation } from 'react-i18next';

/**
 * Content-shaped placeholder while a page chunk loads or the page is being drawn (components/DrawnNext). It fills
 * the screen, so the footer is below the fold from the start and does not jump down when the page comes (CLS).
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.pageLoading')}
      data-page-skeleton=""
      className="min-h-screen animate-pulse space-y-4"
    >
      <div className="h-8 w-1/3 rounded bg-neutral-200 dark:bg-neutral-700" />
      <div className="h-40 rounded-card bg-neutral-200 dark:bg-neutral-700" />
    </div>
  );
}
