/**
 * The demo API's family engagements, installments, payments and receipts; the overdue list and reminders; the
 * financial settings (docs/architecture.md "The demo API"): what the demo's root and other modules use of it.
 */
export {
  addServiceEngagement,
  familyKey,
  financeSettingsOf,
  ledgerIndex,
  type LedgerIndex,
  scopeKey,
  stopFutureInstallments,
  studentBalancesCents,
  studentKey,
} from './ledger.ts';
export { financeHandlers } from './handlers.ts';
export { latestOnlinePayment, onlinePaymentsStep } from './onlinePayments.ts';
export { overdueHandlers } from './overdue.ts';
export { financesStep, remindersStep } from './seed.ts';
export { financeSettingsHandlers } from './settings.ts';
