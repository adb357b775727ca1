import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasBidiControls, stripBidiControls, withoutBidiControls } from './bidi';

describe('bidirectional controls (Spoofed text)', () => {
  it('removes the embedding, override and isolate controls, and only them', () => {
    expect(stripBidiControls('facture\u202Efdp.html')).toBe('facturefdp.html');
    expect(stripBidiControls('\u202AA\u202BB\u202CC\u202DD\u202EE\u2066F\u2067G\u2068H\u2069')).toBe(
      'ABCDEFGH',
    );
    // Arabic, Latin, the marks U+200E/U+200F and spaces are kept.
    expect(stripBidiControls('Karim كريم \u200F10 MAD\u200E')).toBe('Karim كريم \u200F10 MAD\u200E');
    expect(hasBidiControls('El\u202EIdrissi')).toBe(true);
    expect(hasBidiControls('El Idrissi')).toBe(false);
  });

  it('cleans every string of a JSON value, keys included, and keeps a clean value as it is', () => {
    const spoofed = {
      lastName: 'El\u202EIdrissi',
      files: [{ name: 'facture\u202Efdp.html', size: 3 }],
      ok: true,
    };
    expect(withoutBidiControls(spoofed)).toEqual({
      lastName: 'ElIdrissi',
      files: [{ name: 'facturefdp.html', size: 3 }],
      ok: true,
    });
    const clean = { items: [{ name: 'Adam' }], total: 1 };
    expect(withoutBidiControls(clean)).toBe(clean);
  });

  it('(property) the result never holds a control, and a text without one is unchanged', () => {
    const chars = fc.constantFrom('a', 'ب', ' ', '\u202A', '\u202E', '\u2066', '\u2069', '\u200F', '.');
    fc.assert(
      fc.property(
        fc.array(chars).map((list) => list.join('')),
        (text) => {
          const stripped = stripBidiControls(text);
          expect(hasBidiControls(stripped)).toBe(false);
          if (!hasBidiControls(text)) expect(stripped).toBe(text);
        },
      ),
    );
  });
});
