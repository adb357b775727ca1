import type { Language } from './language';
import type { Resources } from './merge';

/**
 * Bundled translations, lazily loaded chunks per language, so only the active one is downloaded, in parts: `shared`
 * (the shell, the error catalogue's messages: what every screen needs, `locales/<language>.ts`), the shared lazy
 * parts (`SHARED_LAZY_PARTS`: the sentences of the API's error codes, the forms' texts, the sign-in form's, none of
 * them on a signed-in first screen) and one part per feature (`features/<feature>/locales/<language>.json`, its own
 * texts under their own keys), each loaded with the page or the part that shows it (i18n.ts `withTexts`), the error
 * codes' sentences and the forms' texts also with any failed call (api/baseQuery.ts).
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

/**
 * The shared texts that no first screen shows, each a part of its own (`locales/<language>/<part>.json`): the
 * sentences of the API's error codes, the forms' texts (`form`, `validation`: buttons, notices and field rules of the
 * forms and dialogs that save) and the sign-in form's (`login`). A signed-in first screen only reads, so none of them
 * weighs on it.
 */
export const SHARED_LAZY_PARTS = ['apiErrors', 'forms', 'signIn'] as const;
export type SharedLazyPart = (typeof SHARED_LAZY_PARTS)[number];

/** A part loaded when something shows it: a feature's texts, or one of the shared lazy parts. */
export type LazyPart = Feature | SharedLazyPart;

/** Every part loaded on demand, for the tests and tools that need all the texts of a language. */
export const LAZY_PARTS: readonly LazyPart[] = [...FEATURES, ...SHARED_LAZY_PARTS];

export type TextPart = 'shared' | LazyPart;

type Loader = () => Promise<{ default: Resources }>;

const shared: Record<Language, Loader> = {
  fr: () => import('./locales/fr'),
  en: () => import('./locales/en'),
  ar: () => import('./locales/ar'),
};

type JsonLoader = () => Promise<{ default: Resources }>;

/** Each shared lazy part's file per language, written out so that each is a chunk of its own. */
const sharedLazy: Record<SharedLazyPart, Record<Language, JsonLoader>> = {
  apiErrors: {
    fr: () => import('./locales/fr/apiErrors.json'),
    en: () => import('./locales/en/apiErrors.json'),
    ar: () => import('./locales/ar/apiErrors.json'),
  },
  forms: {
    fr: () => import('./locales/fr/forms.json'),
    en: () => import('./locales/en/forms.json'),
    ar: () => import('./locales/ar/forms.json'),
  },
  signIn: {
    fr: () => import('./locales/fr/signIn.json'),
    en: () => import('./locales/en/signIn.json'),
    ar: () => import('./locales/ar/signIn.json'),
  },
};

function isSharedLazy(part: LazyPart): part is SharedLazyPart {
  return (SHARED_LAZY_PARTS as readonly string[]).includes(part);
}

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
  if (isSharedLazy(part)) return (await sharedLazy[part][language]()).default;
  return (await featureLoader(language, part))();
}
