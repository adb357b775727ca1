/**
 * The overdue list's view of the finance ledger: per family of a branch and year, what is overdue today.
 * Provisional until the finance model lands (h-finance): derived from the ledger's installments.
 */
export type Bucket = '0-30' | '31-60' | '60+';

export interface OverdueFamily {
  familyId: number;
  currency: string;
  /** Sum of the unpaid part of the family's overdue installments, in cents. */
  amountCents: number;
  installments: number;
  oldestDueDate: string;
  /** Days since the oldest overdue installment fell due. */
  daysLate: number;
  bucket: Bucket;
}

export function overdueFamilies(_branch: number, _year: number, _today: string): OverdueFamily[] {
  return [];
}
