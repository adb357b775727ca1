import type { i18n as I18n } from 'i18next';
import { readItem, readJson, removeItem, STORAGE_KEYS, writeItem, writeJson } from './storage';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * Whether `language` is the one stored (Storage, the language key): the direction a language sets is stored with
 * the language only. A language applied without being stored (the browser's at start-up, the school's after sign-in)
 * sets the direction for this visit alone; stored, it would be kept at the next start (docs/spec-departures.md,
 * "Language: Arabic sets right-to-left...") under a language that start does not choose: French right to left.
 */
export function isStoredLanguage(language: string): boolean {
  return readItem(STORAGE_KEYS.language) === language;
}

/**
 * Runs `apply`, which sets the direction through the layout slice (whose persistence stores every direction it is
 * given), then puts back what storage held under the direction key: for a language that is not stored.
 */
export function keepStoredDirection(apply: () => void): void {
  const before = readItem(STORAGE_KEYS.direction);
  apply();
  if (before === null) removeItem(STORAGE_KEYS.direction);
  else writeItem(STORAGE_KEYS.direction, before);
}

/**
 * What the app's RootLayout and layout slice do for the appearance, for the light sign-in page that runs before
 * the store exists (src/main.tsx): the stored dark mode as the body class, the stored direction kept at start-up,
 * and choosing a language sets the direction, stored only with the language (`isStoredLanguage`), as the app's
 * language rule does.
 */
export function applyStoredAppearance(i18n: I18n): void {
  const dark = readJson(STORAGE_KEYS.darkMode, false, isBoolean);
  document.body.classList.toggle('dark', dark);
  document.body.classList.toggle('light', !dark);
  const storedRtl = readJson<boolean | null>(STORAGE_KEYS.direction, null, isBoolean);
  if (storedRtl !== null) document.documentElement.dir = storedRtl ? 'rtl' : 'ltr';
  i18n.on('languageChanged', (language: string) => {
    const rtl = i18n.dir(language) === 'rtl';
    if (isStoredLanguage(language)) writeJson(STORAGE_KEYS.direction, rtl);
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  });
}
