/** The school's rows: levels, classes, families with their guardians, students, enrolments (docs/api.md "Students"; ../shared/DOMAIN.md). */

export type StudentStatus = 'expected' | 'active' | 'left';
export type Gender = 'F' | 'M';
export type GuardianRelation = 'père' | 'mère' | 'tuteur';

export interface DemoLevel {
  id: number;
  /** Short name used everywhere (PS ... 3e). */
  code: string;
  name: string;
  /** Position in the school, 1 (PS) to 12 (3e). */
  order: number;
  cycle: 'maternelle' | 'élémentaire' | 'collège';
}

export interface DemoClass {
  id: number;
  yearId: number;
  branchId: number;
  levelId: number;
  /** "CE1 A". */
  name: string;
  capacity: number;
  /** Main teacher (professeur principal in collège), as shown: the teacher's record (education) keeps it. */
  teacher: string;
  /** The main teacher's name in Arabic script. */
  teacher_ar?: string;
  room: string;
  /** The main teacher's record (the education seed, mocks/education/seed.ts, sets it). */
  mainTeacherId?: number | null;
  /** The class its students go to next year (education: promotion); null for the last level. */
  nextClassId?: number | null;
}

export interface DemoGuardian {
  id: number;
  relation: GuardianRelation;
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  phone: string;
  email: string;
  /** 1 = first to call. */
  priority: number;
  canSeeFinances: boolean;
  /** The portal account of this guardian, when they have one. */
  userId: number | null;
}

export interface DemoFamily {
  id: number;
  name: string;
  name_ar: string;
  guardians: DemoGuardian[];
}

export interface DemoMedical {
  notes: string | null;
  allergies: string[];
  diet: string | null;
}

export interface DemoEmergencyContact {
  name: string;
  relation: string;
  phone: string;
}

export interface DemoStudent {
  studentid: number;
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  branchId: number;
  familyId: number;
  gender: Gender;
  birthDate: string;
  /** National student number (code Massar): one letter and nine digits, unique. */
  massar: string;
  /** Current status; the status in a given year is the enrolment's. */
  status: StudentStatus;
  /** A photo exists (the demo serves a placeholder). */
  hasPhoto: boolean;
  medical: DemoMedical | null;
  emergencyContacts: DemoEmergencyContact[];
}

export interface DemoEnrolment {
  id: number;
  studentId: number;
  yearId: number;
  branchId: number;
  levelId: number;
  classId: number;
  /** active: attended that year (until endDate); left: left before the end of that year; expected: not arrived yet. */
  status: StudentStatus;
  startDate: string;
  endDate: string | null;
}

export interface SchoolYearInfo {
  schoolyearid: number;
  startDate: string;
  endDate: string;
}

export interface SchoolOptions {
  /** Number of students in total (every branch, every status). Default 1,200. */
  students?: number;
  seed?: number;
  /** Years of the group; the latest (by start date) is the current one, the one before it the previous one. */
  years?: SchoolYearInfo[];
  branchIds?: number[];
}

export interface SchoolData {
  levels: DemoLevel[];
  classes: DemoClass[];
  families: DemoFamily[];
  students: DemoStudent[];
  enrolments: DemoEnrolment[];
}
