import type { Language } from './language';
import type { Resources } from './merge';

/** Bundled translations, one lazily loaded chunk per language, so only the active one is downloaded. */
const loaders: Record<Language, () => Promise<{ default: Resources }>> = {
  fr: () => import('./locales/fr'),
  en: () => import('./locales/en'),
  ar: () => import('./locales/ar'),
};

export async function loadBundled(language: Language): Promise<Resources> {
  return (await loaders[language]()).default;
}
