import writeXlsxFile from 'write-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { checkRows, findHeader, guessColumns, readRow } from '../../../domain/studentImport';
import { decodeText, readCells } from './spreadsheet';
import { SpreadsheetError } from './readFailure';

/** The files a school brings (docs/architecture.md "Student import"), made here as Excel and Windows write them. */
const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

/** "Élève;Prénom" as Windows-1252 (what French Excel's "CSV (séparateur: point-virgule)" writes). */
function windows1252(text: string): ArrayBuffer {
  const table: Record<string, number> = { é: 0xe9, è: 0xe8, ï: 0xef, ç: 0xe7, É: 0xc9, ô: 0xf4 };
  return Uint8Array.from([...text].map((char) => table[char] ?? char.charCodeAt(0))).buffer;
}

describe('reading a spreadsheet', () => {
  it('reads a CSV separated by ";" with its byte order mark, the first header not spoiled by it', async () => {
    const rows = await readCells('eleves.csv', bytes('\uFEFFNom;Prénom\r\nBenali;Inès\r\n'));
    expect(rows).toEqual([
      ['Nom', 'Prénom'],
      ['Benali', 'Inès'],
    ]);
  });

  it('reads a CSV saved in Windows-1252 with its accents, separated by ","', async () => {
    const rows = await readCells('eleves.csv', windows1252('Nom,Prénom\r\nChraïbi,Hélène\r\n'));
    expect(rows).toEqual([
      ['Nom', 'Prénom'],
      ['Chraïbi', 'Hélène'],
    ]);
    expect(decodeText(new TextEncoder().encode('Élève'))).toBe('Élève');
  });

  it('reads an XLSX with merged group cells over its headers and dates written as numbers', async () => {
    const blob = await writeXlsxFile([
      [{ value: 'Élève', columnSpan: 3 }, null, null, { value: 'Responsable 1', columnSpan: 2 }, null],
      [
        { value: 'Nom' },
        { value: 'Prénom' },
        { value: 'Date de naissance' },
        { value: 'Nom' },
        { value: 'Téléphone' },
      ],
      [
        { value: 'Benali' },
        { value: 'Inès' },
        { value: 43172, type: Number },
        { value: 'Benali' },
        { value: 661000001, type: Number },
      ],
    ]).toBlob();
    const rows = await readCells('eleves.xlsx', await blob.arrayBuffer());
    const { headers, body, headerRow } = findHeader(rows);
    const columns = guessColumns(headers);
    expect(columns).toEqual([
      'lastname_fr',
      'firstname_fr',
      'birthDate',
      'guardian1.lastname',
      'guardian1.phone',
    ]);
    const draft = readRow(body[0]!, columns, headers, headerRow + 2);
    // Day 43172 of Excel's calendar (1899-12-30 is day 0).
    expect(draft.birthDate).toBe('2018-03-13');
    expect(draft.guardians[0]?.phone).toBe('+212 661 00 00 01');
    expect(checkRows([draft], { levels: [], classes: [], studentsByMassar: new Map() })).toHaveLength(1);
  });

  it('refuses a file that is neither a workbook nor a CSV, and one without rows', async () => {
    await expect(readCells('photo.png', bytes('PNG'))).rejects.toEqual(
      new SpreadsheetError('UNSUPPORTED_FILE'),
    );
    await expect(readCells('vide.csv', bytes('Nom;Prénom\r\n'))).rejects.toEqual(
      new SpreadsheetError('EMPTY_FILE'),
    );
    await expect(readCells('faux.xlsx', bytes('PK not a zip'))).rejects.toEqual(
      new SpreadsheetError('UNREADABLE_FILE'),
    );
  });
});
