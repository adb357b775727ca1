// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as hb from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  featureTags,
  fontFaceRules,
  fontsourceFile,
  hex,
  loadFace,
  shape,
  sourceFiles,
  SRC,
  WEIGHTS,
  type Loaded,
} from './fontFaces.testkit';

/*
 * The portal's own Noto Sans Arabic faces (src/fonts.css, scripts/subset-fonts.mjs, docs/architecture.md
 * "Fonts"): cut to the Arabic block, they must still draw every Arabic character the portal shows, and shape it as
 * fontsource's full face does (joining forms, lam-alef, marks).
 */

/** What draws as Arabic: the characters of the Arabic script, and the joiners that change how its letters join. */
const ARABIC = /[\p{Script_Extensions=Arabic}\u200C\u200D]/u;
/** A run of Arabic as the browser gives it to the face: the Latin around it, spaces too, is Inter's. */
const ARABIC_RUN = /[\p{Script_Extensions=Arabic}\u200C-\u200E]+/gu;

interface FaceRule {
  declarations: Map<string, string>;
  /** The code points of `unicode-range`, as [first, last] pairs. */
  ranges: Array<[number, number]>;
}

/** The @font-face rules of src/fonts.css for 'Noto Sans Arabic', by weight. */
function faceRules(): Map<string, FaceRule> {
  const rules = new Map<string, FaceRule>();
  for (const [weight, declarations] of fontFaceRules("'Noto Sans Arabic'")) {
    const ranges = (declarations.get('unicode-range') ?? '').split(',').map((range): [number, number] => {
      const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(range.trim());
      if (!match) throw new Error(`src/fonts.css: unicode-range "${range}" is not read by this test`);
      return [parseInt(match[1]!, 16), parseInt(match[2] ?? match[1]!, 16)];
    });
    rules.set(weight, { declarations, ranges });
  }
  return rules;
}

