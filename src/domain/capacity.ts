/**
 * THE count of a class's seats, the same in the enrolment dialog, the student form, the school settings and the
 * demo API: a seat is held by every enrolment of the class's year that has not left (the children attending and
 * the children expected). A class is full when no seat is left.
 */

export interface SeatHolder {
  classId: number;
  branchId: number;
  yearId: number;
  /** `left` frees the seat; every other status holds it. */
  status: string;
}

/** Seats held per class id in a branch and year. */
export function seatsTaken(
  enrolments: Iterable<SeatHolder>,
  branch: number,
  year: number,
): Map<number, number> {
  const taken = new Map<number, number>();
  for (const enrolment of enrolments) {
    if (enrolment.branchId !== branch || enrolment.yearId !== year || enrolment.status === 'left') continue;
    taken.set(enrolment.classId, (taken.get(enrolment.classId) ?? 0) + 1);
  }
  return taken;
}

/** Seats a class still has (never below 0). */
export function seatsLeft(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}

/** The seats of a class from its active and expected enrolments: taken, left, and whether it is full. */
export function classSeats(capacity: number, enrolled: number, expected: number) {
  const taken = enrolled + expected;
  const remaining = seatsLeft(capacity, taken);
  return { taken, remaining, full: remaining === 0 };
}
