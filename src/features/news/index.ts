/** The public entry of news (docs/architecture.md "Boundaries"): the staff dashboard's acknowledgement card. */
export { AwaitingAckCard } from './AwaitingAckCard';
