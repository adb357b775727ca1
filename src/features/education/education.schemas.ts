import * as z from 'zod/mini';
import { pageShape } from '../../api/schemas';
import { CONTRACT_TYPES } from '../../domain/education';
import type { Scope } from '../../session/useScope';

/** Answers of the education endpoints (docs/api.md "Education"). */
export const subjectSchema = z.object({
  id: z.number(),
  code: z.string(),
  name_fr: z.string(),
  name_ar: z.string(),
  color: z.string(),
});
export const subjectsSchema = z.object({
  items: z.array(subjectSchema),
  levelHours: z.array(z.object({ levelId: z.number(), subjectId: z.number(), hours: z.number() })),
});

export const teacherNameSchema = z.object({
  id: z.number(),
  firstname_fr: z.string(),
  lastname_fr: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
});

export const classSchema = z.object({
  id: z.number(),
  levelId: z.number(),
  levelCode: z.string(),
  levelOrder: z.number(),
  name: z.string(),
  room: z.string(),
  capacity: z.number(),
  enrolled: z.number(),
  mainTeacher: z.nullable(teacherNameSchema),
  nextClass: z.nullable(z.object({ id: z.number(), name: z.string() })),
  missingSubjects: z.array(z.number()),
});
export const classPageSchema = z.object({
  ...pageShape(classSchema),
  seats: z.number(),
  capacity: z.number(),
});

export const classDetailSchema = z.object({
  ...classSchema.shape,
  roster: z.array(
    z.object({
      studentid: z.number(),
      firstname_fr: z.string(),
      lastname_fr: z.string(),
      firstname_ar: z.string(),
      lastname_ar: z.string(),
      gender: z.enum(['F', 'M']),
      birthDate: z.string(),
      massar: z.string(),
      status: z.enum(['active', 'expected', 'left']),
      hasPhoto: z.boolean(),
    }),
  ),
  teachers: z.array(
    z.object({ subject: subjectSchema, teacher: z.nullable(teacherNameSchema), hours: z.number() }),
  ),
  campaigns: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      date: z.string(),
      closed: z.boolean(),
      completion: z.number(),
    }),
  ),
  sameLevel: z.array(z.object({ id: z.number(), name: z.string(), remaining: z.number() })),
});
export const classDeletedSchema = z.object({ id: z.number(), deleted: z.literal(true) });

