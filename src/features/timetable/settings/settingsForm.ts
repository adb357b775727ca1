import { get, type FieldError } from 'react-hook-form';
import * as z from 'zod/mini';
import { minutesOf, isTime, slotsProblem, TIMETABLE_DAYS } from '../../../domain/timetable';
import { keptFormat, numberLocale } from '../../../lib/locale';
import { foldText } from '../../../lib/text';
import type { TimetableSettings, TimetableSettingsInput } from '../timetable.schemas';

/**
 * The timetable settings form (docs/api.md "Timetable", `PUT timetable/settings`): the branch's slots and rooms, in
 * the order they are sent, so that a refusal's `slots.<i>` / `rooms.<i>` names the row the form shows at `i`.
 */
export interface SlotValue {
  /** The slot's id once saved; null for a slot added in the form. */
  id: number | null;
  day: number;
  start: string;
  end: string;
}
export interface RoomValue {
  id: number | null;
  name: string;
}
export interface SettingsValues {
  slots: SlotValue[];
  rooms: RoomValue[];
}

/** Longest room name the API takes (docs/api.md "Timetable": more is `TOO_LONG`). */
export const ROOM_NAME_MAX = 60;

/** The first slot of a day that has none: the first lesson of the seeded week (docs/api.md "Timetable"). */
const FIRST_SLOT = { start: '08:30', end: '09:25' };
/** A new slot after the day's last one lasts one lesson. */
const LESSON_MINUTES = 55;
const LAST_MINUTE = 23 * 60 + 59;

function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * What is wrong with the rooms, by row: a name empty or too long, or the name of an earlier row again (case and
 * accents aside), which the API refuses as `DUPLICATE_ROOM`.
 */
export function roomProblems(rooms: readonly RoomValue[]): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  rooms.forEach((room, index) => {
    const name = room.name.trim();
    const folded = foldText(name);
    if (name === '') problems.set(index, 'validation.required');
    else if (name.length > ROOM_NAME_MAX) problems.set(index, 'validation.tooLong');
    else if (seen.has(folded)) problems.set(index, 'apiErrors.DUPLICATE_ROOM');
    seen.add(folded);
  });
  return problems;
}

/**
 * The form's schema. The slots are checked with the API's own rule (domain/timetable.ts `slotsProblem`), its code's
 * sentence under the slot at fault (or above the days when there are too many); each room's problem under its row.
 */
export const settingsSchema = z.object({
  slots: z
    .array(z.object({ id: z.nullable(z.number()), day: z.number(), start: z.string(), end: z.string() }))
    .check(
      z.superRefine((slots, context) => {
        const problem = slotsProblem(slots);
        if (!problem) return;
        context.issues.push({
          code: 'custom',
          message: `apiErrors.${problem.code}`,
          input: slots,
          path: problem.code === 'TIMETABLE_TOO_MANY_SLOTS' ? ['root'] : [problem.index],
        });
      }),
    ),
  rooms: z.array(z.object({ id: z.nullable(z.number()), name: z.string() })).check(
    z.superRefine((rooms, context) => {
      for (const [index, message] of roomProblems(rooms)) {
        context.issues.push({ code: 'custom', message, input: rooms, path: [index] });
      }
    }),
  ),
});

/** The form's values from the settings read: slots in week order, rooms by name, as the API answers them. */
export function valuesOf(settings: TimetableSettings): SettingsValues {
  return {
    slots: settings.slots.map(({ id, day, start, end }) => ({ id, day, start, end })),
    rooms: settings.rooms.map(({ id, name }) => ({ id, name })),
  };
}

/** What the save sends, row for row in the form's order (a new row without an id, room names trimmed). */
export function inputOf(values: SettingsValues): TimetableSettingsInput {
  return {
    slots: values.slots.map(({ id, day, start, end }) =>
      id === null ? { day, start, end } : { id, day, start, end },
    ),
    rooms: values.rooms.map(({ id, name }) =>
      id === null ? { name: name.trim() } : { id, name: name.trim() },
    ),
  };
}

/** The times of a slot added to `day`: a lesson after the day's last slot, or the week's first lesson. */
export function nextSlot(slots: readonly SlotValue[], day: number): { start: string; end: string } {
  const ends = slots
    .filter((slot) => slot.day === day && isTime(slot.end))
    .map((slot) => minutesOf(slot.end));
  if (ends.length === 0) return { ...FIRST_SLOT };
  const start = Math.min(Math.max(...ends), LAST_MINUTE - 1);
  return { start: timeOf(start), end: timeOf(Math.min(start + LESSON_MINUTES, LAST_MINUTE)) };
}

/**
 * The slots once the days `to` have the slots of `from` ("Appliquer à…"): each target day's slots take the source's
 * times row for row (keeping their ids, so the lessons placed in them stay), its rows beyond the source's are
 * removed, and the source's rows beyond its own are added. The other days are untouched.
 */
export function copyDay(slots: readonly SlotValue[], from: number, to: readonly number[]): SlotValue[] {
  const source = slots.filter((slot) => slot.day === from);
  const targets = new Set(to.filter((day) => day !== from));
  const taken = new Map<number, number>();
  const copied: SlotValue[] = [];
  for (const slot of slots) {
    if (!targets.has(slot.day)) {
      copied.push(slot);
      continue;
    }
    const at = taken.get(slot.day) ?? 0;
    taken.set(slot.day, at + 1);
    const times = source[at];
    if (times) copied.push({ ...slot, start: times.start, end: times.end });
  }
  for (const day of TIMETABLE_DAYS) {
    if (!targets.has(day)) continue;
    for (const times of source.slice(taken.get(day) ?? 0)) {
      copied.push({ id: null, day, start: times.start, end: times.end });
    }
  }
  return copied;
}

/** A slot's length in minutes, or null while one of its times is not a time. */
export function slotMinutes(slot: Pick<SlotValue, 'start' | 'end'>): number | null {
  return isTime(slot.start) && isTime(slot.end) ? minutesOf(slot.end) - minutesOf(slot.start) : null;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A weekday's name (1 Monday … 7 Sunday) in the interface's language ("lundi", "Monday", "الاثنين"); `title`: with a
 * capital, as a heading.
 */
export function dayName(day: number, language: string, title = false): string {
  const format = keptFormat(
    dayFormats,
    language,
    () => new Intl.DateTimeFormat(numberLocale(language), { weekday: 'long', timeZone: 'UTC' }),
  );
  // 1 January 2024 was a Monday.
  const name = format.format(new Date(Date.UTC(2024, 0, day)));
  return title ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : name;
}

/** The translation key of the error under a row or field (a code's sentence or a rule's), when there is one. */
export function errorKeyAt(errors: unknown, name: string): string | null {
  const error = get(errors, name) as FieldError | undefined;
  return typeof error?.message === 'string' && error.message !== '' ? error.message : null;
}
