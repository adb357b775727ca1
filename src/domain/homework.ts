/**
 * Homework (cahier de textes, docs/api.md "Homework"): what a teacher sets a class in a subject, the day it is due
 * and the day the families see it from. Shared by the screens and the demo API (which imports this file with its
 * `.ts` extension), so both apply one rule. This file imports only `attachments.ts`, `canteen.ts` and `dates.ts`.
 */
import { ATTACHMENT_RULES } from './attachments.ts';
import { addDays, weekdayOf, weekStartOf } from './canteen.ts';
import { daysBetween } from './dates.ts';

/** Limits of what is typed and sent (checked by the form, then by the API). */
export const HOMEWORK_LIMITS = {
  /** Characters of the text of a homework. */
  text: 2000,
  /** Bytes of its attachment. */
  attachmentBytes: ATTACHMENT_RULES.maxBytes,
} as const;

/**
 * The types an attachment may be, told by its first bytes (docs/api.md "Uploads"): the messaging's (PDF, the
 * pictures, Word, plain text).
 */
export const HOMEWORK_ATTACHMENT_TYPES: readonly string[] = ATTACHMENT_RULES.types;

/** The days a parent's view spans by default: today and the next 14 days. */
export const CHILD_WINDOW_DAYS = 14;
/** The widest span a parent's view may ask for. */
export const CHILD_WINDOW_MAX_DAYS = 62;

/** The code of a due date set before the day the families see the homework from. */
export const DUE_BEFORE_PUBLICATION = 'DUE_BEFORE_PUBLICATION';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** What a homework says and when: its text, due date and the first day the families see it. */
export interface HomeworkDates {
  text: string;
  dueDate: string;
  publishFrom: string;
}

/**
 * The fields of a homework at fault, each with its error code (docs/api.md "Errors"): the text is required and at
 * most `HOMEWORK_LIMITS.text` characters once trimmed; both dates are real dates; the due date is not before the
 * publication date (`DUE_BEFORE_PUBLICATION`, under `dueDate`). Empty when it holds.
 * @example homeworkProblems({ text: 'Lire', dueDate: '2026-11-23', publishFrom: '2026-11-24' }) // { dueDate: 'DUE_BEFORE_PUBLICATION' }
 */
export function homeworkProblems(values: HomeworkDates): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = values.text.trim();
  if (!text) errors.text = 'REQUIRED';
  else if (text.length > HOMEWORK_LIMITS.text) errors.text = 'TOO_LONG';
  if (!values.dueDate) errors.dueDate = 'REQUIRED';
  else if (!isIsoDate(values.dueDate)) errors.dueDate = 'INVALID_DATE';
  if (!values.publishFrom) errors.publishFrom = 'REQUIRED';
  else if (!isIsoDate(values.publishFrom)) errors.publishFrom = 'INVALID_DATE';
  if (!errors.dueDate && !errors.publishFrom && values.dueDate < values.publishFrom) {
    errors.dueDate = DUE_BEFORE_PUBLICATION;
  }
  return errors;
}

/** Whether the families see a homework on `today`: from its publication date on. */
export function isPublished(publishFrom: string, today: string): boolean {
  return publishFrom <= today;
}

/**
 * The first school day after `today`: a weekday (Monday to Friday) the school is open, `isClosed` telling the
 * closed ones (holidays, public holidays). Looks at most a season ahead (a long holiday is three weeks at most).
 * @example nextSchoolDay('2026-11-27', () => false) // '2026-11-30' (a Friday, then the Monday)
 */
export function nextSchoolDay(today: string, isClosed: (date: string) => boolean = () => false): string {
  let day = addDays(today, 1);
  for (let step = 0; step < 90; step += 1) {
    if (weekdayOf(day) <= 5 && !isClosed(day)) return day;
    day = addDays(day, 1);
  }
  return addDays(today, 1);
}

/** The groups of a parent's view, in the order shown. */
export const HOMEWORK_GROUPS = ['tomorrow', 'thisWeek', 'later'] as const;
export type HomeworkGroup = (typeof HOMEWORK_GROUPS)[number];

/**
 * Where a homework due on `dueDate` goes in a parent's view (not overdue: the view starts today): `tomorrow`, due
 * the next school day (`nextSchoolDay`, a Monday when today is a Friday); `thisWeek`, due by this week's Sunday (today
 * included); `later`, after.
 * @example homeworkGroupOf('2026-11-26', { today: '2026-11-24', nextSchoolDay: '2026-11-25' }) // 'thisWeek'
 */
export function homeworkGroupOf(
  dueDate: string,
  when: { today: string; nextSchoolDay: string },
): HomeworkGroup {
  if (dueDate === when.nextSchoolDay) return 'tomorrow';
  const sunday = addDays(weekStartOf(when.today), 6);
  return daysBetween(dueDate, sunday) >= 0 ? 'thisWeek' : 'later';
}

/**
 * Homework in the groups of a parent's view, each group's items by due date (then as given); the empty groups left
 * out.
 */
export function groupHomework<Item extends { dueDate: string }>(
  items: readonly Item[],
  when: { today: string; nextSchoolDay: string },
): Array<{ group: HomeworkGroup; items: Item[] }> {
  const groups = new Map<HomeworkGroup, Item[]>(HOMEWORK_GROUPS.map((group) => [group, []]));
  const sorted = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.dueDate.localeCompare(b.item.dueDate) || a.index - b.index);
  for (const { item } of sorted) groups.get(homeworkGroupOf(item.dueDate, when))!.push(item);
  return HOMEWORK_GROUPS.map((group) => ({ group, items: groups.get(group)! })).filter(
    (entry) => entry.items.length > 0,
  );
}
