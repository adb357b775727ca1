import * as z from 'zod/mini';
import { pageShape } from '../../api/schemas';
import { GUARDIAN_RELATIONS, STUDENT_STATUSES } from '../../domain/students';
import type { Scope } from '../../session/useScope';

/**
 * The answers and bodies of the students feature (docs/api.md "Students"): the list, the levels, a student's
 * record, guardians, medical, documents, notes and the document types. The endpoints are in students.api.ts and
 * studentDetails.api.ts.
 */

export const studentStatusSchema = z.enum(STUDENT_STATUSES);

export const studentRowSchema = z.object({
  studentid: z.number(),
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
  massar: z.string(),
  level: z.string(),
  levelId: z.number(),
  classId: z.nullable(z.number()),
  className: z.nullable(z.string()),
  status: studentStatusSchema,
  familyId: z.number(),
  familyName: z.string(),
  /** Null for a user without the finance permission (docs/api.md "Students"). */
  balance: z.nullable(z.number()),
  hasPhoto: z.boolean(),
});

export const studentPageSchema = z.object({
  ...pageShape(studentRowSchema),
});

export type StudentRow = z.infer<typeof studentRowSchema>;
export type StudentStatus = z.infer<typeof studentStatusSchema>;
export type StudentPage = z.infer<typeof studentPageSchema>;
export type StudentsQuery = Scope & Record<string, string | number>;

export const enrolmentSchema = z.object({
  id: z.number(),
  yearId: z.number(),
  year: z.string(),
  branchId: z.number(),
  levelId: z.number(),
  level: z.string(),
  classId: z.number(),
  className: z.string(),
  teacher: z.string(),
  /** The main teacher's name in Arabic script (absent or empty when the record has none). */
  teacher_ar: z.optional(z.string()),
  status: studentStatusSchema,
  startDate: z.string(),
  endDate: z.nullable(z.string()),
});

export const relationSchema = z.enum(GUARDIAN_RELATIONS);

export const guardianSchema = z.object({
  id: z.number(),
  relation: relationSchema,
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
  phone: z.string(),
  email: z.string(),
  priority: z.number(),
  canSeeFinances: z.boolean(),
  userId: z.nullable(z.number()),
});

const namesShape = {
  studentid: z.number(),
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
};

export const medicalSchema = z.object({
  notes: z.nullable(z.string()),
  allergies: z.array(z.string()),
  diet: z.nullable(z.string()),
});

export const studentRecordSchema = z.object({
  ...namesShape,
  gender: z.enum(['F', 'M']),
  birthDate: z.string(),
  massar: z.string(),
  status: studentStatusSchema,
  hasPhoto: z.boolean(),
  branchId: z.number(),
  yearId: z.number(),
  enrolment: z.nullable(enrolmentSchema),
  enrolments: z.array(enrolmentSchema),
  family: z.nullable(
    z.object({ id: z.number(), name: z.string(), name_ar: z.string(), guardians: z.array(guardianSchema) }),
  ),
  siblings: z.array(
    z.object({
      ...namesShape,
      gender: z.enum(['F', 'M']),
      birthDate: z.string(),
      status: studentStatusSchema,
      branchId: z.number(),
      hasPhoto: z.boolean(),
      enrolment: z.nullable(enrolmentSchema),
    }),
  ),
  medical: medicalSchema,
  emergencyContacts: z.array(z.object({ name: z.string(), relation: z.string(), phone: z.string() })),
});

export const appliesToSchema = z.enum(['student', 'guardian', 'application']);

export const documentTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  required: z.boolean(),
  appliesTo: appliesToSchema,
  hasExpiry: z.boolean(),
  order: z.number(),
});

export const documentSchema = z.object({
  id: z.number(),
  typeId: z.number(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  expiryDate: z.nullable(z.string()),
  uploadedBy: z.string(),
});

export const documentsSchema = z.object({
  types: z.array(documentTypeSchema),
  items: z.array(documentSchema),
});

export const noteSchema = z.object({
  id: z.number(),
  authorId: z.number(),
  author: z.string(),
  createdAt: z.string(),
  text: z.string(),
});

export const familiesSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      name_ar: z.string(),
      guardians: z.array(
        z.object({
          id: z.number(),
          relation: relationSchema,
          firstname_fr: z.string(),
          lastname_fr: z.string(),
        }),
      ),
      children: z.array(z.object(namesShape)),
    }),
  ),
});

export const levelSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  order: z.number(),
  cycle: z.string(),
});

export type StudentRecord = z.infer<typeof studentRecordSchema>;
export type Guardian = z.infer<typeof guardianSchema>;
/** The body of `POST students/{id}/guardians` and `PUT students/{id}/guardians/{guardianId}`. */
export type GuardianInput = Omit<Guardian, 'id' | 'userId'>;
export type GuardianRelation = z.infer<typeof relationSchema>;
export type Medical = z.infer<typeof medicalSchema>;
export type DocumentType = z.infer<typeof documentTypeSchema>;
export type AppliesTo = z.infer<typeof appliesToSchema>;
export type StudentDocument = z.infer<typeof documentSchema>;
export type StudentDocuments = z.infer<typeof documentsSchema>;
export type StudentNote = z.infer<typeof noteSchema>;
export type FamilyMatch = z.infer<typeof familiesSchema>['items'][number];

/** The create/update body (docs/api.md "POST students"), shared with the demo API. */
export type { StudentInput } from '../../domain/students';

export interface DocumentTypeInput {
  name: string;
  required: boolean;
  appliesTo: AppliesTo;
  hasExpiry: boolean;
  order?: number;
}

export const guardianSavedSchema = z.object({ guardian: guardianSchema, items: z.array(guardianSchema) });
export const guardiansSchema = z.object({ items: z.array(guardianSchema) });
export const photoStateSchema = z.object({ hasPhoto: z.boolean() });
/** A document download: the file as uploaded. */
export const fileSchema = z.instanceof(Blob);
export const notesSchema = z.object({ items: z.array(noteSchema) });
export const documentTypesSchema = z.object({ items: z.array(documentTypeSchema) });
/** An answer the screen does not read (a deletion). */
export const noAnswerSchema = z.unknown();
export type Level = z.infer<typeof levelSchema>;
