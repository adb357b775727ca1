import { isDate } from '../core/listing.ts';
import type { DemoData } from '../core/tables.ts';
import { tables } from './shared.ts';

/** What the attendance reads of a family's request (src/mocks/requests): its child, year, dates and reference. */
export interface JustifyingRequest {
  id: number;
  reference: string;
  studentId: number;
  yearId: number;
  createdAt: string;
  answers: ReadonlyArray<{ key: string; value: string }>;
}

/**
 * The days a request covers: its `from` and `to` answers (a custom type: its first two dates), `from` alone for a
 * single day, the day it was made when it names none.
 */
export function coveredDays(request: JustifyingRequest): { from: string; to: string } {
  const dates = request.answers.filter((answer) => isDate(answer.value));
  const from = dates.find((answer) => answer.key === 'from')?.value ?? dates[0]?.value;
  const to = dates.find((answer) => answer.key === 'to')?.value ?? (dates[0] && dates[1]?.value);
  if (!from) {
    const day = request.createdAt.slice(0, 10);
    return { from: day, to: day };
  }
  const end = to ?? from;
  return end < from ? { from: end, to: from } : { from, to: end };
}

/**
 * An "absence" request accepted by the office (docs/api.md "Attendance" and "Requests"): the child's absences and
 * lateness of the days it covers that are not justified yet become justified, the request as their document.
 * Returns how many changed; the caller marks the change (`db.changed()`).
 */
export function justifyFromRequest(data: DemoData, request: JustifyingRequest, typeName: string): number {
  const { from, to } = coveredDays(request);
  let changed = 0;
  for (const mark of tables(data).marks) {
    if (mark.studentId !== request.studentId || mark.yearId !== request.yearId) continue;
    if (mark.date < from || mark.date > to || mark.state === 'justified') continue;
    Object.assign(mark, {
      state: 'justified',
      reason: `${typeName} (${request.reference})`,
      requestId: request.id,
      version: mark.version + 1,
    });
    changed += 1;
  }
  return changed;
}
