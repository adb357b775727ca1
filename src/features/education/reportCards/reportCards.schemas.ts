import { z } from 'zod';

/** The schemas of the report cards' answers (docs/api.md "Report cards", to be written). WIP. */
export const termSchema = z.object({ index: z.number(), startDate: z.string(), endDate: z.string() });
export const termsSchema = z.object({ items: z.array(termSchema) });

export const reportCardSchema = z.object({
  studentId: z.number(),
  student: z.object({
    studentid: z.number(),
    firstname_fr: z.string(),
    lastname_fr: z.string(),
    firstname_ar: z.string(),
    lastname_ar: z.string(),
  }),
  domains: z.array(
    z.object({ id: z.number(), name_fr: z.string(), name_ar: z.string(), mastery: z.nullable(z.number()) }),
  ),
  comments: z.array(z.object({ subjectId: z.nullable(z.number()), text: z.string() })),
  absences: z.object({ halfDays: z.number(), justified: z.number(), late: z.number() }),
});

export const classReportCardsSchema = z.object({
  term: termSchema,
  class: z.object({ id: z.number(), name: z.string() }),
  items: z.array(reportCardSchema),
});

export const savedCommentSchema = z.object({
  subjectId: z.nullable(z.number()),
  text: z.nullable(z.string()),
});

export type Term = z.infer<typeof termSchema>;
export type ReportCard = z.infer<typeof reportCardSchema>;
export type ClassReportCards = z.infer<typeof classReportCardsSchema>;
