import { loadFaces } from '../../lib/fonts';
import type { ReceiptModel } from './receiptDocument';

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;
/** Pixels per point of the drawing: 2.5 gives 180 dpi, sharp on paper and a file of a few hundred kB. */
const SCALE = 2.5;
const MARGIN = 48;
const FONTS = 'Inter, "Noto Sans Arabic", system-ui, sans-serif';

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** Left-to-right isolate: a phone number inside an Arabic line keeps its order. */
const isolate = (value: string) => `\u2066${value}\u2069`;

const font = (size: number, weight = 400) => `${weight} ${size}px ${FONTS}`;

/**
 * Draws the receipt on one A4 page with the browser's own text engine, which shapes Arabic and orders mixed
 * scripts (docs/architecture.md "Receipts: print and PDF"), and gives it back as a JPEG with its size in pixels.
 */
export async function drawReceipt(
  model: ReceiptModel,
): Promise<{ jpeg: Uint8Array; width: number; height: number }> {
  const all = [model.heading, ...model.identity, ...model.header].join(' ');
  // The bundled fonts load on demand: ask for them before drawing, so the canvas does not use a fallback.
  await loadFaces();
  await Promise.all([font(12), font(12, 600)].map((spec) => document.fonts?.load(spec, all).catch(() => [])));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(A4.width * SCALE);
  canvas.height = Math.round(A4.height * SCALE);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.scale(SCALE, SCALE);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, A4.width, A4.height);
  context.fillStyle = '#000';
  context.strokeStyle = '#999';
  context.lineWidth = 0.6;
  context.textBaseline = 'alphabetic';

  const rtl = model.dir === 'rtl';
  const inner = A4.width - 2 * MARGIN;
  // x of a point `offset` from the start edge (the right one in Arabic).
  const at = (offset: number) => (rtl ? A4.width - MARGIN - offset : MARGIN + offset);
  let y = MARGIN;

  // A text without Arabic letters (an address, an amount, a reference) is laid out left to right even in an Arabic
  // receipt, as <bdi> does on screen; the alignment stays the receipt's (start is the right edge in Arabic).
  const text = (
    value: string,
    offset: number,
    size: number,
    weight = 400,
    align: 'start' | 'end' = 'start',
  ) => {
    context.font = font(size, weight);
    context.direction = rtl && ARABIC.test(value) ? 'rtl' : 'ltr';
    context.textAlign = (align === 'start') === rtl ? 'right' : 'left';
    context.fillText(value, at(offset), y, inner);
  };
  const rule = () => {
    context.beginPath();
    context.moveTo(MARGIN, y);
    context.lineTo(A4.width - MARGIN, y);
    context.stroke();
  };
  /** `value` cut into lines no wider than `width` at `size`. */
  const wrap = (value: string, width: number, size: number): string[] => {
    context.font = font(size);
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && context.measureText(candidate).width > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    return current ? [...lines, current] : lines;
  };

  model.identity.forEach((line, index) => {
    y += index === 0 ? 16 : 14;
    text(line, 0, index === 0 ? 15 : 10.5, index === 0 ? 600 : 400);
  });
  if (model.phone) {
    y += 14;
    text(`${model.phone.label} ${isolate(model.phone.number)}`, 0, 10.5);
  }
  for (const line of model.header) {
    y += 13;
    text(line, 0, 9.5);
  }
  y += 34;
  text(model.heading, 0, 20, 600);
  y += 12;
  rule();

  for (const [term, value] of model.facts) {
    y += 18;
    text(term, 0, 10.5);
    text(value, inner, 10.5, 600, 'end');
  }
  y += 24;

  const itemStart = inner * 0.34;
  const itemWidth = inner * 0.42;
  text(model.columns[0], 0, 10, 600);
  text(model.columns[1], itemStart, 10, 600);
  text(model.columns[2], inner, 10, 600, 'end');
  y += 6;
  rule();
  for (const [student, item, amount] of model.lines) {
    y += 16;
    text(student, 0, 10);
    text(amount, inner, 10, 400, 'end');
    wrap(item, itemWidth, 10).forEach((part, index) => {
      if (index > 0) y += 13;
      text(part, itemStart, 10);
    });
    y += 6;
    rule();
  }
  for (const [label, value] of model.totals) {
    y += 18;
    text(label, 0, 10.5, 600);
    text(value, inner, 10.5, 600, 'end');
  }

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('The receipt could not be drawn');
  return { jpeg: new Uint8Array(await blob.arrayBuffer()), width: canvas.width, height: canvas.height };
}
