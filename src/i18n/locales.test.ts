import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENU, ROUTES } from '../modules';
import { LAZY_PARTS } from './bundled';
import { loadFeatureTexts } from './i18n';
import arShared from './locales/ar';
import enShared from './locales/en';
import frShared from './locales/fr';
import { featureLocaleFiles, readLocale } from './localeFiles';
import { mergeResources } from './merge';

/** Every feature's texts of a language, as the browser's chunks bring them (bundled.ts), merged. */
async function featuresOf(language: 'fr' | 'en' | 'ar'): Promise<Record<string, unknown>> {
  const store = i18next.createInstance();
  await store.init({ lng: language, resources: { [language]: { translation: {} } } });
  await loadFeatureTexts(store, LAZY_PARTS);
  return store.getResourceBundle(language, 'translation') as Record<string, unknown>;
}

/** A language as the signed-in app holds it once every page was opened: the shared chunk and each feature's. */
const LOCALES: Record<string, Record<string, unknown>> = {};
const FEATURE_TEXTS: Record<string, Record<string, unknown>> = {};
beforeAll(async () => {
  const shared = { fr: frShared, en: enShared, ar: arShared };
  for (const language of ['fr', 'en', 'ar'] as const) {
    FEATURE_TEXTS[language] = await featuresOf(language);
    LOCALES[language] = mergeResources(shared[language], FEATURE_TEXTS[language]);
  }
});

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const SRC = join(__dirname, '..');

