/**
 * The seeded financial settings of a branch and year: fees per level, schedule templates, discounts and receipt
 * numbering (docs/api.md "Demo finance data").
 */
import type { FeeKind, FeeType, FinanceSettings, ScheduleTemplate } from '../../domain/ledger.ts';
import type { DemoEnrolment, DemoLevel, DemoStudent } from '../school/index.ts';

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
export function settingsFor(
  branch: FinanceOptions['branches'][number],
  year: { schoolyearid: number; endDate: string },
  factor: number,
  levels: DemoLevel[],
  nextId: () => number,
): FinanceSettings {
  const yearId = year.schoolyearid;
  // Tuition may be spread by a parent over up to six months, until the last monthly installment (June 5th).
  const tuitionPlan = { maxInstallments: 6, lastDate: `${year.endDate.slice(0, 4)}-06-05` };
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
      plan: tuitionPlan,
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
