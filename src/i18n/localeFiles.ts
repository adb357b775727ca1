import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeLocaleFiles, type Resources } from './merge.ts';

/**
 * Node-side reader of the bundled translations (demo API, e2e helpers, scripts): the same merge as the
 * browser's `locales/{lng}.ts` chunks, without Vite.
 */
export function readLocale(language: string): Resources {
  const dir = join(dirname(fileURLToPath(import.meta.url)), 'locales', language);
  const files: Record<string, Resources> = {};
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
    files[name] = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Resources;
  }
  return mergeLocaleFiles(files);
}
