// The portal's own Noto Sans Arabic faces (docs/architecture.md "Fonts"): fontsource's "arabic" files cut down to the
// code points Arabic text in the portal uses, every OpenType layout feature kept (GSUB joining forms and ligatures,
// GPOS marks and kerning), so Arabic still shapes and joins as before. Run by hand when @fontsource/noto-sans-arabic
// changes (`node scripts/subset-arabic-font.mjs`); the build only reads the files it writes, which are committed.
// The `unicode-range` of src/fonts.css must name exactly what is kept (src/lib/arabicFace.test.ts checks it).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const fontsource = dirname(require.resolve('@fontsource/noto-sans-arabic/package.json'));
const out = join(root, 'src/assets/fonts');

/**
 * What is kept, as [first, last] code points: the Arabic block (letters, harakat, Arabic-Indic and extended digits,
 * the Arabic comma, semicolon and question mark, the letters of Maghrebi names such as ڭ U+06AD and ڤ U+06A4), and
 * ZWNJ, ZWJ and LRM (the face has no RLM, U+200F, which no face draws). Not kept: Arabic Supplement and
 * Extended-A/B, the presentation forms (U+FB50-FDFF, U+FE70-FEFC: shaping uses the font's GSUB on the base letters,
 * not these code points), and what Inter, first in every font stack, draws: the face's space, no-break space and
 * hyphens (U+2010-2011), which in its range would also let a page without Arabic fetch it. The face has no Latin
 * digits.
 */
const KEPT = [
  [0x0600, 0x06ff],
  [0x200c, 0x200e],
];

const text = KEPT.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join('');

await mkdir(out, { recursive: true });
for (const weight of [400, 600]) {
  const source = join(fontsource, `files/noto-sans-arabic-arabic-${weight}-normal.woff2`);
  const original = await readFile(source);
  // No `keepFeatures`: subset-font then keeps every layout feature (hb-subset --layout-features='*').
  const subset = await subsetFont(original, text, { targetFormat: 'woff2' });
  const target = join(out, `noto-sans-arabic-${weight}.woff2`);
  await writeFile(target, subset);
  console.log(
    `${relative(root, target)}: ${subset.length} bytes (from ${original.length}, ${relative(root, source)})`,
  );
}
