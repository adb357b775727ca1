import { describe, expect, it } from 'vitest';
import { pdfPageTexts, readPdf, TINY_JPEG } from '../../../tests/helpers/pdf';
import { A4, pdfFile, type PdfPage } from './pdfFile';

const page = (texts: PdfPage['texts']): PdfPage => ({ jpeg: TINY_JPEG, width: 1, height: 1, texts });
const at = (text: string, y: number) => ({ text, x: 51, y, width: 200, size: 11.5 });

describe('pdfFile: A4 pages, each a drawing with an invisible text layer', () => {
  it('writes one page per drawing, in order, counted by the page tree, its objects where its table says', () => {
    const bytes = pdfFile([page([at('Yasmine BENALI', 100)]), page([at('ياسمين بنعلي', 100)]), page([])], {
      title: 'Bulletins — 6e A',
      lang: 'fr',
    });
    const pdf = readPdf(bytes);
    expect(pdf).toMatchObject({
      header: '%PDF-',
      pages: 3,
      count: 3,
      mediaBox: `0 0 ${A4.width} ${A4.height}`,
      objectsFound: true,
      // Catalog, page tree, three per page, the text layer's font (four), the information.
      objects: 2 + 3 * 3 + 4 + 1,
      title: 'Bulletins — 6e A',
      image: true,
      invisible: true,
      toUnicode: true,
    });
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text.match(/\/Subtype \/Image/g)).toHaveLength(3);
    expect(text).toContain('/Lang (fr)');
    // Each page's texts on that page; a page without text shows none.
    expect(pdfPageTexts(bytes)).toEqual([['Yasmine BENALI'], ['ياسمين بنعلي'], []]);
  });

  it('gives back the texts as read, any script, without directional isolates, spaces folded', () => {
    const bytes = pdfFile(
      [
        page([
          at('الهاتف: \u2066+212 522 36 48 10\u2069', 80),
          at('  N°\n DS-2026-00012 ', 100),
          at('\u2069 ', 120),
        ]),
      ],
      { title: 'شهادة مدرسية', lang: 'ar' },
    );
    const pdf = readPdf(bytes);
    expect(pdf.texts).toEqual(['الهاتف: +212 522 36 48 10', 'N° DS-2026-00012']);
    expect(pdf.title).toBe('شهادة مدرسية');
  });

  it('places each text at its baseline from the page’s top, stretched to its drawn width', () => {
    const text = new TextDecoder('latin1').decode(
      pdfFile([page([at('abcd', 100)])], { title: 't', lang: 'fr' }),
    );
    // 4 codes of one em at 11.5 pt are 46 pt wide: scaled to 200 pt.
    expect(text).toContain(
      `BT 3 Tr /F1 11.50 Tf ${((100 * 200) / 46).toFixed(2)} Tz 1 0 0 1 51.00 ${(A4.height - 100).toFixed(2)} Tm`,
    );
  });

  it('refuses a PDF without a page', () => {
    expect(() => pdfFile([], { title: 't', lang: 'fr' })).toThrow();
  });
});
