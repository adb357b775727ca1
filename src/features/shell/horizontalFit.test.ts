import { describe, expect, it } from 'vitest';
import { fittingCount } from './HorizontalMenu';

describe('horizontal menu on one row (Menu behaviour: horizontal mode)', () => {
  it('Menu behaviour: every entry stays on the row when all fit; otherwise as many as fit beside "Plus"', () => {
    expect(fittingCount([100, 100, 100], 308, 40)).toBe(3);
    // 100 + 4 + 100 = 204 plus 4 + 40 for "Plus" fits in 250; a third would not.
    expect(fittingCount([100, 100, 100], 250, 40)).toBe(2);
    expect(fittingCount([100, 100, 100], 150, 40)).toBe(1);
    expect(fittingCount([300], 100, 40)).toBe(0);
  });
});
