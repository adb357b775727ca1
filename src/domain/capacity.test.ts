import { describe, expect, it } from 'vitest';
import { classSeats, seatsTaken } from './capacity';

describe('one count of a class’s seats (attending and expected children)', () => {
  it('counts every enrolment of the branch and year that has not left', () => {
    const taken = seatsTaken(
      [
        { classId: 1, branchId: 1, yearId: 2, status: 'active' },
        { classId: 1, branchId: 1, yearId: 2, status: 'expected' },
        { classId: 1, branchId: 1, yearId: 2, status: 'left' },
        { classId: 2, branchId: 1, yearId: 2, status: 'active' },
        { classId: 1, branchId: 1, yearId: 1, status: 'active' },
        { classId: 1, branchId: 2, yearId: 2, status: 'active' },
      ],
      1,
      2,
    );
    expect(Object.fromEntries(taken)).toEqual({ 1: 2, 2: 1 });
  });

  it('a class with 25 attending and 1 expected child of 26 seats is full (not "25/26")', () => {
    expect(classSeats(26, 25, 1)).toEqual({ taken: 26, remaining: 0, full: true });
    expect(classSeats(26, 24, 1)).toEqual({ taken: 25, remaining: 1, full: false });
    expect(classSeats(20, 21, 0)).toEqual({ taken: 21, remaining: 0, full: true });
  });
});
