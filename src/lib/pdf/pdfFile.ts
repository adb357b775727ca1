import { withoutIsolates } from '../isolate';

/**
 * A PDF of A4 pages, each one a JPEG with an invisible, selectable text layer over it, written by hand
 * (docs/architecture.md "Receipts: print and PDF"): the browser draws the page (it shapes Arabic and orders mixed
 * scripts, which PDF libraries do not), and this wraps its drawings.
 */

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** A text of a page, in points from the page's top left corner: its left edge, width and baseline, its font size. */
export interface PdfText {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** One page: its drawing, a JPEG of `width` x `height` pixels laid over the whole page, and its texts. */
export interface PdfPage {
  jpeg: Uint8Array;
  width: number;
  height: number;
  texts: readonly PdfText[];
}

/** The document's title (any script) and language (a BCP 47 tag: "fr", "ar"). */
export interface PdfAbout {
  title: string;
  lang: string;
}

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);

/** Hex of UTF-16 code units, 4 digits each (the text layer's codes: one code = one character). */
function hexUnits(text: string): string {
  let hex = '';
  for (let index = 0; index < text.length; index += 1) {
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  }
  return hex;
}

/** A PDF text string in UTF-16BE with its byte order mark, as hex: any script, no escaping. */
const textString = (text: string) => `<FEFF${hexUnits(text)}>`;

/** Only characters of the Basic Multilingual Plane, without directional isolates and marks (reading order). */
const plain = (text: string) =>
  withoutIsolates(text)
    .replace(/[\ud800-\udfff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A page's text layer: each text is written invisibly (render mode 3) where the image shows it, stretched to its
 * drawn width, so that it can be selected, searched and copied, in any script. Its font (/F1) is a CID font whose
 * codes are the characters' UTF-16 codes.
 */
function textContent(texts: readonly PdfText[]): { content: string; codes: string[] } {
  const shown = texts.map((text) => ({ ...text, text: plain(text.text) })).filter((text) => text.text !== '');
  const content = shown
    .map(({ text, x, y, width, size }) => {
      // Each code is one em wide (/DW 1000): the horizontal scaling makes the text as wide as drawn.
      const scale = ((100 * width) / (text.length * size)).toFixed(2);
      return `BT 3 Tr /F1 ${size.toFixed(2)} Tf ${scale} Tz 1 0 0 1 ${x.toFixed(2)} ${(A4.height - y).toFixed(2)} Tm <${hexUnits(text)}> Tj ET`;
    })
    .join('\n');
  return { content, codes: shown.flatMap(({ text }) => [...text]) };
}

/**
 * The text layer's font, shared by every page: read back through its ToUnicode map (one code, one character); it
 * has no glyphs to embed, since nothing of it is painted. `first` is its first object's number.
 */
function fontObjects(codes: readonly string[], first: number): string[] {
  const sorted = [...new Set(codes)].sort();
  const blocks: string[] = [];
  for (let index = 0; index < sorted.length; index += 100) {
    const block = sorted.slice(index, index + 100);
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
  return [
    `<< /Type /Font /Subtype /Type0 /BaseFont /PortailEcoleText /Encoding /Identity-H /DescendantFonts [${first + 1} 0 R] /ToUnicode ${first + 3} 0 R >>`,
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /PortailEcoleText /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${first + 2} 0 R /DW 1000 /CIDToGIDMap /Identity >>`,
    '<< /Type /FontDescriptor /FontName /PortailEcoleText /Flags 4 /FontBBox [0 -200 1000 800] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 >>',
    // Every part of the PDF but the images is ASCII (texts go in as hex): its length in bytes is its length.
    `<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`,
  ];
}

/**
 * A PDF of `pages`, in order, each on an A4 page holding its JPEG edge to edge (DCTDecode: the JPEG goes in as it
 * is) with its texts written invisibly over it; `about` gives the title and language. Objects: the catalog, the page
 * tree, three per page (page, image, content), the text layer's font when a page has text, the information.
 */
export function pdfFile(pages: readonly PdfPage[], about: PdfAbout): Uint8Array {
  if (pages.length === 0) throw new Error('A PDF needs a page');
  const layers = pages.map((page) => textContent(page.texts));
  const codes = layers.flatMap((layer) => layer.codes);
  const fontAt = 3 + 3 * pages.length;
  const fonts = codes.length > 0 ? ` /Font << /F1 ${fontAt} 0 R >>` : '';
  const lang = about.lang.replace(/[^A-Za-z-]/g, '');
  const kids = pages.map((_, index) => `${3 + 3 * index} 0 R`).join(' ');
  const objects: Array<Array<string | Uint8Array>> = [
    [`<< /Type /Catalog /Pages 2 0 R /Lang (${lang}) >>`],
    [`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`],
    ...pages.flatMap((page, index) => {
      const at = 3 + 3 * index;
      const layer = layers[index]!.content;
      // Scale the unit image to the whole page and paint it; then the invisible text over it.
      const content = `q ${A4.width} 0 0 ${A4.height} 0 0 cm /Im0 Do Q${layer ? `\n${layer}` : ''}`;
      return [
        [
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /XObject << /Im0 ${at + 1} 0 R >>${layer ? fonts : ''} >> /Contents ${at + 2} 0 R >>`,
        ],
        [
          `<< /Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n`,
          page.jpeg,
          '\nendstream',
        ],
        [`<< /Length ${content.length} >>\nstream\n${content}\nendstream`],
      ];
    }),
    ...(codes.length > 0 ? fontObjects(codes, fontAt).map((body) => [body]) : []),
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
