import { pdfFile, type PdfText } from '../../lib/pdf/pdfFile';
import { drawReceipt } from './receiptCanvas';
import type { ReceiptModel } from './receiptDocument';

/**
 * One A4 page holding the JPEG `image` (`size` in pixels) with `texts` written invisibly over it: the receipt's
 * page of the PDF kit (lib/pdf/pdfFile.ts, docs/architecture.md "Receipts: print and PDF").
 */
export function pdfFromJpeg(
  image: Uint8Array,
  size: { width: number; height: number },
  about: { title: string; lang: string },
  texts: readonly PdfText[] = [],
): Uint8Array {
  return pdfFile([{ jpeg: image, width: size.width, height: size.height, texts }], about);
}

/**
 * The receipt as a one-page PDF: drawn by the browser, then wrapped, with its texts as a selectable text layer
 * (docs/architecture.md "Receipts").
 */
export async function receiptPdf(model: ReceiptModel): Promise<Uint8Array> {
  const drawn = await drawReceipt(model);
  return pdfFromJpeg(drawn.jpeg, drawn, { title: model.heading, lang: model.lang }, drawn.texts);
}
