// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as hb from 'harfbuzzjs';
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
 * The portal's own Inter faces (src/fonts.css, scripts/subset-fonts.mjs, docs/architecture.md "Fonts"): fontsource's
 * "latin" files with only the layout features a browser applies unasked and those the code asks for. They must hold
 * every character fontsource's files hold (the faces have no `unicode-range`), and shape every text of the portal as
 * fontsource's faces do, figures in columns (`tabular-nums`) too.
 */

/**
 * The features a browser applies to Latin text unasked: HarfBuzz's defaults for horizontal, left-to-right text
 * (Chromium and Firefox shape with HarfBuzz). numr and dnom, which it applies only around a fraction slash
 * (U+2044), are not kept: no text of the portal has one (the shaping comparison below would show it).
 */
const DEFAULT_ON = [
  ...['rvrn', 'ltra', 'ltrm', 'abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rand', 'trak'],
  ...['calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt'],
];

/** `font-variant-numeric`'s values (and Tailwind's classes of the same names), by the feature each asks for. */
const NUMERIC: Record<string, string> = {
  'tabular-nums': 'tnum',
  'proportional-nums': 'pnum',
  'lining-nums': 'lnum',
  'oldstyle-nums': 'onum',
  'slashed-zero': 'zero',
  ordinal: 'ordn',
  'diagonal-fractions': 'frac',
  'stacked-fractions': 'afrc',
};

/** The app's code and styles, where a style asks for a feature. */
const CODE = [
  ...sourceFiles('.', /\.(tsx?|css)$/).filter((file) => !file.startsWith('mocks/')),
  '../index.html',
];

