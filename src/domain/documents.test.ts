import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, documentNumber, documentRefusal, normalizeCode, verificationCode } from './documents';

describe('school documents (docs/api.md "School documents")', () => {
  it('numbers a document by its type, the year it was issued in and its rank that year', () => {
    expect(documentNumber('schooling', '2026-12-06', 42)).toBe('CS-2026-00042');
    expect(documentNumber('enrolment', '2027-01-04', 1)).toBe('AI-2027-00001');
    expect(documentNumber('payments', '2026-09-30', 12345)).toBe('AP-2026-12345');
  });

  it('makes verification codes of twelve unambiguous letters in groups of four, each letter equally likely', () => {
    const code = verificationCode();
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(code).not.toMatch(/[01ILO]/);
    // Bytes past the last whole multiple of the alphabet's size are drawn again, not folded onto its first letters.
    const bytes = [255, 254, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    let drawn = 0;
    const fixed = verificationCode((length) => Uint8Array.from(bytes.slice(drawn, (drawn += length))));
    expect(fixed.replace(/-/g, '')).toBe(
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => CODE_ALPHABET[i]).join(''),
    );
    const many = new Set(Array.from({ length: 200 }, () => verificationCode()));
    expect(many.size).toBe(200);
  });

  it('reads a code as typed off paper: small letters, spaces or no dashes; refuses what cannot be one', () => {
    expect(normalizeCode('k7qm 4xpd r2hb')).toBe('K7QM-4XPD-R2HB');
    expect(normalizeCode('K7QM4XPDR2HB')).toBe('K7QM-4XPD-R2HB');
    expect(normalizeCode(' K7QM–4XPD–R2HB ')).toBe('K7QM-4XPD-R2HB');
    expect(normalizeCode('K7QM-4XPD-R2H')).toBeNull();
    expect(normalizeCode('K7QM-4XPD-R2H0')).toBeNull();
    expect(normalizeCode('CS-2026-00042')).toBeNull();
  });

  it('certifies schooling once the student attends, enrolment until the student leaves, payments once paid', () => {
    expect(documentRefusal('schooling', null, 0)).toBe('NOT_ENROLLED');
    expect(documentRefusal('schooling', 'expected', 0)).toBe('NOT_ATTENDING');
    expect(documentRefusal('schooling', 'active', 0)).toBeNull();
    expect(documentRefusal('schooling', 'left', 0)).toBeNull();
    expect(documentRefusal('enrolment', 'expected', 0)).toBeNull();
    expect(documentRefusal('enrolment', 'left', 0)).toBe('LEFT_SCHOOL');
    expect(documentRefusal('payments', 'active', 0)).toBe('NO_PAYMENTS');
    expect(documentRefusal('payments', 'left', 3)).toBeNull();
  });
});
