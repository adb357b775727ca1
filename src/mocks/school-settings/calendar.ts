import { addDays, weekStartOf, weekdayOf } from '../../domain/canteen.ts';

/**
 * The school calendar of the demo (docs/api.md "Canteen", "School calendar"): the school days of a school year on
 * which the school is closed, made from the year's dates as the school's calendar sets them: two weeks of holidays
 * in autumn (from the week of 25 October), at the end of the year (from the week of 24 December: Christmas Day and
 * New Year's Day inside), in winter (from the week of 14 February) and in spring (from the week of 11 April), and
 * the public holidays of fixed date falling on a school day (11 January, 14 January, 1 May, 6 November,
 * 18 November). The religious holidays follow the moon: the demo has none. Weekends are not listed.
 */
export const CLOSED_REASONS = [
  'autumnHolidays',
  'christmasHolidays',
  'winterHolidays',
  'springHolidays',
  'publicHoliday',
] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

export interface ClosedDay {
  date: string;
  reason: ClosedReason;
}

/** Holidays: two weeks from the Monday of the week holding `MM-DD`. */
const HOLIDAYS: ReadonlyArray<[ClosedReason, string]> = [
  ['autumnHolidays', '10-25'],
  ['christmasHolidays', '12-24'],
  ['winterHolidays', '02-14'],
  ['springHolidays', '04-11'],
];
const PUBLIC_HOLIDAYS = ['01-11', '01-14', '05-01', '11-06', '11-18'];

/** The closed school days of the year from `startDate` to `endDate` (both included), in date order. */
export function closedDaysOf(year: { startDate: string; endDate: string }): ClosedDay[] {
  const closed = new Map<string, ClosedReason>();
  const first = Number(year.startDate.slice(0, 4));
  const last = Number(year.endDate.slice(0, 4));
  for (let calendarYear = first; calendarYear <= last; calendarYear += 1) {
    for (const [reason, day] of HOLIDAYS) {
      const monday = weekStartOf(`${calendarYear}-${day}`);
      for (let step = 0; step < 14; step += 1) closed.set(addDays(monday, step), reason);
    }
    for (const day of PUBLIC_HOLIDAYS) {
      const date = `${calendarYear}-${day}`;
      if (!closed.has(date)) closed.set(date, 'publicHoliday');
    }
  }
  return [...closed]
    .filter(([date]) => date >= year.startDate && date <= year.endDate && weekdayOf(date) <= 5)
    .map(([date, reason]) => ({ date, reason }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The closed days of a year by date, for a quick look-up. */
export function closedDayMap(
  year: { startDate: string; endDate: string } | undefined,
): Map<string, ClosedReason> {
  return new Map(year ? closedDaysOf(year).map((day) => [day.date, day.reason]) : []);
}
