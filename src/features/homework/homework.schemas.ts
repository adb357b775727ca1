import * as z from 'zod/mini';
import { pageShape } from '../../api/schemas';

/** Answers of docs/api.md "Homework" (the cahier de textes of the classes, the parent's view). */

/** A subject as the homework answers show it: names in both scripts and its colour (`#rrggbb`). */
const subjectShape = {
  subjectId: z.number(),
  subject: z.string(),
  subject_ar: z.string(),
  color: z.string(),
};

/** A homework's attachment: its name, the type detected from its content, its size in bytes. */
export const homeworkAttachmentSchema = z.object({
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
});

/** One homework (`GET homework`, `GET`/`POST`/`PUT homework/{id}`, the attachment's `PUT` and `DELETE`). */
export const homeworkSchema = z.object({
  id: z.number(),
  classId: z.number(),
  classname: z.string(),
  ...subjectShape,
  text: z.string(),
  dueDate: z.string(),
  publishFrom: z.string(),
  attachment: z.nullable(homeworkAttachmentSchema),
  author: z.string(),
  createdAt: z.string(),
});
export const homeworkPageSchema = z.object({ ...pageShape(homeworkSchema) });

/** `DELETE homework/{id}`. */
export const homeworkDeletedSchema = z.object({ id: z.number(), deleted: z.literal(true) });

/** `GET homework/classes`: the classes the user sets homework in, each with the subjects they may set. */
export const homeworkClassSchema = z.object({
  id: z.number(),
  name: z.string(),
  levelname: z.string(),
  subjects: z.array(z.object({ id: z.number(), name: z.string(), name_ar: z.string(), color: z.string() })),
});
export const homeworkClassesSchema = z.array(homeworkClassSchema);

/** One homework as a parent sees it. */
export const childHomeworkItemSchema = z.object({
  id: z.number(),
  ...subjectShape,
  text: z.string(),
  dueDate: z.string(),
  attachment: z.nullable(homeworkAttachmentSchema),
  author: z.string(),
});

/**
 * `GET homework/children/{studentid}`: the homework of the child's class shown to the family (published by today),
 * due from `from` to `to`, by due date; `today` and `nextSchoolDay` as the school's calendar says.
 */
export const childHomeworkSchema = z.object({
  studentid: z.number(),
  classname: z.string(),
  today: z.string(),
  nextSchoolDay: z.string(),
  from: z.string(),
  to: z.string(),
  items: z.array(childHomeworkItemSchema),
});

/** A downloaded attachment. */
export const homeworkFileSchema = z.instanceof(Blob);

export type Homework = z.infer<typeof homeworkSchema>;
export type HomeworkPage = z.infer<typeof homeworkPageSchema>;
export type HomeworkAttachment = z.infer<typeof homeworkAttachmentSchema>;
export type HomeworkClass = z.infer<typeof homeworkClassSchema>;
export type ChildHomework = z.infer<typeof childHomeworkSchema>;
export type ChildHomeworkItem = z.infer<typeof childHomeworkItemSchema>;

/** The branch and year every office query carries, then the list's own parameters (page, filters, sort). */
export type HomeworkListQuery = { branch: number; year: number } & Record<string, string | number>;

/** What a homework sends (`POST homework`, `PUT homework/{id}`: every field). */
export interface HomeworkInput {
  classId: number;
  subjectId: number;
  text: string;
  dueDate: string;
  publishFrom: string;
}
