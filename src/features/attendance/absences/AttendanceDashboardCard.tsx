import { useCanOpen } from '../../auth';
import { paths } from '../../../paths';
import { useScope } from '../../../session/useScope';
import { TodayCard } from './TodayCard';

/**
 * The dashboard's attendance figures (docs/api.md "Attendance", `attendance/summary`): today's absent and late
 * students, the roll calls not taken, the students over the threshold, each linking to its filtered list. Shown to
 * those who may open the absences list.
 */
export function AttendanceDashboardCard() {
  const canOpen = useCanOpen();
  const scope = useScope();
  if (!canOpen(paths.absences())) return null;
  return <TodayCard scope={scope} />;
}