export const teacherSchema = z.object({
  ...teacherNameSchema.shape,
  gender: z.enum(['F', 'M']),
  phone: z.string(),
  email: z.string(),
  subjectIds: z.array(z.number()),
  qualifications: z.array(z.string()),
  contractType: z.enum(CONTRACT_TYPES),
  contractStart: z.string(),
  contractEnd: z.nullable(z.string()),
  weeklyHours: z.number(),
  load: z.number(),
  over: z.boolean(),
  endsSoon: z.boolean(),
  classes: z.number(),
  hasPhoto: z.boolean(),
  /** The teacher's staff account, when linked (docs/api.md "Education", teacher link). */
  account: z.optional(z.nullable(z.object({ id: z.number(), email: z.string() }))),
});
export const teacherPageSchema = z.object({
  ...pageShape(teacherSchema),
  endingCount: z.number(),
  overCount: z.number(),
});
export const teacherDetailSchema = z.object({
  ...teacherSchema.shape,
  assignments: z.array(
    z.object({ classId: z.number(), className: z.string(), subject: subjectSchema, hours: z.number() }),
  ),
  mainOf: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const pedagogySchema = z.object({
  subjects: z.array(subjectSchema),
  classes: z.array(
    z.object({
      ...classSchema.shape,
      subjects: z.array(
        z.object({ subjectId: z.number(), teacherId: z.nullable(z.number()), hours: z.number() }),
      ),
    }),
  ),
  teachers: z.array(teacherSchema),
});
export const assignmentSchema = z.object({
  classId: z.number(),
  subjectId: z.number(),
  teacherId: z.nullable(z.number()),
  hours: z.number(),
  missingSubjects: z.array(z.number()),
  teacher: z.nullable(teacherSchema),
});

export type Subject = z.infer<typeof subjectSchema>;
export type Subjects = z.infer<typeof subjectsSchema>;
export type TeacherName = z.infer<typeof teacherNameSchema>;
export type SchoolClass = z.infer<typeof classSchema>;
export type ClassPage = z.infer<typeof classPageSchema>;
export type ClassDetail = z.infer<typeof classDetailSchema>;
export type Teacher = z.infer<typeof teacherSchema>;
export type TeacherPage = z.infer<typeof teacherPageSchema>;
export type TeacherDetail = z.infer<typeof teacherDetailSchema>;
export type Pedagogy = z.infer<typeof pedagogySchema>;
export type Assignment = z.infer<typeof assignmentSchema>;
export type EducationQuery = Scope & Record<string, string | number>;

export const campaignSchema = z.object({
  id: z.number(),
  name: z.string(),
  levelId: z.number(),
  levelCode: z.string(),
  date: z.string(),
  closed: z.boolean(),
  classes: z.array(z.object({ id: z.number(), name: z.string() })),
  students: z.number(),
  skills: z.number(),
  completion: z.number(),
});
export const campaignPageSchema = z.object(pageShape(campaignSchema));
const named = { id: z.number(), name_fr: z.string(), name_ar: z.string() };
/** Who gave a result last (null for one given before results kept their author). */
const resultAuthorSchema = z.object({ id: z.number(), name: z.string() });
export const sheetSchema = z.object({
  campaign: campaignSchema,
  domains: z.array(z.object({ ...named, skills: z.array(z.object(named)) })),
  scale: z.array(z.object({ fr: z.string(), ar: z.string() })),
  students: z.array(
    z.object({
      studentid: z.number(),
      firstname_fr: z.string(),
      lastname_fr: z.string(),
      firstname_ar: z.string(),
      lastname_ar: z.string(),
      classId: z.number(),
      /** False for a class the user does not teach (docs/api.md "Education", teacher link): its row is read-only. */
      editable: z.optional(z.boolean()),
    }),
  ),
  results: z.array(
    z.object({
      studentId: z.number(),
      skillId: z.number(),
      value: z.number(),
      updatedAt: z.optional(z.string()),
      author: z.optional(z.nullable(resultAuthorSchema)),
    }),
  ),
});
export const resultSchema = z.object({
  studentId: z.number(),
  skillId: z.number(),
  value: z.nullable(z.number()),
  updatedAt: z.string(),
  author: z.optional(z.nullable(resultAuthorSchema)),
});

export type Campaign = z.infer<typeof campaignSchema>;
export type CampaignPage = z.infer<typeof campaignPageSchema>;
export type Sheet = z.infer<typeof sheetSchema>;
export type SavedResult = z.infer<typeof resultSchema>;

export const childOverviewSchema = z.object({
  student: z.object({ studentid: z.number(), firstname_fr: z.string(), firstname_ar: z.string() }),
  class: z.nullable(z.object({ id: z.number(), name: z.string(), room: z.string() })),
  mainTeacher: z.nullable(teacherNameSchema),
  teachers: z.array(
    z.object({ subject: subjectSchema, teacher: z.nullable(teacherNameSchema), hours: z.number() }),
  ),
  evaluation: z.nullable(
    z.object({
      name: z.string(),
      date: z.string(),
      domains: z.array(
        z.object({
          name_fr: z.string(),
          name_ar: z.string(),
          mastery: z.nullable(z.number()),
          label: z.nullable(z.object({ fr: z.string(), ar: z.string() })),
        }),
      ),
    }),
  ),
});
export const educationSummarySchema = z.object({
  campaigns: z.array(
    z.object({ id: z.number(), name: z.string(), levelCode: z.string(), completion: z.number() }),
  ),
  classesWithGaps: z.number(),
  contractsEnding: z.number(),
});
export type ChildOverview = z.infer<typeof childOverviewSchema>;
export type EducationSummary = z.infer<typeof educationSummarySchema>;

const gridDomainSchema = z.object({
  id: z.number(),
  name_fr: z.string(),
  name_ar: z.string(),
  skills: z.array(z.object({ id: z.number(), name_fr: z.string(), name_ar: z.string() })),
});
export const educationSettingsSchema = z.object({
  subjects: z.array(z.object({ ...subjectSchema.shape, used: z.boolean() })),
  levelHours: z.array(z.object({ levelId: z.number(), subjectId: z.number(), hours: z.number() })),
  scale: z.array(z.object({ fr: z.string(), ar: z.string() })),
  grids: z.array(z.object({ levelId: z.number(), domains: z.array(gridDomainSchema) })),
});
export type EducationSettings = z.infer<typeof educationSettingsSchema>;
export type GridDomain = z.infer<typeof gridDomainSchema>;

export const photoStateSchema = z.object({ hasPhoto: z.boolean() });
