import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';

/*
 * What the tests of the portal's own faces share (lib/arabicFace.test.ts, lib/interFace.test.ts; src/fonts.css,
 * scripts/subset-fonts.mjs, docs/architecture.md "Fonts"): the faces' declarations, the source files, and the faces
 * read and shaped by HarfBuzz. Not a test file itself (vite.config.ts `test.include`: `*.test.ts`).
 */

const require = createRequire(import.meta.url);
// Google's WOFF2 decoder (the one subset-font uses): HarfBuzz reads the font itself, not its WOFF2 wrapping.
const { decompress } = require('wawoff2') as { decompress(woff2: Uint8Array): Promise<Uint8Array> };

export const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEIGHTS = [400, 600] as const;

/** A file of a fontsource package (`@fontsource/inter`, `files/inter-latin-400-normal.woff2`). */
export const fontsourceFile = (fontPackage: string, file: string) =>
  join(dirname(require.resolve(`${fontPackage}/package.json`)), file);

export const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/** The @font-face rules of src/fonts.css for `family` (as written, quotes included), by weight: their declarations. */
export function fontFaceRules(family: string): Map<string, Map<string, string>> {
  const css = readFileSync(join(SRC, 'fonts.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = new Map<string, Map<string, string>>();
  for (const [, body] of css.matchAll(/@font-face\s*\{([^}]*)\}/g)) {
    const declarations = new Map<string, string>();
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0)
        declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    if (declarations.get('font-family') === family)
      rules.set(declarations.get('font-weight') ?? '', declarations);
  }
  return rules;
}

/** The files under src/ (`under`, relative), tests left out. */
export function sourceFiles(under: string, name: RegExp): string[] {
  return readdirSync(join(SRC, under), { recursive: true, encoding: 'utf8' })
    .map((file) => join(under, file).replaceAll('\\', '/'))
    .filter((file) => name.test(file) && !/\.test\.tsx?$/.test(file));
}

export interface Loaded {
  face: hb.Face;
  font: hb.Font;
  unicodes: Set<number>;
}

/** A WOFF2 file, read by HarfBuzz. */
export async function loadFace(path: string): Promise<Loaded> {
  const face = new hb.Face(new hb.Blob(await decompress(readFileSync(path))));
  return { face, font: new hb.Font(face), unicodes: new Set(face.collectUnicodes()) };
}

/** The features of `table` in `face`, once each, sorted. */
export const featureTags = (face: hb.Face, table: 'GSUB' | 'GPOS') =>
  [...new Set(face.getTableFeatureTags(table))].sort();

/** `text` shaped with `font`, the features named (`tnum`, `-kern`...) added to the defaults. */
export function shape(font: hb.Font, text: string, features: string[] = []) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(
    font,
    buffer,
    features.map((feature) => hb.Feature.fromString(feature)!),
  );
  return buffer.getGlyphInfosAndPositions();
}
