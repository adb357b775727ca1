import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from './text';

describe('lib/text foldText (spec §5 select filtering ignores case and accents, trims input)', () => {
  it('spec §5 select filter: lower-cases, removes accents and trims', () => {
    expect(foldText('  Élève ')).toBe('eleve');
    expect(foldText('GUÉLIZ')).toBe('gueliz');
    expect(foldText('Çà et là')).toBe('ca et la');
    expect(foldText('Ngọc Ánh')).toBe('ngoc anh');
  });

  it('spec §5 select filter: an accented and an unaccented spelling fold to the same text', () => {
    expect(foldText('Préinscriptions')).toBe(foldText('preinscriptions'));
    expect(foldText('Marrakech Guéliz')).toContain(foldText('gueliz'));
  });

  it('spec §5 select filter: leaves Arabic letters in place', () => {
    expect(foldText(' ياسمين ')).toBe('ياسمين');
  });

  it('spec §5 select filter (property): folding is idempotent and never leaves surrounding space', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const folded = foldText(value);
        expect(foldText(folded)).toBe(folded);
        expect(folded).toBe(folded.trim());
      }),
    );
  });

  it('spec §5 select filter (property): case does not matter for ASCII text', () => {
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
