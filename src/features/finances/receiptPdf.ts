import { A4, drawReceipt } from './receiptCanvas';
import type { ReceiptModel } from './receiptDocument';

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);

/** A PDF text string in UTF-16BE with its byte order mark, as hex: any script, no escaping. */
function textString(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index += 1) {
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${hex}>`;
}

/**
 * One A4 page holding the JPEG `image` (`width` x `height` pixels) edge to edge, with `about.title` and `about.lang`
 * as the document's title and language. A PDF of one image needs no library: the JPEG goes in as it is
 * (DCTDecode), around it five objects and their cross-reference table (docs/architecture.md "Receipts: print and
 * PDF").
 */
export function pdfFromJpeg(
  image: Uint8Array,
  size: { width: number; height: number },
  about: { title: string; lang: string },
): Uint8Array {
  const page = `${A4.width} ${A4.height}`;
  // Scale the unit image to the whole page and paint it.
  const content = `q ${A4.width} 0 0 ${A4.height} 0 0 cm /Im0 Do Q`;
  const lang = about.lang.replace(/[^A-Za-z-]/g, '');
  const objects: Array<Array<string | Uint8Array>> = [
    [`<< /Type /Catalog /Pages 2 0 R /Lang (${lang}) >>`],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page}] /Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>`,
    ],
    [
      `<< /Type /XObject /Subtype /Image /Width ${size.width} /Height ${size.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.length} >>\nstream\n`,
      image,
      '\nendstream',
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    [`<< /Title ${textString(about.title)} /Producer (Portail Ecole) >>`],
  ];
  const parts: Uint8Array[] = [];
  let length = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? latin1(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  // The binary comment line tells readers the file holds binary data.
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  const offsets = objects.map((body, index) => {
    const offset = length;
    push(`${index + 1} 0 obj\n`);
    body.forEach(push);
    push('\nendobj\n');
    return offset;
  });
  const xref = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  offsets.forEach((offset) => push(`${String(offset).padStart(10, '0')} 00000 n \n`));
  push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`);
  push(`startxref\n${xref}\n%%EOF\n`);
  const pdf = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    pdf.set(part, at);
    at += part.length;
  }
  return pdf;
}

/** The receipt as a one-page PDF: drawn by the browser, then wrapped (docs/architecture.md "Receipts"). */
export async function receiptPdf(model: ReceiptModel): Promise<Uint8Array> {
  const drawn = await drawReceipt(model);
  return pdfFromJpeg(drawn.jpeg, drawn, { title: model.heading, lang: model.lang });
}
