/**
 * CSV export. Files are UTF-8 with a byte order mark, so that Excel shows accents and Arabic; the separator is
 * `;` by default because French Excel (the schools' spreadsheet) splits on `;` — `,` is its decimal separator —
 * and numbers are then written with a decimal comma. Cells are RFC 4180 quoted and guarded against formula
 * injection.
 */
import { saveFile } from '../../lib/saveFile';

/** The byte order mark that tells Excel a CSV file is UTF-8. */
export const BOM = '\uFEFF';

/** A cell's raw value. Dates are written as ISO 8601. */
export type CellValue = string | number | boolean | Date | null | undefined;

/** A CSV column: its header and the raw value of a row. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CellValue;
}

export interface CsvOptions {
  /** Field separator: ';' (default, French Excel) or ','. */
  separator?: ';' | ',';
  /** Decimal separator of numbers: ',' with the ';' separator, '.' with ','. */
  decimal?: ',' | '.';
  /** Start with the UTF-8 byte order mark (default true). */
  bom?: boolean;
}

/** First characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * What a spreadsheet may pass over before the first character it reads: spaces, and characters that show nothing
 * (zero-width ones, LRM/RLM, the word joiner, the byte order mark, bidirectional controls, tag characters…), so
 * `\u200B=1+1` is a formula too.
 */
const LEADING_INVISIBLE = /^(?:\s|\p{Default_Ignorable_Code_Point}|[\uFFF9-\uFFFB])+/u;
/** A formula sign once full-width and small forms are folded (NFKC: `＝` U+FF1D and `﹦` become `=`), or a minus. */
const FORMULA_SIGN = /^[=+\-@\u2212]/;

/** Whether a spreadsheet could read the text as a formula: its first character, or the first one it shows, folded. */
function looksLikeFormula(text: string): boolean {
  if (FORMULA_START.test(text)) return true;
  return FORMULA_SIGN.test(text.replace(LEADING_INVISIBLE, '').slice(0, 2).normalize('NFKC'));
}

/** Text of a raw value; numbers with the given decimal separator, no grouping. */
function cellText(value: CellValue, decimal: ',' | '.'): { text: string; guard: boolean } {
  if (value === null || value === undefined) return { text: '', guard: false };
  if (typeof value === 'number') {
    const text = Number.isFinite(value) ? String(value) : '';
    return { text: decimal === ',' ? text.replace('.', ',') : text, guard: false };
  }
  if (typeof value === 'boolean') return { text: String(value), guard: false };
  if (value instanceof Date)
    return { text: Number.isNaN(value.getTime()) ? '' : value.toISOString(), guard: false };
  return { text: value, guard: true };
}

/**
 * One CSV field: text starting with = + - @ (or a tab or carriage return) gets a leading single quote so that
 * Excel never runs it as a formula, also when invisible characters or spaces come first or the sign is full-width
 * (`\u200B=`, `＝`, `＋`, `－`, `＠`); a field holding the separator, a double quote or a line break is quoted,
 * double quotes doubled. Numbers are written as numbers (a negative number is not a formula).
 * @example csvField('=1+1') === "'=1+1"; csvField('a;b') === '"a;b"'; csvField('say "hi"', ',') === '"say ""hi"""'
 */
export function csvField(value: CellValue, separator: ';' | ',' = ';', decimal?: ',' | '.'): string {
  const { text, guard } = cellText(value, decimal ?? (separator === ';' ? ',' : '.'));
  const safe = guard && looksLikeFormula(text) ? `'${text}` : text;
  return safe.includes(separator) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A CSV document: a header row, then one line per row, CRLF line ends, UTF-8 BOM first.
 * @example toCsv([{ header: 'Nom', value: (s) => s.name }], students) // '\uFEFFNom\r\nÉlodie\r\n...'
 */
export function toCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  options: CsvOptions = {},
): string {
  const separator = options.separator ?? ';';
  const decimal = options.decimal ?? (separator === ';' ? ',' : '.');
  const line = (values: CellValue[]) =>
    values.map((value) => csvField(value, separator, decimal)).join(separator);
  const lines = [
    line(columns.map((column) => column.header)),
    ...rows.map((row) => line(columns.map((column) => column.value(row)))),
  ];
  return `${options.bom === false ? '' : BOM}${lines.join('\r\n')}\r\n`;
}

/** `name` with a `.csv` extension and without characters that file systems refuse. */
export function csvFilename(name: string): string {
  const printable = [...name].map((char) => (char.charCodeAt(0) < 0x20 ? '-' : char)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'export';
  return /\.csv$/i.test(base) ? base : `${base}.csv`;
}

/**
 * Saves a CSV document as a file (UTF-8, with the BOM added when missing) through a temporary object URL.
 * @example downloadCsv('eleves-2026', toCsv(columns, rows))
 */
export function downloadCsv(filename: string, csv: string): void {
  const content = csv.startsWith(BOM) ? csv : `${BOM}${csv}`;
  saveFile(csvFilename(filename), new Blob([content], { type: 'text/csv;charset=utf-8' }));
}
