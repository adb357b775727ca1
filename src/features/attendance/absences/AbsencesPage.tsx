import { skipToken } from '@reduxjs/toolkit/query';
import { Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BUTTON } from '../../../components/buttons';
import { formatCount } from '../../../components/DataTable/format';
import { ListTitle } from '../../../components/DataTable/ListTitle';
import { Tabs } from '../../../components/Tabs';
import { useScope } from '../../../session/useScope';
import { useGetAttendanceSummaryQuery } from '../attendance.api';
import { AbsencesList, useAbsencesController } from './AbsencesList';
import { AttendanceSettingsDialog, useMayChangeAttendanceSettings } from './AttendanceSettingsDialog';
import { AttendanceStats } from './AttendanceStats';
import { OverThresholdList } from './OverThresholdList';
import { TodayCard } from './TodayCard';

/** The list tab: its controller lives with it, so the other tabs ask nothing of it. */
function AbsencesTab({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const controller = useAbsencesController();
  const { data } = controller;
  return (
    <div className="space-y-3">
      {data && (
        <p className="text-sm text-neutral-700 dark:text-neutral-200">
          {t('absences.count', { count: data.total, formatted: formatCount(data.total, i18n.language) })}
        </p>
      )}
      <AbsencesList controller={controller} title={title} />
    </div>
  );
}

/**
 * `attendance/absences`: the absences and lateness of the branch and year (docs/api.md "Attendance"): today's
 * figures, the list with its decisions (justify, refuse, undo), the students over the threshold, and the counts per
 * class and per month. The office (not a teacher alone) opens the branch's setting from here: the threshold and the
 * roll calls' deadlines every figure of the page counts with.
 */
export default function AbsencesPage() {
  const { t } = useTranslation();
  const scope = useScope();
  // The same answer as the today card's (one request): the threshold the tab states.
  const { data: summary } = useGetAttendanceSummaryQuery(scope ?? skipToken);
  const title = t('routes.attendance/absences');
  const mayChange = useMayChangeAttendanceSettings(scope);
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <section aria-labelledby="page-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ListTitle title={title} count={null} />
        {mayChange && (
          <button type="button" className={BUTTON.secondary} onClick={() => setSettingsOpen(true)}>
            <Settings2 size={16} aria-hidden="true" />
            {t('absences.settings.open')}
          </button>
        )}
      </div>
      <TodayCard scope={scope} />
      <Tabs
        label={t('absences.tabs.label')}
        tabs={[
          { id: 'list', label: t('absences.tabs.list'), render: () => <AbsencesTab title={title} /> },
          {
            id: 'threshold',
            label: t('absences.tabs.threshold'),
            render: () => <OverThresholdList threshold={summary?.threshold ?? null} />,
          },
          { id: 'stats', label: t('absences.tabs.stats'), render: () => <AttendanceStats scope={scope} /> },
        ]}
      />
      {settingsOpen && <AttendanceSettingsDialog scope={scope} onClose={() => setSettingsOpen(false)} />}
    </section>
  );
}
