import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../store/hooks';
import { ParentDashboard } from './ParentDashboard';
import { StaffDashboard } from './StaffDashboard';

/** `dashboard`: the page after sign-in: the office's figures, or a parent's summary of the selected child. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const isParent = useAppSelector((state) => state.auth.user?.isParent ?? false);
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.dashboard')}
      </h1>
      {isParent ? <ParentDashboard /> : <StaffDashboard />}
    </section>
  );
}
