import { compareIso, todayIso } from '../../domain/dates.ts';
import {
  applyDiscount,
  formatReceiptNumber,
  planInstallments,
  type DiscountKind,
  type Engagement,
  type FeeKind,
  type FeeType,
  type FinanceSettings,
  type Installment,
  type Payment,
  type PaymentMethod,
  type ScheduleTemplate,
} from '../../domain/ledger.ts';
import { mulberry32 } from '../core/random.ts';
import type { DemoEnrolment, DemoLevel, DemoStudent } from '../school/index.ts';

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

export interface FinanceOptions {
  years: Array<{ schoolyearid: number; startDate: string; endDate: string }>;
  branches: Array<{ schoolbranchid: number; city: string; branchname: string }>;
  levels: DemoLevel[];
  students: DemoStudent[];
  enrolments: DemoEnrolment[];
  /** `YYYY-MM-DD`; default the real date. */
  today?: string;
  seed?: number;
}

const DEFAULT_SEED = 5_2026;

const MONTHS: Array<[label: string, month: number, day: number]> = [
  ['Septembre', 9, 10],
  ['Octobre', 10, 5],
  ['Novembre', 11, 5],
  ['Décembre', 12, 5],
  ['Janvier', 1, 5],
  ['Février', 2, 5],
  ['Mars', 3, 5],
  ['Avril', 4, 5],
  ['Mai', 5, 5],
  ['Juin', 6, 5],
];

/** Yearly amounts in MAD for the current year, by cycle; last year's were about 5 % lower. */
const TUITION: Record<DemoLevel['cycle'], number> = {
  maternelle: 18_000,
  élémentaire: 22_000,
  collège: 26_000,
};
const REGISTRATION: Record<DemoLevel['cycle'], number> = {
  maternelle: 2_500,
  élémentaire: 3_000,
  collège: 3_500,
};
const TRANSPORT = 6_000;
const CANTEEN = 7_000;
const INSURANCE = 450;

const KIND_LABELS: Record<FeeKind, string> = {
  registration: 'Inscription',
  tuition: 'Scolarité',
  transport: 'Transport',
  canteen: 'Cantine',
  insurance: 'Assurance',
};

const PREFIXES: Record<string, string> = { Casablanca: 'CAS', Rabat: 'RAB', Marrakech: 'MAR' };

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

function templates(nextId: () => number): ScheduleTemplate[] {
  return [
    {
      id: nextId(),
      code: 'monthly10',
      name: '10 mensualités (septembre à juin)',
      parts: MONTHS.map(([label, month, day]) => ({ label, month, day })),
    },
    {
      id: nextId(),
      code: 'quarterly3',
      name: '3 trimestres',
      parts: [
        { label: 'Trimestre 1', month: 9, day: 10 },
        { label: 'Trimestre 2', month: 1, day: 5 },
        { label: 'Trimestre 3', month: 4, day: 5 },
      ],
    },
    { id: nextId(), code: 'once', name: 'Paiement unique', parts: [{ label: null, month: 9, day: 7 }] },
  ];
}

