import readXlsxFile from 'read-excel-file/universal';
import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sheetName, toXlsx, xlsxFilename } from './xlsx';

interface Row {
  name: string;
  born: Date;
  balance: number;
  active: boolean;
}

const COLUMNS = [
  { header: 'Nom', value: (row: Row) => row.name },
  { header: 'Né le', value: (row: Row) => row.born },
  { header: 'Solde', value: (row: Row) => row.balance },
  { header: 'Actif', value: (row: Row) => row.active },
];

describe('Excel export (xlsx.ts)', () => {
  it('writes text as text, numbers as numbers and dates as dates, under a header row, in a sheet named after the list', async () => {
    const blob = await toXlsx(
      COLUMNS,
      [
        { name: 'Élodie Benali', born: new Date(Date.UTC(2016, 2, 12)), balance: -1250.5, active: true },
        // A formula sign stays text (no formula is written), a control character is dropped (XML cannot hold it).
        {
          name: '=HYPERLINK("http://evil")\u0007',
          born: new Date(Date.UTC(2015, 8, 5)),
          balance: 0,
          active: false,
        },
        { name: 'محمد العلوي', born: new Date(Date.UTC(2017, 0, 1)), balance: 300, active: true },
      ],
      { sheet: 'Liste des élèves: 2026/2027 [Anfa]' },
    );
    const [sheet] = await readXlsxFile(await blob.arrayBuffer());
    expect(sheet!.sheet).toBe('Liste des élèves 2026 2027 Anfa'.slice(0, 31));
    expect(sheet!.data).toEqual([
      ['Nom', 'Né le', 'Solde', 'Actif'],
      ['Élodie Benali', new Date(Date.UTC(2016, 2, 12)), -1250.5, true],
      ['=HYPERLINK("http://evil")', new Date(Date.UTC(2015, 8, 5)), 0, false],
      ['محمد العلوي', new Date(Date.UTC(2017, 0, 1)), 300, true],
    ]);
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    const xml = Object.entries(files)
      .filter(([path]) => path.startsWith('xl/worksheets/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('');
    expect(xml).not.toContain('<f>');
    expect(xml).not.toContain('rightToLeft="1"');
  });

  it('an Arabic list reads right to left', async () => {
    const blob = await toXlsx(
      COLUMNS.slice(0, 1),
      [{ name: 'محمد', born: new Date(), balance: 0, active: true }],
      {
        sheet: 'قائمة التلاميذ',
        rightToLeft: true,
      },
    );
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(strFromU8(files['xl/worksheets/sheet1.xml']!)).toContain('rightToLeft="1"');
    expect((await readXlsxFile(await blob.arrayBuffer()))[0]!.sheet).toBe('قائمة التلاميذ');
  });

  it('names the file and the sheet as file systems and Excel allow', () => {
    expect(xlsxFilename('eleves')).toBe('eleves.xlsx');
    expect(xlsxFilename('a/b:c')).toBe('a-b-c.xlsx');
    expect(xlsxFilename('liste.XLSX')).toBe('liste.XLSX');
    expect(sheetName('???')).toBe('Export');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
  });
});
