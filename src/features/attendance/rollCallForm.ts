import * as z from 'zod/mini';
import { isLateMinutes, MARKS, type Mark } from '../../domain/attendance';
import type { RollCall, RollCallMarks } from './attendance.schemas';

/**
 * The roll call as the form holds it: one entry per student, in the order of the answer (so a value the API reports
 * as changed, `students.3.mark`, is the field of that name: components/form/StaleVersion.tsx). A late mark needs its
 * minutes, a whole number from 1 to 240 (docs/api.md "Attendance"); the minutes of another mark are not sent.
 */
export const rollCallForm = z.object({
  students: z.array(
    z
      .object({
        studentid: z.number(),
        mark: z.enum(MARKS),
        lateMinutes: z.optional(z.number()),
      })
      .check(
        z.refine((student) => student.mark !== 'late' || isLateMinutes(student.lateMinutes), {
          message: 'attendance.rollCall.minutesRequired',
          path: ['lateMinutes'],
        }),
      ),
  ),
});

export type RollCallValues = z.input<typeof rollCallForm>;
export type RollCallOutput = z.output<typeof rollCallForm>;

/** The form's values of a roll call as read (not taken yet: everyone present). */
export function valuesOf(rollCall: RollCall): RollCallValues {
  return {
    students: rollCall.students.map((student) => ({
      studentid: student.studentid,
      mark: student.mark,
      lateMinutes: student.lateMinutes ?? undefined,
    })),
  };
}

/** What the save sends: each student's mark, with minutes for a lateness only. */
export function marksOf(values: RollCallOutput): RollCallMarks['marks'] {
  return values.students.map(({ studentid, mark, lateMinutes }) => ({
    studentid,
    mark,
    lateMinutes: mark === 'late' ? (lateMinutes ?? null) : null,
  }));
}

/** How many students have each mark. */
export function countsOf(students: ReadonlyArray<{ mark: Mark }> | undefined): Record<Mark, number> {
  const counts: Record<Mark, number> = { present: 0, absent: 0, late: 0 };
  for (const student of students ?? []) counts[student.mark] += 1;
  return counts;
}

/** The keys that set a mark on the focused row: P, A, R (présent, absent, retard). */
const MARK_KEYS: Readonly<Record<string, Mark>> = { p: 'present', a: 'absent', r: 'late' };
/** The same keys by their place on the keyboard, for a layout whose letters are not Latin (Arabic). */
const MARK_CODES: Readonly<Record<string, Mark>> = { KeyP: 'present', KeyA: 'absent', KeyR: 'late' };

/** The mark a key press chooses: by the letter typed, else by the key's place (P, A, R of a Latin keyboard). */
export function markOfKey(event: { key: string; code: string }): Mark | undefined {
  const key = event.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return MARK_KEYS[key];
  return MARK_CODES[event.code];
}

/** The mark before or after `mark` in the row's order, going round. */
export function stepMark(mark: Mark, step: 1 | -1): Mark {
  const index = MARKS.indexOf(mark);
  return MARKS[(index + step + MARKS.length) % MARKS.length]!;
}
