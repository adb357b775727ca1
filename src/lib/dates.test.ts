import { describe, expect, it } from 'vitest';
import { labelsBesideDate } from './dates';

describe('a due date is not said twice ("Décembre, le 5 décembre 2026")', () => {
  it('leaves out a label that is only the due date’s month, in French, English or Arabic', () => {
    expect(labelsBesideDate(['Décembre', 'Transport'], '2026-12-05')).toEqual(['Transport']);
    expect(labelsBesideDate(['decembre'], '2026-12-05')).toEqual([]);
    expect(labelsBesideDate(['December'], '2026-12-05')).toEqual([]);
    expect(labelsBesideDate(['ديسمبر'], '2026-12-05')).toEqual([]);
  });

  it('keeps the other months and the other labels', () => {
    expect(labelsBesideDate(['Novembre', 'Frais d’inscription'], '2026-12-05')).toEqual([
      'Novembre',
      'Frais d’inscription',
    ]);
  });
});
