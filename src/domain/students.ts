/**
 * The student contract both the screens and the demo API hold to (docs/api.md "Students"): the statuses, the
 * guardian relations and the body of `POST students` / `PUT students/{id}`. One definition, so the form and the
 * server cannot drift apart.
 */

/** The API's rules for names, phone numbers and e-mail addresses of students and guardians (docs/api.md). */
export const NAME_MAX = 60;
export const PHONE = /^\+?[\d\s().-]{8,20}$/;
/**
 * An e-mail address as a school writes it: a plain local part, then a domain of letters, digits and hyphens with a
 * top-level name of two letters or more; nothing else (no `?`, `&`, `,`, spaces or angle brackets), so an address
 * never carries extra headers into a `mailto:` link (`a@b.c?bcc=…`). At most 254 characters.
 */
export const EMAIL =
  /^(?=.{3,254}$)[A-Za-z0-9._%+'-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}$/;

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
