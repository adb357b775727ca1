/**
 * Reads back the PDFs the portal writes (src/lib/pdf/pdfFile.ts): its structure and its invisible text layer. Plain
 * TypeScript, for the unit tests and the browser suite alike.
 */

/** A one-pixel JPEG: a page's drawing where the test has no canvas (jsdom). */
export const TINY_JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  ),
  (char) => char.charCodeAt(0),
);

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

/** A hex string of UTF-16 code units, 4 digits each, as text. */
const fromHex = (hex: string) =>
  (hex.match(/.{4}/g) ?? []).map((code) => String.fromCharCode(parseInt(code, 16))).join('');

/** The texts a content stream shows, decoded from their UTF-16 codes. */
const shownTexts = (content: string) =>
  [...content.matchAll(/<([0-9A-F]*)> Tj/g)].map((match) => fromHex(match[1]!));

/**
 * The structure of a PDF: header, pages (each `/Type /Page` object, not `/Pages`), the page tree's /Count, title,
 * a cross-reference table that points at its objects, and the text layer, all pages' and each page's. `image` is a
 * JPEG the file should hold.
 */
export function readPdf(bytes: Uint8Array, image: Uint8Array = TINY_JPEG) {
  const text = latin1(bytes);
  const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  return {
    header: text.slice(0, 5),
    pages: text.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0,
    count: Number(/\/Count (\d+)/.exec(text)?.[1]),
    mediaBox: /\/MediaBox \[([^\]]*)\]/.exec(text)?.[1],
    objectsFound: offsets.every((offset, index) => text.startsWith(`${index + 1} 0 obj`, offset)),
    objects: offsets.length,
    title: fromHex(/\/Title <FEFF([0-9A-F]*)>/.exec(text)?.[1] ?? ''),
    image: text.includes(latin1(image)),
    /** The text layer: each shown text, decoded from its UTF-16 codes. */
    texts: shownTexts(text),
    invisible: /3 Tr/.test(text),
    toUnicode: /\/ToUnicode \d+ 0 R/.test(text),
  };
}

/** Each page's shown texts, in page order (each page's content stream paints its image, then its texts). */
export function pdfPageTexts(bytes: Uint8Array): string[][] {
  return [...latin1(bytes).matchAll(/\/Im0 Do Q([\s\S]*?)endstream/g)].map((match) => shownTexts(match[1]!));
}
