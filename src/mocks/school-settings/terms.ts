import { addDays } from '../../domain/canteen.ts';
import { closedDaysOf, type ClosedReason } from './calendar.ts';

/**
 * The terms (trimestres) of a school year in the demo, the periods a report card covers: the first runs from the
 * year's first day to the eve of the Christmas holidays, the second from the end of those holidays to the eve of the
 * spring holidays, the third from their end to the year's last day ("School calendar" gives the holidays).
 */
export interface Term {
  /** 1, 2 or 3. */
  index: number;
  startDate: string;
  endDate: string;
}

/** The holidays that close a term: the term after them starts on the first day after their last one. */
const BETWEEN_TERMS: readonly ClosedReason[] = ['christmasHolidays', 'springHolidays'];

export function termsOf(year: { startDate: string; endDate: string }): Term[] {
  const closed = closedDaysOf(year);
  const bounds: Array<{ first: string; last: string }> = [];
  for (const reason of BETWEEN_TERMS) {
    const days = closed.filter((day) => day.reason === reason).map((day) => day.date);
    if (days.length) bounds.push({ first: days[0]!, last: days[days.length - 1]! });
  }
  const terms: Term[] = [];
  let start = year.startDate;
  for (const bound of bounds) {
    terms.push({ index: terms.length + 1, startDate: start, endDate: addDays(bound.first, -1) });
    // The holidays' last closed school day is a Friday: the term starts again the Monday after.
    start = addDays(bound.last, 3);
  }
  terms.push({ index: terms.length + 1, startDate: start, endDate: year.endDate });
  return terms;
}

/** The term holding `date`, or null (a holiday between two terms, or outside the year). */
export function termOn(terms: readonly Term[], date: string): Term | null {
  return terms.find((term) => date >= term.startDate && date <= term.endDate) ?? null;
}
