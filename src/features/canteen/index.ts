/** The public entry of the canteen (docs/architecture.md "Boundaries"): the dashboards' cards; its pages are loaded by
 * the registry (src/modules.ts). */
export { CanteenDashboardCard } from './CanteenDashboardCard';
export { ParentCanteenCard } from './ParentCanteenCard';
