/**
 * The body of a piece of news is plain text (docs/api.md "News"): paragraphs separated by a blank line, lists of
 * lines starting with "- ", "* " or "1. ", links written as a bare address or `[label](address)`. It is parsed here
 * into blocks that `NewsBody` renders as React elements: the author's text is never markup, and only http(s) and
 * mailto addresses become links (anything else, `javascript:` included, stays text).
 */

export type Inline =
  { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string } | { kind: 'break' };

export type Block =
  { kind: 'paragraph'; inlines: Inline[] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:'];

/** The address if it is an http(s) or mailto link, else null. */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return SAFE_PROTOCOLS.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,2000})\)|\b(https?:\/\/[^\s<>()"]+|mailto:[^\s<>()"]+)/gi;
const TRAILING = /[.,;:!?»"']+$/;

/** The inline parts of one line: text and the safe links in it. */
export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  const text = (value: string) => {
    if (!value) return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  let at = 0;
  for (const match of line.matchAll(LINK)) {
    text(line.slice(at, match.index));
    const [whole, label, target, bare] = match;
    if (bare !== undefined) {
      const trailing = TRAILING.exec(bare)?.[0] ?? '';
      const address = bare.slice(0, bare.length - trailing.length);
      const href = safeHref(address);
      if (href) parts.push({ kind: 'link', href, text: address });
      else text(address);
      text(trailing);
    } else {
      const href = safeHref(target ?? '');
      if (href) parts.push({ kind: 'link', href, text: label ?? href });
      else text(whole);
    }
    at = (match.index ?? 0) + whole.length;
  }
  text(line.slice(at));
  return parts;
}

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,3}[.)]\s+(.*)$/;

/** The blocks of a body: paragraphs (a single line break kept as a break) and lists. */
export function parseNewsBody(body: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') {
      current = null;
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (current?.kind !== 'list' || current.ordered !== ordered) {
        current = { kind: 'list', ordered, items: [] };
        blocks.push(current);
      }
      current.items.push(parseInline(item[1] ?? ''));
    } else if (current?.kind === 'paragraph') {
      current.inlines.push({ kind: 'break' }, ...parseInline(line));
    } else {
      current = { kind: 'paragraph', inlines: parseInline(line) };
      blocks.push(current);
    }
  }
  return blocks;
}

/** The first words of a body as one line of plain text (list markers and link syntax removed). */
export function excerpt(body: string, max = 140): string {
  const flat = parseNewsBody(body)
    .flatMap((block) => (block.kind === 'paragraph' ? [block.inlines] : block.items))
    .map((inlines) => inlines.map((inline) => (inline.kind === 'break' ? ' ' : inline.text)).join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
