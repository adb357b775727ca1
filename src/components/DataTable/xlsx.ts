/**
 * Excel export (.xlsx) of a list, beside the CSV one (csv.ts): the same columns and rows, written by write-excel-file
 * (loaded when the user asks for the file, never with the list). A workbook needs none of the CSV's workarounds:
 * text stays text (a cell starting with `=` is no formula: write-excel-file writes no formula at all), numbers are
 * numbers whatever Excel's language, dates are dates, and the sheet reads right to left in Arabic.
 */
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/browser';
import { saveFile } from '../../lib/saveFile';
import type { CellValue, CsvColumn } from './csv';

/** Excel's longest cell text. */
const MAX_CELL_TEXT = 32_767;
/** Whether XML 1.0 can hold a character (a workbook with another one does not open): not the C0 controls but tab,
 * line feed and carriage return, nor U+FFFE and U+FFFF. */
function xmlChar(char: string): boolean {
  const code = char.charCodeAt(0);
  return (
    (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d) && code !== 0xfffe && code !== 0xffff
  );
}
/** Column widths, in characters: wide enough for the longest of the first rows, within reason. */
const WIDTH = { min: 8, max: 50, sample: 200 } as const;

function cell(value: CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? { value, type: Number } : null;
  if (typeof value === 'boolean') return { value, type: Boolean };
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? null : { value, type: Date, format: 'dd/mm/yyyy' };
  return { value: [...value].filter(xmlChar).join('').slice(0, MAX_CELL_TEXT), type: String };
}

function shownLength(value: CellValue): number {
  if (value instanceof Date) return 10;
  return value === null || value === undefined ? 0 : String(value).length;
}

/** `name` with an `.xlsx` extension and without characters that file systems refuse. */
export function xlsxFilename(name: string): string {
  const printable = [...name].map((char) => (char.charCodeAt(0) < 0x20 ? '-' : char)).join('');
  const base = printable.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'export';
  return /\.xlsx$/i.test(base) ? base : `${base}.xlsx`;
}

/** A sheet's name: at most 31 characters, none of `[]:*?/\`. */
export function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 31)
      .trim() || 'Export'
  );
}

/**
 * The workbook of a list: a bold header row kept in view, then one row per record.
 * @example await toXlsx([{ header: 'Nom', value: (s) => s.name }], students, { sheet: 'Élèves' })
 */
export async function toXlsx<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  options: { sheet: string; rightToLeft?: boolean },
): Promise<Blob> {
  const values = rows.map((row) => columns.map((column) => column.value(row)));
  const data: SheetData = [
    columns.map((column) => ({ value: column.header, type: String, fontWeight: 'bold' as const })),
    ...values.map((line) => line.map(cell)),
  ];
  const widths = columns.map((column, index) => {
    const longest = Math.max(
      column.header.length,
      ...values.slice(0, WIDTH.sample).map((line) => shownLength(line[index])),
    );
    return { width: Math.min(WIDTH.max, Math.max(WIDTH.min, longest + 2)) };
  });
  return writeXlsxFile(data, {
    sheet: sheetName(options.sheet),
    columns: widths,
    stickyRowsCount: 1,
    rightToLeft: options.rightToLeft ?? false,
  }).toBlob();
}

/** Saves a list as an `.xlsx` file. */
export async function downloadXlsx<Row>(
  filename: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  options: { sheet: string; rightToLeft?: boolean },
): Promise<void> {
  saveFile(xlsxFilename(filename), await toXlsx(columns, rows, options));
}
