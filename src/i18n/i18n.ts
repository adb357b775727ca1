import i18next, { type BackendModule, type i18n as I18n, type ReadCallback, type Services } from 'i18next';
import type HttpBackend from 'i18next-http-backend';
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
import { loadBundled, type TextPart } from './bundled';
import { mergeResources, type Resources } from './merge';
import { frenchDe } from './elision';
import { afterFirstScreen } from '../lib/afterFirstScreen';

/**
 * Remote locales (API calls / Business constants) layered over the bundled ones: the remote file is read through
 * i18next-http-backend (i18next retries it up to 5 times from 350 ms, doubling, at most 10 reads at once, never on
 * a 4xx), and its keys override the bundled keys one by one. Bundled texts are in the store before anything is
 * rendered and the remote file is asked for with `reloadResources`, so nothing ever waits for the remote service:
 * every label is translated at once, even while, or when, the service is down.
 */
class RemoteOverBundledBackend implements BackendModule {
  static type = 'backend' as const;
  type = 'backend' as const;
  private http: Promise<HttpBackend> | null = null;
  private services: Services | null = null;
  private options: object = {};

  init(services: Services, backendOptions: object): void {
    this.services = services;
    this.options = { ...backendOptions, loadPath: LOCALES_LOAD_PATH };
  }

  /** The HTTP reader is loaded with the first remote read, so it is not part of the sign-in page's first load. */
  private reader(): Promise<HttpBackend> {
    this.http ??= import('i18next-http-backend').then(({ default: Http }) => {
      const http = new Http();
      if (this.services) http.init(this.services, this.options);
      return http;
    });
    return this.http;
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    this.reader().then(
      (http) => this.readRemote(http, language, namespace, callback),
      (error: unknown) => {
        // The chunk could not be loaded (offline): i18next retries the read, which asks for it again.
        this.http = null;
        callback(String(error), true);
      },
    );
  }

  private readRemote(http: HttpBackend, language: Language, namespace: string, callback: ReadCallback): void {
    http.read(language, namespace, (error, remote) => {
      if (error || typeof remote !== 'object' || remote === null) {
        callback(error ?? 'empty remote translations', error ? (remote as boolean) : false);
        return;
      }
      // The remote file answers the whole namespace: it is layered over every bundled part already in the store
      // (the shared texts, and the features' once the app asked for them), so no bundled key is lost.
      const inStore = this.services?.resourceStore.data[language]?.[namespace] as Resources | undefined;
      const bundled =
        inStore && Object.keys(inStore).length > 0 ? Promise.resolve(inStore) : loadBundled(language);
      bundled.then(
        (texts) => callback(null, mergeResources(texts, remote as Record<string, unknown>)),
        () => callback(null, remote),
      );
    });
  }
}

/** Per i18next instance: the bundled parts in the store (`fr:shared`...), and the languages whose remote file was
 * asked for. */
const bundledIn = new WeakMap<I18n, Set<string>>();
const remoteReadIn = new WeakMap<I18n, Set<Language>>();
/** Instances whose app asked for the features' texts (`loadAppTexts`): a language switch brings both parts. */
const appTextsIn = new WeakSet<I18n>();

function entriesOf<T>(registry: WeakMap<I18n, Set<T>>, instance: I18n): Set<T> {
  let entries = registry.get(instance);
  if (!entries) {
    entries = new Set();
    registry.set(instance, entries);
  }
  return entries;
}

/** Adds a part of a language's bundled texts under whatever the remote file already brought (remote keys win). */
async function addBundled(instance: I18n, language: Language, part: TextPart = 'shared'): Promise<void> {
  const bundled = entriesOf(bundledIn, instance);
  if (bundled.has(`${language}:${part}`)) return;
  instance.addResourceBundle(language, 'translation', await loadBundled(language, part), true, false);
  bundled.add(`${language}:${part}`);
}

/** The parts a language switch brings: the shared texts, and the features' once the app is running. */
async function addLanguage(instance: I18n, language: Language): Promise<void> {
  await addBundled(instance, language);
  if (appTextsIn.has(instance)) await addBundled(instance, language, 'features');
}

/**
 * Another language's texts beside the current one's, without switching to it, for a page of the app (a document
 * printed in French and Arabic whatever the user reads): its shared texts and its features'.
 */
export async function loadLanguageTexts(instance: I18n, language: Language): Promise<void> {
  await Promise.all([addBundled(instance, language), addBundled(instance, language, 'features')]);
}

/** Starts downloading the features' texts of the start language, before i18next has started (main.tsx). */
export function prefetchAppTexts(): void {
  void loadBundled(startLanguage(), 'features').catch(() => undefined);
}

/**
 * The features' texts of the current language, asked for by the boot beside the app's code (main.tsx), so the
 * sign-in page carries the shared texts only.
 */
export async function loadAppTexts(instance: I18n): Promise<void> {
  appTextsIn.add(instance);
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  await addBundled(instance, language, 'features');
}

/**
 * The English fallback (Translation fallback en), loaded the first time a key is missing: every bundled language has
 * every key (locales.test.ts), so a page never needs it and no page load fetches it. When a key is missing (a remote
 * file's or a value without a text), the English texts come and the page shows them at once (`bindI18nStore:
 * 'added'`).
 */
function loadFallback(instance: I18n): void {
  void addBundled(instance, 'en').catch(() => undefined);
  if (appTextsIn.has(instance)) void addBundled(instance, 'en', 'features').catch(() => undefined);
}

function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

/** The start-up language, from storage and the browser (Language). */
export function startLanguage(): Language {
  return resolveLanguage(readItem(STORAGE_KEYS.language), browserLanguage());
}

/**
 * Starts i18next. Options are the spec's: fallback en, 5 retries from 350 ms, at most 10 parallel reads.
 * Resolves as soon as the bundled texts of the start language are in place; the remote file of the start
 * language then comes in the background once the first screen is shown, the bundled English fallback when a key is
 * first missing.
 */
export async function initI18n(instance: I18n = i18next.createInstance()): Promise<I18n> {
  const language = startLanguage();
  const bundled = await loadBundled(language);
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
      // English, the fallback, starts empty (so i18next does not wait for its remote file); its bundled texts come
      // the first time a key is missing (loadFallback), so a page load carries one language's texts.
      resources: { en: { translation: {} }, [language]: { translation: bundled } },
      parseMissingKeyHandler: (key: string, defaultValue?: string) => {
        loadFallback(instance);
        return defaultValue ?? key;
      },
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      saveMissing: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  // `{{name, de}}` in the French texts: "de Yasmine", "d’Adam".
  instance.services.formatter?.add('de', (value: unknown) => frenchDe(String(value)));
  entriesOf(bundledIn, instance).add(`${language}:shared`);
  entriesOf(remoteReadIn, instance).add(language);
  applyDocumentLanguage(language);
  // Asked for once the first screen is shown (lib/afterFirstScreen), not beside its code: the remote file (about
  // 90 KB) would otherwise share the phone's bandwidth with the first screen's files and delay its paint.
  afterFirstScreen(() => void instance.reloadResources([language]));
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
  const remoteRead = entriesOf(remoteReadIn, instance);
  const firstTime = !remoteRead.has(language);
  remoteRead.add(language);
  await addLanguage(instance, language);
  if (remember) writeItem(STORAGE_KEYS.language, language);
  await instance.changeLanguage(language);
  if (firstTime) void instance.reloadResources([language]);
}
