import * as z from 'zod/mini';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const dateField = z.string().check(
  z.minLength(1, 'validation.required'),
  z.refine((value) => value === '' || isCalendarDate(value), 'validation.invalidDate'),
);

/** The school year's dates: both required, the start before the end. */
export const schoolYearSchema = z.object({ startDate: dateField, endDate: dateField }).check(
  z.refine(
    (dates) =>
      !isCalendarDate(dates.startDate) || !isCalendarDate(dates.endDate) || dates.startDate < dates.endDate,
    {
      message: 'schoolSettings.validation.endBeforeStart',
      path: ['endDate'],
    },
  ),
);

export type SchoolYearValues = z.infer<typeof schoolYearSchema>;

/** Largest capacity of a class (the demo API refuses more). */
export const MAX_CLASS_CAPACITY = 60;

/** A class's capacity: a whole number, at least the children already seated, at most 60. */
export function capacitySchema(enrolled: number) {
  return z.object({
    capacity: z.number('validation.required').check(
      z.refine((value) => Number.isInteger(value), 'schoolSettings.validation.wholeNumber'),
      z.gte(Math.max(1, enrolled), 'schoolSettings.validation.belowEnrolment'),
      z.lte(MAX_CLASS_CAPACITY, 'schoolSettings.validation.tooLarge'),
    ),
  });
}

export type CapacityValues = z.infer<ReturnType<typeof capacitySchema>>;

export const classSchema = z.object({
  id: z.number(),
  levelId: z.number(),
  name: z.string(),
  capacity: z.number(),
  enrolled: z.number(),
  teacher: z.string(),
  room: z.string(),
});

export const schoolSettingsSchema = z.object({
  branch: z.number(),
  year: z.number(),
  schoolYear: z.nullable(
    z.object({ id: z.number(), description: z.string(), startDate: z.string(), endDate: z.string() }),
  ),
  levels: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      order: z.number(),
      cycle: z.string(),
      classes: z.array(classSchema),
    }),
  ),
});

export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

export type SchoolClass = z.infer<typeof classSchema>;

export interface SchoolYearDates {
  startDate: string;
  endDate: string;
}

export const levelsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      name: z.string(),
      order: z.number(),
      cycle: z.string(),
      classes: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          capacity: z.number(),
          enrolled: z.number(),
          expected: z.number(),
        }),
      ),
    }),
  ),
});
export type Levels = z.infer<typeof levelsSchema>;
