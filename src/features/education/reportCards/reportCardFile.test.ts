import { describe, expect, it } from 'vitest';
import { reportCardsFileName } from './reportCardFile';

describe('report cards PDF names', () => {
  it("a class's cards and one student's, in Latin letters, digits and hyphens whatever the names hold", () => {
    expect(reportCardsFileName({ className: 'CM1 A' }, 1)).toBe('bulletins-CM1-A-T1');
    expect(reportCardsFileName({ className: '6ème B / bis' }, 3)).toBe('bulletins-6eme-B-bis-T3');
    expect(
      reportCardsFileName({ student: { firstname_fr: 'Élodie', lastname_fr: "N'Diaye El Idrissi" } }, 2),
    ).toBe('bulletin-Elodie-N-Diaye-El-Idrissi-T2');
  });
});
