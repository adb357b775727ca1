import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeLocaleFiles, type Resources } from './merge.ts';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each feature's own texts of a language: `features/<feature>/locales/<language>.json`. */
export function featureLocaleFiles(language: string, dir = join(SRC, 'features')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [];
    if (name !== 'locales') return featureLocaleFiles(language, path);
    const file = join(path, `${language}.json`);
    return statSync(file, { throwIfNoEntry: false })?.isFile() ? [file] : [];
  });
}

/**
 * Node-side reader of the bundled translations (demo API, e2e helpers, scripts): the same merge as the
 * browser's `locales/{lng}.ts` chunks (the shared files and the features' own), without Vite.
 */
export function readLocale(language: string): Resources {
  const dir = join(SRC, 'i18n', 'locales', language);
  const files: Record<string, Resources> = {};
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    files[name] = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Resources;
  }
  for (const file of featureLocaleFiles(language)) {
    files[file] = JSON.parse(readFileSync(file, 'utf8')) as Resources;
  }
  return mergeLocaleFiles(files);
}
