/** The public entry of lostItems (docs/architecture.md "Boundaries"): the dashboard's card; its pages are loaded by
 * the registry (src/modules.ts). */
export { UnclaimedItemsCard } from './UnclaimedItemsCard';
