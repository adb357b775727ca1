import * as z from 'zod/mini';
import { imageDataUrlSchema } from '../../../api/schemas';

/** The answers of the report cards (docs/api.md "Report cards"). */
export const termSchema = z.object({ index: z.number(), startDate: z.string(), endDate: z.string() });
export const termsSchema = z.object({ items: z.array(termSchema) });
export const reportClassesSchema = z.object({
  items: z.array(z.object({ id: z.number(), name: z.string(), level: z.string() })),
});

const nameShape = { name_fr: z.string(), name_ar: z.string() };
const bilingualName = z.object(nameShape);
const masterySchema = z.nullable(z.int().check(z.gte(1), z.lte(4)));

export const reportCardSchema = z.object({
  studentId: z.number(),
  student: z.object({
    studentid: z.number(),
    firstname_fr: z.string(),
    lastname_fr: z.string(),
    firstname_ar: z.string(),
    lastname_ar: z.string(),
    birthDate: z.string(),
    massar: z.string(),
  }),
  domains: z.array(z.object({ ...nameShape, id: z.number(), mastery: masterySchema })),
  comments: z.array(z.object({ subjectId: z.nullable(z.number()), text: z.string() })),
  absences: z.object({ halfDays: z.number(), justified: z.number(), late: z.number() }),
});

export const publicationSchema = z.nullable(z.object({ publishedAt: z.string(), publishedBy: z.string() }));

/** What every report card of a class and term carries: the printed heading, the subjects, the publication. */
const sheetShape = {
  term: termSchema,
  class: z.object({ id: z.number(), name: z.string(), level: z.string() }),
  year: z.string(),
  school: z.object({
    name: z.string(),
    name_ar: z.string(),
    branch: z.string(),
    branch_ar: z.string(),
    logo: z.nullable(imageDataUrlSchema),
  }),
  mainTeacher: z.nullable(bilingualName),
  scale: z.array(z.object({ fr: z.string(), ar: z.string() })),
  subjects: z.array(z.object({ ...nameShape, id: z.number(), teacher: z.nullable(bilingualName) })),
  publication: publicationSchema,
};

export const classReportCardsSchema = z.object({
  ...sheetShape,
  /** What the caller may do: publish (the office), write the general comment, write these subjects' comments. */
  rights: z.object({ publish: z.boolean(), general: z.boolean(), subjects: z.array(z.number()) }),
  items: z.array(reportCardSchema),
});

export const childReportCardsSchema = z.object({
  items: z.array(z.object({ ...sheetShape, card: reportCardSchema })),
});

export const savedCommentSchema = z.object({
  subjectId: z.nullable(z.number()),
  text: z.nullable(z.string()),
});

export const publicationAnswerSchema = z.object({ publication: publicationSchema });

export type Term = z.infer<typeof termSchema>;
export type ReportClass = z.infer<typeof reportClassesSchema>['items'][number];
export type ReportCard = z.infer<typeof reportCardSchema>;
export type ClassReportCards = z.infer<typeof classReportCardsSchema>;
export type ChildReportCards = z.infer<typeof childReportCardsSchema>;
/** One report card with what it is printed with: the office's (a class's sheet and one card) or a parent's. */
export type ReportSheet = Omit<ClassReportCards, 'rights' | 'items'>;
