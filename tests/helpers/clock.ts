import { afterEach, beforeEach, vi } from 'vitest';
import { stubWidth } from './media';

/**
 * Every test of the file at `at` (local time, as the school's clock reads it), on a window `width` px wide when one
 * is given; the real clock and the window come back after each test. Only `Date` is faked: timers still run.
 */
export function clockAt(at: string, { width }: { width?: number } = {}): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
    if (width !== undefined) stubWidth(width);
  });
  afterEach(() => {
    vi.useRealTimers();
    if (width !== undefined) vi.unstubAllGlobals();
  });
}

/**
 * A school Tuesday at 10:00 on a desktop, for every test of the file: the morning roll calls are due (09:00), so
 * the ones not taken are missing; the demo's attendance, timetable and homework seeds are counted from this day,
 * the same at every run.
 */
export const atSchoolTuesdayMorning = () => clockAt('2026-11-24T10:00:00', { width: 1280 });
