import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOM, csvField, csvFilename, downloadCsv, toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  note: string | null;
  balance: number;
  born?: Date;
}

const COLUMNS: CsvColumn<Row>[] = [
  { header: 'Nom', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Solde (MAD)', value: (row) => row.balance },
];

describe('csvField', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Élodie Benali')).toBe('Élodie Benali');
    expect(csvField('محمد العلوي')).toBe('محمد العلوي');
    expect(csvField(42)).toBe('42');
  });

  it('quotes fields holding the separator, a double quote or a line break, doubling quotes', () => {
    expect(csvField('Dupont; Jean')).toBe('"Dupont; Jean"');
    expect(csvField('Dupont, Jean')).toBe('Dupont, Jean');
    expect(csvField('Dupont, Jean', ',')).toBe('"Dupont, Jean"');
    expect(csvField('dit "Jo"')).toBe('"dit ""Jo"""');
    expect(csvField('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvField('ligne 1\r\nligne 2')).toBe('"ligne 1\r\nligne 2"');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+212600000000', "'+212600000000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tcmd', "'\tcmd"],
  ])('guards %j against formula injection', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['zero-width space', '\u200B=1+1'],
    ['word joiner', '\u2060=1+1'],
    ['byte order mark', '\uFEFF=1+1'],
    ['right-to-left mark', '\u200F@SUM(A1)'],
    ['tag character', '\u{E0001}=1+1'],
    ['spaces', '  =1+1'],
    ['no-break space', '\u00A0+1'],
    ['full-width equals sign', '＝1+1'],
    ['full-width plus sign', '＋212600000000'],
    ['full-width hyphen-minus', '－2+3'],
    ['full-width commercial at', '＠SUM(A1:A9)'],
    ['small equals sign', '﹦1+1'],
    ['minus sign', '\u22122+3'],
    ['zero-width space then full-width equals', '\u200B＝1+1'],
    ['leading tab', '\t=1+1'],
    ['leading carriage return', '\r=1+1'],
  ])('guards a formula behind a %s', (_, value) => {
    expect(csvField(value, ',')).toMatch(/^"?'/);
    expect(csvField(value, ',').replace(/^"|"$/g, '')).toBe(`'${value}`);
  });

  it('leaves text whose first shown character is no formula sign as it is', () => {
    expect(csvField('\u200BÉlodie')).toBe('\u200BÉlodie');
    expect(csvField('Ａli')).toBe('Ａli');
    expect(csvField('O’Neil = 3')).toBe('O’Neil = 3');
  });

  it('guards before quoting', () => {
    expect(csvField('=HYPERLINK("http://x";"clic")')).toBe('"\'=HYPERLINK(""http://x"";""clic"")"');
  });

  it('does not guard numbers, and writes them with a decimal comma with the ; separator', () => {
    expect(csvField(-1250.5)).toBe('-1250,5');
    expect(csvField(-1250.5, ',')).toBe('-1250.5');
    expect(csvField(1250.5, ';', '.')).toBe('1250.5');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('writes empty values, booleans and dates', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(true)).toBe('true');
    expect(csvField(new Date('2026-09-01T08:00:00Z'))).toBe('2026-09-01T08:00:00.000Z');
  });
});

describe('toCsv', () => {
  const rows: Row[] = [
    { name: 'Élodie Benali', note: null, balance: 1250.5 },
    { name: 'محمد العلوي', note: 'Allergie; arachides', balance: 0 },
    { name: "=cmd|' /C calc'!A0", note: 'dit "Jo"\nen CE2', balance: -300 },
  ];

  it('writes the BOM, the header row, one CRLF-ended line per row, ; separated', () => {
    expect(toCsv(COLUMNS, rows)).toBe(
      `${BOM}Nom;Note;Solde (MAD)\r\n` +
        'Élodie Benali;;1250,5\r\n' +
        'محمد العلوي;"Allergie; arachides";0\r\n' +
        `'=cmd|' /C calc'!A0;"dit ""Jo""\nen CE2";-300\r\n`,
    );
  });

  it('supports the , separator (decimal point) and no BOM', () => {
    expect(toCsv(COLUMNS, rows.slice(0, 2), { separator: ',', bom: false })).toBe(
      'Nom,Note,Solde (MAD)\r\nÉlodie Benali,,1250.5\r\nمحمد العلوي,Allergie; arachides,0\r\n',
    );
  });

  it('guards and quotes headers too', () => {
    expect(toCsv([{ header: '=Total; net', value: () => 1 }], [])).toBe(`${BOM}"'=Total; net"\r\n`);
  });
});

describe('csvFilename', () => {
  it('adds .csv and replaces characters file systems refuse', () => {
    expect(csvFilename('élèves 2026')).toBe('élèves 2026.csv');
    expect(csvFilename('a/b:c*?.CSV')).toBe('a-b-c-.CSV');
    expect(csvFilename('  ')).toBe('export.csv');
    expect(csvFilename('x\u0000y')).toBe('x-y.csv');
  });
});

describe('downloadCsv', () => {
  const jsdomUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  afterEach(() => {
    vi.useRealTimers();
    URL.createObjectURL = jsdomUrls.create;
    URL.revokeObjectURL = jsdomUrls.revoke;
  });

  function stubObjectUrls() {
    const blobs: Blob[] = [];
    const create = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv-1';
    });
    const revoke = vi.fn();
    URL.createObjectURL = create;
    URL.revokeObjectURL = revoke;
    return { blobs, create, revoke };
  }

  it('saves a UTF-8 file starting with the BOM bytes, under a .csv name, then revokes the URL', async () => {
    vi.useFakeTimers();
    const { blobs, revoke } = stubObjectUrls();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    downloadCsv('élèves', 'Nom\r\nÉlodie\r\n');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('élèves.csv');
    expect(clicked[0]!.getAttribute('href')).toBe('blob:csv-1');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`${BOM}Nom\r\nÉlodie\r\n`);
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:csv-1');
  });

  it('does not add a second BOM', async () => {
    const { blobs } = stubObjectUrls();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    downloadCsv('x.csv', toCsv(COLUMNS, []));
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 6)]).toEqual([0xef, 0xbb, 0xbf, 0x4e, 0x6f, 0x6d]);
  });
});
