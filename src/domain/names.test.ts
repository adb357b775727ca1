import { describe, expect, it } from 'vitest';
import { checkName, isNameField, isRefusedName, stripName } from './names';

describe('person names (docs/api.md "Text")', () => {
  it.each([
    ['NUL', 'Ali\u0000'],
    ['tab', 'Ali\tBenali'],
    ['bell (C0)', 'Ali\u0007'],
    ['DEL', 'Ali\u007F'],
    ['C1 control', 'Ali\u0090'],
    ['line feed', 'Ali\nBenali'],
    ['carriage return', 'Ali\rBenali'],
    ['next line U+0085', 'Ali\u0085Benali'],
    ['line separator U+2028', 'Ali\u2028Benali'],
    ['paragraph separator U+2029', 'Ali\u2029Benali'],
    ['lone high surrogate', 'Ali\uD83D'],
    ['lone low surrogate', '\uDE00Ali'],
    ['reversed surrogate pair', 'Ali\uDE00\uD83D'],
  ])('refuses a name holding a %s', (_, name) => {
    expect(isRefusedName(name)).toBe(true);
    expect(checkName(name)).toEqual({ ok: false });
  });

  it.each([
    ['zero-width space', 'Ka\u200Brim'],
    ['zero-width joiner', 'Ka\u200Drim'],
    ['left-to-right mark', 'Karim\u200E'],
    ['right-to-left mark', '\u200FKarim'],
    ['Arabic letter mark', 'Ka\u061Crim'],
    ['word joiner', 'Ka\u2060rim'],
    ['invisible operators', 'Ka\u2061\u2062\u2063\u2064rim'],
    ['byte order mark', '\uFEFFKarim'],
    ['soft hyphen', 'Ka\u00ADrim'],
    ['Mongolian vowel separator', 'Ka\u180Erim'],
    ['tag characters', 'Karim\u{E0001}\u{E0041}\u{E007F}'],
    ['bidirectional override', 'Ka\u202Erim'],
    ['Hangul filler', 'Ka\u3164rim'],
    ['variation selector', 'Ka\uFE0Frim'],
    ['zero-width non-joiner in Latin text', 'Ka\u200Crim'],
  ])('removes a %s', (_, name) => {
    expect(checkName(name)).toEqual({ ok: true, value: 'Karim' });
  });

  it('keeps a zero-width non-joiner between two Arabic-script letters only (Persian), once', () => {
    expect(stripName('مهران\u200Cگیز')).toBe('مهران\u200Cگیز');
    expect(stripName('مهران\u200C\u200C\u200Cگیز')).toBe('مهران\u200Cگیز');
    // After a haraka, still between two letters.
    expect(stripName('مَ\u200Cها')).toBe('مَ\u200Cها');
    expect(stripName('\u200Cمهران \u200Cگیز\u200C')).toBe('مهران گیز');
    expect(stripName('Karim\u200Cكريم')).toBe('Karimكريم');
  });

  it('trims, collapses inner spaces (no-break and wide ones too) and composes accents', () => {
    expect(stripName('  Inès   Benali ')).toBe('Inès Benali');
    expect(stripName('Ben\u00A0\u00A0Ali\u3000\u2003Karim')).toBe('Ben Ali Karim');
    expect(stripName('Ine\u0300s')).toBe('Inès');
    expect(checkName(' \u200B ')).toEqual({ ok: true, value: '' });
  });

  it.each([
    "O'Neil",
    'O’Neil',
    "d'Alembert",
    'Jean-Pierre',
    'Élodie Lefèvre-Müller',
    'محمد العلوي',
    'مُحَمَّد العَلَوِي',
    'إيناس',
    'Zoë Çelik',
  ])('keeps the real name %j as typed', (name) => {
    expect(checkName(name)).toEqual({ ok: true, value: name });
  });

  it('says which body fields are names: person keys at any depth, a family name', () => {
    expect(isNameField(['firstname_fr'])).toBe(true);
    expect(isNameField(['guardians', 0, 'lastname_ar'])).toBe(true);
    expect(isNameField(['newFamily', 'guardian', 'firstname_fr'])).toBe(true);
    expect(isNameField(['newFamily', 'name'])).toBe(true);
    expect(isNameField(['firstname'])).toBe(true);
    expect(isNameField(['name'])).toBe(false);
    expect(isNameField(['stops', 0, 'name'])).toBe(false);
    expect(isNameField(['text'])).toBe(false);
    expect(isNameField(['guardians', 0])).toBe(false);
  });
});
