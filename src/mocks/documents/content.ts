import { amountOf } from '../../domain/ledger.ts';
import { documentRefusal, type DocumentType } from '../../domain/documents.ts';
import type { DemoData, LegalIds } from '../core/tables.ts';
import { financeSettingsOf } from '../finances/index.ts';

/**
 * What a school document says (docs/api.md "School documents"), read from the student's record, enrolment and (for
 * the payment statement) the family's payments of the year. Fixed when the document is issued: a reprint says what
 * the first print said.
 */
export interface DocumentContent {
  school: {
    name: string;
    name_ar: string;
    branch: string;
    branch_ar: string;
    city: string;
    address: string;
    phone: string;
    email: string;
    legal: string[];
  };
  student: {
    id: number;
    firstname_fr: string;
    lastname_fr: string;
    firstname_ar: string;
    lastname_ar: string;
    birthDate: string;
    gender: 'F' | 'M';
    massar: string;
  };
  /** The student's state in the year: attending, left (since `until`), expected (not arrived yet). */
  state: 'active' | 'left' | 'expected';
  level: string;
  className: string;
  year: string;
  since: string;
  until: string | null;
  family: { name: string; name_ar: string };
  /** The family's payments of the year in the branch (the payment statement only). */
  payments: {
    currency: string;
    lines: Array<{ date: string; receiptNumber: string; method: string; amount: number }>;
    total: number;
    children: Array<{ firstname_fr: string; lastname_fr: string; firstname_ar: string; lastname_ar: string }>;
  } | null;
}

export type DocumentRefusal = NonNullable<ReturnType<typeof documentRefusal>>;

/** The content of a `type` document for the student in the year, or why it cannot be issued. */
export function documentContent(
  data: DemoData,
  studentId: number,
  yearId: number,
  type: DocumentType,
): DocumentContent | DocumentRefusal {
  const student = data.students.find((candidate) => candidate.studentid === studentId);
  const enrolment = data.enrolments.find((e) => e.studentId === studentId && e.yearId === yearId);
  const branch = data.branches.find((candidate) => candidate.schoolbranchid === enrolment?.branchId);
  const school = data.schools.find((candidate) => candidate.id === branch?.schoolId);
  const year = data.years.find((candidate) => candidate.schoolyearid === yearId);
  const family = data.families.find((candidate) => candidate.id === student?.familyId);
  if (!student || !enrolment || !branch || !school || !year) return 'NOT_ENROLLED';
  const payments =
    type === 'payments'
      ? data.payments
          .filter(
            (payment) =>
              payment.familyId === student.familyId &&
              payment.branchId === enrolment.branchId &&
              payment.yearId === yearId,
          )
          .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      : [];
  const refusal = documentRefusal(type, enrolment.status, payments.length);
  if (refusal) return refusal;
  const level = data.levels.find((candidate) => candidate.id === enrolment.levelId);
  const cls = data.classes.find((candidate) => candidate.id === enrolment.classId);
  const currency = financeSettingsOf(data, enrolment.branchId, yearId)?.currency ?? 'MAD';
  const legal: Partial<LegalIds> = branch.legal ?? {};
  const legalLines = (
    [
      ['ice', 'ICE'],
      ['rc', 'RC'],
      ['taxId', 'IF'],
      ['patente', 'Patente'],
      ['cnss', 'CNSS'],
    ] as const
  )
    .filter(([field]) => legal[field])
    .map(([field, label]) => `${label} ${legal[field]}`);
  return {
    school: {
      name: school.schoolname,
      name_ar: school.schoolname_ar ?? '',
      branch: branch.branchname,
      branch_ar: branch.branchname_ar ?? '',
      city: branch.city,
      address: branch.address ?? '',
      phone: branch.phone ?? '',
      email: branch.email ?? '',
      legal: legalLines,
    },
    student: {
      id: student.studentid,
      firstname_fr: student.firstname_fr,
      lastname_fr: student.lastname_fr,
      firstname_ar: student.firstname_ar,
      lastname_ar: student.lastname_ar,
      birthDate: student.birthDate,
      gender: student.gender,
      massar: student.massar,
    },
    state: enrolment.status,
    level: level?.code ?? '',
    className: cls?.name ?? '',
    year: year.description,
    since: enrolment.startDate,
    until: enrolment.status === 'left' ? enrolment.endDate : null,
    family: { name: family?.name ?? '', name_ar: family?.name_ar ?? '' },
    payments:
      type === 'payments'
        ? {
            currency,
            lines: payments.map((payment) => ({
              date: payment.date,
              receiptNumber: payment.receiptNumber,
              method: payment.method,
              amount: amountOf(payment.amountCents),
            })),
            total: amountOf(payments.reduce((sum, payment) => sum + payment.amountCents, 0)),
            children: data.enrolments
              .filter((e) => e.yearId === yearId && e.branchId === enrolment.branchId)
              .map((e) => data.students.find((candidate) => candidate.studentid === e.studentId))
              .filter((child) => child?.familyId === student.familyId)
              .map((child) => ({
                firstname_fr: child!.firstname_fr,
                lastname_fr: child!.lastname_fr,
                firstname_ar: child!.firstname_ar,
                lastname_ar: child!.lastname_ar,
              })),
          }
        : null,
  };
}
