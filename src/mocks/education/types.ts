/** The education tables' rows (docs/api.md "Education"). */
import type { ContractType, MasteryValue } from '../../domain/education.ts';

export interface DemoSubject {
  id: number;
  branchId: number;
  code: string;
  name_fr: string;
  name_ar: string;
  /** `#rrggbb`, the subject's colour in the grids. */
  color: string;
  order: number;
}

/** Weekly hours of a subject in a level (educational settings). */
export interface DemoLevelSubject {
  branchId: number;
  levelId: number;
  subjectId: number;
  hours: number;
}

export interface DemoTeacher {
  id: number;
  branchId: number;
  gender: 'F' | 'M';
  firstname_fr: string;
  lastname_fr: string;
  firstname_ar: string;
  lastname_ar: string;
  phone: string;
  email: string;
  subjectIds: number[];
  qualifications: string[];
  contractType: ContractType;
  contractStart: string;
  /** Null for an open-ended contract (CDI). */
  contractEnd: string | null;
  /** Contracted weekly hours. */
  weeklyHours: number;
  hasPhoto: boolean;
  /** The staff account of this teacher (docs/api.md "Education", teacher link); absent in an older data set. */
  userId?: number | null;
}

/** A teaching assignment: who teaches a subject to a class, and how many hours a week (teacher null: nobody yet). */
export interface DemoAssignment {
  id: number;
  branchId: number;
  yearId: number;
  classId: number;
  subjectId: number;
  teacherId: number | null;
  hours: number;
}

export interface DemoSkill {
  id: number;
  name_fr: string;
  name_ar: string;
}

/** A domain of a level's skills grid (ordered), with its ordered skills. */
export interface DemoSkillDomain {
  id: number;
  branchId: number;
  levelId: number;
  name_fr: string;
  name_ar: string;
  order: number;
  skills: DemoSkill[];
}

/** The four labels of the scale in a branch, insufficient first. */
export interface DemoScale {
  branchId: number;
  labels: Array<{ fr: string; ar: string }>;
}

export interface DemoCampaign {
  id: number;
  branchId: number;
  yearId: number;
  levelId: number;
  classIds: number[];
  name: string;
  date: string;
  /** The skills assessed: the level's grid when the campaign was created, in its order. */
  skillIds: number[];
  closed: boolean;
  createdAt: string;
}

export interface DemoResult {
  campaignId: number;
  studentId: number;
  skillId: number;
  value: MasteryValue;
  updatedAt: string;
  /** Who gave it last (absent for the seeded results and an older data set). */
  authorId?: number | null;
  authorName?: string | null;
}

/** A child marked as repeating or leaving at the end of a year (promotion); the others are promoted. */
export interface DemoDecision {
  studentId: number;
  yearId: number;
  decision: 'repeat' | 'leave';
}

/** A comment on a term's report card: a subject's (its teacher's) or the general one (subjectId null). */
export interface DemoReportComment {
  classId: number;
  term: number;
  studentId: number;
  subjectId: number | null;
  text: string;
  authorId: number;
  updatedAt: string;
}
/** A class's report cards of a term, published to the families (docs/api.md "Report cards"). */
export interface DemoReportPublication {
  classId: number;
  term: number;
  publishedAt: string;
  /** The user who published them. */
  publishedBy: number;
}
export interface EducationTables {
  /** Report card comments (absent in a data set saved before report cards existed). */
  reportComments?: DemoReportComment[];
  /** Report cards published (absent likewise). */
  reportPublications?: DemoReportPublication[];
  /** Repeating and leaving children of a year (absent in a data set saved before promotion existed). */
  decisions?: DemoDecision[];
  subjects: DemoSubject[];
  levelSubjects: DemoLevelSubject[];
  teachers: DemoTeacher[];
  assignments: DemoAssignment[];
  domains: DemoSkillDomain[];
  scales: DemoScale[];
  campaigns: DemoCampaign[];
  results: DemoResult[];
}
