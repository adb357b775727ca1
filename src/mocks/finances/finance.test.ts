// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { balanceOf, paidByInstallment } from '../../domain/ledger.ts';
import { generateFinances, type FinanceData } from './finance.ts';
import { generateSchool } from '../school/index.ts';
import { createSeed, addMissingTables } from '../seed.ts';
import type { DemoData } from '../core/tables.ts';

const TODAY = '2026-11-22';
const YEARS = [
  { schoolyearid: 2, startDate: '2026-09-07', endDate: '2027-06-30' },
  { schoolyearid: 1, startDate: '2025-09-08', endDate: '2026-06-30' },
];
const BRANCHES = [
  { schoolbranchid: 1, city: 'Casablanca', branchname: 'Casablanca Anfa' },
  { schoolbranchid: 2, city: 'Rabat', branchname: 'Rabat Agdal' },
  { schoolbranchid: 3, city: 'Marrakech', branchname: 'Marrakech Guéliz' },
];

function finances(students = 1200, today = TODAY): FinanceData {
  return generateFinances({ years: YEARS, branches: BRANCHES, ...generateSchool({ students }), today });
}

/** Families of a year with something overdue, by aging bucket. */
function overdueShare(data: FinanceData, yearId: number) {
  const paid = paidByInstallment(data.payments);
  const byFamily = new Map<number, FinanceData['installments']>();
  for (const installment of data.installments) {
    if (installment.yearId !== yearId) continue;
    const list = byFamily.get(installment.familyId) ?? [];
    list.push(installment);
    byFamily.set(installment.familyId, list);
  }
  const buckets: Record<string, number> = {};
  let overdue = 0;
  for (const list of byFamily.values()) {
    const balance = balanceOf(list, paid, TODAY);
    if (balance.bucket) {
      overdue += 1;
      buckets[balance.bucket] = (buckets[balance.bucket] ?? 0) + 1;
    }
  }
  return { share: overdue / byFamily.size, buckets };
}

describe('demo finances', () => {
  const data = finances();

  it('is deterministic for a given day', () => {
    expect(JSON.stringify(finances())).toBe(JSON.stringify(data));
  });

  it('has settings per branch and year, and engagements whose installments add up to the net amount', () => {
    expect(data.financeSettings).toHaveLength(6);
    const casablanca = data.financeSettings.find((s) => s.branchId === 1 && s.yearId === 2)!;
    expect(casablanca.receipt.prefix).toBe('CAS');
    expect(casablanca.feeTypes.filter((fee) => fee.kind === 'tuition')).toHaveLength(12);
    const byEngagement = new Map<number, number>();
    for (const installment of data.installments) {
      byEngagement.set(
        installment.engagementId,
        (byEngagement.get(installment.engagementId) ?? 0) + installment.amountCents,
      );
    }
    for (const engagement of data.engagements) {
      expect(byEngagement.get(engagement.id)).toBe(engagement.netCents);
    }
    const tuition = data.engagements.filter((e) => e.kind === 'tuition');
    expect(tuition.some((e) => e.discountReason === 'sibling' && e.discountPercent === 10)).toBe(true);
    expect(data.installments.filter((i) => i.engagementId === tuition[0]!.id).map((i) => i.label)).toEqual([
      'Septembre',
      'Octobre',
      'Novembre',
      'Décembre',
      'Janvier',
      'Février',
      'Mars',
      'Avril',
      'Mai',
      'Juin',
    ]);
  });

  it('never allocates more than an installment, only to the payer’s installments, and numbers receipts in order', () => {
    const installments = new Map(data.installments.map((i) => [i.id, i]));
    const paid = paidByInstallment(data.payments);
    for (const [id, cents] of paid) expect(cents).toBeLessThanOrEqual(installments.get(id)!.amountCents);
    for (const payment of data.payments) {
      expect(payment.date <= TODAY).toBe(true);
      expect(payment.allocations.reduce((sum, a) => sum + a.amountCents, 0)).toBe(payment.amountCents);
      for (const allocation of payment.allocations) {
        const installment = installments.get(allocation.installmentId)!;
        expect([installment.familyId, installment.branchId, installment.yearId]).toEqual([
          payment.familyId,
          payment.branchId,
          payment.yearId,
        ]);
        expect(installment.cancelledAt).toBeNull();
      }
    }
    for (const settings of data.financeSettings) {
      const numbers = data.payments
        .filter((p) => p.branchId === settings.branchId && p.yearId === settings.yearId)
        .map((p) => p.receiptNumber);
      expect(numbers.length).toBe(settings.receipt.nextNumber - 1);
      expect(new Set(numbers).size).toBe(numbers.length);
    }
  });

  it('has 12-18 % of families overdue this year in every bucket, last year mostly paid', () => {
    const current = overdueShare(data, 2);
    expect(current.share).toBeGreaterThanOrEqual(0.12);
    expect(current.share).toBeLessThanOrEqual(0.18);
    expect(Object.keys(current.buckets).sort()).toEqual(['0-30', '31-60', '60+']);
    expect(overdueShare(data, 1).share).toBeLessThan(0.06);
  });

  it('generates the finances of 10,000 students quickly', () => {
    const school = generateSchool({ students: 10_000 });
    // CPU time of this process (process.cpuUsage), not wall time: the generator's own cost, which other work on a
    // busy machine does not stretch.
    const started = process.cpuUsage();
    const big = generateFinances({ years: YEARS, branches: BRANCHES, ...school, today: TODAY });
    const used = process.cpuUsage(started);
    const elapsed = (used.user + used.system) / 1000;
    console.info(
      `finances of 10,000 students: ${elapsed.toFixed(0)} ms of CPU, ${big.installments.length} installments`,
    );
    expect(big.engagements.length).toBeGreaterThan(40_000);
    // About 0.5 s on an idle machine.
    expect(elapsed).toBeLessThan(5000);
  });

  it('are added to a data set saved before they existed', () => {
    const old = JSON.parse(JSON.stringify(createSeed({ students: 50 }))) as Partial<DemoData>;
    delete old.financeSettings;
    delete old.engagements;
    delete old.installments;
    delete old.payments;
    const saved = old as DemoData;
    expect(addMissingTables(saved)).toBe(true);
    expect(saved.engagements.length).toBeGreaterThan(50);
    expect(saved.payments.length).toBeGreaterThan(0);
    expect(addMissingTables(saved)).toBe(false);
  });
});
