/**
 * Reading a spreadsheet into rows of cells, for the student import (docs/architecture.md "Student import"): an
 * `.xlsx` workbook's first sheet (read-excel-file, dates as dates), or a CSV file in UTF-8 (with or without its byte
 * order mark) or Windows-1252 (what French Excel writes by default), separated by `;`, `,` or tabs (papaparse guesses).
 * Runs in the import's worker (spreadsheet.worker.ts), or in the page where there is no worker (the unit tests).
 */
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/web-worker';
import { IMPORT_MAX_ROWS, type Cell } from '../../../domain/studentImport';

import { SpreadsheetError } from './readFailure';

/** A file's kind from its name (and the magic bytes of a zip: an `.xlsx` renamed `.csv` is still read). */
export function fileKind(name: string, bytes: Uint8Array): 'xlsx' | 'csv' | null {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (/\.xlsx$/i.test(name) || zip) return zip ? 'xlsx' : null;
  if (/\.(csv|txt)$/i.test(name)) return 'csv';
  return null;
}

/**
 * The text of a CSV file: UTF-8 when it has the byte order mark or is valid UTF-8, else Windows-1252 (accents of
 * "Élève" saved by Excel as "CSV (séparateur: point-virgule)").
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readCsv(bytes: Uint8Array): Cell[][] {
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [';', ',', '\t', '|'],
    skipEmptyLines: 'greedy',
  });
  return parsed.data;
}

/** The rows of a file's first sheet; throws `SpreadsheetError` when it cannot be read. */
export async function readCells(name: string, buffer: ArrayBuffer): Promise<Cell[][]> {
  const bytes = new Uint8Array(buffer);
  const kind = fileKind(name, bytes);
  if (!kind) throw new SpreadsheetError('UNSUPPORTED_FILE');
  let rows: Cell[][];
  try {
    rows = kind === 'csv' ? readCsv(bytes) : ((await readSheet(buffer)) as Cell[][]);
  } catch {
    throw new SpreadsheetError('UNREADABLE_FILE');
  }
  const filled = rows.filter((row) => row.some((cell) => cell !== null && cell !== undefined && cell !== ''));
  if (filled.length < 2) throw new SpreadsheetError('EMPTY_FILE');
  // The header and a few title lines above it, then at most IMPORT_MAX_ROWS pupils.
  if (filled.length > IMPORT_MAX_ROWS + 10) throw new SpreadsheetError('TOO_MANY_ROWS');
  return rows;
}
