import { afterEach, beforeEach, vi } from 'vitest';
import { stubWidth } from '../../../tests/helpers/media';

/**
 * A school Tuesday at 10:00 on a desktop, for every test of the file: the demo's homework seed is counted from this
 * day (this week and the next two), the same at every run.
 */
export function atSchoolTuesdayMorning(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00'));
    stubWidth(1280);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
