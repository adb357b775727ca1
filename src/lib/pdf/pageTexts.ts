import type { PdfText } from './pdfFile';

/** Points per CSS pixel (72 per inch over 96). */
export const PT_PER_PX = 72 / 96;
/** Where the baseline sits in a text's box, from its bottom, as a share of its height (Inter, Noto Sans Arabic). */
const DESCENT = 0.2;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A line of a text node as laid out, in CSS pixels: whether a space parts it from the text before and after. */
interface Run extends Box {
  text: string;
  size: number;
  spaceBefore: boolean;
  spaceAfter: boolean;
}

/**
 * `runs` with each one that goes on the same line as the run before, next to it (an isolated value, `<bdi>`, in its
 * sentence), joined to it: one text for "N° CS-2026-00042", as it reads.
 */
function joined(runs: readonly Run[]): Run[] {
  const lines: Run[] = [];
  for (const run of runs) {
    const last = lines.at(-1);
    const middle = (run.top + run.bottom) / 2;
    const gap = Math.max(run.left, last?.left ?? 0) - Math.min(run.right, last?.right ?? 0);
    if (last && middle > last.top && middle < last.bottom && gap < 0.5 * Math.max(run.size, last.size)) {
      lines[lines.length - 1] = {
        text: `${last.text}${last.spaceAfter || run.spaceBefore ? ' ' : ''}${run.text}`,
        left: Math.min(last.left, run.left),
        right: Math.max(last.right, run.right),
        top: Math.min(last.top, run.top),
        bottom: Math.max(last.bottom, run.bottom),
        size: Math.max(last.size, run.size),
        spaceBefore: last.spaceBefore,
        spaceAfter: run.spaceAfter,
      };
    } else lines.push(run);
  }
  return lines;
}

/** True when `box` is cut away by one of `clips` (an element whose overflow is not visible, such as `sr-only`). */
const clipped = (box: Box, clips: readonly Box[]) =>
  clips.some(
    (clip) =>
      Math.min(box.right, clip.right) - Math.max(box.left, clip.left) < 1 ||
      Math.min(box.bottom, clip.bottom) - Math.max(box.top, clip.top) < 1,
  );

/**
 * The texts of `page` as laid out in the document, in reading order (the DOM's), one per line: its characters as
 * read, its box from the first to the last word of the line. Places are in points from the page's top
 * left corner plus `origin` (the page's margin on paper), for the PDF's invisible text layer (lib/pdf/pdfFile.ts).
 * Texts out of sight (hidden, or cut away like a screen reader's caption) are left out.
 */
export function pageTexts(page: HTMLElement, origin: { x: number; y: number }): PdfText[] {
  const frame = page.getBoundingClientRect();
  const clips = new Map<Element, Box | null>();
  const clipOf = (element: Element): Box | null => {
    if (!clips.has(element)) {
      const style = getComputedStyle(element);
      clips.set(
        element,
        style.overflowX !== 'visible' || style.overflowY !== 'visible'
          ? element.getBoundingClientRect()
          : null,
      );
    }
    return clips.get(element)!;
  };
  const runs: Run[] = [];
  const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const value = node.textContent ?? '';
    if (!parent || !/\S/.test(value)) continue;
    const style = getComputedStyle(parent);
    if (style.visibility !== 'visible') continue;
    const around: Box[] = [];
    for (
      let element: Element | null = parent;
      element && page.contains(element);
      element = element.parentElement
    ) {
      const clip = clipOf(element);
      if (clip) around.push(clip);
    }
    const size = parseFloat(style.fontSize);
    let line: (Box & { start: number; end: number }) | null = null;
    const flush = () => {
      if (!line) return;
      runs.push({
        ...line,
        text: value.slice(line.start, line.end),
        size,
        spaceBefore: /\s/.test(value.charAt(line.start - 1)),
        spaceAfter: /\s/.test(value.charAt(line.end)),
      });
      line = null;
    };
    for (const word of value.matchAll(/\S+/g)) {
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || clipped(box, around)) continue;
      const middle = (box.top + box.bottom) / 2;
      if (line && middle > line.top && middle < line.bottom) {
        line.left = Math.min(line.left, box.left);
        line.right = Math.max(line.right, box.right);
        line.end = word.index + word[0].length;
      } else {
        flush();
        line = {
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
          start: word.index,
          end: word.index + word[0].length,
        };
      }
    }
    flush();
  }
  return joined(runs).map((run) => ({
    text: run.text,
    x: origin.x + (run.left - frame.left) * PT_PER_PX,
    y: origin.y + (run.bottom - DESCENT * (run.bottom - run.top) - frame.top) * PT_PER_PX,
    width: (run.right - run.left) * PT_PER_PX,
    size: run.size * PT_PER_PX,
  }));
}
