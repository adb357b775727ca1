import * as z from 'zod/mini';

/** Answers of docs/api.md "Student imports". */
export const importBatchSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  branchId: z.number(),
  yearId: z.number(),
  createdAt: z.string(),
  createdBy: z.string(),
  total: z.number(),
  created: z.number(),
  existing: z.number(),
  refused: z.number(),
  familiesCreated: z.number(),
  status: z.enum(['open', 'undone']),
  undoneAt: z.nullable(z.string()),
  undoable: z.boolean(),
  /** The columns chosen for this file (folded header -> field), which the next import starts from. */
  columns: z.record(z.string(), z.string()),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const importRowResultSchema = z.object({
  line: z.number(),
  outcome: z.enum(['created', 'existing', 'refused']),
  studentId: z.nullable(z.number()),
  familyId: z.nullable(z.number()),
  familyCreated: z.boolean(),
  errors: z.record(z.string(), z.string()),
});
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const importBatchesSchema = z.object({ items: z.array(importBatchSchema) });
export const importRowsAnswerSchema = z.object({
  results: z.array(importRowResultSchema),
  batch: importBatchSchema,
});
export type ImportRowsAnswer = z.infer<typeof importRowsAnswerSchema>;

/** What the school already has of a file's Massar numbers and guardians' contacts, before anything is written. */
export const importCheckSchema = z.object({
  students: z.array(
    z.object({
      massar: z.string(),
      studentId: z.nullable(z.number()),
      firstname_fr: z.string(),
      lastname_fr: z.string(),
      birthDate: z.string(),
    }),
  ),
  families: z.array(z.object({ key: z.string(), familyId: z.number(), name: z.string() })),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;
