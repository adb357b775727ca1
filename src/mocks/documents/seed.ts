import {
  documentNumber,
  verificationCode,
  type DocumentLanguage,
  type DocumentType,
} from '../../domain/documents.ts';
import { randomFrom } from '../core/random.ts';
import type { SeedStep } from '../core/seed.ts';
import type { DemoData } from '../core/tables.ts';
import { documentContent, type DocumentContent } from './content.ts';

/** A school document as it was issued (docs/api.md "School documents"). */
export interface DemoIssuedDocument {
  id: number;
  number: string;
  /** The verification code printed on it (`K7QM-4XPD-R2HB`). */
  code: string;
  type: DocumentType;
  language: DocumentLanguage;
  studentId: number;
  branchId: number;
  yearId: number;
  issuedOn: string;
  /** The staff account that issued it. */
  issuedBy: number;
  content: DocumentContent;
}

declare module '../core/tables.ts' {
  interface DemoData {
    issuedDocuments: DemoIssuedDocument[];
  }
}

/** The rank of the next `type` document of the calendar year of `issuedOn`. */
export function nextRank(
  documents: readonly DemoIssuedDocument[],
  type: DocumentType,
  issuedOn: string,
): number {
  const year = issuedOn.slice(0, 4);
  return (
    documents.filter((document) => document.type === type && document.issuedOn.startsWith(year)).length + 1
  );
}

/**
 * The documents the office issued since the year began: a certificate of schooling for about one student in
 * twenty-five of each branch (for a grant, a sports club, a parent's employer), a few in Arabic, each on a school
 * day after the student's first, so the verification page has genuine numbers to find.
 */
function seedDocuments(data: DemoData): DemoIssuedDocument[] {
  const random = randomFrom(4243);
  const current = [...data.years].sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
  const today = new Date().toISOString().slice(0, 10);
  if (!current) return [];
  const drafts: Array<Omit<DemoIssuedDocument, 'id' | 'number'>> = [];
  for (const enrolment of data.enrolments) {
    if (enrolment.yearId !== current.schoolyearid || enrolment.status !== 'active') continue;
    if (!random.chance(0.04)) continue;
    const start = Date.parse(`${enrolment.startDate}T12:00:00Z`) + 3 * 86_400_000;
    const end = Date.parse(`${today}T12:00:00Z`) - 86_400_000;
    if (end <= start) continue;
    let issuedOn = new Date(start + random.next() * (end - start)).toISOString().slice(0, 10);
    // A weekday: the office is closed at the weekend.
    while ([0, 6].includes(new Date(`${issuedOn}T12:00:00Z`).getUTCDay())) {
      issuedOn = new Date(Date.parse(`${issuedOn}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    }
    const staff = data.users.find((user) => !user.isParent && user.branchIds.includes(enrolment.branchId));
    const content = documentContent(data, enrolment.studentId, enrolment.yearId, 'schooling');
    if (!staff || typeof content === 'string') continue;
    drafts.push({
      code: verificationCode((length) => Uint8Array.from({ length }, () => random.int(0, 255))),
      type: 'schooling',
      language: random.chance(0.2) ? 'ar' : 'fr',
      studentId: enrolment.studentId,
      branchId: enrolment.branchId,
      yearId: enrolment.yearId,
      issuedOn,
      issuedBy: staff.id,
      content,
    });
  }
  drafts.sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.studentId - b.studentId);
  const documents: DemoIssuedDocument[] = [];
  for (const draft of drafts) {
    documents.push({
      ...draft,
      id: documents.length + 1,
      number: documentNumber(draft.type, draft.issuedOn, nextRank(documents, draft.type, draft.issuedOn)),
    });
  }
  return documents;
}

export const documentsStep: SeedStep<'issuedDocuments'> = {
  tables: ['issuedDocuments'],
  make: (data) => ({ issuedDocuments: seedDocuments(data) }),
  lazy: true,
};
