// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { multipart } from './multipart.ts';
import { readForm } from './upload.ts';

/**
 * Malformed multipart bodies (docs/api.md "Uploads"): a body cut in the middle is a 400 `MALFORMED_BODY` once the
 * token is checked, and the session error without one; never a 500, whichever multipart endpoint it is sent to.
 */
const API = 'http://localhost:3000/api';

/** Every multipart endpoint of the demo API. */
const MULTIPART_ENDPOINTS: Array<[method: string, path: string]> = [
  ['POST', 'requests?branch=1&year=2'],
  ['POST', 'chat/conversations/1/messages'],
  ['POST', 'students/101/documents?year=2'],
  ['PUT', 'students/101/photo?year=2'],
  ['POST', 'transport/expenses?branch=1&year=2'],
  ['POST', 'userprofilepicture'],
  ['PUT', 'education/teachers/1/photo?year=2'],
  ['PUT', 'school/identity/logo?branch=1&year=2'],
  ['POST', 'lost-items?branch=1&year=2'],
];

/** A browser's multipart body (a text field and a PDF), cut in the middle of the file. */
function cutBody(): { type: string; bytes: Uint8Array<ArrayBuffer> } {
  const { type, bytes } = multipart([
    { name: 'studentId', value: '101' },
    {
      name: 'file',
      file: {
        name: 'certificat.pdf',
        type: 'application/pdf',
        bytes: new TextEncoder().encode('%PDF-1.4 ' + 'x'.repeat(200)),
      },
    },
  ]);
  return { type, bytes: bytes.slice(0, Math.floor(bytes.length / 2)) };
}

async function send(method: string, path: string, token: string | null) {
  const { type, bytes } = cutBody();
  const headers: Record<string, string> = { 'Content-Type': type, 'Idempotency-Key': `cut-${Math.random()}` };
  if (token) headers.Authorization = token;
  const answer = await fetch(`${API}/${path}`, { method, headers, body: bytes });
  return { status: answer.status, body: (await answer.json()) as unknown };
}

describe('a multipart body cut in the middle', () => {
  it('readForm answers 400 MALFORMED_BODY for a raw Request whose body is cut, INVALID_REQUEST when not multipart', async () => {
    const { type, bytes } = cutBody();
    const cut = await readForm(
      new Request(`${API}/x`, { method: 'POST', headers: { 'Content-Type': type }, body: bytes }),
    );
    expect(cut).toBeInstanceOf(Response);
    expect((cut as Response).status).toBe(400);
    expect(await (cut as Response).json()).toEqual({
      message: 'Malformed multipart body',
      code: 'MALFORMED_BODY',
    });
    const json = await readForm(new Request(`${API}/x`, { method: 'POST', body: '{}' }));
    expect(await (json as Response).json()).toMatchObject({ code: 'INVALID_REQUEST' });
  });

  it.each(MULTIPART_ENDPOINTS)(
    '%s %s: 401 without a token, 400 MALFORMED_BODY with one, never a 500',
    async (method, path) => {
      expect(await send(method, path, null)).toEqual({ status: 401, body: { message: 'Token is null' } });
      expect(await send(method, path, 'not-a-token')).toEqual({
        status: 401,
        body: { message: 'Token expired or invalid' },
      });
      expect(await send(method, path, await demoToken('admin'))).toEqual({
        status: 400,
        body: { message: 'Malformed multipart body', code: 'MALFORMED_BODY' },
      });
    },
  );
});
