import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../paths';

/** Target of the guard and of the server's permission message (Screens and routes / Error catalogue). */
export default function Unauthorized() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-16 text-center dark:bg-neutral-800">
      <ShieldAlert size={48} aria-hidden="true" className="text-danger-600" />
      <h1 className="text-2xl font-semibold">{t('unauthorized.title')}</h1>
      <p className="max-w-md text-neutral-600 dark:text-neutral-300">{t('unauthorized.body')}</p>
      <Link
        to={paths.dashboard()}
        className="rounded-control bg-primary-600 px-4 py-2 font-semibold text-white hover:bg-primary-700"
      >
        {t('common.backToDashboard')}
      </Link>
    </section>
  );
}
