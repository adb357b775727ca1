import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readItem, readJson, removeItem, STORAGE_KEYS, writeItem, writeJson } from './storage';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

describe('lib/storage readJson (Storage: read as JSON, defaults when absent)', () => {
  it('Storage: an absent key reads as the fallback', () => {
    expect(readJson(STORAGE_KEYS.darkMode, false, isBoolean)).toBe(false);
    expect(readJson(STORAGE_KEYS.darkMode, true, isBoolean)).toBe(true);
  });

  it('Storage: a stored JSON value of the right kind is read back', () => {
    writeJson(STORAGE_KEYS.darkMode, true);
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(readJson(STORAGE_KEYS.darkMode, false, isBoolean)).toBe(true);
  });

  it('Storage: text that is not JSON reads as the fallback', () => {
    window.localStorage.setItem('darkMode', '{not json');
    expect(readJson(STORAGE_KEYS.darkMode, false, isBoolean)).toBe(false);
    window.localStorage.setItem('darkMode', '');
    expect(readJson(STORAGE_KEYS.darkMode, true, isBoolean)).toBe(true);
  });

  it('Storage: valid JSON of the wrong kind reads as the fallback', () => {
    for (const raw of ['"true"', '1', 'null', '[]', '{}']) {
      window.localStorage.setItem('darkMode', raw);
      expect(readJson(STORAGE_KEYS.darkMode, false, isBoolean)).toBe(false);
    }
  });

  it('Storage (property): any stored text gives either the fallback or a valid value, never a throw', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (raw, fallback) => {
        window.localStorage.setItem('darkMode', raw);
        const value = readJson(STORAGE_KEYS.darkMode, fallback, isBoolean);
        const expected = raw.trim() === 'true' ? true : raw.trim() === 'false' ? false : fallback;
        expect(value).toBe(expected);
      }),
    );
  });

  it('Storage: writeItem/readItem/removeItem round-trip a raw string', () => {
    expect(readItem(STORAGE_KEYS.token)).toBeNull();
    writeItem(STORAGE_KEYS.token, 'abc');
    expect(readItem(STORAGE_KEYS.token)).toBe('abc');
    removeItem(STORAGE_KEYS.token);
    expect(readItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('Storage: the key names are exactly the spec ones', () => {
    expect(STORAGE_KEYS).toMatchObject({
      token: 'token',
      year: 'SELECTED_YEAR',
      branch: 'SELECTED_BRANCH',
      student: 'SELECTED_STUDENT',
      darkMode: 'darkMode',
      sidebarCollapsed: 'sidebarCollapsed',
      semiDarkMode: 'semiDarkMode',
      direction: 'direction',
      skin: 'skin',
      type: 'type',
      monochrome: 'monochrome',
    });
  });
});
