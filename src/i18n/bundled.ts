import type { Language } from './language';

type Resources = Record<string, unknown>;

/** Bundled translations, one lazily loaded chunk per language, so only the active one is downloaded. */
const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  fr: () => import('./locales/fr.json'),
  en: () => import('./locales/en.json'),
  ar: () => import('./locales/ar.json'),
};

export async function loadBundled(language: Language): Promise<Resources> {
  return (await loaders[language]()).default;
}

function isPlainObject(value: unknown): value is Resources {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge where `override` wins; used so that remote keys override bundled ones key by key. */
export function mergeResources(base: Resources, override: Resources): Resources {
  const result: Resources = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? mergeResources(current, value) : value;
  }
  return result;
}
