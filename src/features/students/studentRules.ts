import type { BadgeTone } from '../../components/Badge';
import type { StudentStatus } from './students.schemas';
import type { DocumentType, StudentDocument } from './students.schemas';

/** One colour per student status everywhere (BRIEF "Status badges"). */
export const STATUS_TONE: Record<StudentStatus, BadgeTone> = {
  active: 'success',
  expected: 'info',
  left: 'neutral',
};

/** The API's rules for names, phone numbers and e-mail addresses, one definition with the demo API's. */
export { EMAIL, NAME_MAX, PHONE } from '../../domain/students';

/** A calendar date (`YYYY-MM-DD`) in the active language, without time-zone shifts. */
export function formatDay(iso: string, language: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days before expiry from which a document is "expiring". */
export const EXPIRING_DAYS = 30;

export type DocumentState = 'valid' | 'expiring' | 'expired' | 'missing' | 'optional';

export const DOCUMENT_TONE: Record<DocumentState, BadgeTone> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'danger',
  missing: 'danger',
  optional: 'neutral',
};

export interface ChecklistRow {
  type: DocumentType;
  /** The latest document of the type, if any. */
  document: StudentDocument | null;
  state: DocumentState;
}

/**
 * The expected documents of a student, derived (never stored): for each type, its latest upload and its state on
 * `today` — missing (required, none), optional (not required, none), expired (expiry before today), expiring
 * (within 30 days), else valid.
 */
export function documentChecklist(
  types: readonly DocumentType[],
  documents: readonly StudentDocument[],
  today: string,
): ChecklistRow[] {
  const soon = addDays(today, EXPIRING_DAYS);
  return [...types]
    .sort((a, b) => a.order - b.order)
    .map((type) => {
      const document =
        documents
          .filter((candidate) => candidate.typeId === type.id)
          .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id)[0] ?? null;
      let state: DocumentState;
      if (!document) state = type.required ? 'missing' : 'optional';
      else if (type.hasExpiry && document.expiryDate && document.expiryDate < today) state = 'expired';
      else if (type.hasExpiry && document.expiryDate && document.expiryDate <= soon) state = 'expiring';
      else state = 'valid';
      return { type, document, state };
    });
}
