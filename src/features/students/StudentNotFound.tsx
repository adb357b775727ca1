import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { paths } from '../../paths';

export function BackToList() {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.students()}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline md:min-h-control dark:text-primary-300"
    >
      <ArrowLeft size={16} aria-hidden="true" className="rtl:rotate-180" />
      {t('studentDetails.backToList')}
    </Link>
  );
}

export function StudentNotFound() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <BackToList />
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.studentdetails')}
      </h1>
      <EmptyState icon={SearchX} message={t('studentDetails.notFound')} />
    </section>
  );
}
