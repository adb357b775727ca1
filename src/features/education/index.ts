/** The public entry of education (docs/architecture.md "Boundaries"): the dashboards' cards; its pages are loaded by
 * the registry (src/modules.ts). */
export { EducationDashboardCard } from './EducationDashboardCard';
export { ParentEducationCard } from './ParentEducationCard';
