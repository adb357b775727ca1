import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';

/** Any unknown path (Entry): "Page introuvable", inside the shell when signed in (the shell's <main>). */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <FileQuestion size={56} aria-hidden="true" className="text-primary-600" />
      <h1 className="text-3xl font-semibold">{t('notFound.title')}</h1>
      <p className="max-w-md text-neutral-600 dark:text-neutral-300">{t('notFound.body')}</p>
      <Link
        to={paths.dashboard()}
        className="rounded-control bg-primary-600 px-4 py-2 font-semibold text-white hover:bg-primary-700"
      >
        {t('common.backToDashboard')}
      </Link>
    </section>
  );
}
