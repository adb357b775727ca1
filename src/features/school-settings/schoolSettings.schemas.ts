import * as z from 'zod/mini';
import { imageDataUrlSchema } from '../../api/schemas';
import { DECISIONS } from '../../domain/promotion';
import { EMAIL } from '../../domain/students';
import { levelFields } from './levels.schemas';

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

/** The next year's first and last days (their own names: the page also shows this year's form). */
export const nextYearFormSchema = z
  .object({ firstDay: dateField, lastDay: dateField })
  .check(
    z.refine(
      (dates) =>
        !isCalendarDate(dates.firstDay) || !isCalendarDate(dates.lastDay) || dates.firstDay < dates.lastDay,
      { message: 'schoolSettings.validation.endBeforeStart', path: ['lastDay'] },
    ),
  );
export type NextYearValues = z.infer<typeof nextYearFormSchema>;

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
  teacher_ar: z.optional(z.string()),
  room: z.string(),
});

export const schoolSettingsSchema = z.object({
  branch: z.number(),
  year: z.number(),
  schoolYear: z.nullable(
    z.object({ id: z.number(), description: z.string(), startDate: z.string(), endDate: z.string() }),
  ),
  levels: z.array(z.object({ ...levelFields, classes: z.array(classSchema) })),
});

export type SchoolSettings = z.infer<typeof schoolSettingsSchema>;

export type SchoolClass = z.infer<typeof classSchema>;

export interface SchoolYearDates {
  startDate: string;
  endDate: string;
}

/** `GET school/identity`: the school's identity (docs/api.md "School identity"). */
export const identitySchema = z.object({
  school: z.object({
    name: z.string(),
    name_ar: z.string(),
    defaultLanguage: z.enum(['fr', 'en', 'ar']),
    logo: z.nullable(imageDataUrlSchema),
  }),
  branch: z.object({
    name: z.string(),
    name_ar: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    legal: z.object({
      ice: z.string(),
      rc: z.string(),
      taxId: z.string(),
      patente: z.string(),
      cnss: z.string(),
    }),
  }),
});
export type Identity = z.infer<typeof identitySchema>;
export type IdentityInput = {
  school: Omit<Identity['school'], 'logo'>;
  branch: Identity['branch'];
};

const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'validation.required'), z.maxLength(max, 'validation.tooLong'));
const optional = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'validation.tooLong'));

/** The identity form: names in both scripts, address and phone required; the ICE has 15 digits when given. */
export const identityFormSchema = z.object({
  school: z.object({
    name: required(120),
    name_ar: required(120),
    defaultLanguage: z.enum(['fr', 'en', 'ar']),
  }),
  branch: z.object({
    name: required(120),
    name_ar: required(120),
    address: required(200),
    phone: required(30).check(z.regex(/^\+?[0-9 ().-]{6,30}$/, 'validation.phone')),
    email: optional(120).check(z.refine((value) => value === '' || EMAIL.test(value), 'validation.email')),
    legal: z.object({
      ice: optional(40).check(
        z.refine((value) => value === '' || /^\d{15}$/.test(value), 'schoolSettings.identity.iceFormat'),
      ),
      rc: optional(40),
      taxId: optional(40),
      patente: optional(40),
      cnss: optional(40),
    }),
  }),
});
export type IdentityValues = z.input<typeof identityFormSchema>;

const yearSchema = z.object({
  id: z.number(),
  description: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export const nextYearSchema = z.object({ year: yearSchema, classes: z.number() });
export const promotionSchema = z.object({
  nextYear: z.nullable(yearSchema),
  classes: z.array(
    z.object({
      classId: z.number(),
      name: z.string(),
      promote: z.number(),
      repeat: z.number(),
      leave: z.number(),
      graduate: z.number(),
      done: z.number(),
      targetId: z.nullable(z.number()),
      target: z.nullable(z.object({ id: z.number(), name: z.string() })),
      last: z.boolean(),
    }),
  ),
  targets: z.array(
    z.object({
      classId: z.number(),
      name: z.string(),
      capacity: z.number(),
      total: z.number(),
      over: z.boolean(),
    }),
  ),
});
export const appliedSchema = z.object({ ...promotionSchema.shape, created: z.number() });
export const promotionClassSchema = z.object({
  students: z.array(
    z.object({
      studentid: z.number(),
      firstname_fr: z.string(),
      lastname_fr: z.string(),
      firstname_ar: z.string(),
      lastname_ar: z.string(),
      decision: z.enum(DECISIONS),
      to: z.nullable(z.object({ id: z.number(), name: z.string() })),
      done: z.boolean(),
    }),
  ),
});
export type NextYear = z.infer<typeof nextYearSchema>;
export type Promotion = z.infer<typeof promotionSchema>;
export type PromotionClass = z.infer<typeof promotionClassSchema>;
