// The portal's own faces (docs/architecture.md "Fonts"), fontsource's WOFF2 files cut down with subset-font
// (HarfBuzz's subsetter), so every signed-in page loads fewer bytes and draws as before:
// - Noto Sans Arabic: fontsource's "arabic" files cut to the code points Arabic text in the portal uses, every
//   OpenType layout feature kept (GSUB joining forms and ligatures, GPOS marks and kerning), so Arabic still shapes
//   and joins as before;
// - Inter: fontsource's "latin" files, every code point kept, only the layout features a browser applies unasked
//   and those the code asks for (`tabular-nums`).
// Run by hand when @fontsource/inter or @fontsource/noto-sans-arabic changes (`node scripts/subset-fonts.mjs`); the
// build only reads the files it writes, which are committed. src/fonts.css declares them: the Arabic `unicode-range`
// must name exactly what is kept (src/lib/arabicFace.test.ts checks it, and src/lib/interFace.test.ts checks Inter's
// code points and features).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
// Google's WOFF2 decoder (the one subset-font uses): HarfBuzz reads the font itself, not its WOFF2 wrapping.
const { decompress } = require('wawoff2');
const out = join(root, 'src/assets/fonts');

/** Every code point of [first, last] ranges, as a string. */
const textOf = (ranges) =>
  ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
    )
    .join('');

/**
 * Noto Sans Arabic keeps, as [first, last] code points: the Arabic block (letters, harakat, Arabic-Indic and extended
 * digits, the Arabic comma, semicolon and question mark, the letters of Maghrebi names such as ڭ U+06AD and ڤ
 * U+06A4), and ZWNJ, ZWJ and LRM (the face has no RLM, U+200F, which no face draws). Not kept: Arabic Supplement and
 * Extended-A/B, the presentation forms (U+FB50-FDFF, U+FE70-FEFC: shaping uses the font's GSUB on the base letters,
 * not these code points), and what Inter, first in every font stack, draws: the face's space, no-break space and
 * hyphens (U+2010-2011), which in its range would also let a page without Arabic fetch it. The face has no Latin
 * digits.
 */
const ARABIC_KEPT = [
  [0x0600, 0x06ff],
  [0x200c, 0x200e],
];

/**
 * Inter keeps the features a browser applies to Latin text unasked (HarfBuzz's defaults for horizontal text, which
 * Chromium and Firefox shape with; the face has calt, ccmp, locl, kern, mark and mkmk of them) and `tnum`,
 * which the code asks for (Tailwind's `tabular-nums`, amounts and figures in columns). Dropped: frac, numr, dnom and
 * pnum, which no style of the portal asks for (HarfBuzz applies numr and dnom unasked only around a fraction slash,
 * U+2044, which no text of the portal has). A style that asks for another feature (`diagonal-fractions`,
 * `slashed-zero`, `font-feature-settings`...) must add it here: src/lib/interFace.test.ts fails until it is kept
 * (and named in the test's expectations).
 */
const INTER_FEATURES = [
  ...['rvrn', 'ltra', 'ltrm', 'abvm', 'blwm', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'rand', 'trak'],
  ...['calt', 'clig', 'curs', 'dist', 'kern', 'liga', 'rclt'],
  'tnum',
];

/** Every code point the font's cmap maps, as a string. */
async function everyCodePoint(woff2) {
  const face = new hb.Face(new hb.Blob(await decompress(woff2)));
  return String.fromCodePoint(...face.collectUnicodes());
}

const FACES = [
  {
    package: '@fontsource/noto-sans-arabic',
    source: (weight) => `files/noto-sans-arabic-arabic-${weight}-normal.woff2`,
    target: (weight) => `noto-sans-arabic-${weight}.woff2`,
    text: async () => textOf(ARABIC_KEPT),
    // No `keepFeatures`: subset-font then keeps every layout feature (hb-subset --layout-features='*').
    options: {},
  },
  {
    package: '@fontsource/inter',
    source: (weight) => `files/inter-latin-${weight}-normal.woff2`,
    target: (weight) => `inter-${weight}.woff2`,
    // Every code point of fontsource's latin file: the face is declared without `unicode-range`, as fontsource does.
    text: everyCodePoint,
    options: { keepFeatures: INTER_FEATURES },
  },
];

await mkdir(out, { recursive: true });
for (const face of FACES) {
  const fontsource = dirname(require.resolve(`${face.package}/package.json`));
  for (const weight of [400, 600]) {
    const source = join(fontsource, face.source(weight));
    const original = await readFile(source);
    const subset = await subsetFont(original, await face.text(original), {
      targetFormat: 'woff2',
      ...face.options,
    });
    const target = join(out, face.target(weight));
    await writeFile(target, subset);
    console.log(
      `${relative(root, target)}: ${subset.length} bytes (from ${original.length}, ${relative(root, source)})`,
    );
  }
}
