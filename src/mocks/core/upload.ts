import { HttpResponse } from 'msw';
import { invalidRequest } from './staffScope.ts';

/** A refused upload, its code under the `file` field (docs/api.md "Uploads"). */
export function refuseFile(message: string, code: string, status = 422) {
  return HttpResponse.json({ message, code, errors: { file: code } }, { status });
}

/**
 * The one `file` of a multipart request and its bytes, or the refusal: 400 without a multipart body, 422 `NO_FILE`,
 * 413 `FILE_TOO_LARGE` over `maxBytes`. What the file holds is the caller's to check, by its bytes.
 */
export async function oneUpload(
  request: Request,
  maxBytes: number,
): Promise<{ type: string; bytes: Uint8Array } | Response> {
  const form = await request.formData().catch(() => null);
  if (!form) return invalidRequest('Multipart body expected');
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
