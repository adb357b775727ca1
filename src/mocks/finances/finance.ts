import { compareIso, todayIso } from '../../domain/dates.ts';
import {
  applyDiscount,
  formatReceiptNumber,
  planInstallments,
  type DiscountKind,
  type Engagement,
  type FeeKind,
  type FinanceSettings,
  type Installment,
  type Payment,
  type PaymentMethod,
} from '../../domain/ledger.ts';
import { mulberry32 } from '../core/random.ts';
import type { DemoEnrolment } from '../school/index.ts';
import { settingsFor, type FinanceOptions } from './feeSettings.ts';

/**
 * The finances of the demo, generated deterministically from the school and "today": settings per
 * branch and year (fee types per level in MAD, schedule templates, discount rules, receipt numbering), an
 * engagement per fee for every student attending a year (tuition over ten months plus the yearly registration,
 * some transport, canteen and insurance, a sibling discount from the second child), and the payments a family
 * made up to today. Most families pay on time; about one in seven is late by one, two or three months (the
 * overdue list's 0-30, 31-60 and 60+ buckets); last year is almost entirely paid.
 */

export interface FinanceData {
  financeSettings: FinanceSettings[];
  engagements: Engagement[];
  installments: Installment[];
  payments: Payment[];
}

const DEFAULT_SEED = 5_2026;

const DAY = 86_400_000;
const dayCache = new Map<string, string>();
function addDays(isoDate: string, days: number): string {
  const key = `${isoDate}+${days}`;
  let date = dayCache.get(key);
  if (date === undefined) {
    date = new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
    dayCache.set(key, date);
  }
  return date;
}

type Behaviour = 'annual' | 'term' | 'monthly' | 'late';

const METHODS: PaymentMethod[] = ['transfer', 'cheque', 'cash', 'card'];
const METHOD_WEIGHTS = [0.35, 0.25, 0.25, 0.15];

