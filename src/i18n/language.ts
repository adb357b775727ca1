/** Interface languages (Business constants). */
export const LANGUAGES = ['fr', 'en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Language picker fallback (Business constants): French. Translation fallback is English (see i18n.ts). */
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Start-up language (Language): the stored choice; else the first two letters of the browser language
 * when supported; else French. A stored choice outside the three falls back to French.
 */
export function resolveLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (stored !== null && stored !== '') return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  const browser = (browserLanguage ?? '').slice(0, 2).toLowerCase();
  return isLanguage(browser) ? browser : DEFAULT_LANGUAGE;
}

/** Arabic is right-to-left; every other language left-to-right. */
export function directionOf(language: string): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The school's language (school identity) stands in for the final French fallback of the start-up rule: applied
 * after sign-in only when the user never chose a language and the browser's is not one of the three. A stored
 * choice and a supported browser language keep the spec's rule. Null: nothing to change.
 */
export function schoolLanguageFor(
  stored: string | null,
  browserLanguage: string | undefined,
  schoolLanguage: string | undefined,
): Language | null {
  if (stored !== null && stored !== '') return null;
  if (isLanguage((browserLanguage ?? '').slice(0, 2).toLowerCase())) return null;
  return isLanguage(schoolLanguage) ? schoolLanguage : null;
}
