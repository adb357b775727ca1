import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/ErrorState';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { useScope } from '../../session/useScope';
import { useLevelsQuery } from '../school-settings';
import { useEducationSettingsQuery } from './education.api';
import { GridTab } from './educationSettings/GridTab';
import { HoursTab } from './educationSettings/HoursTab';
import { ScaleTab } from './educationSettings/ScaleTab';
import { SubjectsTab } from './educationSettings/SubjectsTab';

/**
 * `educational-management-config`: the subjects (names in French and Arabic, colour), each level's skills grid
 * (ordered domains of ordered skills), the four labels of the scale, and each level's weekly hours per subject.
 */
export default function EducationSettingsPage() {
  const { t } = useTranslation();
  const scope = useScope();
  const { currentData: settings, isError, refetch } = useEducationSettingsQuery(scope ?? skipToken);
  const { data: levels } = useLevelsQuery(scope ?? skipToken);
  const title = t('routes.educational-management-config');
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <h1 id="page-title" className="text-2xl font-semibold text-neutral-900 dark:text-white">
        {title}
      </h1>
      {isError ? (
        <ErrorState message={t('education.loadError')} onRetry={() => void refetch()} />
      ) : !settings || !scope || !levels ? (
        <Spinner />
      ) : (
        <Tabs
          label={title}
          tabs={[
            {
              id: 'subjects',
              label: t('education.settings.subjects'),
              render: () => <SubjectsTab scope={scope} settings={settings} />,
            },
            {
              id: 'grid',
              label: t('education.settings.grid'),
              render: () => <GridTab scope={scope} settings={settings} levels={levels.items} />,
            },
            {
              id: 'scale',
              label: t('education.settings.scale'),
              render: () => (
                <ScaleTab key={JSON.stringify(settings.scale)} scope={scope} settings={settings} />
              ),
            },
            {
              id: 'hours',
              label: t('education.settings.hours'),
              render: () => <HoursTab scope={scope} settings={settings} levels={levels.items} />,
            },
          ]}
        />
      )}
    </section>
  );
}
