/**
 * A one-page PDF with a few lines of text (Helvetica, Latin-1 only), for the demo documents that were seeded
 * without a file: downloading them gives a real document a viewer opens.
 */
export function placeholderPdf(lines: readonly string[]): Uint8Array {
  const latin1 = (text: string) =>
    text
      .normalize('NFC')
      .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
      .replace(/[\\()]/g, (char) => `\\${char}`);
  const text = lines
    .map(
      (line, index) => `BT /F1 ${index === 0 ? 16 : 11} Tf 56 ${780 - index * 24} Td (${latin1(line)}) Tj ET`,
    )
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is one byte (Latin-1), so string offsets are byte offsets.
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0));
}
