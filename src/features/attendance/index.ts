/** The public entry of attendance (docs/architecture.md "Boundaries"): the dashboard's card; its pages are loaded by
 * the registry (src/modules.ts). */
export { AttendanceDashboardCard } from './absences/AttendanceDashboardCard';
