import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES, LAZY_PARTS, SHARED_LAZY_PARTS, type LazyPart } from './bundled';

/**
 * Texts per feature (docs/architecture.md "Decisions taken so far"): a feature's texts come only with a loader that
 * names the feature (`withTexts([...], () => import(...))`, i18n.ts). This reads the code as the bundler does: from
 * each such loader, the modules it reaches (static imports, and `import()`s not wrapped in a `withTexts` of their
 * own, which bring their own texts) may use the texts of the features it names only; from the boot (`main.tsx`), no
 * feature's texts at all. A page that used a feature's text without naming it would show the raw key.
 */
const SRC = join(__dirname, '..');
const FEATURE_DIR = join(SRC, 'features');

/** The file of a part's French texts: a feature's, or a shared lazy part's (the error codes' sentences, the forms'). */
function frenchFile(part: LazyPart): string {
  return (SHARED_LAZY_PARTS as readonly string[]).includes(part)
    ? join(SRC, 'i18n', 'locales', 'fr', `${part}.json`)
    : join(FEATURE_DIR, part, 'locales', 'fr.json');
}

/** Each part's top-level keys in its texts (`students` -> `studentDetails`, `forms` -> `form`, `validation`). */
const KEY_OF = new Map<string, LazyPart>(
  LAZY_PARTS.flatMap((part) =>
    Object.keys(JSON.parse(readFileSync(frenchFile(part), 'utf8')) as object).map(
      (key) => [key, part] as [string, LazyPart],
    ),
  ),
);
/** A key written out (`'news.title'`) or built (`` `apiErrors.${code}` ``). */
const KEY_USE = new RegExp(`['"\`](${[...KEY_OF.keys()].join('|')})\\.[\\w$]`, 'g');
/**
 * The one module of the boot that may name the error codes' sentences and the forms' texts: it translates the errors
 * `callApi` returns, and `callApi` brings both parts before it returns one (api/baseQuery.ts, app/errorEffects.ts).
 */
const TRANSLATES_API_ERRORS = join(SRC, 'api', 'errorText.ts');
const BROUGHT_WITH_ERRORS: readonly LazyPart[] = ['apiErrors', 'forms'];
const WRAPPED = /withTexts\(\s*\[([^\]]*)\]\s*,\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'(\.[^']+)'/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx'), base];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

interface Entry {
  file: string;
  features: LazyPart[];
  from: string;
}

/** The code of a module without comments (they hold examples of keys and of loaders). */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|(?<![:'"`])\/\/.*$/gm, '');
}

/** What the modules reachable from `root` use of the features' texts, and the text-carrying loaders they hold. */
function reach(root: string): { used: Map<LazyPart, string>; entries: Entry[] } {
  const used = new Map<LazyPart, string>();
  const entries: Entry[] = [];
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    let code = codeOf(file);
    for (const [call, names, specifier] of code.matchAll(WRAPPED)) {
      const target = resolveImport(file, specifier!);
      if (target) {
        const features = [...names!.matchAll(/'([^']+)'/g)].map(([, name]) => name as LazyPart);
        entries.push({ file: target, features, from: relative(SRC, file) });
      }
      code = code.replace(call, '');
    }
    for (const [, key] of code.matchAll(KEY_USE)) {
      const feature = KEY_OF.get(key!)!;
      if (BROUGHT_WITH_ERRORS.includes(feature) && file === TRANSLATES_API_ERRORS) continue;
      if (!used.has(feature)) used.set(feature, relative(SRC, file));
    }
    for (const [, specifier] of code.matchAll(IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target) stack.push(target);
    }
  }
  return { used, entries };
}

/**
 * The signed-in app's texts (`shell`), brought by the app's start (i18n.ts `initI18n`, and the loaders of the app
 * that name them): every page and part loaded under a loader that names them has them. A feature's texts are not
 * passed down so: a part loaded from two pages names its own.
 */
const APP_TEXTS: LazyPart = 'shell';

/** Every text-carrying loader reachable from the boot, each once, with the app's texts of the loader it is under. */
function allEntries(): Entry[] {
  const found = new Map<string, Entry>();
  const stack = reach(join(SRC, 'main.tsx')).entries;
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const key = `${entry.file}:${[...entry.features].sort().join(',')}`;
    if (found.has(key)) continue;
    found.set(key, entry);
    const underApp = entry.features.includes(APP_TEXTS);
    stack.push(
      ...reach(entry.file).entries.map((child) =>
        underApp && !child.features.includes(APP_TEXTS)
          ? { ...child, features: [...child.features, APP_TEXTS] }
          : child,
      ),
    );
  }
  return [...found.values()];
}

describe('texts per feature: each page or part loads the texts it shows', () => {
  it('every feature folder with texts is a known feature, and each has fr, en and ar', () => {
    const folders = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) =>
          entry.name === 'locales' ? [relative(FEATURE_DIR, dir)] : folders(join(dir, entry.name)),
        );
    const withTexts = folders(FEATURE_DIR);
    expect(withTexts.sort()).toEqual([...FEATURES].sort());
    for (const feature of FEATURES) {
      for (const language of ['fr', 'en', 'ar']) {
        expect(existsSync(join(FEATURE_DIR, feature, 'locales', `${language}.json`))).toBe(true);
      }
    }
  });

  it('the boot and the sign-in page use no feature’s texts, nor the signed-in app’s: they are not loaded with them', () => {
    const { used } = reach(join(SRC, 'main.tsx'));
    expect(Object.fromEntries(used)).toEqual({});
  });

  it('each loader that brings texts names every feature whose texts the code it loads uses', () => {
    const entries = allEntries();
    // The route registry's pages and the dashboard's cards at least.
    expect(entries.length).toBeGreaterThan(30);
    const missing = entries.flatMap((entry) => {
      const { used } = reach(entry.file);
      return [...used]
        .filter(([feature]) => !entry.features.includes(feature))
        .map(
          ([feature, where]) =>
            `${relative(SRC, entry.file)} (loaded in ${entry.from}) needs '${feature}' (${where})`,
        );
    });
    expect(missing).toEqual([]);
  });

  it('the check sees a key of a feature that a loader does not name', () => {
    // The finance panel of a student's record uses the finances' texts: a loader of the student page that named only
    // `students` would be caught.
    const { used } = reach(join(FEATURE_DIR, 'finances', 'index.ts'));
    expect(used.has('finances')).toBe(true);
  });
});
