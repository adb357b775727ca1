import type { Engagement, FinanceSettings, Installment, Payment } from '../../domain/ledger.ts';
import type { SeedStep } from '../core/seed.ts';
import { generateFinances } from './finance.ts';
import { ledgerIndex } from './ledger.ts';
import type { DemoReminder } from './reminders.ts';

declare module '../core/tables.ts' {
  interface DemoData {
    // Amounts in integer cents; derived states are computed by domain/ledger.ts.
    /** Financial settings per branch and year: fee types per level, templates, discounts, receipt numbering. */
    financeSettings: FinanceSettings[];
    /** A family's commitment for one student, year and fee. */
    engagements: Engagement[];
    /** Installments of the engagements (paid amount and status come from the payments' allocations). */
    installments: Installment[];
    /** Payments of a family in a branch and year, with their allocations to installments. */
    payments: Payment[];
    /** Reminders sent to families (the overdue list itself is derived). */
    reminders: DemoReminder[];
  }
}

/** The overdue list's reminders: none yet. */
export const remindersStep: SeedStep<'reminders'> = {
  tables: ['reminders'],
  make: () => ({ reminders: [] }),
};

/**
 * Finances: the finance tables generated for the data set's school as of the day they are first read, with their
 * ledger index built at once (so the first list that shows balances does not pay for it). Tests restore the seed
 * after every case and most never read finances, so they do not pay for ~40,000 installments each time.
 */
export const financesStep: SeedStep<'financeSettings' | 'engagements' | 'installments' | 'payments'> = {
  tables: ['financeSettings', 'engagements', 'installments', 'payments'],
  lazy: true,
  make(data) {
    const tables = generateFinances({
      years: data.years,
      branches: data.branches,
      levels: data.levels,
      students: data.students,
      enrolments: data.enrolments,
    });
    ledgerIndex(tables);
    return tables;
  },
  // Engagements, installments and payments refer to each other: made again together.
  upgrade: 'all',
};
