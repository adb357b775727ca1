import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../store/hooks';
import { DashboardSkeleton } from './DashboardSkeleton';
import { loadParentDashboard } from './parentPart';
import { StaffDashboard } from './StaffDashboard';

/** Loaded for parents only (parentPart.ts); its skeleton meanwhile, the one it shows while its data loads. */
const ParentDashboard = lazy(() =>
  loadParentDashboard().then((module) => ({ default: module.ParentDashboard })),
);

/** `dashboard`: the page after sign-in: the office's figures, or a parent's summary of the selected child. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const isParent = useAppSelector((state) => state.auth.user?.isParent ?? false);
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.dashboard')}
      </h1>
      {isParent ? (
        <Suspense fallback={<DashboardSkeleton cards={3} charts={0} />}>
          <ParentDashboard />
        </Suspense>
      ) : (
        <StaffDashboard />
      )}
    </section>
  );
}
