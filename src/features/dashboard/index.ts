/** The public entry of dashboard (docs/architecture.md "Boundaries"): its pages are loaded by the registry
 * (src/modules.ts); its chart card (a chart with its legend and text alternative) is reused by the transport expenses. */
export { ChartCard } from './charts/ChartCard';