export function generateFinances(options: FinanceOptions): FinanceData {
  const today = options.today ?? todayIso();
  const next = mulberry32(options.seed ?? DEFAULT_SEED);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const years = [...options.years].sort((a, b) => compareIso(b.startDate, a.startDate));
  const levels = new Map(options.levels.map((level) => [level.id, level]));
  const students = new Map(options.students.map((student) => [student.studentid, student]));

  let id = 0;
  const nextId = () => (id += 1);
  const financeSettings: FinanceSettings[] = [];
  const engagements: Engagement[] = [];
  const installments: Installment[] = [];
  const payments: Payment[] = [];

  const planCache = new Map<string, ReturnType<typeof planInstallments>>();
  const settingsKey = (branchId: number, yearId: number) => `${branchId}:${yearId}`;
  const settingsByKey = new Map<string, FinanceSettings>();
  years.forEach((year, index) => {
    for (const branch of options.branches) {
      const settings = settingsFor(branch, year, index === 0 ? 1 : 0.95, options.levels, nextId);
      financeSettings.push(settings);
      settingsByKey.set(settingsKey(branch.schoolbranchid, year.schoolyearid), settings);
    }
  });

  // Students attending each year (active, or left during it), grouped by family, eldest first.
  for (const [yearIndex, year] of years.entries()) {
    const byFamily = new Map<number, DemoEnrolment[]>();
    for (const enrolment of options.enrolments) {
      if (enrolment.yearId !== year.schoolyearid || enrolment.status === 'expected') continue;
      const student = students.get(enrolment.studentId);
      if (!student) continue;
      const list = byFamily.get(student.familyId);
      if (list) list.push(enrolment);
      else byFamily.set(student.familyId, [enrolment]);
    }
    const familyIds = [...byFamily.keys()].sort((a, b) => a - b);
    for (const familyId of familyIds) {
      const rows = byFamily.get(familyId)!;
      rows.sort((a, b) =>
        compareIso(students.get(a.studentId)!.birthDate, students.get(b.studentId)!.birthDate),
      );
      const familyDiscount: DiscountKind | null = next() < 0.02 ? 'staff' : next() < 0.015 ? 'other' : null;
      const familyInstallments: Installment[] = [];
      rows.forEach((enrolment, childIndex) => {
        const settings = settingsByKey.get(settingsKey(enrolment.branchId, year.schoolyearid));
        const level = levels.get(enrolment.levelId);
        if (!settings || !level) return;
        const wanted: FeeKind[] = ['registration', 'tuition'];
        if (next() < 0.35) wanted.push('transport');
        if (next() < 0.45) wanted.push('canteen');
        if (next() < 0.75) wanted.push('insurance');
        for (const kind of wanted) {
          const feeType = settings.feeTypes.find(
            (fee) => fee.kind === kind && (fee.levelId === null || fee.levelId === level.id),
          );
          const template = settings.templates.find((candidate) => candidate.id === feeType?.templateId);
          if (!feeType || !template) continue;
          let reason: DiscountKind | null = null;
          if (kind === 'tuition') reason = familyDiscount ?? (childIndex > 0 ? 'sibling' : null);
          const percent = reason
            ? (settings.discountRules.find((rule) => rule.kind === reason)?.percent ?? 0)
            : 0;
          const engagement: Engagement = {
            id: nextId(),
            familyId,
            studentId: enrolment.studentId,
            branchId: enrolment.branchId,
            yearId: year.schoolyearid,
            feeTypeId: feeType.id,
            kind,
            label: feeType.label,
            templateId: template.id,
            grossCents: feeType.amountCents,
            discountPercent: percent,
            discountReason: reason,
            netCents: applyDiscount(feeType.amountCents, percent),
            createdAt: `${addDays(year.startDate, -int(20, 80))}T09:00:00Z`,
          };
          engagements.push(engagement);
          const planKey = `${template.id}:${engagement.netCents}:${feeType.label}`;
          let plans = planCache.get(planKey);
          if (!plans) {
            plans = planInstallments(engagement.netCents, template, year.startDate, feeType.label);
            planCache.set(planKey, plans);
          }
          for (const plan of plans) {
            const installment: Installment = {
              id: nextId(),
              engagementId: engagement.id,
              familyId,
              studentId: enrolment.studentId,
              branchId: enrolment.branchId,
              yearId: year.schoolyearid,
              seq: plan.seq,
              label: plan.label,
              dueDate: plan.dueDate,
              amountCents: plan.amountCents,
              // A child who left: what falls due after the departure is cancelled.
              cancelledAt:
                enrolment.status === 'left' && enrolment.endDate !== null && plan.dueDate > enrolment.endDate
                  ? enrolment.endDate
                  : null,
            };
            installments.push(installment);
            familyInstallments.push(installment);
          }
        }
      });
      payFamily(familyId, familyInstallments, yearIndex === 0);
    }
  }

  /** The family's payments up to today, one per branch and due date (or per term, or once), by behaviour. */
  function payFamily(familyId: number, list: Installment[], current: boolean): void {
    const roll = next();
    const behaviour: Behaviour = current
      ? roll < 0.08
        ? 'annual'
        : roll < 0.18
          ? 'term'
          : roll < 0.855
            ? 'monthly'
            : 'late'
      : roll < 0.96
        ? 'monthly'
        : 'late';
    const lateGroups = behaviour === 'late' ? (next() < 0.45 ? 1 : next() < 0.55 ? 2 : 3) : 0;
    const method = METHODS[weighted(METHOD_WEIGHTS)] ?? 'transfer';
    const byBranch = new Map<number, Installment[]>();
    for (const installment of list) {
      if (installment.cancelledAt !== null) continue;
      const group = byBranch.get(installment.branchId);
      if (group) group.push(installment);
      else byBranch.set(installment.branchId, [installment]);
    }
    for (const [branchId, open] of byBranch) {
      const dueDates = [...new Set(open.map((installment) => installment.dueDate))].sort(compareIso);
      const past = dueDates.filter((date) => date < today);
      const pay = (covered: Installment[], date: string, share = 1) => {
        if (date > today || covered.length === 0) return;
        const allocations = covered.map((installment) => ({
          installmentId: installment.id,
          amountCents: share === 1 ? installment.amountCents : Math.round(installment.amountCents * share),
        }));
        const amountCents = allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
        if (amountCents <= 0) return;
        const chosen = next() < 0.85 ? method : (METHODS[weighted(METHOD_WEIGHTS)] ?? method);
        payments.push({
          id: 0,
          familyId,
          branchId,
          yearId: covered[0]!.yearId,
          amountCents,
          method: chosen,
          reference: reference(chosen),
          date,
          receiptNumber: '',
          allocations,
          createdBy: 1,
          createdAt: `${date}T${String(int(8, 17)).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}:00Z`,
        });
      };
      const due = (date: string) => open.filter((installment) => installment.dueDate === date);
      if (behaviour === 'annual') {
        pay(open, addDays(dueDates[0] ?? today, -int(3, 25)));
        continue;
      }
      if (behaviour === 'term') {
        const terms = [dueDates.slice(0, 4), dueDates.slice(4, 7), dueDates.slice(7)];
        for (const term of terms) {
          if (!term.length) continue;
          pay(
            open.filter((installment) => term.includes(installment.dueDate)),
            addDays(term[0]!, -int(0, 6)),
          );
        }
        continue;
      }
      const paidGroups = behaviour === 'late' ? Math.max(0, past.length - lateGroups) : dueDates.length;
      dueDates.slice(0, paidGroups).forEach((date, index) => {
        // Registration and insurance are paid at re-enrolment; months around their due date.
        const when = index === 0 ? addDays(date, -int(10, 60)) : addDays(date, int(-7, 3));
        pay(due(date), when);
      });
      // Late families often paid part of the first missed month.
      if (behaviour === 'late' && next() < 0.35) {
        const missed = past[paidGroups];
        if (missed) pay(due(missed), addDays(missed, int(2, 12)), 0.5);
      }
    }
  }

  function weighted(weights: number[]): number {
    let roll = next();
    for (let index = 0; index < weights.length; index += 1) {
      roll -= weights[index] ?? 0;
      if (roll < 0) return index;
    }
    return weights.length - 1;
  }

  function reference(method: PaymentMethod): string {
    switch (method) {
      case 'cheque':
        return `CHQ ${int(1_000_000, 9_999_999)}`;
      case 'transfer':
        return `VIR ${int(100_000, 999_999)}`;
      case 'card':
        return `CB ****${String(int(0, 9999)).padStart(4, '0')}`;
      default:
        return '';
    }
  }

  // The demo parent's family (El Idrissi, family 1) has not paid its last installments due this year, so the
  // overdue list, its reminders and the parent's balance show something (h-finops). No random draw is added.
  const currentYearId = years[0]?.schoolyearid;
  const idrissiDue = installments.filter(
    (installment) =>
      installment.familyId === 1 &&
      installment.yearId === currentYearId &&
      installment.cancelledAt === null &&
      installment.dueDate < today,
  );
  const lastDue = idrissiDue.reduce(
    (latest, installment) => (installment.dueDate > latest ? installment.dueDate : latest),
    '',
  );
  const unpaid = new Set(
    idrissiDue.filter((installment) => installment.dueDate === lastDue).map((i) => i.id),
  );
  for (let index = payments.length - 1; index >= 0; index -= 1) {
    const payment = payments[index]!;
    if (payment.familyId !== 1 || !payment.allocations.some((a) => unpaid.has(a.installmentId))) continue;
    payment.allocations = payment.allocations.filter((allocation) => !unpaid.has(allocation.installmentId));
    payment.amountCents = payment.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
    if (payment.amountCents === 0) payments.splice(index, 1);
  }

  // Ids and receipt numbers in date order, sequential per branch and year.
  payments.sort(
    (a, b) => compareIso(a.date, b.date) || compareIso(a.createdAt, b.createdAt) || a.familyId - b.familyId,
  );
  const yearStart = new Map(options.years.map((year) => [year.schoolyearid, year.startDate]));
  for (const payment of payments) {
    payment.id = nextId();
    const settings = settingsByKey.get(settingsKey(payment.branchId, payment.yearId));
    if (!settings) continue;
    payment.receiptNumber = formatReceiptNumber(
      settings.receipt.prefix,
      yearStart.get(payment.yearId) ?? '',
      settings.receipt.nextNumber,
    );
    settings.receipt.nextNumber += 1;
  }
  return { financeSettings, engagements, installments, payments };
}
