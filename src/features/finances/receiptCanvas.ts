import { isolateValues } from '../../lib/isolate';
import { loadFaces } from '../../lib/fonts';
import { A4 } from '../../lib/pdf/pdfFile';
import type { ReceiptModel } from './receiptDocument';

/** Pixels per point of the drawing: 2.5 gives 180 dpi, sharp on paper and a file of a few hundred kB. */
const SCALE = 2.5;
const MARGIN = 48;
const FONTS = 'Inter, "Noto Sans Arabic", system-ui, sans-serif';
/** The logo's box at the top of the receipt, in points. */
const LOGO = { width: 160, height: 48 } as const;

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

const font = (size: number, weight = 400) => `${weight} ${size}px ${FONTS}`;

/** A text of the receipt where it is drawn, in points from the page's top left corner. */
export interface TextBox {
  /** The text as read (logical order, no isolates): what the PDF's text layer holds. */
  text: string;
  /** The text as drawn: its values isolated (lib/isolate.ts), so that a number keeps its order in Arabic. */
  drawn: string;
  /** The left edge of the drawn text and its width. */
  x: number;
  width: number;
  /** The baseline. */
  y: number;
  size: number;
  weight: number;
  rtl: boolean;
}

export interface ReceiptLayout {
  texts: TextBox[];
  /** The rules under the heading, the columns' titles and each line. */
  rules: number[];
  /** Where the logo goes, or null. */
  logo: { x: number; y: number; width: number; height: number } | null;
}

/** Measures `text` at `size` and `weight`, in points. */
export type Measure = (text: string, size: number, weight: number) => number;

/**
 * Where each text of the receipt goes on one A4 page (docs/architecture.md "Receipts: print and PDF"): the same
 * layout gives the drawing and the PDF's text layer. `logo` is the logo's size in pixels, when there is one.
 */
export function layoutReceipt(
  model: ReceiptModel,
  measure: Measure,
  logo: { width: number; height: number } | null,
): ReceiptLayout {
  const rtl = model.dir === 'rtl';
  const inner = A4.width - 2 * MARGIN;
  const texts: TextBox[] = [];
  const rules: number[] = [];
  let y = MARGIN;

  // x of a point `offset` from the start edge (the right one in Arabic).
  const at = (offset: number) => (rtl ? A4.width - MARGIN - offset : MARGIN + offset);
  // A text without Arabic letters (an address, an amount, a reference) is laid out left to right even in an Arabic
  // receipt, as <bdi> does on screen; its values are isolated in any case. The alignment stays the receipt's (start
  // is the right edge in Arabic).
  const text = (
    value: string,
    offset: number,
    size: number,
    weight = 400,
    align: 'start' | 'end' = 'start',
  ) => {
    if (!value) return;
    const width = Math.min(measure(value, size, weight), inner);
    const anchor = at(offset);
    const right = (align === 'start') === rtl;
    texts.push({
      text: value,
      drawn: isolateValues(value),
      x: right ? anchor - width : anchor,
      width,
      y,
      size,
      weight,
      rtl: rtl && ARABIC.test(value),
    });
  };
  /** `value` cut into lines no wider than `width` at `size`. */
  const wrap = (value: string, width: number, size: number, weight = 400): string[] => {
    const lines: string[] = [];
    let current = '';
    for (const word of value.split(' ')) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && measure(candidate, size, weight) > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    return current ? [...lines, current] : lines;
  };

  let logoBox: ReceiptLayout['logo'] = null;
  if (logo && logo.width > 0 && logo.height > 0) {
    const scale = Math.min(LOGO.width / logo.width, LOGO.height / logo.height);
    const width = logo.width * scale;
    const height = logo.height * scale;
    logoBox = { x: rtl ? A4.width - MARGIN - width : MARGIN, y, width, height };
    y += height + 4;
  }
  model.identity.forEach((line, index) => {
    y += index === 0 ? 16 : 14;
    text(line, 0, index === 0 ? 15 : 10.5, index === 0 ? 600 : 400);
  });
  if (model.phone) {
    y += 14;
    text(`${model.phone.label} ${model.phone.number}`, 0, 10.5);
  }
  for (const line of model.header) {
    y += 13;
    text(line, 0, 9.5);
  }
  y += 34;
  text(model.heading, 0, 20, 600);
  y += 12;
  rules.push(y);

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
  rules.push(y);
  for (const [student, item, amount] of model.lines) {
    y += 16;
    text(student, 0, 10);
    text(amount, inner, 10, 400, 'end');
    wrap(item, itemWidth, 10).forEach((part, index) => {
      if (index > 0) y += 13;
      text(part, itemStart, 10);
    });
    y += 6;
    rules.push(y);
  }
  for (const [label, value] of model.totals) {
    y += 18;
    text(label, 0, 10.5, 600);
    text(value, inner, 10.5, 600, 'end');
  }
  y += 10;
  for (const line of wrap(model.inWords, inner, 10.5)) {
    y += 16;
    text(line, 0, 10.5);
  }
  return { texts, rules, logo: logoBox };
}

/** The logo, decoded, or null when there is none or it cannot be read (the receipt is drawn without it). */
async function loadLogo(source: string | null): Promise<HTMLImageElement | null> {
  if (!source) return null;
  try {
    const image = new Image();
    image.src = source;
    await image.decode();
    return image;
  } catch {
    return null;
  }
}

/**
 * Draws the receipt on one A4 page with the browser's own text engine, which shapes Arabic and orders mixed
 * scripts (docs/architecture.md "Receipts: print and PDF"), and gives it back as a JPEG with its size in pixels,
 * with the texts and where they are drawn (for the PDF's text layer).
 */
export async function drawReceipt(
  model: ReceiptModel,
): Promise<{ jpeg: Uint8Array; width: number; height: number; texts: TextBox[] }> {
  const all = [model.heading, ...model.identity, ...model.header, model.inWords].join(' ');
  // The bundled fonts load on demand: ask for them before drawing, so the canvas does not use a fallback.
  await loadFaces();
  await Promise.all([font(12), font(12, 600)].map((spec) => document.fonts?.load(spec, all).catch(() => [])));
  const image = await loadLogo(model.logo);
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

  const layout = layoutReceipt(
    model,
    (value, size, weight) => {
      context.font = font(size, weight);
      return context.measureText(isolateValues(value)).width;
    },
    image ? { width: image.naturalWidth, height: image.naturalHeight } : null,
  );
  if (image && layout.logo) {
    context.drawImage(image, layout.logo.x, layout.logo.y, layout.logo.width, layout.logo.height);
  }
  for (const box of layout.texts) {
    context.font = font(box.size, box.weight);
    context.direction = box.rtl ? 'rtl' : 'ltr';
    context.textAlign = 'left';
    // Drawn from its left edge: the layout has already placed it at the start or the end of the line.
    context.fillText(box.drawn, box.x, box.y, box.width);
  }
  for (const y of layout.rules) {
    context.beginPath();
    context.moveTo(MARGIN, y);
    context.lineTo(A4.width - MARGIN, y);
    context.stroke();
  }

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('The receipt could not be drawn');
  return {
    jpeg: new Uint8Array(await blob.arrayBuffer()),
    width: canvas.width,
    height: canvas.height,
    texts: layout.texts,
  };
}
