import { describe, expect, it } from 'vitest';
import { ATTACHMENT_RULES, checkAttachments } from './attachments';

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
