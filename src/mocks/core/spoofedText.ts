import { getResponse, http, type RequestHandler } from 'msw';
import { hasBidiControls, stripBidiControls, withoutBidiControls } from '../../domain/bidi.ts';
import { formParts, multipart } from './multipart.ts';

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
    // An unreadable form is left to the handler, which answers 400 MALFORMED_BODY after the token (core/upload.ts).
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    if (!form) return null;
    const parts = await formParts(form);
    if (!parts.some((part) => hasBidiControls('value' in part ? part.value : part.file.name))) return null;
    const clean = parts.map((part) =>
      'value' in part
        ? { ...part, value: stripBidiControls(part.value) }
        : { ...part, file: { ...part.file, name: stripBidiControls(part.file.name) } },
    );
    const { type, bytes } = multipart(clean);
    const headers = headersOf(request, true);
    headers.set('Content-Type', type);
    return new Request(request.url, { method: request.method, headers, body: bytes });
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
