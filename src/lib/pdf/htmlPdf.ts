import { loadFaces } from '../fonts';
import { pageImage, PX_PER_MM } from './pageImage';
import { pageTexts, PT_PER_PX } from './pageTexts';
import { pdfFile, type PdfAbout, type PdfPage } from './pdfFile';

/** The printed page's margin, in millimetres: the `@page` margin of components/print.css. */
export const PRINT_MARGIN_MM = 18;

/**
 * A PDF of `pages`, one A4 page each, in order (docs/architecture.md "Documents: print and PDF"): each element,
 * laid out in the document at the printed width (A4 less the margins), is drawn by the browser at the margin of an
 * A4 page, and its texts, where the document lays them out, are written invisibly over the drawing, so the PDF's
 * text can be selected and searched, in French and in Arabic. Loaded on demand (a dynamic import).
 */
export async function htmlPdf(pages: readonly HTMLElement[], about: PdfAbout): Promise<Uint8Array> {
  await loadFaces();
  // Laying the pages out asks for the faces their texts need (the Arabic one, say): measure once they are in.
  for (const page of pages) page.getBoundingClientRect();
  await document.fonts.ready;
  const margin = PRINT_MARGIN_MM * PX_PER_MM * PT_PER_PX;
  const drawn: PdfPage[] = [];
  // One page at a time: a class's report cards would otherwise hold every drawing at once.
  for (const page of pages) {
    const texts = pageTexts(page, { x: margin, y: margin });
    drawn.push({ ...(await pageImage(page, PRINT_MARGIN_MM)), texts });
  }
  return pdfFile(drawn, about);
}
