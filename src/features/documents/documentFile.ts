import type { DocumentType } from '../../domain/documents';

/** What a document's PDF is named after, in French whatever its language: the school's own words for it. */
const FILE_NAMES: Record<DocumentType, string> = {
  schooling: 'certificat-scolarite',
  enrolment: 'attestation-inscription',
  payments: 'attestation-paiement',
};

/**
 * The file name of an issued document's PDF: its kind, then its number, like a receipt's `recu-<number>.pdf`.
 * @example documentFileName('schooling', 'CS-2026-00042') // 'certificat-scolarite-CS-2026-00042.pdf'
 */
export function documentFileName(type: DocumentType, number: string): string {
  return `${FILE_NAMES[type]}-${number}.pdf`;
}
