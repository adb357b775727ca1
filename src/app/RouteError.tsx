import { useTranslation } from 'react-i18next';

/** Shown when a page fails to render or its chunk cannot be loaded: never a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{t('error.title')}</h1>
      <p className="max-w-md text-neutral-600 dark:text-neutral-300">{t('error.body')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-control bg-primary-600 px-4 py-2 font-semibold text-white hover:bg-primary-700"
      >
        {t('common.retry')}
      </button>
    </main>
  );
}
