/**
 * A laid-out element drawn as an A4 page by the browser itself (docs/architecture.md "Documents: print and PDF"):
 * a copy of it, each element carrying its computed style, goes into an SVG `foreignObject` with the fonts and
 * images it uses inlined, and the SVG is drawn on a canvas. The browser shapes Arabic and orders mixed scripts as on
 * screen and in print.
 *
 * Why not html-to-image, which does the same: it draws every font size rounded down, less 0.1 px (11.5 pt = 15.33 px
 * drawn at 14.9 px), so paragraphs wrap elsewhere than in print and than the text layer says (its issue #415).
 */

/** CSS pixels per millimetre (96 per inch). */
export const PX_PER_MM = 96 / 25.4;
/** A4 in millimetres. */
const A4_MM = { width: 210, height: 297 } as const;
/** Dots per inch of the drawing: readable once printed, and a page of about 200 KB. */
const DPI = 150;
/** JPEG quality of the drawing. */
const QUALITY = 0.85;

/** How the drawing is found settled: the same `STEADY` times, `CHECK_MS` apart, waiting `SETTLE_MS` at most. */
const STEADY = 5;
const CHECK_MS = 100;
const SETTLE_MS = 8000;

const XHTML = 'http://www.w3.org/1999/xhtml';

/** Properties left out of the copy: a still image has nothing to animate. */
const SKIPPED = /^(animation|transition)/;

const embedded = new Map<string, Promise<string>>();

/** `url` as a data URL (kept for the next page), or '' when it cannot be read. */
function dataUrl(url: string): Promise<string> {
  if (url.startsWith('data:')) return Promise.resolve(url);
  let data = embedded.get(url);
  if (!data) {
    data = fetch(url)
      .then((response) => (response.ok ? response.blob() : Promise.reject(new Error(response.statusText))))
      .then(
        (blob) =>
          new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
            reader.readAsDataURL(blob);
          }),
      )
      .catch(() => '');
    embedded.set(url, data);
  }
  return data;
}

