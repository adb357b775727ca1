import { withoutIsolates } from '../../lib/isolate';
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

/** Hex of UTF-16 code units, 4 digits each (the text layer's codes: one code = one character). */
function hexUnits(text: string): string {
  let hex = '';
  for (let index = 0; index < text.length; index += 1) {
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  }
  return hex;
}

/** A text of the page, in points from the page's top left corner: its left edge, width and baseline. */
export interface PdfText {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Only characters of the Basic Multilingual Plane, without directional isolates and marks (reading order). */
const plain = (text: string) =>
  withoutIsolates(text)
    .replace(/[\ud800-\udfff]/g, '')
    .trim();

/**
 * The text layer over the image (docs/architecture.md "Receipts: print and PDF"): each text is written invisibly
 * (render mode 3) where the image shows it, stretched to its drawn width, so that it can be selected, searched and
 * copied, in any script. Its font is a CID font whose codes are the characters' UTF-16 codes, read back through its
 * ToUnicode map; it has no glyphs to embed, since nothing of it is painted.
 */
function textLayer(texts: readonly PdfText[]): { content: string; fontObjects: string[] } | null {
  const shown = texts.map((text) => ({ ...text, text: plain(text.text) })).filter((text) => text.text !== '');
  if (shown.length === 0) return null;
  const content = shown
    .map(({ text, x, y, width, size }) => {
      // Each code is one em wide (/DW 1000): the horizontal scaling makes the text as wide as drawn.
      const scale = ((100 * width) / (text.length * size)).toFixed(2);
      return `BT 3 Tr /F1 ${size} Tf ${scale} Tz 1 0 0 1 ${x.toFixed(2)} ${(A4.height - y).toFixed(2)} Tm <${hexUnits(text)}> Tj ET`;
    })
    .join('\n');
  // Every part of the PDF but the image is ASCII (texts go in as hex): its length in bytes is its length.
  const codes = [...new Set(shown.flatMap(({ text }) => [...text]))].sort();
  const blocks: string[] = [];
  for (let index = 0; index < codes.length; index += 100) {
    const block = codes.slice(index, index + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map((char) => `<${hexUnits(char)}> <${hexUnits(char)}>`).join('\n')}\nendbfchar`,
    );
  }
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /PortailEcole-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    ...blocks,
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  return {
    content,
    fontObjects: [
      '<< /Type /Font /Subtype /Type0 /BaseFont /PortailEcoleText /Encoding /Identity-H /DescendantFonts [7 0 R] /ToUnicode 9 0 R >>',
      '<< /Type /Font /Subtype /CIDFontType2 /BaseFont /PortailEcoleText /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor 8 0 R /DW 1000 /CIDToGIDMap /Identity >>',
      '<< /Type /FontDescriptor /FontName /PortailEcoleText /Flags 4 /FontBBox [0 -200 1000 800] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 >>',
      `<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`,
    ],
  };
}

/**
 * One A4 page holding the JPEG `image` (`width` x `height` pixels) edge to edge, with `about.title` and `about.lang`
 * as the document's title and language, and `texts` written invisibly over the image (selectable text). The JPEG
 * goes in as it is (DCTDecode), around it a few objects and their cross-reference table (docs/architecture.md
 * "Receipts: print and PDF").
 */
export function pdfFromJpeg(
  image: Uint8Array,
  size: { width: number; height: number },
  about: { title: string; lang: string },
  texts: readonly PdfText[] = [],
): Uint8Array {
  const page = `${A4.width} ${A4.height}`;
  const layer = textLayer(texts);
  // Scale the unit image to the whole page and paint it; then the invisible text over it.
  const content = `q ${A4.width} 0 0 ${A4.height} 0 0 cm /Im0 Do Q${layer ? `\n${layer.content}` : ''}`;
  const lang = about.lang.replace(/[^A-Za-z-]/g, '');
  const fonts = layer ? ' /Font << /F1 6 0 R >>' : '';
  const objects: Array<Array<string | Uint8Array>> = [
    [`<< /Type /Catalog /Pages 2 0 R /Lang (${lang}) >>`],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page}] /Resources << /XObject << /Im0 4 0 R >>${fonts} >> /Contents 5 0 R >>`,
    ],
    [
      `<< /Type /XObject /Subtype /Image /Width ${size.width} /Height ${size.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.length} >>\nstream\n`,
      image,
      '\nendstream',
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
    ...(layer ? layer.fontObjects.map((body) => [body]) : []),
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

/**
 * The receipt as a one-page PDF: drawn by the browser, then wrapped, with its texts as a selectable text layer
 * (docs/architecture.md "Receipts").
 */
export async function receiptPdf(model: ReceiptModel): Promise<Uint8Array> {
  const drawn = await drawReceipt(model);
  return pdfFromJpeg(drawn.jpeg, drawn, { title: model.heading, lang: model.lang }, drawn.texts);
}