/** The features the code's styles ask for, each with the first file that does. */
function askedFeatures(): Map<string, string> {
  const asked = new Map<string, string>();
  const ask = (feature: string, file: string) => {
    if (!asked.has(feature)) asked.set(feature, file);
  };
  const numeric = new RegExp(`(?<![\\w-])(${Object.keys(NUMERIC).join('|')})(?![\\w-])`, 'g');
  for (const file of CODE) {
    const code = readFileSync(join(SRC, file), 'utf8');
    for (const [, value] of code.matchAll(numeric)) ask(NUMERIC[value!]!, file);
    // `font-feature-settings: 'ss01' 1` (Tailwind: `[font-feature-settings:'ss01']`, React: `fontFeatureSettings`).
    for (const [, settings] of code.matchAll(
      /(?:font-feature-settings|fontFeatureSettings)\s*:([^;}\]\n]*)/g,
    ))
      for (const [, tag] of settings!.matchAll(/["'\\]*([\w ]{4})["'\\]/g)) ask(tag!, file);
    const other = /font-variant-(?!numeric)[\w-]+|fontVariant(?!Numeric)\w+|font-variant\s*:/.exec(code);
    if (other) throw new Error(`src/${file}: "${other[0]}" is not read by this test: name its features here`);
  }
  return asked;
}

/** What draws with Inter in a text: the characters fontsource's face holds (the rest falls to the next face). */
function interRuns(texts: Iterable<string>, unicodes: Set<number>): string[] {
  const runs = new Set<string>();
  for (const text of texts) {
    let run = '';
    for (const character of `${text}\n`) {
      if (character !== '\n' && unicodes.has(character.codePointAt(0)!)) {
        run += character;
        continue;
      }
      if (run.trim()) runs.add(run);
      run = '';
    }
  }
  return [...runs];
}

/** The strings of a JSON text file, at any depth (the keys are not shown). */
function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/**
 * The string literals of a demo module (names, news, dishes...), comments left out, read roughly: a misread literal
 * is only one more run shaped by both faces.
 */
function literals(code: string): string[] {
  const found: string[] = [];
  const uncommented = code.replace(/\/\*[\s\S]*?\*\/|(?<![:'"])\/\/[^\n]*/g, '');
  for (const [literal] of uncommented.matchAll(
    /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g,
  )) {
    const unescaped = literal
      .slice(1, -1)
      .replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|\\([\s\S])/gi, (_escape, braced, four, other: string) =>
        braced || four ? String.fromCodePoint(parseInt(braced ?? four, 16)) : other === 'n' ? '\n' : other,
      );
    found.push(...unescaped.split(/\$\{[^}]*\}/));
  }
  return found;
}

/** The Latin of the portal: the French and English texts, and the demo data (names first), each with a sample. */
const SOURCES: Record<string, { texts: () => string[]; sample: string }> = {
  'the French and English texts': {
    texts: () =>
      [
        ...sourceFiles('i18n/locales/fr', /\.json$/),
        ...sourceFiles('i18n/locales/en', /\.json$/),
        ...sourceFiles('features', /(^|\/)locales\/(fr|en)\.json$/),
      ].flatMap((file) => jsonStrings(JSON.parse(readFileSync(join(SRC, file), 'utf8')))),
    sample: 'Tableau de bord',
  },
  'the demo data': {
    texts: () =>
      sourceFiles('mocks', /\.ts$/).flatMap((file) => literals(readFileSync(join(SRC, file), 'utf8'))),
    sample: 'Mohamed',
  },
};

/** Figures as the portal writes them in columns: amounts, dates, times, counts. */
const FIGURES = [
  '0123456789',
  '1 234 567,89 DH',
  '12 450,00 MAD',
  '31/12/2025',
  '08:30-10:15',
  '-1 204,50',
  '100 %',
];

const rules = fontFaceRules("'Inter'");
const faces = new Map<number, { subset: Loaded; full: Loaded }>();
beforeAll(async () => {
  for (const weight of WEIGHTS) {
    faces.set(weight, {
      subset: await loadFace(join(SRC, `assets/fonts/inter-${weight}.woff2`)),
      full: await loadFace(fontsourceFile('@fontsource/inter', `files/inter-latin-${weight}-normal.woff2`)),
    });
  }
});

/**
 * What `run` draws with `font`, glyph by glyph: the outline (the glyphs' ids differ, the subset numbers them anew),
 * the character it stands for, its advance and its offset.
 */
function drawn(font: hb.Font, run: string, features: string[], outlines: Map<number, string>) {
  return shape(font, run, features).map(({ codepoint, cluster, xAdvance, yAdvance, xOffset, yOffset }) => {
    if (!outlines.has(codepoint)) outlines.set(codepoint, font.glyphToPath(codepoint));
    return [outlines.get(codepoint), cluster, xAdvance, yAdvance, xOffset, yOffset];
  });
}

describe("the Inter faces (src/fonts.css): the portal's own, fontsource's latin files with fewer features", () => {
  it.each(WEIGHTS)(
    '%s: declared as fontsource does, but for its own file, and no `unicode-range`',
    (weight) => {
      const rule = rules.get(String(weight));
      expect(rule, `no @font-face for 'Inter' ${weight} in src/fonts.css`).toBeDefined();
      expect(Object.fromEntries(rule!)).toEqual({
        'font-family': "'Inter'",
        'font-style': 'normal',
        'font-display': 'swap',
        'font-weight': String(weight),
        src: `url('./assets/fonts/inter-${weight}.woff2') format('woff2')`,
      });
      expect(readFileSync(join(SRC, 'fonts.css'), 'utf8')).not.toMatch(/@import|@fontsource/);
    },
  );

  it.each(WEIGHTS)('%s: holds exactly the code points of fontsource’s latin file', (weight) => {
    const { subset, full } = faces.get(weight)!;
    expect(full.unicodes.size).toBeGreaterThan(200);
    expect([...full.unicodes].filter((codePoint) => !subset.unicodes.has(codePoint)).map(hex)).toEqual([]);
    expect([...subset.unicodes].filter((codePoint) => !full.unicodes.has(codePoint)).map(hex)).toEqual([]);
  });

  it.each(WEIGHTS)(
    '%s: the line metrics of fontsource’s face (index.css scales the fallback to them, so the swap moves nothing)',
    (weight) => {
      const { subset, full } = faces.get(weight)!;
      const metrics = (font: hb.Font) =>
        Object.fromEntries(
          Object.entries(hb.MetricsTag).map(([name, tag]) => [name, font.getMetricPosition(tag)]),
        );
      expect(metrics(subset.font)).toEqual(metrics(full.font));
      expect(metrics(subset.font).HORIZONTAL_ASCENDER).toBeGreaterThan(0);
    },
  );

  it('the code asks for no feature but `tnum` (`tabular-nums`), which it uses', () => {
    const asked = askedFeatures();
    expect(asked.get('tnum')).toBeDefined();
    // Another feature asked for must be kept by scripts/subset-fonts.mjs, and named in this test's expectations.
    expect([...asked.keys()]).toEqual(['tnum']);
  });

  it.each(WEIGHTS)(
    '%s: keeps exactly the full face’s features a browser applies unasked, and those the code asks for',
    (weight) => {
      const { subset, full } = faces.get(weight)!;
      const kept = new Set([...DEFAULT_ON, ...askedFeatures().keys()]);
      for (const table of ['GSUB', 'GPOS'] as const) {
        expect(featureTags(subset.face, table), table).toEqual(
          featureTags(full.face, table).filter((feature) => kept.has(feature)),
        );
      }
      expect(featureTags(subset.face, 'GSUB')).toEqual(
        expect.arrayContaining(['calt', 'ccmp', 'locl', 'tnum']),
      );
      expect(featureTags(subset.face, 'GPOS')).toEqual(expect.arrayContaining(['kern', 'mark', 'mkmk']));
      expect(subset.face.getTableScriptTags('GSUB')).toContain('latn');
    },
  );

  it.each(WEIGHTS)('%s: `tnum` draws the digits all as wide, as fontsource’s face does', (weight) => {
    const { subset, full } = faces.get(weight)!;
    const advances = (font: hb.Font, features: string[]) =>
      shape(font, '0123456789', features).map((glyph) => glyph.xAdvance);
    const tabular = advances(subset.font, ['tnum']);
    expect(new Set(tabular).size).toBe(1);
    expect(tabular).toEqual(advances(full.font, ['tnum']));
    // Without it, Inter's digits are proportional: the feature is what makes the columns line up.
    expect(new Set(advances(subset.font, [])).size).toBeGreaterThan(1);
    expect(advances(subset.font, [])).toEqual(advances(full.font, []));
  });

  it.each(WEIGHTS)(
    '%s: every run of Latin the portal shows is shaped as with fontsource’s face, `tnum` on or off',
    (weight) => {
      const { subset, full } = faces.get(weight)!;
      const outlines = { subset: new Map<number, string>(), full: new Map<number, string>() };
      for (const [source, { texts, sample }] of Object.entries(SOURCES)) {
        const runs = interRuns([...texts(), ...FIGURES], full.unicodes);
        expect(runs.length, source).toBeGreaterThan(1000);
        expect(runs, source).toContain(sample);
        for (const features of [[], ['tnum']]) {
          const differing = runs.filter(
            (run) =>
              JSON.stringify(drawn(subset.font, run, features, outlines.subset)) !==
              JSON.stringify(drawn(full.font, run, features, outlines.full)),
          );
          expect(differing, `${source}, features: ${features.join(', ') || 'default'}`).toEqual([]);
        }
      }
    },
  );
});
