import { http, HttpResponse, type RequestHandler } from 'msw';
import { authenticate } from './session.ts';
import { invalidRequest } from './staffScope.ts';

/** A refused upload, its code under the `file` field (docs/api.md "Uploads"). */
export function refuseFile(message: string, code: string, status = 422) {
  return HttpResponse.json({ message, code, errors: { file: code } }, { status });
}

const isMultipart = (request: Request) =>
  /multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '');

/** 400 `MALFORMED_BODY`: a multipart body that cannot be read to its end (cut short, a wrong boundary). */
export function malformedBody() {
  return invalidRequest('Malformed multipart body', 'MALFORMED_BODY');
}

/**
 * The form of a multipart request, or the refusal (docs/api.md "Uploads"): 400 `INVALID_REQUEST` when the body is
 * not multipart, 400 `MALFORMED_BODY` when it cannot be read. Called once the caller is authenticated.
 */
export async function readForm(request: Request): Promise<FormData | Response> {
  if (!isMultipart(request)) return invalidRequest('Multipart body expected');
  const form = await request.formData().catch(() => null);
  return form ?? malformedBody();
}

/**
 * Malformed multipart bodies (docs/api.md "Uploads"), once for every handler and before the machinery that reads
 * forms (core/names.ts, core/spoofedText.ts, core/idempotency.ts): a write whose multipart body cannot be read
 * (cut in the middle, a wrong boundary) is answered the session error without a valid token, else 400
 * `MALFORMED_BODY`; never a 500, never before the token is checked.
 * @example export const handlers = withReadableForms(withPlainNames(moduleHandlers));
 */
export function withReadableForms(handlers: RequestHandler[]): RequestHandler[] {
  return [
    http.all('*/api/*', async ({ request }) => {
      if (request.method === 'GET' || request.method === 'HEAD' || !isMultipart(request)) return undefined;
      const readable = await request
        .clone()
        .formData()
        .then(
          () => true,
          () => false,
        );
      if (readable) return undefined;
      const user = authenticate(request);
      return user instanceof Response ? user : malformedBody();
    }),
    ...handlers,
  ];
}

/**
 * The one `file` of a multipart request and its bytes, or the refusal: 400 without a readable multipart body
 * (`readForm`), 422 `NO_FILE`, 413 `FILE_TOO_LARGE` over `maxBytes`. What the file holds is the caller's to check,
 * by its bytes.
 */
export async function oneUpload(
  request: Request,
  maxBytes: number,
): Promise<{ type: string; bytes: Uint8Array } | Response> {
  const form = await readForm(request);
  if (form instanceof Response) return form;
  const file = form.get('file');
  // Duck-typed: under Vitest the global File is jsdom's, while the parsed form holds Node's.
  const upload = typeof file === 'object' && file !== null && 'arrayBuffer' in file ? file : null;
  if (!upload) return refuseFile('Required', 'NO_FILE');
  if (upload.size > maxBytes) return refuseFile('File too large', 'FILE_TOO_LARGE', 413);
  return { type: upload.type, bytes: new Uint8Array(await upload.arrayBuffer()) };
}

/** Bytes as base64, as the demo data keeps files. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
