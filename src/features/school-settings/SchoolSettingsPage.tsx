import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { useScope } from '../../session/useScope';
import { ClassesCard } from './ClassesCard';
import { IdentityCard } from './IdentityCard';
import { NextYearCard } from './NextYearCard';
import { SchoolYearForm } from './SchoolYearForm';
import { useSchoolSettingsQuery } from './schoolSettings.api';

/**
 * `gestion-scholaire-parametre`: the school year's dates, the next year and the promotion to it, the school's identity,
 * the levels and class capacities.
 */
export default function SchoolSettingsPage() {
  const { t } = useTranslation();
  const scope = useScope();
  const { data, isLoading, isError, refetch } = useSchoolSettingsQuery(scope ?? skipToken);

  return (
    <div className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {t('routes.gestion-scholaire-parametre')}
      </h1>
      {isError && !data ? (
        <ErrorState message={t('schoolSettings.loadError')} onRetry={() => void refetch()} />
      ) : isLoading || !data || !scope ? (
        <div role="status" aria-label={t('schoolSettings.loading')} className="animate-pulse space-y-4">
          <div className="h-40 rounded-card bg-neutral-200 dark:bg-neutral-700" />
          <div className="h-80 rounded-card bg-neutral-200 dark:bg-neutral-700" />
        </div>
      ) : (
        <>
          <Card as="section" aria-labelledby="school-year-title">
            <h2 id="school-year-title" className="mb-1 text-lg font-semibold">
              {t('schoolSettings.year.title')}
            </h2>
            <p className="mb-4 text-sm text-neutral-600 dark:text-neutral-300">
              {t('schoolSettings.year.intro', { year: data.schoolYear?.description ?? '' })}
            </p>
            {data.schoolYear && (
              <SchoolYearForm
                key={`${scope.branch}-${scope.year}-${data.schoolYear.startDate}-${data.schoolYear.endDate}`}
                scope={scope}
                dates={{ startDate: data.schoolYear.startDate, endDate: data.schoolYear.endDate }}
              />
            )}
          </Card>
          {data.schoolYear && (
            <NextYearCard
              scope={scope}
              current={{ startDate: data.schoolYear.startDate, endDate: data.schoolYear.endDate }}
            />
          )}
          <IdentityCard scope={scope} />
          <ClassesCard levels={data.levels} />
        </>
      )}
    </div>
  );
}