/** Settings of one branch and year: the fee grid, templates, discounts and receipt numbering. */
function settingsFor(
  branch: FinanceOptions['branches'][number],
  yearId: number,
  factor: number,
  levels: DemoLevel[],
  nextId: () => number,
): FinanceSettings {
  const list = templates(nextId);
  const [monthly, , once] = list as [ScheduleTemplate, ScheduleTemplate, ScheduleTemplate];
  const mad = (amount: number) => Math.round(amount * factor) * 100;
  const feeTypes: FeeType[] = [];
  for (const level of levels) {
    feeTypes.push({
      id: nextId(),
      kind: 'registration',
      levelId: level.id,
      label: `${KIND_LABELS.registration} ${level.code}`,
      amountCents: mad(REGISTRATION[level.cycle]),
      templateId: once.id,
    });
    feeTypes.push({
      id: nextId(),
      kind: 'tuition',
      levelId: level.id,
      label: `${KIND_LABELS.tuition} ${level.code}`,
      amountCents: mad(TUITION[level.cycle]),
      templateId: monthly.id,
    });
  }
  feeTypes.push(
    {
      id: nextId(),
      kind: 'transport',
      levelId: null,
      label: KIND_LABELS.transport,
      amountCents: mad(TRANSPORT),
      templateId: monthly.id,
    },
    {
      id: nextId(),
      kind: 'canteen',
      levelId: null,
      label: KIND_LABELS.canteen,
      amountCents: mad(CANTEEN),
      templateId: monthly.id,
    },
    {
      id: nextId(),
      kind: 'insurance',
      levelId: null,
      label: KIND_LABELS.insurance,
      amountCents: mad(INSURANCE),
      templateId: once.id,
    },
  );
  return {
    branchId: branch.schoolbranchid,
    yearId,
    currency: 'MAD',
    feeTypes,
    templates: list,
    discountRules: [
      { id: nextId(), kind: 'sibling', label: 'Réduction fratrie', percent: 10, feeKinds: ['tuition'] },
      { id: nextId(), kind: 'staff', label: 'Enfant du personnel', percent: 30, feeKinds: ['tuition'] },
      { id: nextId(), kind: 'other', label: 'Bourse', percent: 50, feeKinds: ['tuition'] },
    ],
    paymentMethods: ['cash', 'cheque', 'transfer', 'card'],
    receipt: {
      prefix: PREFIXES[branch.city] ?? branch.city.slice(0, 3).toUpperCase(),
      nextNumber: 1,
      header: `Groupe Scolaire — ${branch.branchname}\nService comptabilité`,
    },
  };
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
      const settings = settingsFor(branch, year.schoolyearid, index === 0 ? 1 : 0.95, options.levels, nextId);
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

// ---------------------------------------------------------------------------------------------------------------
// The ledger index: lookups the finance endpoints (and the dashboard and overdue list) share.

type LedgerTables = Pick<FinanceData, 'engagements' | 'installments' | 'payments'>;

export interface LedgerIndex {
  /** Paid cents per installment id, from every payment's allocations. */
  paid: Map<number, number>;
  installmentById: Map<number, Installment>;
  engagementById: Map<number, Engagement>;
  installmentsByEngagement: Map<number, Installment[]>;
  /** Key `familyKey(family, branch, year)`. */
  installmentsByFamily: Map<number, Installment[]>;
  engagementsByFamily: Map<number, Engagement[]>;
  paymentsByFamily: Map<number, Payment[]>;
  /** Key `studentKey(student, year)`. */
  installmentsByStudent: Map<number, Installment[]>;
  engagementsByStudent: Map<number, Engagement[]>;
  /** Families with engagements, by `scopeKey(branch, year)`. */
  familiesByScope: Map<number, number[]>;
}

/** Numeric keys (faster than strings over 300,000 installments). Year and branch ids stay below 64. */
export const scopeKey = (branchId: number, yearId: number) => branchId * 64 + yearId;
export const familyKey = (familyId: number, branchId: number, yearId: number) =>
  familyId * 4096 + scopeKey(branchId, yearId);
export const studentKey = (studentId: number, yearId: number) => studentId * 64 + yearId;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

interface CacheEntry {
  index: LedgerIndex;
  version: number;
  engagements: number;
  installments: number;
  payments: Payment[];
  paymentCount: number;
}
const indexCache = new WeakMap<Installment[], CacheEntry>();
let version = 0;

/** Marks an in-place change of the ledger (an installment cancelled): cached indexes and lists are rebuilt. */
export function ledgerChanged(): void {
  version += 1;
}

/**
 * The index of the data set's ledger, rebuilt only when a table grew or was replaced (a payment or engagement
 * added, a reset); cancelling an installment changes no lookup since states are derived on read.
 */
export function ledgerIndex(data: LedgerTables): LedgerIndex {
  const cached = indexCache.get(data.installments);
  if (
    cached &&
    cached.version === version &&
    cached.engagements === data.engagements.length &&
    cached.installments === data.installments.length &&
    cached.payments === data.payments &&
    cached.paymentCount === data.payments.length
  ) {
    return cached.index;
  }
  const index: LedgerIndex = {
    paid: new Map(),
    installmentById: new Map(),
    engagementById: new Map(),
    installmentsByEngagement: new Map(),
    installmentsByFamily: new Map(),
    engagementsByFamily: new Map(),
    paymentsByFamily: new Map(),
    installmentsByStudent: new Map(),
    engagementsByStudent: new Map(),
    familiesByScope: new Map(),
  };
  const seenFamilies = new Set<number>();
  for (const engagement of data.engagements) {
    index.engagementById.set(engagement.id, engagement);
    const family = familyKey(engagement.familyId, engagement.branchId, engagement.yearId);
    push(index.engagementsByFamily, family, engagement);
    push(index.engagementsByStudent, studentKey(engagement.studentId, engagement.yearId), engagement);
    if (!seenFamilies.has(family)) {
      seenFamilies.add(family);
      push(index.familiesByScope, scopeKey(engagement.branchId, engagement.yearId), engagement.familyId);
    }
  }
  for (const installment of data.installments) {
    index.installmentById.set(installment.id, installment);
    push(index.installmentsByEngagement, installment.engagementId, installment);
    push(
      index.installmentsByFamily,
      familyKey(installment.familyId, installment.branchId, installment.yearId),
      installment,
    );
    push(index.installmentsByStudent, studentKey(installment.studentId, installment.yearId), installment);
  }
  for (const payment of data.payments) {
    push(index.paymentsByFamily, familyKey(payment.familyId, payment.branchId, payment.yearId), payment);
    for (const allocation of payment.allocations) {
      index.paid.set(
        allocation.installmentId,
        (index.paid.get(allocation.installmentId) ?? 0) + allocation.amountCents,
      );
    }
  }
  indexCache.set(data.installments, {
    index,
    version,
    engagements: data.engagements.length,
    installments: data.installments.length,
    payments: data.payments,
    paymentCount: data.payments.length,
  });
  return index;
}

/** The balance (what remains to pay, in cents) of a few students for a year, from the ledger index. */
export function studentBalancesCents(
  data: LedgerTables,
  studentIds: readonly number[],
  yearId: number,
): Map<number, number> {
  const index = ledgerIndex(data);
  const balances = new Map<number, number>();
  for (const studentId of studentIds) {
    let balance = 0;
    for (const installment of index.installmentsByStudent.get(studentKey(studentId, yearId)) ?? []) {
      if (installment.cancelledAt === null) {
        balance += installment.amountCents - (index.paid.get(installment.id) ?? 0);
      }
    }
    balances.set(studentId, balance);
  }
  return balances;
}

/** The settings of a branch and year. */
export function financeSettingsOf(
  data: Pick<FinanceData, 'financeSettings'>,
  branchId: number,
  yearId: number,
): FinanceSettings | undefined {
  return data.financeSettings.find(
    (settings) => settings.branchId === branchId && settings.yearId === yearId,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Fees that follow a service (DOMAIN.md: a transport line, a canteen subscription): the engagement the service adds
// to the family's finances, and the installments it stops when the service ends.

type ServiceTables = FinanceData & { years: Array<{ schoolyearid: number; startDate: string }> };

/**
 * Adds the engagement of a service fee (`kind`) for a student, a monthly amount from the month of `today` to the
 * end of the year, on the fee type's schedule. One engagement per child, fee and year: when the child already has a
 * live one (an installment not cancelled), it is returned and nothing is added.
 */
export function addServiceEngagement(
  data: ServiceTables,
  input: {
    studentId: number;
    familyId: number;
    branchId: number;
    yearId: number;
    kind: FeeKind;
    monthlyCents: number;
    label: string;
    today: string;
  },
): { engagement: Engagement; created: boolean } | null {
  const settings = financeSettingsOf(data, input.branchId, input.yearId);
  const feeType = settings?.feeTypes.find((fee) => fee.kind === input.kind && fee.levelId === null);
  const template = settings?.templates.find((candidate) => candidate.id === feeType?.templateId);
  if (!feeType || !template) return null;
  const existing = data.engagements.find(
    (candidate) =>
      candidate.studentId === input.studentId &&
      candidate.feeTypeId === feeType.id &&
      candidate.yearId === input.yearId &&
      candidate.branchId === input.branchId &&
      data.installments.some(
        (installment) => installment.engagementId === candidate.id && installment.cancelledAt === null,
      ),
  );
  if (existing) return { engagement: existing, created: false };
  const yearStart = data.years.find((year) => year.schoolyearid === input.yearId)?.startDate ?? input.today;
  const monthStart = `${input.today.slice(0, 7)}-01`;
  const planned = planInstallments(
    input.monthlyCents * template.parts.length,
    template,
    yearStart,
    input.label,
  );
  const kept = planned.filter((plan) => plan.dueDate >= monthStart);
  const plans = kept.length ? kept : planned.slice(-1);
  const maxId = (items: Array<{ id: number }>) => items.reduce((max, item) => Math.max(max, item.id), 0);
  const grossCents = plans.length * input.monthlyCents;
  const engagement: Engagement = {
    id: Math.max(maxId(data.engagements), maxId(data.installments), maxId(data.payments)) + 1,
    familyId: input.familyId,
    studentId: input.studentId,
    branchId: input.branchId,
    yearId: input.yearId,
    feeTypeId: feeType.id,
    kind: input.kind,
    label: input.label,
    templateId: template.id,
    grossCents,
    discountPercent: 0,
    discountReason: null,
    netCents: grossCents,
    createdAt: new Date().toISOString(),
  };
  let installmentId = engagement.id + 1;
  data.engagements.push(engagement);
  data.installments.push(
    ...plans.map((plan, index) => ({
      id: installmentId++,
      engagementId: engagement.id,
      familyId: engagement.familyId,
      studentId: engagement.studentId,
      branchId: engagement.branchId,
      yearId: engagement.yearId,
      seq: index + 1,
      label: plan.label,
      dueDate: plan.dueDate,
      amountCents: input.monthlyCents,
      cancelledAt: null,
    })),
  );
  return { engagement, created: true };
}

/**
 * The service ended: the engagement's installments due after today and not paid (even in part) are cancelled.
 * Returns how many.
 */
export function stopFutureInstallments(data: FinanceData, engagementId: number, today: string): number {
  const index = ledgerIndex(data);
  let stopped = 0;
  for (const installment of index.installmentsByEngagement.get(engagementId) ?? []) {
    if (installment.cancelledAt !== null || installment.dueDate <= today) continue;
    if ((index.paid.get(installment.id) ?? 0) > 0) continue;
    installment.cancelledAt = today;
    stopped += 1;
  }
  if (stopped) ledgerChanged();
  return stopped;
}
