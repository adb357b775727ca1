import { describe, expect, it } from 'vitest';
import {
  allowedTypeOf,
  ATTACHMENT_RULES,
  checkAttachments,
  fileTypeOfBytes,
  nameForType,
} from './attachments';

function fileOf(name: string, type: string, size = 10): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('attachment limits (size and type limits with a clear error)', () => {
  it('accepts images, PDF, text and Word files up to 5 MB', () => {
    expect(ATTACHMENT_RULES.maxBytes).toBe(5 * 1024 * 1024);
    expect(ATTACHMENT_RULES.maxFiles).toBe(5);
    expect(
      checkAttachments([
        fileOf('a.png', 'image/png'),
        fileOf('b.pdf', 'application/pdf', 5 * 1024 * 1024),
        fileOf('c.txt', 'text/plain'),
        fileOf('d.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
        fileOf('e.jpg', 'image/jpeg'),
      ]),
    ).toBeNull();
    expect(checkAttachments([])).toBeNull();
  });

  it('refuses another type (an .exe, an SVG, HTML, an unknown type) and names the file', () => {
    for (const [name, type] of [
      ['setup.exe', 'application/x-msdownload'],
      ['logo.svg', 'image/svg+xml'],
      ['page.html', 'text/html'],
      ['sans-type', ''],
    ] as const)
      expect(checkAttachments([fileOf('ok.pdf', 'application/pdf'), fileOf(name, type)])).toEqual({
        kind: 'type',
        name,
      });
  });

  it('refuses a file over 5 MB and names it', () => {
    expect(checkAttachments([fileOf('gros.pdf', 'application/pdf', 5 * 1024 * 1024 + 1)])).toEqual({
      kind: 'size',
      name: 'gros.pdf',
    });
  });

  it('refuses more than 5 files', () => {
    const six = Array.from({ length: 6 }, (_, index) => fileOf(`${index}.png`, 'image/png'));
    expect(checkAttachments(six)).toEqual({ kind: 'count' });
    expect(checkAttachments(six.slice(0, 5))).toBeNull();
  });
});

describe('fileTypeOfBytes (Uploads by content)', () => {
  const bytes = (...values: Array<number | string>) =>
    new Uint8Array(
      values.flatMap((value) => (typeof value === 'string' ? [...new TextEncoder().encode(value)] : [value])),
    );

  it('names a file by its first bytes: images, PDF, Word, plain text', () => {
    expect(fileTypeOfBytes(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(fileTypeOfBytes(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(fileTypeOfBytes(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(fileTypeOfBytes(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(fileTypeOfBytes(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('application/msword');
    expect(fileTypeOfBytes(bytes('PK', 3, 4, 20, 0))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(fileTypeOfBytes(bytes('Bonjour, la réunion est à 17 h.\nمرحبا'))).toBe('text/plain');
  });

  it('refuses what a browser could run or draw, whatever it is called or declared as', () => {
    expect(fileTypeOfBytes(bytes('<!DOCTYPE html><script>alert(1)</script>'))).toBeNull();
    expect(fileTypeOfBytes(bytes('  <html><body>'))).toBeNull();
    expect(fileTypeOfBytes(bytes('<svg onload="alert(1)"/>'))).toBeNull();
    expect(fileTypeOfBytes(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(fileTypeOfBytes(bytes(0x4d, 0x5a, 0x90, 0x00))).toBeNull(); // an executable
    expect(fileTypeOfBytes(bytes(0xc3, 0x28))).toBeNull(); // not UTF-8
    expect(fileTypeOfBytes(bytes())).toBeNull();
  });

  it('allowedTypeOf gives the detected type when allowed, never the declared one', async () => {
    const page = new File(['<html><script>alert(1)</script>'], 'facture.pdf', { type: 'application/pdf' });
    expect(await allowedTypeOf(page, ['application/pdf'])).toBeNull();
    const pdf = new File(['%PDF-1.4 ...'], 'facture.txt', { type: 'text/plain' });
    expect(await allowedTypeOf(pdf, ['application/pdf', 'text/plain'])).toBe('application/pdf');
  });

  it('nameForType: the stored name’s extension follows the detected type (docs/api.md "Uploads")', () => {
    expect(nameForType('page.html', 'text/plain')).toBe('page.txt');
    expect(nameForType('x.pdf', 'image/png')).toBe('x.png');
    expect(nameForType('facture.txt', 'application/pdf')).toBe('facture.pdf');
    expect(nameForType('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(nameForType('scan.jpg', 'image/jpeg')).toBe('scan.jpg');
    expect(nameForType('notes', 'text/plain')).toBe('notes.txt');
    expect(nameForType('.htaccess', 'text/plain')).toBe('.htaccess.txt');
    expect(nameForType('Rapport v2.1 final', 'application/pdf')).toBe('Rapport v2.1 final.pdf');
    const long = nameForType(`${'a'.repeat(300)}.html`, 'text/plain');
    expect(long).toHaveLength(200);
    expect(long.endsWith('.txt')).toBe(true);
  });
});
