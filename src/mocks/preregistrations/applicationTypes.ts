/** An application's rows (docs/api.md "Pre-registrations"). */
import type { ApplicationStatus } from '../../domain/transitions.ts';
import type {
  DemoClass,
  DemoEnrolment,
  DemoFamily,
  DemoLevel,
  DemoStudent,
  Gender,
  GuardianRelation,
} from '../school/index.ts';

/** Sibling already in the school, child of a member of staff, or any other family. */
export type ApplicationPriority = 'sibling' | 'staff' | 'normal';

/** Document types that apply to an application (the student file's types with "applies to application"). */
export const APPLICATION_DOCUMENT_TYPES = [
  'birth_certificate',
  'photo',
  'guardian_id',
  'vaccination',
  'previous_report',
  'residence_proof',
] as const;
export type ApplicationDocumentType = (typeof APPLICATION_DOCUMENT_TYPES)[number];

export interface ApplicationDocument {
  type: ApplicationDocumentType;
  received: boolean;
}

export interface ApplicationGuardian {
  relation: GuardianRelation;
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  phone: string;
  email: string;
}

/** One step of an application's history: the status it reached, when, who did it and why. */
export interface ApplicationEvent {
  status: ApplicationStatus;
  /** ISO date and time (UTC). */
  at: string;
  /** Display name of who made the change (the guardian for an online submission). */
  by: string;
  /** Portal account of who made the change, when known. */
  userId: number | null;
  reason: string | null;
}

export interface DemoApplication {
  id: number;
  /** "PR-2026-0001": the number given to the family. */
  reference: string;
  branchId: number;
  yearId: number;
  /** Requested level. */
  levelId: number;
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  gender: Gender;
  birthDate: string;
  /** An existing family of the school (siblings already enrolled), else null: enrolment creates the family. */
  familyId: number | null;
  guardians: ApplicationGuardian[];
  previousSchool: string | null;
  priority: ApplicationPriority;
  documents: ApplicationDocument[];
  feePaid: boolean;
  /** ISO date. */
  submittedAt: string;
  status: ApplicationStatus;
  /** Oldest first; the last event's status is `status`. */
  history: ApplicationEvent[];
  /** The student created by the enrolment. */
  studentId: number | null;
}

export interface ApplicationOptions {
  /** The year applied for (the current one) and its first day. */
  yearId: number;
  yearStart: string;
  /** Branches, the first ones receiving the most applications. */
  branchIds: number[];
  count?: number;
  seed?: number;
}

export interface ApplicationSchool {
  levels: DemoLevel[];
  classes: DemoClass[];
  families: DemoFamily[];
  students: DemoStudent[];
  enrolments: DemoEnrolment[];
}
