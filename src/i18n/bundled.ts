import type { Language } from './language';
import type { Resources } from './merge';

/**
 * Bundled translations, lazily loaded chunks per language, so only the active one is downloaded, in two parts:
 * `shared` (the shell, the sign-in page, the error catalogue: what the first page needs) and `features` (each
 * feature's own texts, loaded with the app after sign-in).
 */
export type TextPart = 'shared' | 'features';

const loaders: Record<Language, Record<TextPart, () => Promise<{ default: Resources }>>> = {
  fr: { shared: () => import('./locales/fr'), features: () => import('./locales/fr.features') },
  en: { shared: () => import('./locales/en'), features: () => import('./locales/en.features') },
  ar: { shared: () => import('./locales/ar'), features: () => import('./locales/ar.features') },
};

export async function loadBundled(language: Language, part: TextPart = 'shared'): Promise<Resources> {
  return (await loaders[language][part]()).default;
}
