import type { Language } from './language';
import type { Resources } from './merge';

/**
 * Bundled translations, lazily loaded chunks per language, so only the active one is downloaded, in parts: `shared`
 * (what every screen, the sign-in page too, needs: `locales/<language>.ts`), the shared lazy parts
 * (`SHARED_LAZY_PARTS`: the sentences of the API's error codes, the forms' texts, the sign-in form's, none of them on
 * a signed-in first screen, and the signed-in app's, not on the sign-in page) and one part per feature (`features/<feature>/locales/<language>.json`, its own
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
 * The shared texts that not every first screen shows, each a part of its own (`locales/<language>/<part>.json`): the
 * sentences of the API's error codes, the forms' texts (`form`, `validation`: buttons, notices and field rules of the
 * forms and dialogs that save), the sign-in form's (`login`), and the signed-in app's (`shell`: the routes' and the
 * menu's names, the selectors', the notifications'...), which the app's start brings (i18n.ts `initI18n`, boot.tsx)
 * and the sign-in page does not: it draws the form with the few texts left in `shared` (the portal's name, the
 * languages, the header's and the footer's). The lists' (`table`: columns, paging, sorting, export) come with the
 * pages that show a list, not with the dashboard.
 */
export const SHARED_LAZY_PARTS = ['apiErrors', 'forms', 'signIn', 'shell', 'table'] as const;
export type SharedLazyPart = (typeof SHARED_LAZY_PARTS)[number];

/** A part loaded when something shows it: a feature's texts, or one of the shared lazy parts. */
export type LazyPart = Feature | SharedLazyPart;

/** Every part loaded on demand, for the tests and tools that need all the texts of a language. */
// Marked pure: a spread at the top level counts as code that runs, and would keep the list of features in every
// page's entry although no page reads it.
export const LAZY_PARTS: readonly LazyPart[] = /* @__PURE__ */ (FEATURES as readonly LazyPart[]).concat(
  SHARED_LAZY_PARTS,
);

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
  shell: {
    fr: () => import('./locales/fr/shell.json'),
    en: () => import('./locales/en/shell.json'),
    ar: () => import('./locales/ar/shell.json'),
  },
  table: {
    fr: () => import('./locales/fr/table.json'),
    en: () => import('./locales/en/table.json'),
    ar: () => import('./locales/ar/table.json'),
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

/**
 * The features' map of `language`, asked for ahead of a page's texts so that they wait for one file, not two in a
 * row: by a signed-in load beside the shared texts (main.tsx), by a language switch that brings features' texts. The
 * sign-in page shows no feature's texts and does not fetch it.
 */
export function preloadFeatureIndex(language: Language): void {
  void featureIndexes[language]().catch(() => undefined);
}

export async function loadBundled(language: Language, part: TextPart = 'shared'): Promise<Resources> {
  if (part === 'shared') return (await shared[language]()).default;
  if (isSharedLazy(part)) return (await sharedLazy[part][language]()).default;
  return (await featureLoader(language, part))();
}
