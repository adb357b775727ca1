import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './commonPasswords';
import { commonPasswords, MIN_NEW_PASSWORD_LENGTH, passwordFault } from './passwords';

describe('password rules (docs/api.md "Password rules")', () => {
  it('12345678 and any password under 12 characters is too short; characters, not UTF-16 units, are counted', async () => {
    const common = await commonPasswords();
    expect(MIN_NEW_PASSWORD_LENGTH).toBe(12);
    expect(passwordFault('12345678', 'a@b.c', common)).toBe('TOO_SHORT');
    expect(passwordFault('ab-cd-ef-gh1', 'a@b.c', common)).toBeNull();
    expect(passwordFault('ab-cd-ef-gh', 'a@b.c', common)).toBe('TOO_SHORT');
    // Eleven emoji are 22 UTF-16 units but 11 characters.
    expect(passwordFault('🐫'.repeat(11), 'a@b.c', common)).toBe('TOO_SHORT');
    expect(passwordFault('كلمة-سر-طويلة-جدا', 'a@b.c', common)).toBeNull();
  });

  it('a common password, a common word padded with digits or signs, or a few repeated characters is refused', async () => {
    const common = await commonPasswords();
    for (const password of [
      'passwordpassword',
      'PASSWORD1234',
      'Motdepasse2026!',
      '2026!azertyuiop!',
      '123456789012',
      'aaaaaaaaaaaa',
      '121212121212',
    ]) {
      expect(passwordFault(password, 'a@b.c', common), password).toBe('COMMON');
    }
    expect(passwordFault('motdepasse-cheval-2026', 'a@b.c', common)).toBeNull();
  });

  it("a password containing the name of the user's e-mail (or a word of it, 4 characters or more) is refused", async () => {
    const common = await commonPasswords();
    expect(passwordFault('Samira.Benali-2026', 'samira.benali@demo.test', common)).toBe('CONTAINS_EMAIL');
    expect(passwordFault('cheval-benali-2026', 'samira.benali@demo.test', common)).toBe('CONTAINS_EMAIL');
    expect(passwordFault('adminadmin-x7', 'admin@demo.test', common)).toBe('CONTAINS_EMAIL');
    // Short words of the name are not looked for ("ali" is in "quality").
    expect(passwordFault('quality-bananas', 'ali.b@demo.test', common)).toBeNull();
  });

  it('the bundled list stays small (a few hundred, lower case, no repeats) and is loaded only when asked for', () => {
    expect(COMMON_PASSWORDS.length).toBeGreaterThan(200);
    expect(COMMON_PASSWORDS.length).toBeLessThan(1000);
    expect(COMMON_PASSWORDS.every((word) => word === word.toLowerCase())).toBe(true);
    expect(new Set(COMMON_PASSWORDS).size).toBe(COMMON_PASSWORDS.length);
    expect(COMMON_PASSWORDS).toContain('12345678');
    // passwords.ts (used by the form's chunk and the demo API) imports the list lazily, never statically.
    const source = readFileSync(join(__dirname, 'passwords.ts'), 'utf8');
    expect(source).not.toMatch(/^import .*commonPasswords/m);
    expect(source).toMatch(/import\('\.\/commonPasswords\.ts'\)/);
  });
});
