import type { i18n as I18n } from 'i18next';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * What the app's RootLayout and layout slice do for the appearance, for the light sign-in page that runs before
 * the store exists (src/main.tsx): the stored dark mode as the body class, the stored direction kept at start-up,
 * and choosing a language sets (and stores) the direction, as the app's language rule does.
 */
export function applyStoredAppearance(i18n: I18n): void {
  const dark = readJson(STORAGE_KEYS.darkMode, false, isBoolean);
  document.body.classList.toggle('dark', dark);
  document.body.classList.toggle('light', !dark);
  const storedRtl = readJson<boolean | null>(STORAGE_KEYS.direction, null, isBoolean);
  if (storedRtl !== null) document.documentElement.dir = storedRtl ? 'rtl' : 'ltr';
  i18n.on('languageChanged', (language: string) => {
    const rtl = i18n.dir(language) === 'rtl';
    writeJson(STORAGE_KEYS.direction, rtl);
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  });
}