const family = (name: string) => name.trim().replace(/^["']|["']$/g, '');

/** A sheet's rules, or none when it cannot be read (another origin's). */
function rulesOf(sheet: CSSStyleSheet): CSSRule[] {
  try {
    return [...sheet.cssRules];
  } catch {
    return [];
  }
}

/** Every @font-face rule of the document's style sheets, imported sheets and grouping rules included. */
function fontFaces(): CSSFontFaceRule[] {
  const faces: CSSFontFaceRule[] = [];
  const visit = (rules: readonly CSSRule[]) => {
    for (const rule of rules) {
      if (rule instanceof CSSFontFaceRule) faces.push(rule);
      else if (rule instanceof CSSImportRule && rule.styleSheet) visit(rulesOf(rule.styleSheet));
      else if (rule instanceof CSSGroupingRule) visit([...rule.cssRules]);
    }
  };
  for (const sheet of document.styleSheets) visit(rulesOf(sheet));
  return faces;
}

/**
 * The @font-face rules of the families `element` uses, each with its file inlined (WOFF2 where the rule offers it),
 * since an SVG drawn as an image loads nothing.
 */
async function fontCss(element: Element): Promise<string> {
  const used = new Set<string>();
  for (const node of [element, ...element.querySelectorAll('*')]) {
    for (const name of getComputedStyle(node).fontFamily.split(',')) used.add(family(name));
  }
  const rules = await Promise.all(
    fontFaces()
      .filter((rule) => used.has(family(rule.style.getPropertyValue('font-family'))))
      .map(async (rule) => {
        const sources = [
          ...rule.style.getPropertyValue('src').matchAll(/url\((["']?)([^"')]+)\1\)\s*(format\([^)]*\))?/g),
        ];
        const source = sources.find((match) => /woff2/.test(match[3] ?? '')) ?? sources[0];
        if (!source) return '';
        const base = rule.parentStyleSheet?.href ?? document.baseURI;
        const data = await dataUrl(new URL(source[2]!, base).href);
        return data ? rule.cssText.replace(/src:[^;]*;/, `src: url("${data}");`) : '';
      }),
  );
  return rules.join('\n');
}

/** Writes every computed property of `source` on `copy`'s own style. */
function copyStyle(source: CSSStyleDeclaration, copy: CSSStyleDeclaration): void {
  for (let index = 0; index < source.length; index += 1) {
    const name = source.item(index);
    if (!SKIPPED.test(name))
      copy.setProperty(name, source.getPropertyValue(name), source.getPropertyPriority(name));
  }
}

/** The rule drawing `element`'s ::before or ::after on its copy, marked with `mark`, or '' when it has none. */
function pseudoRule(element: Element, pseudo: '::before' | '::after', mark: string): string {
  const style = getComputedStyle(element, pseudo);
  if (['none', 'normal', ''].includes(style.getPropertyValue('content'))) return '';
  const declarations: string[] = [];
  for (let index = 0; index < style.length; index += 1) {
    const name = style.item(index);
    if (!SKIPPED.test(name)) declarations.push(`${name}: ${style.getPropertyValue(name)};`);
  }
  return `[data-pdf-mark="${mark}"]${pseudo} { ${declarations.join(' ')} }`;
}

/**
 * A copy of `source` and what it holds, each element with its computed style written on it, its images and
 * backgrounds to be inlined (`pending`), its pseudo-elements as rules (`rules`).
 */
function styledCopy(source: Element, rules: string[], pending: Array<Promise<void>>): Node {
  if (source instanceof HTMLCanvasElement) {
    const image = document.createElement('img');
    image.src = source.toDataURL();
    copyStyle(getComputedStyle(source), image.style);
    return image;
  }
  const copy = source.cloneNode(false) as Element;
  const style = getComputedStyle(source);
  if (copy instanceof HTMLElement || copy instanceof SVGElement) copyStyle(style, copy.style);
  for (const pseudo of ['::before', '::after'] as const) {
    const rule = pseudoRule(source, pseudo, String(rules.length));
    if (rule) {
      copy.setAttribute('data-pdf-mark', String(rules.length));
      rules.push(rule);
    }
  }
  if (copy instanceof HTMLImageElement && source instanceof HTMLImageElement) {
    copy.removeAttribute('srcset');
    copy.removeAttribute('loading');
    pending.push(
      dataUrl(source.currentSrc || source.src).then((data) => {
        if (data) copy.src = data;
        else copy.removeAttribute('src');
      }),
    );
  }
  const background = /url\((["']?)([^"')]+)\1\)/.exec(style.backgroundImage);
  if (background && copy instanceof HTMLElement) {
    pending.push(
      dataUrl(new URL(background[2]!, document.baseURI).href).then((data) => {
        copy.style.backgroundImage = data ? `url("${data}")` : 'none';
      }),
    );
  }
  for (const child of source.childNodes) {
    if (child instanceof Element) copy.appendChild(styledCopy(child, rules, pending));
    else if (child.nodeType === Node.TEXT_NODE) copy.appendChild(child.cloneNode());
  }
  return copy;
}

/** The drawing of `context`'s whole canvas, as 32-bit pixels. */
function pixels(context: CanvasRenderingContext2D): Uint32Array {
  return new Uint32Array(context.getImageData(0, 0, context.canvas.width, context.canvas.height).data.buffer);
}

const equal = (a: Uint32Array, b: Uint32Array) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Draws `image` on white, once it no longer changes. The fonts of an SVG drawn as an image load after it is decoded
 * (a large face such as the Arabic one a few hundred milliseconds later, its text drawn meanwhile in a fallback
 * face, which wraps elsewhere) and nothing tells when: the drawing is taken again until it has stayed the same for
 * `STEADY` checks `CHECK_MS` apart, `SETTLE_MS` at most.
 */
async function drawSettled(image: HTMLImageElement, context: CanvasRenderingContext2D): Promise<void> {
  const draw = () => {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, context.canvas.width, context.canvas.height);
    context.drawImage(image, 0, 0, context.canvas.width, context.canvas.height);
    return pixels(context);
  };
  let last = draw();
  let steady = 0;
  for (let waited = 0; steady < STEADY && waited < SETTLE_MS; waited += CHECK_MS) {
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
    const next = draw();
    steady = equal(last, next) ? steady + 1 : 0;
    last = next;
  }
}

/** An A4 page's size in CSS pixels, and its drawing's in pixels. */
export function a4Pixels(): { css: { width: number; height: number }; width: number; height: number } {
  return {
    css: { width: A4_MM.width * PX_PER_MM, height: A4_MM.height * PX_PER_MM },
    width: Math.round((A4_MM.width / 25.4) * DPI),
    height: Math.round((A4_MM.height / 25.4) * DPI),
  };
}

/**
 * `page`, laid out in the document (its width is the printed one), drawn on a white A4 page with its top left
 * corner `margin` millimetres from the page's, cut at the page's foot; a JPEG, with its size in pixels.
 */
export async function pageImage(
  page: HTMLElement,
  margin: number,
): Promise<{ jpeg: Uint8Array; width: number; height: number }> {
  const size = a4Pixels();
  const rules: string[] = [];
  const pending: Array<Promise<void>> = [];
  const copy = styledCopy(page, rules, pending) as HTMLElement;
  // The page itself sits at the margin, whatever placed it in the document.
  Object.assign(copy.style, { margin: '0', position: 'static', transform: 'none' });
  const sheet = document.createElement('style');
  sheet.textContent = `${await fontCss(page)}\n${rules.join('\n')}`;
  await Promise.all(pending);
  const frame = document.createElementNS(XHTML, 'div') as HTMLDivElement;
  frame.setAttribute('lang', page.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang);
  Object.assign(frame.style, {
    boxSizing: 'border-box',
    width: `${size.css.width}px`,
    height: `${size.css.height}px`,
    padding: `${margin * PX_PER_MM}px`,
    overflow: 'hidden',
    background: '#fff',
  });
  frame.append(sheet, copy);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" ` +
    `viewBox="0 0 ${size.css.width} ${size.css.height}"><foreignObject x="0" y="0" width="100%" height="100%">` +
    `${new XMLSerializer().serializeToString(frame)}</foreignObject></svg>`;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas');
  await drawSettled(image, context);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  if (!blob) throw new Error('The page could not be drawn');
  return { jpeg: new Uint8Array(await blob.arrayBuffer()), width: size.width, height: size.height };
}
