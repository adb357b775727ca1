import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './text';

describe('lib/text foldText (Validation rules select filtering ignores case and accents, trims input)', () => {
  it('Select filter: lower-cases, removes accents and trims', () => {
    expect(foldText('  Élève ')).toBe('eleve');
    expect(foldText('GUÉLIZ')).toBe('gueliz');
    expect(foldText('Çà et là')).toBe('ca et la');
    expect(foldText('Ngọc Ánh')).toBe('ngoc anh');
  });

  it('Select filter: an accented and an unaccented spelling fold to the same text', () => {
    expect(foldText('Préinscriptions')).toBe(foldText('preinscriptions'));
    expect(foldText('Marrakech Guéliz')).toContain(foldText('gueliz'));
  });

  it('Select filter: leaves Arabic letters in place', () => {
    expect(foldText(' ياسمين ')).toBe('ياسمين');
  });

  it('Select filter (property): folding is idempotent and never leaves surrounding space', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const folded = foldText(value);
        expect(foldText(folded)).toBe(folded);
        expect(folded).toBe(folded.trim());
      }),
    );
  });

  it('Select filter (property): case does not matter for ASCII text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ -') }),
        (value) => {
          expect(foldText(value.toUpperCase())).toBe(foldText(value.toLowerCase()));
        },
      ),
    );
  });
});
