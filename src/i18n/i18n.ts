import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type Services } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { LOCALES_LOAD_PATH } from '../api/config';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from '../lib/storage';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGES,
  resolveLanguage,
  type Language,
} from './language';
import { loadBundled } from './bundled';
import { mergeResources } from './merge';

/**
 * Remote locales (spec §7, §9) layered over the bundled ones: the remote file is read through
 * i18next-http-backend (i18next retries it up to 5 times from 350 ms, doubling, at most 10 reads at once, never on
 * a 4xx), and its keys override the bundled keys one by one. Bundled texts are in the store before anything is
 * rendered and the remote file is asked for with `reloadResources`, so nothing ever waits for the remote service:
 * every label is translated at once, even while, or when, the service is down.
 */
class RemoteOverBundledBackend implements BackendModule {
  static type = 'backend' as const;
  type = 'backend' as const;
  private http = new HttpBackend();

  init(services: Services, backendOptions: object): void {
    this.http.init(services, { ...backendOptions, loadPath: LOCALES_LOAD_PATH });
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    this.http.read(language, namespace, (error, remote) => {
      if (error || typeof remote !== 'object' || remote === null) {
        callback(error ?? 'empty remote translations', error ? (remote as boolean) : false);
        return;
      }
      loadBundled(language).then(
        (bundled) => callback(null, mergeResources(bundled, remote as Record<string, unknown>)),
        () => callback(null, remote),
      );
    });
  }
}

async function addBundled(instance: I18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'translation')) return;
  instance.addResourceBundle(language, 'translation', await loadBundled(language), true, false);
}

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

/** The start-up language, from storage and the browser (spec §4 Language). */
export function startLanguage(): Language {
  return resolveLanguage(readItem(STORAGE_KEYS.language), browserLanguage());
}

/**
 * Starts i18next. Options are the spec's: fallback en, 5 retries from 350 ms, at most 10 parallel reads.
 * Resolves as soon as the bundled texts of the start language (and of the English fallback) are in place; the
 * remote file of the start language is then read in the background.
 */
export async function initI18n(instance: I18n = i18next.createInstance()): Promise<I18n> {
  const language = startLanguage();
  const [bundled, english] = await Promise.all([loadBundled(language), loadBundled('en')]);
  instance.on('languageChanged', applyDocumentLanguage);
  await instance
    .use(RemoteOverBundledBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      partialBundledLanguages: true,
      resources: { [language]: { translation: bundled }, en: { translation: english } },
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      saveMissing: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  applyDocumentLanguage(language);
  void instance.reloadResources([language]);
  window.addEventListener('languagechange', () => {
    removeItem(STORAGE_KEYS.language);
    void changeLanguage(instance, startLanguage(), false);
  });
  return instance;
}

/**
 * Switches language: bundled texts first (so the switch is immediate and never shows keys), then the remote file
 * of that language is read in the background, once.
 * `remember` stores the choice under the language key; a choice outside the three falls back to French.
 */
export async function changeLanguage(instance: I18n, requested: string, remember = true): Promise<void> {
  const language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  const firstTime = !instance.hasResourceBundle(language, 'translation');
  await addBundled(instance, language);
  if (remember) writeItem(STORAGE_KEYS.language, language);
  await instance.changeLanguage(language);
  if (firstTime) void instance.reloadResources([language]);
}
