/**
 * The public entry of finances (docs/architecture.md "Boundaries"): the finance tab of a student's record, loaded
 * lazily by the students feature. Finances itself never imports students.
 */
export { StudentFinancePanel } from './StudentFinancePanel';