const inRanges = (ranges: Array<[number, number]>, codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/**
 * Where the portal's Arabic comes from: its texts, the demo data (the students' and parents' names, the news, the
 * dishes...) and the Arabic written in the code (amounts in words, civilities, roles...).
 */
const SOURCES: Record<string, string[]> = {
  'the Arabic texts': [
    ...sourceFiles('i18n/locales/ar', /\.json$/),
    ...sourceFiles('features', /(^|\/)locales\/ar\.json$/),
  ],
  'the demo data': sourceFiles('mocks', /\.ts$/),
  'the code': sourceFiles('.', /\.tsx?$/).filter((file) => !file.startsWith('mocks/')),
};

/** Every Arabic character of `files`, with the first file it is in. */
function arabicOf(files: string[]): Map<number, string> {
  const found = new Map<number, string>();
  for (const file of files) {
    for (const character of readFileSync(join(SRC, file), 'utf8')) {
      const codePoint = character.codePointAt(0)!;
      if (ARABIC.test(character) && !found.has(codePoint)) found.set(codePoint, file);
    }
  }
  return found;
}

/** Every run of Arabic in `files`, once each. */
function arabicRuns(files: string[]): string[] {
  const runs = new Set<string>();
  for (const file of files) {
    for (const [run] of readFileSync(join(SRC, file), 'utf8').matchAll(ARABIC_RUN)) runs.add(run);
  }
  return [...runs];
}

const rules = faceRules();
const faces = new Map<number, { subset: Loaded; full: Loaded }>();
beforeAll(async () => {
  for (const weight of WEIGHTS) {
    faces.set(weight, {
      subset: await loadFace(join(SRC, `assets/fonts/noto-sans-arabic-${weight}.woff2`)),
      full: await loadFace(
        fontsourceFile(
          '@fontsource/noto-sans-arabic',
          `files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
        ),
      ),
    });
  }
});

describe("the Noto Sans Arabic faces (src/fonts.css): the portal's own, cut to the Arabic block", () => {
  it.each(WEIGHTS)(
    '%s: declared as fontsource does, its own file, and `unicode-range` names exactly what the file holds',
    (weight) => {
      const rule = rules.get(String(weight));
      expect(rule, `no @font-face for 'Noto Sans Arabic' ${weight} in src/fonts.css`).toBeDefined();
      expect(Object.fromEntries(rule!.declarations)).toEqual({
        'font-family': "'Noto Sans Arabic'",
        'font-style': 'normal',
        'font-display': 'swap',
        'font-weight': String(weight),
        src: `url('./assets/fonts/noto-sans-arabic-${weight}.woff2') format('woff2')`,
        'unicode-range': expect.any(String),
      });
      const { unicodes } = faces.get(weight)!.subset;
      // Nothing in the range the file cannot draw (the face would be fetched for nothing), nothing in the file
      // outside it (bytes never used).
      const declared = rule!.ranges.flatMap(([first, last]) =>
        Array.from({ length: last - first + 1 }, (_, index) => first + index),
      );
      expect(declared.filter((codePoint) => !unicodes.has(codePoint)).map(hex)).toEqual([]);
      expect([...unicodes].filter((codePoint) => !inRanges(rule!.ranges, codePoint)).map(hex)).toEqual([]);
      // The letters of Maghrebi names, whether the demo data has them or not: ڭ (gaf), ڤ (veh), ڨ (qaf with 3 dots).
      for (const codePoint of [0x06ad, 0x06a4, 0x06a8])
        expect(unicodes.has(codePoint), hex(codePoint)).toBe(true);
    },
  );

  it.each(Object.keys(SOURCES))(
    'every Arabic character of %s is in the range and has a glyph in both faces',
    (source) => {
      const found = arabicOf(SOURCES[source]!);
      expect(found.size).toBeGreaterThan(20);
      for (const weight of WEIGHTS) {
        const { ranges } = rules.get(String(weight))!;
        const { unicodes } = faces.get(weight)!.subset;
        const missing = [...found]
          .filter(([codePoint]) => !inRanges(ranges, codePoint) || !unicodes.has(codePoint))
          .map(([codePoint, file]) => `${hex(codePoint)} ${String.fromCodePoint(codePoint)} (src/${file})`);
        expect(missing, `weight ${weight}`).toEqual([]);
      }
    },
  );

  it.each(WEIGHTS)(
    '%s: keeps every layout feature of the full face (joining forms, ligatures, marks, kerning)',
    (weight) => {
      const { subset, full } = faces.get(weight)!;
      for (const table of ['GSUB', 'GPOS'] as const) {
        expect(featureTags(subset.face, table), table).toEqual(featureTags(full.face, table));
      }
      expect(featureTags(subset.face, 'GSUB')).toEqual(
        expect.arrayContaining(['init', 'medi', 'fina', 'rlig', 'liga']),
      );
      expect(featureTags(subset.face, 'GPOS')).toEqual(expect.arrayContaining(['mark', 'mkmk', 'kern']));
      expect(subset.face.getTableScriptTags('GSUB')).toContain('arab');
    },
  );

  it.each(WEIGHTS)('%s: a name is drawn joined: محمد is not its letters drawn apart', (weight) => {
    const { font } = faces.get(weight)!.subset;
    const word = 'محمد';
    const joined = shape(font, word).map((glyph) => glyph.codepoint);
    const apart = [...word].flatMap((letter) => shape(font, letter).map((glyph) => glyph.codepoint));
    expect(joined).toHaveLength(4);
    expect(joined).not.toContain(0);
    // Right to left: the glyphs come last letter first. Initial meem, medial hah, medial meem, final dal.
    expect(joined.toReversed().every((glyph, index) => glyph !== apart[index])).toBe(true);
  });

  it.each(WEIGHTS)('%s: every run of Arabic the portal shows is shaped as with the full face', (weight) => {
    const { subset, full } = faces.get(weight)!;
    const runs = [...new Set(Object.values(SOURCES).flatMap(arabicRuns))];
    expect(runs.length).toBeGreaterThan(500);
    // The glyphs' ids differ (the subset numbers them anew); what is drawn, and where, does not. The joiners and
    // marks (ZWNJ, ZWJ, LRM) draw nothing either way: the full face gives them its empty space glyph, the subset,
    // without a space, none (HarfBuzz drops them), so empty glyphs are left out of the comparison.
    const drawn = (font: hb.Font, run: string) =>
      shape(font, run)
        .filter((glyph) => glyph.xAdvance || glyph.yAdvance || glyph.xOffset || glyph.yOffset)
        .map(({ xAdvance, yAdvance, xOffset, yOffset, codepoint }) => [
          xAdvance,
          yAdvance,
          xOffset,
          yOffset,
          codepoint === 0,
        ]);
    const differing = runs.filter(
      (run) => JSON.stringify(drawn(subset.font, run)) !== JSON.stringify(drawn(full.font, run)),
    );
    expect(differing).toEqual([]);
  });
});
