/**
 * The education rules shared by the screens and the demo API (docs/api.md "Education"): the four-step mastery scale
 * of the diagnostic evaluations, a teacher's weekly load against their contract, a contract that ends soon, the
 * subjects of a level that a class has no teacher for, and how complete a campaign's result sheet is.
 */
import { daysBetween } from './dates.ts';

/** The diagnostic scale, 1 to 4 (the keys 1-4 of the result grid type them in this order). */
export const MASTERY = ['insufficient', 'fragile', 'satisfactory', 'veryGood'] as const;
/** A result as the API stores it: 1 (insufficient) to 4 (very good mastery). */
export type MasteryValue = 1 | 2 | 3 | 4;

export function isMasteryValue(value: unknown): value is MasteryValue {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** CDI, CDD, part-time hourly contract (vacataire). */
export const CONTRACT_TYPES = ['permanent', 'fixed', 'hourly'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** A contract ending within this many days is flagged on the teachers' list and the dashboard. */
export const CONTRACT_WARNING_DAYS = 30;
/** A teacher's contracted weekly hours: 1 to this. */
export const MAX_WEEKLY_HOURS = 40;
/** An assignment's weekly hours: 0.5 to this, by half hours. */
export const MAX_ASSIGNMENT_HOURS = 30;

/** The contract ends within `CONTRACT_WARNING_DAYS` days from `today` (an open-ended contract never does). */
export function contractEndsSoon(endDate: string | null, today: string): boolean {
  if (!endDate) return false;
  const days = daysBetween(today, endDate);
  return days >= 0 && days <= CONTRACT_WARNING_DAYS;
}

export interface AssignmentFacts {
  classId: number;
  subjectId: number;
  teacherId: number | null;
  hours: number;
}

/** A teacher's weekly hours over the assignments given, and whether they go over the contracted hours. */
export function teacherLoad(
  assignments: Iterable<AssignmentFacts>,
  teacherId: number,
  contracted: number,
): { hours: number; over: boolean } {
  let hours = 0;
  for (const assignment of assignments) if (assignment.teacherId === teacherId) hours += assignment.hours;
  hours = Math.round(hours * 2) / 2;
  return { hours, over: hours > contracted };
}

/**
 * The subjects of the class's level that it has no teacher for: the level's subject hours list them; an assignment
 * without a teacher counts as missing.
 */
export function subjectsWithoutTeacher(
  levelSubjects: Iterable<{ subjectId: number; hours: number }>,
  classAssignments: Iterable<AssignmentFacts>,
): number[] {
  const taught = new Set<number>();
  for (const assignment of classAssignments)
    if (assignment.teacherId !== null) taught.add(assignment.subjectId);
  const missing: number[] = [];
  for (const subject of levelSubjects)
    if (subject.hours > 0 && !taught.has(subject.subjectId)) missing.push(subject.subjectId);
  return missing;
}

/** Hours are whole or half hours, from 0.5 to `max`. */
export function isHalfHours(value: unknown, max: number): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    value <= max &&
    Number.isInteger(value * 2)
  );
}

/** How much of a result sheet is filled: results given over students × skills, in whole percent (0 when empty). */
export function completion(filled: number, students: number, skills: number): number {
  const cells = students * skills;
  return cells === 0 ? 0 : Math.min(100, Math.floor((filled / cells) * 100));
}

/** The count of each mastery step (index 0 = insufficient) among the values. */
export function distribution(values: Iterable<number>): [number, number, number, number] {
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  for (const value of values) if (isMasteryValue(value)) counts[value - 1] = counts[value - 1]! + 1;
  return counts;
}

/**
 * A domain's results in one word: the rounded mean of the values, as a step of the scale (null without a result).
 * The parent reads it in plain words ("satisfactory mastery"), never a code.
 */
export function domainMastery(values: readonly number[]): MasteryValue | null {
  const valid = values.filter(isMasteryValue);
  if (!valid.length) return null;
  const mean = valid.reduce((sum, value) => sum + value, 0) / valid.length;
  return Math.min(4, Math.max(1, Math.round(mean))) as MasteryValue;
}

/** The longest report card comment (docs/api.md "Report cards"): a card's box holds a few lines. */
export const REPORT_COMMENT_MAX = 400;
