import { describe, expect, it } from 'vitest';
import { layoutReceipt } from './receiptCanvas';
import { itemLabel, type ReceiptModel } from './receiptDocument';

const model: ReceiptModel = {
  lang: 'ar',
  dir: 'rtl',
  heading: 'إيصال رقم CAS-2026-000123',
  identity: [
    'مجموعة مدارس الأمل',
    'الدار البيضاء أنفا · 2026-2027',
    '27, boulevard d’Anfa, 20040 Casablanca',
  ],
  logo: null,
  phone: { label: 'الهاتف:', number: '+212 522 36 48 10' },
  header: ['النقل: الحافلة 12345-ب-6'],
  facts: [['التاريخ', '5 نوفمبر 2026']],
  columns: ['التلميذ', 'القسط', 'المبلغ'],
  lines: [['ياسمين', 'التأمين', 'MAD 350.00']],
  totals: [['مجموع المؤدى', 'MAD 350.00']],
  inWords: 'حُصر هذا الإيصال في مبلغ: ثلاثمائة وخمسون درهما.',
};
const measure = (text: string, size: number) => text.length * size * 0.5;

describe('layoutReceipt: the PDF’s drawing and text layer', () => {
  it('in Arabic each number is drawn between isolates, so it keeps its left-to-right order', () => {
    const drawn = layoutReceipt(model, measure, null).texts.map((box) => box.drawn);
    expect(drawn).toContain('\u2068الهاتف: \u2066+212 522 36 48 10\u2069\u2069');
    expect(drawn).toContain('\u2068الدار البيضاء أنفا · \u20662026-2027\u2069\u2069');
    expect(drawn).toContain('\u2068النقل: الحافلة \u206612345-ب-6\u2069\u2069');
  });

  it('keeps the texts in reading order for the text layer, right-aligned in Arabic, the amount in words last', () => {
    const { texts } = layoutReceipt(model, measure, null);
    expect(texts.map((box) => box.text)).toContain('الهاتف: +212 522 36 48 10');
    expect(texts.at(-1)!.text).toBe(model.inWords);
    const heading = texts.find((box) => box.text === model.heading)!;
    // The start edge is the right one: the heading ends at the right margin.
    expect(heading.x + heading.width).toBeCloseTo(595.28 - 48);
  });

  it('makes room for the logo at the top, on the start edge', () => {
    const layout = layoutReceipt({ ...model, logo: 'data:image/png;base64,' }, measure, {
      width: 400,
      height: 100,
    });
    expect(layout.logo).toEqual({ x: 595.28 - 48 - 160, y: 48, width: 160, height: 40 });
    expect(layout.texts[0]!.y).toBeGreaterThan(48 + 40);
  });
});

describe('itemLabel: what a receipt line pays for, each label once', () => {
  it('drops the installment’s label when it repeats the fee', () => {
    expect(itemLabel({ engagementLabel: 'Assurance', label: 'Assurance' })).toBe('Assurance');
    expect(itemLabel({ engagementLabel: 'Transport', label: 'Transport 1/3' })).toBe('Transport 1/3');
    expect(itemLabel({ engagementLabel: 'Scolarité', label: 'Octobre' })).toBe('Scolarité — Octobre');
    expect(itemLabel({ engagementLabel: '', label: 'Octobre' })).toBe('Octobre');
  });
});
