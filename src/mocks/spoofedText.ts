import { getResponse, http, type RequestHandler } from 'msw';
import { hasBidiControls, stripBidiControls, withoutBidiControls } from '../domain/bidi.ts';

type Part =
  { name: string; text: string } | { name: string; fileName: string; type: string; bytes: Uint8Array };

/**
 * A multipart body written out as bytes (RFC 7578), so it does not depend on whose FormData and File classes the
 * request was parsed with (Node's under the dev server, jsdom's beside Node's under Vitest).
 */
function multipart(parts: Part[]): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----demo-${crypto.randomUUID()}`;
  const encoder = new TextEncoder();
  const quoted = (value: string) => value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const head =
      'text' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"; filename="${quoted(part.fileName)}"\r\nContent-Type: ${part.type || 'application/octet-stream'}\r\n\r\n`;
    chunks.push(
      encoder.encode(head),
      'text' in part ? encoder.encode(part.text) : part.bytes,
      encoder.encode('\r\n'),
    );
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(new ArrayBuffer(chunks.reduce((size, chunk) => size + chunk.length, 0)));
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The request's headers, copied one by one: an intercepted request's are not always a Headers of this realm. */
function headersOf(request: Request, withoutContentType: boolean): Headers {
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!withoutContentType || name.toLowerCase() !== 'content-type') headers.set(name, value);
  });
  return headers;
}

/** The request with every text it carries (JSON strings, form fields, file names) stripped of bidi controls, or
 * null when it held none. */
async function cleaned(request: Request): Promise<Request | null> {
  if (/multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) {
    const form = await request.clone().formData();
    let changed = false;
    const parts: Part[] = [];
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') {
        const text = stripBidiControls(value);
        changed ||= text !== value;
        parts.push({ name, text });
      } else {
        const fileName = stripBidiControls(value.name);
        changed ||= fileName !== value.name;
        parts.push({ name, fileName, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) });
      }
    }
    if (!changed) return null;
    const { body, contentType } = multipart(parts);
    const headers = headersOf(request, true);
    headers.set('Content-Type', contentType);
    return new Request(request.url, { method: request.method, headers, body });
  }
  const text = await request.clone().text();
  if (!text || !hasBidiControls(text)) return null;
  let body: string;
  try {
    body = JSON.stringify(withoutBidiControls(JSON.parse(text) as unknown));
  } catch {
    body = stripBidiControls(text);
  }
  return new Request(request.url, { method: request.method, headers: headersOf(request, false), body });
}

/**
 * Spoofed text (docs/api.md "Text"), once for every handler: the bidirectional controls of whatever a user sends
 * (names, messages, notes, file names) are removed before any handler reads it, so nothing stored can display
 * in another order than it is written.
 * @example export const handlers = withoutSpoofedText(withIdempotency([...authHandlers]));
 */
export function withoutSpoofedText(handlers: RequestHandler[]): RequestHandler[] {
  return [
    http.all('*/api/*', async ({ request }) => {
      if (request.method === 'GET' || request.method === 'HEAD') return undefined;
      const clean = await cleaned(request);
      return clean ? getResponse(handlers, clean) : undefined;
    }),
    ...handlers,
  ];
}