/** Every leaf key of a translation file, as dotted paths. */
function flatKeys(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    child && typeof child === 'object'
      ? flatKeys(child as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** Keys with plural suffixes reduced to their base key (`select.results_one` -> `select.results`). */
function baseKeys(locale: Record<string, unknown>): Set<string> {
  return new Set(flatKeys(locale).map((key) => key.replace(PLURAL_SUFFIX, '')));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'mocks' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Literal keys passed to `t('...')` (also `i18n.t`), and `i18nKey="..."`. */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  const call = /(?<![\w$])t\(\s*(['"`])([^'"`$]+)\1/g;
  const attribute = /i18nKey=\{?(['"])([^'"]+)\1/g;
  for (const file of sourceFiles(SRC)) {
    // Comments hold examples (`@example t('x.title')`), not keys the interface uses.
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/.*$/gm, '');
    for (const match of text.matchAll(call)) keys.set(match[2]!, relative(SRC, file));
    for (const match of text.matchAll(attribute)) keys.set(match[2]!, relative(SRC, file));
  }
  return keys;
}

describe('locales fr, en, ar (Interface languages)', () => {
  it('Languages: every feature file exists in fr, en and ar', () => {
    const files = (language: string) => readdirSync(join(__dirname, 'locales', language)).sort();
    expect(files('en')).toEqual(files('fr'));
    expect(files('ar')).toEqual(files('fr'));
    // A feature's own texts (features/<feature>/locales/<lng>.json): the same folders in the three languages.
    const folders = (language: string) =>
      featureLocaleFiles(language)
        .map((file) => relative(SRC, dirname(file)))
        .sort();
    expect(folders('fr').length).toBeGreaterThan(0);
    expect(folders('en')).toEqual(folders('fr'));
    expect(folders('ar')).toEqual(folders('fr'));
  });

  it('Languages: a feature’s own texts are in its language’s chunk of that feature and in the demo API’s reader', () => {
    for (const language of ['fr', 'en', 'ar'] as const) {
      const bundled = new Set(flatKeys(FEATURE_TEXTS[language]!));
      const read = new Set(flatKeys(readLocale(language)));
      for (const file of featureLocaleFiles(language)) {
        for (const key of flatKeys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)) {
          expect(bundled.has(key), `${language}: ${key}`).toBe(true);
          expect(read.has(key), `${language}: ${key}`).toBe(true);
        }
      }
    }
  });

  it('Languages: the fr, en and ar texts (shared and of every feature) have the same keys (plural forms normalised)', () => {
    const fr = [...baseKeys(LOCALES.fr!)].sort();
    for (const language of ['en', 'ar']) {
      const keys = [...baseKeys(LOCALES[language]!)].sort();
      expect(
        { missing: fr.filter((key) => !keys.includes(key)), extra: keys.filter((key) => !fr.includes(key)) },
        language,
      ).toEqual({ missing: [], extra: [] });
    }
  });

  it('Languages: no translation file names a key twice (JSON keeps the last, silently dropping the other text)', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path);
        return name.endsWith('.json') && path.includes('locales') ? [path] : [];
      });
    const twice: string[] = [];
    for (const file of files(SRC)) {
      // JSON.parse cannot see a repeated key: each object's keys are read from the text itself (every string is one
      // token, so the braces of "{{date}}" are not taken for an object's).
      const stack: Set<string>[] = [];
      for (const match of readFileSync(file, 'utf8').matchAll(/"((?:[^"\\]|\\.)*)"(\s*:)?|[{}]/g)) {
        if (match[0] === '{') stack.push(new Set());
        else if (match[0] === '}') stack.pop();
        else if (match[2] !== undefined) {
          const keys = stack[stack.length - 1];
          if (keys?.has(match[1]!)) twice.push(`${relative(SRC, file)}: ${match[1]}`);
          keys?.add(match[1]!);
        }
      }
    }
    expect(twice).toEqual([]);
  });

  it('Languages: each plural key has every form Intl.PluralRules requires for the language', () => {
    for (const [language, locale] of Object.entries(LOCALES)) {
      const required = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const keys = flatKeys(locale);
      const pluralBases = new Set(
        keys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
      );
      const missing = [...pluralBases].flatMap((base) =>
        required
          .filter((category) => !keys.includes(`${base}_${category}`))
          .map((category) => `${base}_${category}`),
      );
      expect(missing, language).toEqual([]);
    }
  });

  it('Languages: no translation is empty', () => {
    for (const [language, locale] of Object.entries(LOCALES)) {
      const walk = (value: Record<string, unknown>, prefix = ''): void => {
        for (const [key, child] of Object.entries(value)) {
          if (child && typeof child === 'object') walk(child as Record<string, unknown>, `${prefix}${key}.`);
          else
            expect(typeof child === 'string' && child.trim().length > 0, `${language}: ${prefix}${key}`).toBe(
              true,
            );
        }
      };
      walk(locale);
    }
  });

  it('Languages: every t(...) key literal used in the source exists in the three locales', () => {
    const used = usedKeys();
    expect(used.size).toBeGreaterThan(20);
    for (const [language, locale] of Object.entries(LOCALES)) {
      const keys = baseKeys(locale);
      const missing = [...used].filter(([key]) => !keys.has(key)).map(([key, file]) => `${key} (${file})`);
      expect(missing, language).toEqual([]);
    }
  });

  it('Routes and menu: every titleKey, menu title and childtitle of the registry exists in the three locales', () => {
    const registry = [
      ...ROUTES.map((route) => route.titleKey),
      ...MENU.map((entry) => entry.title),
      ...MENU.flatMap((entry) => (entry.child ?? []).map((child) => child.childtitle)),
    ];
    for (const [language, locale] of Object.entries(LOCALES)) {
      const keys = baseKeys(locale);
      expect(
        registry.filter((key) => !keys.has(key)),
        language,
      ).toEqual([]);
    }
  });

  it('Language: the language names used by the picker exist in the three locales', () => {
    for (const [language, locale] of Object.entries(LOCALES)) {
      const keys = baseKeys(locale);
      for (const name of ['fr', 'en', 'ar'])
        expect(keys.has(`languages.${name}`), `${language}: ${name}`).toBe(true);
    }
  });

  it('Not-found page-found page: French title is "Page introuvable", saying deleted, renamed or temporarily unavailable', () => {
    const notFound = LOCALES.fr!.notFound as { title: string; body: string };
    expect(notFound.title).toBe('Page introuvable');
    expect(notFound.body).toMatch(/supprimée/);
    expect(notFound.body).toMatch(/renommée/);
    expect(notFound.body).toMatch(/temporairement indisponible/);
  });

  it('Logout toasts: the French texts are the spec ones', () => {
    expect(LOCALES.fr!.logout).toEqual({
      success: 'Utilisateur déconnecté avec succès.',
      failure: 'Erreur lors de la déconnexion.',
    });
  });
});
