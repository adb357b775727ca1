/**
 * Students' records beyond the school itself (student details): the configured document types, the
 * documents uploaded for each student and the staff notes. Deterministic (mulberry32, fixed seed): the same
 * students give the same records. Document states (missing, expired, expiring) are derived, never stored.
 */
import { mulberry32 } from '../core/random.ts';
import type { DemoStudent } from '../school/index.ts';
import { currentYearOf, type SeedStep } from '../core/seed.ts';

export type DocumentAppliesTo = 'student' | 'guardian' | 'application';

export interface DemoDocumentType {
  id: number;
  name: string;
  required: boolean;
  appliesTo: DocumentAppliesTo;
  hasExpiry: boolean;
  /** Position in the lists, 1 first. */
  order: number;
}

export interface DemoStudentDocument {
  id: number;
  studentId: number;
  typeId: number;
  /** File name as uploaded. */
  fileName: string;
  mimeType: string;
  size: number;
  uploadedAt: string;
  /** For the types with an expiry; null otherwise. */
  expiryDate: string | null;
  uploadedBy: string;
}

export interface DemoStudentNote {
  id: number;
  studentId: number;
  authorId: number;
  author: string;
  createdAt: string;
  text: string;
}

export interface StudentRecordTables {
  documentTypes: DemoDocumentType[];
  studentDocuments: DemoStudentDocument[];
  studentNotes: DemoStudentNote[];
}

export const DOCUMENT_TYPES: DemoDocumentType[] = [
  {
    id: 1,
    name: 'Extrait d’acte de naissance',
    required: true,
    appliesTo: 'student',
    hasExpiry: false,
    order: 1,
  },
  {
    id: 2,
    name: 'Certificat de vaccination',
    required: true,
    appliesTo: 'student',
    hasExpiry: false,
    order: 2,
  },
  { id: 3, name: 'Photo d’identité', required: true, appliesTo: 'student', hasExpiry: false, order: 3 },
  { id: 4, name: 'Certificat médical', required: true, appliesTo: 'student', hasExpiry: true, order: 4 },
  { id: 5, name: 'Assurance scolaire', required: false, appliesTo: 'student', hasExpiry: true, order: 5 },
  { id: 6, name: 'CIN du tuteur', required: true, appliesTo: 'guardian', hasExpiry: true, order: 6 },
  {
    id: 7,
    name: 'Justificatif de domicile',
    required: false,
    appliesTo: 'guardian',
    hasExpiry: false,
    order: 7,
  },
  {
    id: 8,
    name: 'Bulletin de l’année précédente',
    required: true,
    appliesTo: 'application',
    hasExpiry: false,
    order: 8,
  },
  {
    id: 9,
    name: 'Certificat de radiation',
    required: false,
    appliesTo: 'application',
    hasExpiry: false,
    order: 9,
  },
];

const STAFF = ['Samira Benali', 'Youssef Alaoui'] as const;
const NOTES = [
  'Entretien avec la mère : adaptation difficile après les vacances, à suivre avec l’enseignante.',
  'Très bon trimestre, félicitations transmises à la famille.',
  'A oublié son cartable trois fois cette semaine ; message envoyé aux parents.',
  'Demande de changement de classe refusée : effectif complet.',
  'Dossier médical mis à jour après l’appel du médecin de famille.',
  'Retards répétés le lundi matin (transport) ; la famille a été prévenue.',
];

const DAY = 86_400_000;

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/**
 * Documents and notes of every student: the student-level types uploaded for most of them at the rentrée of
 * `yearStart`, medical certificates of various validity (some expired, some expiring) so the checklist has every
 * state; a note for about one student in five. Student 101 (Yasmine) has a full set but an expiring certificate.
 */
export function generateStudentRecords(
  students: readonly DemoStudent[],
  yearStart = '2026-09-07',
  seed = 5005,
): StudentRecordTables {
  const random = mulberry32(seed);
  const chance = (p: number) => random() < p;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const documents: DemoStudentDocument[] = [];
  const notes: DemoStudentNote[] = [];
  const uploaded = (studentId: number, type: DemoDocumentType, date: string, expiryDate: string | null) => {
    const pdf = type.id !== 3;
    documents.push({
      id: documents.length + 1,
      studentId,
      typeId: type.id,
      fileName: `${type.name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}.${pdf ? 'pdf' : 'jpg'}`,
      mimeType: pdf ? 'application/pdf' : 'image/jpeg',
      size: int(40_000, 900_000),
      uploadedAt: `${date}T09:${String(int(0, 59)).padStart(2, '0')}:00Z`,
      expiryDate,
      uploadedBy: STAFF[int(0, 1)]!,
    });
  };
  const studentTypes = DOCUMENT_TYPES.filter((type) => type.appliesTo === 'student');
  for (const student of students) {
    if (student.status === 'left' && chance(0.5)) continue;
    const date = addDays(yearStart, -int(5, 60));
    for (const type of studentTypes) {
      if (student.studentid === 101) {
        if (type.id === 5) continue;
        uploaded(101, type, date, type.hasExpiry ? addDays(yearStart, 90) : null);
        continue;
      }
      if (!chance(type.required ? 0.8 : 0.3)) continue;
      // Certificates valid one year from the upload, some from the year before (expired or about to).
      const expiry = type.hasExpiry ? addDays(date, int(-40, 365)) : null;
      uploaded(student.studentid, type, date, expiry);
    }
    if (student.studentid === 101 || chance(0.2)) {
      const count = student.studentid === 101 ? 2 : int(1, 2);
      for (let index = 0; index < count; index += 1) {
        const authorId = int(1, 2);
        notes.push({
          id: notes.length + 1,
          studentId: student.studentid,
          authorId,
          author: STAFF[authorId - 1]!,
          createdAt: `${addDays(yearStart, int(3, 70))}T${String(int(8, 17)).padStart(2, '0')}:15:00Z`,
          text: NOTES[int(0, NOTES.length - 1)]!,
        });
      }
    }
  }
  return {
    documentTypes: DOCUMENT_TYPES.map((type) => ({ ...type })),
    studentDocuments: documents,
    studentNotes: notes,
  };
}

declare module '../core/tables.ts' {
  interface DemoData {
    /** Configured document types (files-types-management-config). */
    documentTypes: DemoDocumentType[];
    /** Documents uploaded for students (metadata; contents in `files` under `documents/...` when uploaded). */
    studentDocuments: DemoStudentDocument[];
    /** Dated staff notes about a student. */
    studentNotes: DemoStudentNote[];
  }
}

/** Students' records (student details): document types, documents and notes. */
export const recordsStep: SeedStep<'documentTypes' | 'studentDocuments' | 'studentNotes'> = {
  tables: ['documentTypes', 'studentDocuments', 'studentNotes'],
  make: (data) => generateStudentRecords(data.students, currentYearOf(data.years)?.startDate ?? '2026-09-07'),
};
