import { describe, expect, it } from 'vitest';
import { installmentLabel } from './installmentLabel';

describe('installmentLabel: a schedule template’s month name in the reader’s language', () => {
  it('ar and en: the French month names of the templates are the month in that language', () => {
    expect(installmentLabel('Novembre', 'ar')).toBe(
      new Intl.DateTimeFormat('ar', { month: 'long', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 10, 5)),
      ),
    );
    expect(installmentLabel('Décembre', 'en')).toBe('December');
    expect(installmentLabel('Fevrier', 'en')).toBe('February');
    expect(installmentLabel('Septembre', 'ar')).not.toMatch(/[A-Za-z]/);
  });

  it('fr: unchanged; custom labels stay as typed in every language', () => {
    expect(installmentLabel('Novembre', 'fr')).toBe('Novembre');
    expect(installmentLabel('Trimestre 1', 'ar')).toBe('Trimestre 1');
    expect(installmentLabel('Transport 1/3', 'en')).toBe('Transport 1/3');
  });
});
