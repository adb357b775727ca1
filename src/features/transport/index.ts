/** The public entry of transport (docs/architecture.md "Boundaries"): the dashboard's cards; its pages are loaded by
 * the registry (src/modules.ts). */
export { ParentTransportCard } from './ParentTransportCard';
export { TransportDashboardCard } from './TransportDashboardCard';
