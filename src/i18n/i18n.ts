// Types only from i18next and react-i18next: the entry (main.tsx) imports this module to start the boot's texts and
// to name the pages' loaders (`withTexts`) before React and i18next have loaded; `initI18n` imports them.
import type { BackendModule, i18n as I18n, ReadCallback, Services } from 'i18next';
import type HttpBackend from 'i18next-http-backend';
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
import { loadBundled, preloadFeatureIndex, type LazyPart, type TextPart } from './bundled';
import { isPlainObject, mergeResources, type Resources } from './merge';
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
        (texts) => {
          const merged = mergeResources(texts, remote as Resources);
          if (changesAnyText(texts, remote as Resources)) {
            callback(null, merged);
            return;
          }
          // No text already in the store changes (the remote file says what the build says, plus the texts of
          // features not opened yet): they go in without the store's 'added' event, which would draw every
          // translated component again in one blocking task (react-i18next reads the store through
          // useSyncExternalStore, which React never draws in slices). `null`: loaded, nothing more to add.
          const store = this.services?.resourceStore;
          if (store) (store.data[language] ??= {})[namespace] = merged;
          callback(null, null);
        },
        () => callback(null, remote),
      );
    });
  }
}

/** Per i18next instance: the bundled parts in the store (`fr:shared`, `fr:finances`...), and the languages whose
 * remote file was asked for. */
const bundledIn = new WeakMap<I18n, Set<string>>();
const remoteReadIn = new WeakMap<I18n, Set<Language>>();
/** Per instance, the parts (features' texts, the error codes' sentences) asked for so far: a language switch brings
 * them. */
const featuresIn = new WeakMap<I18n, Set<LazyPart>>();

/**
 * The i18next instance itself: react-i18next's `useTranslation().i18n` is a wrapper of it (a new object whenever
 * the language changes), which the registries above must not take for another instance.
 */
function originalOf(instance: I18n): I18n {
  return (instance as I18n & { __original?: I18n }).__original ?? instance;
}

function entriesOf<T>(registry: WeakMap<I18n, Set<T>>, instance: I18n): Set<T> {
  const original = originalOf(instance);
  let entries = registry.get(original);
  if (!entries) {
    entries = new Set();
    registry.set(original, entries);
  }
  return entries;
}

/**
 * True when `remote` gives another value to a text that `texts` holds. Texts that `texts` lacks do not count: no
 * component shows them yet (every bundled language has every key the code uses, locales.test.ts).
 */
function changesAnyText(texts: Resources, remote: Resources): boolean {
  return Object.entries(remote).some(([key, value]) => {
    if (!(key in texts)) return false;
    const current = texts[key];
    if (isPlainObject(current) && isPlainObject(value)) return changesAnyText(current, value);
    return current !== value;
  });
}

/** Adds a part of a language's bundled texts under whatever the remote file already brought (remote keys win). */
async function addBundled(instance: I18n, language: Language, part: TextPart = 'shared'): Promise<void> {
  const bundled = entriesOf(bundledIn, instance);
  if (bundled.has(`${language}:${part}`)) return;
  const texts = await loadBundled(language, part);
  instance.addResourceBundle(language, 'translation', texts, true, false);
  bundled.add(`${language}:${part}`);
}

/** Every part a language needs now: the shared texts, and each part asked for so far. */
async function addLanguage(instance: I18n, language: Language): Promise<void> {
  if (entriesOf(featuresIn, instance).size > 0) preloadFeatureIndex(language);
  await Promise.all([
    addBundled(instance, language),
    ...[...entriesOf(featuresIn, instance)].map((feature) => addBundled(instance, language, feature)),
  ]);
}

/**
 * Another language's texts beside the current one's, without switching to it, for a page of the app (a document
 * printed in French and Arabic whatever the user reads): its shared texts and those of the features asked for.
 */
export async function loadLanguageTexts(instance: I18n, language: Language): Promise<void> {
  await addLanguage(instance, language);
}

/**
 * The texts of `features` (parts: a feature's texts, or `apiErrors`) in the current language (and, from then on, in
 * any language switched to), added under what the remote file brought.
 */
export async function loadFeatureTexts(instance: I18n, features: readonly LazyPart[]): Promise<void> {
  const wanted = entriesOf(featuresIn, instance);
  features.forEach((feature) => wanted.add(feature));
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  await Promise.all(features.map((feature) => addBundled(instance, language, feature)));
}

/** The app's i18next instance (the last `initI18n`), which `withTexts` fills. */
let appInstance: I18n | null = null;

/**
 * A page's or a part's loader that brings the texts of the features it shows beside its code, both asked for at
 * once (docs/architecture.md "Decisions taken so far": texts per feature). Resolves with the module once both are in;
 * a failed text chunk fails the load, as a failed code chunk does, so the router or the part's boundary asks again.
 * Before i18next has started (the boot's preloads, main.tsx), the text chunks of the start language are only
 * fetched; the route's own load then adds them.
 * `src/i18n/featureTexts.test.ts` checks that each such loader names every feature whose texts its code uses.
 * @example moduleRoute('news', 'view-news-page', withTexts(['news'], () => import('./features/news/NewsPage')))
 */
export function withTexts<Load extends () => Promise<unknown>>(
  features: readonly LazyPart[],
  load: Load,
): Load {
  const withItsTexts = () => {
    const texts = appInstance
      ? loadFeatureTexts(appInstance, features)
      : Promise.all(features.map((feature) => loadBundled(startLanguage(), feature)));
    return Promise.all([load(), texts]).then(([module]) => module);
  };
  return withItsTexts as Load;
}

/**
 * The English fallback (Translation fallback en), loaded the first time a key is missing: every bundled language has
 * every key (locales.test.ts), so a page never needs it and no page load fetches it. When a key is missing (a remote
 * file's or a value without a text), the English texts come (the shared ones and those of the features asked for)
 * and the page shows them at once (`bindI18nStore: 'added'`).
 */
function loadFallback(instance: I18n): void {
  void addLanguage(instance, 'en').catch(() => undefined);
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
export async function initI18n(given?: I18n, { signInPage = false } = {}): Promise<I18n> {
  const language = startLanguage();
  // The signed-in app's texts (`shell`) come with the shared ones, but on the sign-in page, whose form shows none of
  // them; signing in brings them with the app's code (signIn.tsx).
  const [shared, shell, { i18next, initReactI18next }] = await Promise.all([
    loadBundled(language),
    signInPage ? null : loadBundled(language, 'shell'),
    import('./libraries'),
  ]);
  const bundled = shell ? mergeResources(shared, shell) : shared;
  const instance = given ?? i18next.createInstance();
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
      // A copy: i18next keeps this object as its store and adds the later parts into it, which must not change the
      // shared texts' module (another instance, a test's, would find them there).
      resources: { en: { translation: {} }, [language]: { translation: structuredClone(bundled) } },
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
  if (shell) {
    entriesOf(bundledIn, instance).add(`${language}:shell`);
    entriesOf(featuresIn, instance).add('shell');
  }
  appInstance = instance;
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
