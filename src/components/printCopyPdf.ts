import { htmlPdf } from '../lib/pdf/htmlPdf';
import type { PdfAbout } from '../lib/pdf/pdfFile';

/**
 * The PDF of a print-only copy (PrintCopy.tsx), one A4 page per `print-page` in it (the copy itself when it has
 * none), so that printing and the PDF never differ (docs/architecture.md "Documents: print and PDF"). The copy is
 * hidden on screen: it is laid out out of sight at the printed width while it is drawn (print.css
 * `data-pdf-layout`), and hidden from assistive technologies meanwhile.
 */
export async function printCopyPdf(copy: HTMLElement, about: PdfAbout): Promise<Uint8Array> {
  copy.setAttribute('data-pdf-layout', '');
  copy.setAttribute('aria-hidden', 'true');
  try {
    const pages = [...copy.querySelectorAll<HTMLElement>('.print-page')];
    return await htmlPdf(pages.length > 0 ? pages : [copy], about);
  } finally {
    copy.removeAttribute('data-pdf-layout');
    copy.removeAttribute('aria-hidden');
  }
}
