/**
 * Values that must keep their left-to-right order inside a text (DESIGN-SYSTEM.md "Mixed scripts"): a phone number
 * ("+212 522 36 48 10"), a school year ("2026-2027"), a Moroccan plate ("12345-ب-6"), a time, a date in figures or a
 * reference's digits. Without an isolate, an Arabic line lays such a value out right to left, group by group
 * ("10 48 36 522 212+", "2027-2026", "6-ب-12345").
 *
 * On screen a text is cut into runs (`valueRuns`) and each value is wrapped in `<bdi dir="ltr">` (the `LtrValues`
 * component of components/Ltr.tsx); a text that stays a string (a canvas, a PDF, a sentence) gets the Unicode
 * isolates instead (`isolateValues`).
 */

/** U+2066 LEFT-TO-RIGHT ISOLATE. */
export const LRI = '\u2066';
/** U+2068 FIRST STRONG ISOLATE: the direction of its first letter. */
export const FSI = '\u2068';
/** U+2069 POP DIRECTIONAL ISOLATE: ends an LRI or FSI. */
export const PDI = '\u2069';

/**
 * A value: an optional "+", digits, then groups of digits joined by one separator (space, no-break spaces, ".",
 * "/", ":", ",", "-", en dash) or by a hyphenated Arabic letter (the plate's series, "12345-ب-6").
 */
const VALUE = /\+?\d+(?:(?:[ \u00a0\u202f./:,\u2013-]|-[\u0621-\u064a]-)\d+)*/g;

export interface Run {
  text: string;
  /** True for a value, to be laid out left to right. */
  value: boolean;
}

/**
 * `text` cut into plain runs and values, in reading order.
 * @example valueRuns('الهاتف +212 522 36 48 10') // [{ text: 'الهاتف ', value: false }, { text: '+212 522 36 48 10', value: true }]
 */
export function valueRuns(text: string): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const match of text.matchAll(VALUE)) {
    const start = match.index;
    if (start > last) runs.push({ text: text.slice(last, start), value: false });
    runs.push({ text: match[0], value: true });
    last = start + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), value: false });
  return runs;
}

/**
 * `text` with each value between LRI and PDI, the whole between FSI and PDI (its own direction, whatever the line
 * around it): for the texts drawn on a canvas or written into a PDF.
 * @example isolateValues('فرع أنفا · 2026-2027') === '\u2068فرع أنفا · \u20662026-2027\u2069\u2069'
 */
export function isolateValues(text: string): string {
  if (!text) return text;
  const inner = valueRuns(text)
    .map((run) => (run.value ? `${LRI}${run.text}${PDI}` : run.text))
    .join('');
  return `${FSI}${inner}${PDI}`;
}

/** `text` without its directional isolates and marks (for a PDF's text layer, a file name, a comparison). */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069\u200e\u200f\u061c]/g, '');
}
