import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@tailwindcss/node';

/**
 * The app's own stylesheet as the build makes it: src/index.css compiled by Tailwind (with the design tokens of
 * tailwind.config.ts that it names through `@config`), for the utility classes `candidates`. jsdom applies no CSS, so
 * tests that must know what a class does at a given width (breakpoints, sizes, colours) read it here.
 * @example const css = await appCss(['hidden', 'xl:inline']);
 */
export async function appCss(candidates: readonly string[]): Promise<string> {
  const src = join(process.cwd(), 'src');
  compiler ??= compile(readFileSync(join(src, 'index.css'), 'utf8'), {
    base: src,
    onDependency: () => undefined,
  });
  // The compiler keeps the classes of earlier builds: each build is the stylesheet of those and these.
  return (await compiler).build([...candidates]);
}

/** Compiled once per test file. */
let compiler: ReturnType<typeof compile> | null = null;

/** One style rule of a stylesheet: its selector, the at-rules around it (outermost first), its declarations. */
export interface CssRule {
  selector: string;
  at: string[];
  declarations: Record<string, string>;
}

function declarationsOf(text: string): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const part of text.split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0) declarations[part.slice(0, colon).trim()] = part.slice(colon + 1).trim();
  }
  return declarations;
}

/** The style rules of `css` in their order (nested rules and at-rules unfolded), without comments. */
export function cssRules(css: string): CssRule[] {
  const rules: CssRule[] = [];
  const stack: { head: string; declarations: string }[] = [];
  let buffer = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      // What precedes the last `;` is the enclosing block's declarations, the rest is this block's head.
      const cut = buffer.lastIndexOf(';');
      if (stack.length > 0) stack[stack.length - 1]!.declarations += buffer.slice(0, cut + 1);
      stack.push({ head: buffer.slice(cut + 1).trim(), declarations: '' });
      buffer = '';
    } else if (char === '}') {
      const block = stack.pop();
      if (block && !block.head.startsWith('@')) {
        rules.push({
          selector: block.head,
          at: stack.map((outer) => outer.head).filter((head) => head.startsWith('@')),
          declarations: declarationsOf(block.declarations + buffer),
        });
      }
      buffer = '';
    } else {
      buffer += char;
    }
  }
  return rules;
}

/** The selector Tailwind writes for the utility class `name` (`xl:inline` -> `.xl\:inline`). */
export function classSelector(name: string): string {
  return `.${name.replace(/[^a-zA-Z0-9_-]/g, '\\$&')}`;
}

/** Whether every `(width >= Npx)` / `(min-width: Npx)` condition of `at` holds at `width` px (others: never). */
function holdsAt(at: readonly string[], width: number): boolean {
  return at.every((rule) => {
    if (rule.startsWith('@layer')) return true;
    const min = /^@media \((?:width >= |min-width: )(\d+)px\)$/.exec(rule);
    return min !== null && width >= Number(min[1]);
  });
}

/**
 * The value of `property` that the classes `classNames` (an element's className) give it in a window `width` px
 * wide, by the app's compiled CSS: the last matching rule wins (Tailwind writes its utilities in cascade order,
 * the breakpoint variants after the plain ones, the smaller breakpoints first). Undefined when none sets it.
 * @example await styleAt('hidden xl:inline', 'display', 1280) // 'inline'
 */
export async function styleAt(
  classNames: string,
  property: string,
  width: number,
): Promise<string | undefined> {
  const classes = classNames.split(/\s+/).filter(Boolean);
  const selectors = new Set(classes.map(classSelector));
  let value: string | undefined;
  for (const rule of cssRules(await appCss(classes))) {
    if (!selectors.has(rule.selector) || !holdsAt(rule.at, width)) continue;
    value = rule.declarations[property] ?? value;
  }
  return value;
}

/**
 * The min-width, in px, at which Tailwind's variant `name` (sm, md, lg, xl) applies in the app's CSS.
 * @example await breakpoint('md') // 768
 */
export async function breakpoint(name: string): Promise<number> {
  const selector = classSelector(`${name}:flex`);
  const rule = cssRules(await appCss([`${name}:flex`])).find((candidate) => candidate.selector === selector);
  const media = rule?.at.map((at) => /^@media \(width >= (\d+)px\)$/.exec(at)).find(Boolean);
  if (!media) throw new Error(`no breakpoint ${name} in the app's CSS`);
  return Number(media[1]);
}
