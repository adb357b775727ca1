// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/**
 * A parent's request attachments are uploads by content (docs/api.md "Uploads" and "POST requests"): typed by their
 * first bytes, never by their name or declared type, stored and served under the detected type, the stored name's
 * extension following it.
 */
const API = 'http://localhost:3000/api';
/** The parent's child in Casablanca (seed). */
const CHILD = 101;
const PDF = '%PDF-1.4 certificat';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function typeOf(kind: string) {
  return db.data.requests.types.find((type) => type.branchId === 1 && type.kind === kind)!;
}

function absence(files: Array<[field: string, file: File]>): FormData {
  const form = new FormData();
  form.append('studentId', String(CHILD));
  form.append('typeId', String(typeOf('absence').id));
  form.append('text', 'Absence de lundi.');
  form.append('answers', JSON.stringify({ from: '2025-01-06', to: '2025-01-07' }));
  for (const [field, file] of files) form.append(field, file);
  return form;
}

let keys = 0;
async function send(form: FormData) {
  const token = await demoToken('parent');
  const answer = await fetch(`${API}/requests?branch=1&year=2`, {
    method: 'POST',
    headers: { Authorization: token, 'Idempotency-Key': `attachments-${(keys += 1)}` },
    body: form,
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

type Attachment = { path: string; name: string; mimeType: string };

describe('request attachments, typed by their bytes', () => {
  it('refuses an HTML page declared application/pdf and an SVG declared image/png (422 UNSUPPORTED_TYPE), storing nothing', async () => {
    const before = db.data.requests.items.length;
    const page = new File(['<!doctype html><script>alert(1)</script>'], 'certificat.pdf', {
      type: 'application/pdf',
    });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'scan.png', {
      type: 'image/png',
    });
    for (const [field, file] of [
      ['files', page],
      ['files', svg],
      ['field:proof', page],
      ['field:proof', svg],
    ] as const) {
      const refused = await send(absence([[field, file]]));
      expect(refused, `${field} ${file.name}`).toMatchObject({
        status: 422,
        body: { code: 'UNSUPPORTED_TYPE' },
      });
    }
    expect(db.data.requests.items.length).toBe(before);
  });

  it('stores and serves a file under its detected type, its name taking that type’s extension', async () => {
    const created = await send(
      absence([
        ['field:proof', new File([PDF], 'certificat.html', { type: 'text/html' })],
        ['files', new File([PNG], 'photo.pdf', { type: 'application/pdf' })],
        ['files', new File(['Bonjour, voici le mot.'], 'mot.html', { type: 'text/html' })],
      ]),
    );
    expect(created.status).toBe(201);
    const attachments = created.body.attachments as Attachment[];
    expect(attachments).toMatchObject([
      { name: 'certificat.pdf', mimeType: 'application/pdf' },
      { name: 'photo.png', mimeType: 'image/png' },
      { name: 'mot.txt', mimeType: 'text/plain' },
    ]);
    expect(attachments.every((attachment) => !attachment.path.endsWith('.html'))).toBe(true);
    expect(created.body.answers).toEqual(
      expect.arrayContaining([
        {
          key: 'proof',
          label_fr: expect.any(String),
          label_ar: expect.any(String),
          kind: 'file',
          value: 'certificat.pdf',
        },
      ]),
    );

    const token = await demoToken('parent');
    const served = await fetch(`${API}/requests/files?path=${encodeURIComponent(attachments[2]!.path)}`, {
      headers: { Authorization: token },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('text/plain');
    expect(served.headers.get('Content-Disposition')).toBe("attachment; filename*=UTF-8''mot.txt");
  });
});
