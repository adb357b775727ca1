/**
 * The student contract both the screens and the demo API hold to (docs/api.md "Students"): the statuses, the
 * guardian relations and the body of `POST students` / `PUT students/{id}`. One definition, so the form and the
 * server cannot drift apart.
 */

export const STUDENT_STATUSES = ['expected', 'active', 'left'] as const;
export type StudentStatusValue = (typeof STUDENT_STATUSES)[number];

export const GUARDIAN_RELATIONS = ['père', 'mère', 'tuteur'] as const;
export type GuardianRelationValue = (typeof GUARDIAN_RELATIONS)[number];

/** A student's medical record as entered: free notes, allergies, diet. */
export interface MedicalInput {
  notes: string | null;
  allergies: string[];
  diet: string | null;
}

/** The create/update body of a student (docs/api.md "POST students"). */
export interface StudentInput {
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  gender: 'F' | 'M';
  birthDate: string;
  massar: string;
  levelId: number;
  classId: number;
  status: StudentStatusValue;
  /** An existing family, or null with `newFamily`. */
  familyId: number | null;
  newFamily: {
    name: string;
    guardian: {
      firstname_fr: string;
      lastname_fr: string;
      relation: GuardianRelationValue;
      phone: string;
      email: string;
    };
  } | null;
  medical: MedicalInput;
}
