import type { Language } from './language';
import type { Resources } from './merge';

/**
 * Bundled translations, lazily loaded chunks per language, so only the active one is downloaded, in parts: `shared`
 * (the shell, the sign-in page, the error catalogue's messages: what every screen needs, `locales/<language>.ts`),
 * `apiErrors` (the sentences of the API's error codes, `locales/<language>/apiErrors.json`: shown after a failed
 * call or by the forms that check the same rules, never on a first screen) and one part per feature
 * (`features/<feature>/locales/<language>.json`, its own texts under their own keys), each loaded with the page or
 * the part that shows it (i18n.ts `withTexts`), the error codes' sentences also with any failed call (api/baseQuery.ts).
 */
export const FEATURES = [
  'access',
  'accessibility',
  'attendance',
  'attendance/absences',
  'attendance/child',
  'canteen',
  'chat',
  'dashboard',
  'documents',
  'education',
  'education/reportCards',
  'finances',
  'finances/overdue',
  'finances/settings',
  'homework',
  'homework/child',
  'lostItems',
  'news',
  'preregistrations',
  'profile',
  'requests',
  'school-settings',
  'settings',
  'shell/customizer',
  'students',
  'students/config',
  'students/import',
  'timetable',
  'timetable/child',
  'timetable/settings',
  'transport',
] as const;

/** A feature (or a part of one) with texts of its own: its folder under `src/features`, which holds `locales/`. */
export type Feature = (typeof FEATURES)[number];

/** A part loaded when something shows it: a feature's texts, or the sentences of the API's error codes. */
export type LazyPart = Feature | 'apiErrors';

/** Every part loaded on demand, for the tests and tools that need all the texts of a language. */
export const LAZY_PARTS: readonly LazyPart[] = [...FEATURES, 'apiErrors'];

export type TextPart = 'shared' | LazyPart;

type Loader = () => Promise<{ default: Resources }>;

const shared: Record<Language, Loader> = {
  fr: () => import('./locales/fr'),
  en: () => import('./locales/en'),
  ar: () => import('./locales/ar'),
};

const apiErrors: Record<Language, () => Promise<Resources>> = {
  fr: () => import('./locales/fr/apiErrors.json').then((file) => file.default),
  en: () => import('./locales/en/apiErrors.json').then((file) => file.default),
  ar: () => import('./locales/ar/apiErrors.json').then((file) => file.default),
};

type FeatureIndex = Record<string, () => Promise<Resources>>;

/**
 * Each language's map of the features' texts (`featureIndex/textsIndex-<language>.ts`: path -> chunk), a module of its own so
 * that a load carries only its own language's map, asked for with the language's shared texts.
 */
const featureIndexes: Record<Language, () => Promise<{ default: FeatureIndex }>> = {
  fr: () => import('./featureIndex/textsIndex-fr'),
  en: () => import('./featureIndex/textsIndex-en'),
  ar: () => import('./featureIndex/textsIndex-ar'),
};

async function featureLoader(language: Language, feature: Feature): Promise<() => Promise<Resources>> {
  const files = (await featureIndexes[language]()).default;
  const load = files[`../../features/${feature}/locales/${language}.json`];
  if (!load) throw new Error(`no ${language} texts for the feature ${feature}`);
  return load;
}

export async function loadBundled(language: Language, part: TextPart = 'shared'): Promise<Resources> {
  if (part === 'shared') {
    // The features' map of this language, on its way beside the shared texts: a page's texts then wait for neither.
    void featureIndexes[language]().catch(() => undefined);
    return (await shared[language]()).default;
  }
  if (part === 'apiErrors') return apiErrors[language]();
  return (await featureLoader(language, part))();
}
