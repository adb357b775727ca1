import i18next, { type i18n as I18n } from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../mocks/node';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { renderHook } from '@testing-library/react';
import {
  changeLanguage,
  initI18n,
  loadFeatureTexts,
  loadLanguageTexts,
  startLanguage,
  withTexts,
} from './i18n';

/** Requests to the remote locales service, with the (fake) time at which each one arrived. */
let requests: Array<{ file: string; at: number }>;
/** Requests to the remote locales service that have started and not ended yet. */
let inFlight = 0;
const remoteFile = (request: Request) =>
  /\/api\/traduction\/([^/?]+)/.exec(new URL(request.url).pathname)?.[1];
const record = ({ request }: { request: Request }) => {
  const file = remoteFile(request);
  if (file === undefined) return;
  inFlight += 1;
  requests.push({ file, at: Date.now() });
};
const settle = ({ request }: { request: Request }) => {
  if (remoteFile(request) !== undefined) inFlight -= 1;
};

beforeEach(() => {
  requests = [];
  inFlight = 0;
  server.events.on('request:start', record);
  server.events.on('request:end', settle);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(async () => {
  // A test's reads and their retries end inside that test: the demo API answers again, the reads in flight
  // come back and the retries they schedule run out on this test's clock. Otherwise a slow machine carries a
  // retry chain into the next test, whose own 500 keeps it going and whose counts it spoils.
  server.resetHandlers();
  let quietSince = performance.now();
  await runClock(() => {
    if (inFlight > 0 || vi.getTimerCount() > 0) quietSince = performance.now();
    return performance.now() - quietSince > 50;
  }, 3000);
  server.events.removeListener('request:start', record);
  server.events.removeListener('request:end', settle);
  vi.useRealTimers();
});

/** Kept before the clock is faked: waiting for real network work (MSW answers) needs the real timer. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Runs the fake clock until `until()` holds or `realMs` of real time have passed: jumps to the next fake timer
 * when one is pending, else waits a little real time for the demo API's answer. Fake time therefore never
 * moves while a request is in flight, so retry delays are measured exactly, whatever the machine's load.
 */
async function runClock(until: () => boolean, realMs = 8000): Promise<void> {
  const deadline = performance.now() + realMs;
  while (!until() && performance.now() < deadline) {
    if (vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
    else await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

/**
 * Starts i18n with `language` stored and runs the fake clock until initI18n has resolved and the read of the
 * language's remote file has started: initI18n does not wait for that read (it first loads the HTTP reader's
 * chunk), and on a slow machine it starts well after.
 */
async function start(language: 'fr' | 'en' | 'ar', options?: { signInPage: boolean }): Promise<I18n> {
  window.localStorage.setItem('defaultLanguage', language);
  const file = `${language}.json`;
  const readsBefore = requests.filter((request) => request.file === file).length;
  let done = false;
  const pending = initI18n(i18next.createInstance(), options).then((result) => {
    done = true;
    return result;
  });
  await runClock(() => done && requests.filter((request) => request.file === file).length > readsBefore);
  return pending;
}

/** Requests for the active language's file (French in these tests). */
const frRequests = () => requests.filter((request) => request.file === 'fr.json');

describe('initI18n (Language, Remote locales, Error catalogue / Business constants translation loading)', () => {
  it('Language: starts in the stored language, with its bundled texts, and sets lang/dir on the page', async () => {
    const instance = await start('ar');
    expect(instance.language).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    const fr = await start('fr');
    expect(fr.t('notFound.title')).toBe('Page introuvable');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('Language: nothing stored -> the browser language (jsdom: en-US -> en)', () => {
    expect(navigator.language.slice(0, 2)).toBe('en');
    expect(startLanguage()).toBe('en');
    window.localStorage.setItem('defaultLanguage', 'de');
    expect(startLanguage()).toBe('fr');
  });

  it('Translation load: when the remote service answers 500, the bundled French texts are used', async () => {
    server.use(
      http.get('*/api/traduction/:file', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const instance = await start('fr');
    expect(instance.t('notFound.title')).toBe('Page introuvable');
    expect(instance.t('logout.success')).toBe('Utilisateur déconnecté avec succès.');
    expect(requests.length).toBeGreaterThan(0);
  });

  it('Translation load: a 500 is retried, 5 retries from 350 ms doubling', async () => {
    server.use(
      http.get('*/api/traduction/:file', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    await start('fr');
    await runClock(() => frRequests().length >= 6);
    await runClock(() => false, 300); // and no seventh
    const fr = frRequests();
    expect(fr).toHaveLength(6);
    const gaps = fr.slice(1).map((request, index) => request.at - fr[index]!.at);
    expect(gaps).toEqual([350, 700, 1400, 2800, 5600]);
  });

  it('Translation load: a network failure is retried', async () => {
    server.use(http.get('*/api/traduction/:file', () => HttpResponse.error()));
    const instance = await start('fr');
    await runClock(() => frRequests().length >= 2);
    expect(frRequests().length).toBeGreaterThanOrEqual(2);
    expect(instance.t('notFound.title')).toBe('Page introuvable');
  });

  it('Translation load: a 4xx status is not retried (exactly one request)', async () => {
    server.use(
      http.get('*/api/traduction/:file', () => HttpResponse.json({ message: 'nope' }, { status: 404 })),
    );
    const instance = await start('fr');
    await runClock(() => false, 400);
    expect(frRequests()).toHaveLength(1);
    expect(instance.t('notFound.title')).toBe('Page introuvable');
  });

  it('Remote locales: the active language’s remote file overrides that key, other bundled keys remain', async () => {
    server.use(
      http.get('*/api/traduction/:file', ({ params }) =>
        params.file === 'fr.json'
          ? HttpResponse.json({ notFound: { title: 'Titre distant' } })
          : HttpResponse.json({ message: 'nope' }, { status: 404 }),
      ),
    );
    const instance = await start('fr');
    await runClock(() => instance.t('notFound.title') === 'Titre distant');
    expect(instance.t('notFound.title')).toBe('Titre distant');
    expect(instance.t('notFound.body')).toMatch(/supprimée, renommée/);
    expect(instance.t('logout.success')).toBe('Utilisateur déconnecté avec succès.');
  });

  it('Texts per feature: the sign-in stage holds the shared texts only; a page’s loader brings its features’ texts with its code, and a language switch brings them too', async () => {
    server.use(
      http.get('*/api/traduction/:file', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const instance = await start('fr');
    expect(instance.t('notFound.title')).toBe('Page introuvable');
    // A feature's text is not there before a page asks for it: the key itself comes back.
    expect(instance.exists('finances.parent.title')).toBe(false);
    const page = { default: 'the page' };
    const load = withTexts(['finances'], () => Promise.resolve(page));
    await expect(load()).resolves.toBe(page);
    expect(instance.t('finances.parent.title', { name: 'Adam' })).toBe('Finances d’Adam');
    // Only the features named: another feature's texts are not loaded with it.
    expect(instance.exists('canteen.parent.cardTitle')).toBe(false);
    await changeLanguage(instance, 'ar');
    expect(instance.t('notFound.title')).toBe('الصفحة غير موجودة');
    expect(instance.getResource('ar', 'translation', 'finances.parent.title')).toEqual(expect.any(String));
    expect(instance.getResource('ar', 'translation', 'finances.parent.title')).not.toBe(
      instance.getResource('fr', 'translation', 'finances.parent.title'),
    );
    expect(instance.exists('canteen.parent.cardTitle', { lng: 'ar' })).toBe(false);
  });

  it('Texts per feature: the sign-in page starts without the signed-in app’s texts (`shell`); the app’s loader brings them, and a language switch brings them in the new language', async () => {
    server.use(
      http.get('*/api/traduction/:file', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const instance = await start('fr', { signInPage: true });
    // The sign-in form's own: the portal's name, the languages.
    expect(instance.t('app.name')).toBe('Portail École');
    expect(instance.t('languages.ar')).toBe('العربية');
    expect(instance.exists('notFound.title')).toBe(false);
    expect(instance.exists('menu.more')).toBe(false);
    const app = { default: 'the app' };
    await expect(withTexts(['shell'], () => Promise.resolve(app))()).resolves.toBe(app);
    expect(instance.t('notFound.title')).toBe('Page introuvable');
    // The lists' texts come with a list's page, not with the app.
    expect(instance.exists('table.export')).toBe(false);
    await changeLanguage(instance, 'ar');
    expect(instance.t('notFound.title')).toBe('الصفحة غير موجودة');
    // A signed-in start has them at once.
    const signedIn = await start('fr');
    expect(signedIn.t('notFound.title')).toBe('Page introuvable');
  });

  it('Texts per feature: a new instance starts with the shared texts only, whatever an earlier one was given', async () => {
    server.use(
      http.get('*/api/traduction/:file', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const first = await start('fr');
    await loadFeatureTexts(first, ['finances', 'apiErrors']);
    expect(first.exists('finances.parent.title')).toBe(true);
    const second = await start('fr');
    expect(second.exists('finances.parent.title')).toBe(false);
    expect(second.exists('apiErrors.CLASS_FULL')).toBe(false);
  });

  it('Texts per feature: another language’s texts asked for through useTranslation’s i18n (a wrapper of the instance) bring the features asked for so far', async () => {
    const instance = await start('fr');
    await withTexts(['canteen'], () => Promise.resolve({ default: 'the page' }))();
    const { result } = renderHook(() => useTranslation(), {
      wrapper: ({ children }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>,
    });
    expect(result.current.i18n).not.toBe(instance); // react-i18next hands out a wrapper
    await loadLanguageTexts(result.current.i18n, 'ar');
    expect(instance.getResource('ar', 'translation', 'canteen.course.main')).toEqual(expect.any(String));
  });

  it('Texts per feature: a page’s loader resolves only once its texts are in, and fails when they cannot be loaded', async () => {
    const instance = await start('fr');
    let codeLoaded = false;
    const load = withTexts(['canteen'], async () => {
      codeLoaded = true;
      return { default: 'the page' };
    });
    const loading = load();
    expect(codeLoaded).toBe(true); // the code and the texts are asked for at once
    await loading;
    expect(instance.t('canteen.parent.cardTitle')).not.toBe('canteen.parent.cardTitle');
    const failing = withTexts(['canteen'], () => Promise.reject(new Error('chunk failed')));
    await expect(failing()).rejects.toThrow('chunk failed');
  });

  it('Remote locales: a remote key of a feature wins over its bundled text, whether the remote file comes before or after that feature’s texts', async () => {
    const remoteTitle = 'Compte de {{name}}';
    server.use(
      http.get('*/api/traduction/:file', ({ params }) =>
        params.file === 'fr.json'
          ? HttpResponse.json({ finances: { parent: { title: remoteTitle } } })
          : HttpResponse.json({ message: 'nope' }, { status: 404 }),
      ),
    );
    // Before: the remote file is in the store when a page adds its feature's texts.
    const early = await start('fr');
    await runClock(() => early.exists('finances.parent.title'));
    await loadFeatureTexts(early, ['finances']);
    expect(early.t('finances.parent.title', { name: 'Adam' })).toBe('Compte de Adam');
    expect(early.t('finances.parent.noChild')).not.toBe('finances.parent.noChild');

    // After: the features' texts are in the store when the remote file comes; both stay, the remote key wins.
    window.localStorage.setItem('defaultLanguage', 'fr');
    const late = await initI18n(i18next.createInstance());
    await loadFeatureTexts(late, ['finances']);
    await runClock(() => late.t('finances.parent.title', { name: 'Adam' }) === 'Compte de Adam');
    expect(late.t('finances.parent.title', { name: 'Adam' })).toBe('Compte de Adam');
    expect(late.t('finances.parent.noChild')).not.toBe('finances.parent.noChild');
    expect(late.t('notFound.title')).toBe('Page introuvable');
  });

  it('Translation load: start-up never waits for the remote service (500 with retries, or no answer)', async () => {
    server.use(
      http.get('*/api/traduction/:file', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const before = Date.now();
    const instance = await start('fr');
    // The fake clock only moves for pending timers: retries (350 ms and more) would show up here.
    expect(Date.now() - before).toBeLessThan(350);
    expect(instance.t('notFound.title')).toBe('Page introuvable');

    let answer: (response: Response) => void = () => undefined;
    server.use(
      http.get('*/api/traduction/:file', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const hanging = await start('ar');
    expect(hanging.t('notFound.title')).toBe('الصفحة غير موجودة');
    answer(HttpResponse.json({ message: 'nope' }, { status: 404 })); // the read ends inside this test
  });

  it('Remote locales: the remote file is asked for once the page has loaded, not beside the first screen’s files', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    window.localStorage.setItem('defaultLanguage', 'fr');
    const instance = await initI18n(i18next.createInstance());
    expect(instance.t('notFound.title')).toBe('Page introuvable');
    await runClock(() => false, 300);
    expect(frRequests()).toHaveLength(0);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await runClock(() => frRequests().length > 0);
    expect(frRequests()).toHaveLength(1);
  });

  it('Remote locales: switching to Arabic reads ar.json once, and the switch does not wait for it', async () => {
    server.use(
      http.get('*/api/traduction/:file', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const instance = await start('fr');
    const before = Date.now();
    await changeLanguage(instance, 'ar');
    expect(Date.now() - before).toBeLessThan(350);
    expect(instance.language).toBe('ar');
    expect(instance.t('notFound.title')).toBe('الصفحة غير موجودة');
    await runClock(() => requests.some((request) => request.file === 'ar.json'));
    expect(requests.some((request) => request.file === 'ar.json')).toBe(true);
  });

  it('Translation fallback en: a key missing in the current language shows the English text', async () => {
    const instance = await start('fr');
    instance.addResourceBundle('en', 'translation', { onlyEnglish: 'English only' }, true, true);
    expect(instance.t('onlyEnglish')).toBe('English only');
  });

  it('Translation fallback en: the English texts are not loaded until a key is missing, then that key shows in English', async () => {
    const instance = await start('fr');
    await loadFeatureTexts(instance, ['finances']);
    // Every bundled language has every key: a page load never needs the fallback, so it is not fetched.
    expect(instance.getResourceBundle('en', 'translation')).toEqual({});
    // A key the French texts lack (say a remote file replaced the namespace without it).
    const french = instance.getResourceBundle('fr', 'translation') as { notFound: { title?: string } };
    delete french.notFound.title;
    expect(instance.t('notFound.title')).toBe('notFound.title'); // the first time, while English comes
    await runClock(
      () =>
        instance.t('notFound.title') !== 'notFound.title' &&
        instance.exists('finances.parent.title', { lng: 'en' }),
    );
    expect(instance.t('notFound.title')).toBe('Page not found');
    expect(instance.exists('finances.parent.title', { lng: 'en' })).toBe(true); // the loaded feature's English too
  });

  it('Language: a choice outside the three falls back to French and is stored', async () => {
    const instance = await start('en');
    await changeLanguage(instance, 'de');
    expect(instance.language).toBe('fr');
    expect(window.localStorage.getItem('defaultLanguage')).toBe('fr');
    expect(instance.t('notFound.title')).toBe('Page introuvable');
  });

  it('Language: choosing Arabic stores it and sets right-to-left; any other sets left-to-right', async () => {
    const instance = await start('fr');
    await changeLanguage(instance, 'ar');
    expect(window.localStorage.getItem('defaultLanguage')).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLanguage(instance, 'en');
    expect(window.localStorage.getItem('defaultLanguage')).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('Language: when the browser language changes, the stored choice is cleared and the default recomputed', async () => {
    const instance = await start('ar');
    window.dispatchEvent(new Event('languagechange'));
    await vi.waitFor(() => expect(instance.language).toBe('en'), { timeout: 15_000 });
    expect(window.localStorage.getItem('defaultLanguage')).toBeNull();
    expect(document.documentElement.dir).toBe('ltr');
  });
});
