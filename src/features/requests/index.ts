/** What other modules use of the requests module: the dashboard's card. */
export { OverdueRequestsCard } from './OverdueRequestsCard';
