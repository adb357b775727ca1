import * as z from 'zod/mini';
import { pageShape, printedIdentityFields } from '../../api/schemas';
import { DOCUMENT_LANGUAGES, DOCUMENT_TYPES } from '../../domain/documents';

/** Answers of docs/api.md "School documents". */
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
export const documentLanguageSchema = z.enum(DOCUMENT_LANGUAGES);

const studentNamesShape = {
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
};

/** A document as it prints: a draft (no id, number or code) or one issued. */
export const schoolDocumentSchema = z.object({
  id: z.nullable(z.number()),
  number: z.nullable(z.string()),
  code: z.nullable(z.string()),
  type: documentTypeSchema,
  language: documentLanguageSchema,
  issuedOn: z.string(),
  issuedBy: z.nullable(z.string()),
  school: z.object({
    name: z.string(),
    branch: z.string(),
    city: z.string(),
    address: z.string(),
    phone: z.string(),
    ...printedIdentityFields,
  }),
  student: z.object({
    id: z.number(),
    ...studentNamesShape,
    birthDate: z.string(),
    gender: z.enum(['F', 'M']),
    massar: z.string(),
  }),
  state: z.enum(['active', 'left', 'expected']),
  level: z.string(),
  className: z.string(),
  year: z.string(),
  since: z.string(),
  until: z.nullable(z.string()),
  family: z.object({ name: z.string(), name_ar: z.string() }),
  payments: z.nullable(
    z.object({
      currency: z.string(),
      lines: z.array(
        z.object({ date: z.string(), receiptNumber: z.string(), method: z.string(), amount: z.number() }),
      ),
      total: z.number(),
      children: z.array(z.object(studentNamesShape)),
    }),
  ),
});

export const documentSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  type: documentTypeSchema,
  language: documentLanguageSchema,
  issuedOn: z.string(),
  issuedBy: z.string(),
});

export const documentListSchema = z.object({ items: z.array(documentSummarySchema) });

/** The branch's register of the year: each issued document with its student. */
export const registerRowSchema = z.object({
  ...documentSummarySchema.shape,
  studentId: z.number(),
  student: z.object(studentNamesShape),
  className: z.string(),
});
export const registerPageSchema = z.object(pageShape(registerRowSchema));

/** What a genuine code certifies, to compare with the paper in hand. */
export const verificationSchema = z.object({
  ...documentSummarySchema.shape,
  code: z.string(),
  studentId: z.number(),
  branchId: z.number(),
  yearId: z.number(),
  student: z.object({ id: z.number(), ...studentNamesShape, birthDate: z.string() }),
  className: z.string(),
  year: z.string(),
  school: z.object({ name: z.string(), branch: z.string() }),
});

export type SchoolDocument = z.infer<typeof schoolDocumentSchema>;
export type DocumentSummary = z.infer<typeof documentSummarySchema>;
export type DocumentList = z.infer<typeof documentListSchema>;
export type Verification = z.infer<typeof verificationSchema>;
export type RegisterPage = z.infer<typeof registerPageSchema>;
