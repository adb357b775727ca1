import type { Language } from './language';
import type { Resources } from './merge';

/**
 * Bundled translations, lazily loaded chunks per language, so only the active one is downloaded, in parts: `shared`
 * (the shell, the sign-in page, the error catalogue: what every screen needs, `locales/<language>.ts`) and one part
 * per feature (`features/<feature>/locales/<language>.json`, its own texts under their own keys), loaded with the page or
 * the part that shows them (i18n.ts `withTexts`).
 */
export const FEATURES = [
  'access',
  'canteen',
  'dashboard',
  'education',
  'finances',
  'finances/overdue',
  'finances/settings',
  'lostItems',
  'news',
  'preregistrations',
  'requests',
  'school-settings',
  'settings',
  'students',
  'students/config',
  'transport',
] as const;

/** A feature (or a part of one) with texts of its own: its folder under `src/features`, which holds `locales/`. */
export type Feature = (typeof FEATURES)[number];

export type TextPart = 'shared' | Feature;

type Loader = () => Promise<{ default: Resources }>;

const shared: Record<Language, Loader> = {
  fr: () => import('./locales/fr'),
  en: () => import('./locales/en'),
  ar: () => import('./locales/ar'),
};

/** `../features/<feature>/locales/<language>.json` -> its chunk, each a file of its own. */
const featureFiles = import.meta.glob<Resources>('../features/**/locales/*.json', { import: 'default' });

function featureLoader(language: Language, feature: Feature): () => Promise<Resources> {
  const load = featureFiles[`../features/${feature}/locales/${language}.json`];
  if (!load) throw new Error(`no ${language} texts for the feature ${feature}`);
  return load;
}

export async function loadBundled(language: Language, part: TextPart = 'shared'): Promise<Resources> {
  if (part === 'shared') return (await shared[language]()).default;
  return featureLoader(language, part)();
}
