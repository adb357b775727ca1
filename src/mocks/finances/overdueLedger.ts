import { compareIso } from '../../domain/dates.ts';
import {
  agingBucket,
  daysLate,
  installmentState,
  paidByInstallment,
  type AgingBucket,
} from '../../domain/ledger.ts';
import { db } from '../core/db.ts';

/**
 * The overdue list's view of the finance ledger (src/domain/ledger.ts): per family of a branch and
 * year, what is overdue on `today`. Derived on every call from the installments and the payments' allocations,
 * never stored.
 */
export type Bucket = AgingBucket;

export interface OverdueFamily {
  familyId: number;
  currency: string;
  /** Unpaid part of the family's overdue installments, in cents. */
  amountCents: number;
  installments: number;
  oldestDueDate: string;
  /** Days since the oldest overdue installment fell due. */
  daysLate: number;
  bucket: Bucket;
}

export function overdueFamilies(branch: number, year: number, today: string): OverdueFamily[] {
  const data = db.data;
  const currency =
    data.financeSettings.find((settings) => settings.branchId === branch && settings.yearId === year)
      ?.currency ?? 'MAD';
  const paid = paidByInstallment(
    data.payments.filter((payment) => payment.branchId === branch && payment.yearId === year),
  );
  const families = new Map<number, OverdueFamily>();
  for (const installment of data.installments) {
    if (installment.branchId !== branch || installment.yearId !== year) continue;
    const state = installmentState(installment, paid.get(installment.id) ?? 0, today);
    if (!state.overdue) continue;
    const family = families.get(installment.familyId);
    if (!family) {
      families.set(installment.familyId, {
        familyId: installment.familyId,
        currency,
        amountCents: state.outstandingCents,
        installments: 1,
        oldestDueDate: installment.dueDate,
        daysLate: 0,
        bucket: '0-30',
      });
      continue;
    }
    family.amountCents += state.outstandingCents;
    family.installments += 1;
    if (compareIso(installment.dueDate, family.oldestDueDate) < 0) family.oldestDueDate = installment.dueDate;
  }
  const list = [...families.values()];
  for (const family of list) {
    family.daysLate = daysLate(family.oldestDueDate, today);
    family.bucket = agingBucket(family.daysLate) ?? '0-30';
  }
  return list;
}
