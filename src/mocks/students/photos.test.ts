// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { crc32, inflateSync } from 'node:zlib';
import { db } from '../core/db.ts';
import { SIGNATURES, seededPortrait } from './photos.ts';

const API = 'http://localhost:3000/api';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function put(id: number, token: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return fetch(`${API}/students/${id}/photo?year=2`, {
    method: 'PUT',
    headers: { Authorization: token },
    body: form,
  });
}

const get = (id: number, token: string | null) =>
  fetch(`${API}/students/${id}/photo?year=2`, { headers: token ? { Authorization: token } : {} });

describe('seeded portrait', () => {
  it("is a well-formed PNG: every chunk's CRC holds and its pixels inflate to 64 rows of 64", () => {
    const png = seededPortrait(7);
    const view = new DataView(png.buffer, png.byteOffset);
    const chunks: string[] = [];
    let idat = new Uint8Array();
    for (let at = 8; at < png.length;) {
      const length = view.getUint32(at);
      const type = String.fromCharCode(...png.slice(at + 4, at + 8));
      const body = png.slice(at + 4, at + 8 + length);
      expect(view.getUint32(at + 8 + length), type).toBe(crc32(body));
      if (type === 'IDAT') idat = png.slice(at + 8, at + 8 + length);
      chunks.push(type);
      at += 12 + length;
    }
    expect(chunks).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    const pixels = inflateSync(idat);
    expect(pixels.length).toBe(64 * 65);
    // Two colours: the background and the silhouette.
    expect(new Set(pixels.filter((_, i) => i % 65 !== 0))).toEqual(new Set([0, 1]));
    // One picture per colour, made once.
    expect(seededPortrait(13)).toBe(seededPortrait(7));
  });
});

describe('student photo (docs/api.md "Student photo")', () => {
  it("gives the seeded stand-in (a PNG, as the API's photos are), 404 when there is none; the list says which have one", async () => {
    const token = await demoToken('admin');
    const withPhoto = db.data.students.find((s) => s.branchId === 1 && s.hasPhoto)!;
    const seeded = await get(withPhoto.studentid, token);
    expect(seeded.status).toBe(200);
    expect(seeded.headers.get('Content-Type')).toBe('image/png');
    expect(seeded.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const png = new Uint8Array(await seeded.arrayBuffer());
    // The signature of the type it claims, which the portal's own upload check asks of a photo.
    expect(SIGNATURES['image/png']!(png)).toBe(true);
    const view = new DataView(png.buffer);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([64, 64]);
    const without = db.data.students.find((s) => s.branchId === 1 && !s.hasPhoto)!;
    expect((await get(without.studentid, token)).status).toBe(404);
    const list = (await (
      await fetch(`${API}/students?branch=1&year=2&pageSize=200`, { headers: { Authorization: token } })
    ).json()) as { items: Array<{ hasPhoto: boolean }> };
    expect(list.items.some((row) => row.hasPhoto)).toBe(true);
    expect(list.items.some((row) => !row.hasPhoto)).toBe(true);
  });

  it('replaces the photo with an uploaded image (given back byte for byte), then removes it', async () => {
    const token = await demoToken('admin');
    const student = db.data.students.find((s) => s.branchId === 1 && !s.hasPhoto)!;
    const saved = await put(student.studentid, token, new File([PNG], 'photo.png', { type: 'image/png' }));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ hasPhoto: true });
    const photo = await get(student.studentid, token);
    expect(photo.headers.get('Content-Type')).toBe('image/png');
    expect([...new Uint8Array(await photo.arrayBuffer())]).toEqual([...PNG]);
    const removed = await fetch(`${API}/students/${student.studentid}/photo?year=2`, {
      method: 'DELETE',
      headers: { Authorization: token },
    });
    expect(await removed.json()).toEqual({ hasPhoto: false });
    expect((await get(student.studentid, token)).status).toBe(404);
  });

  it('accepts images only, checked by type and by content, 2 MB at most', async () => {
    const token = await demoToken('admin');
    const html = await put(
      101,
      token,
      new File(['<script>alert(1)</script>'], 'x.html', { type: 'text/html' }),
    );
    expect(html.status).toBe(422);
    expect(await html.json()).toMatchObject({
      code: 'UNSUPPORTED_TYPE',
      errors: { file: 'UNSUPPORTED_TYPE' },
    });
    // Said to be a PNG, but is not one.
    const disguised = await put(
      101,
      token,
      new File(['<svg onload=alert(1)>'], 'x.png', { type: 'image/png' }),
    );
    expect(disguised.status).toBe(422);
    const svg = await put(101, token, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
    expect(svg.status).toBe(422);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await put(101, token, new File([big], 'big.png', { type: 'image/png' }))).status).toBe(413);
  });

  it('is for staff who may see the student: 403 to a parent, 401 without a session', async () => {
    const withPhoto = db.data.students.find((s) => s.branchId === 1 && s.hasPhoto)!;
    expect((await get(withPhoto.studentid, await demoToken('parent'))).status).toBe(403);
    expect((await get(withPhoto.studentid, null)).status).toBe(401);
    const file = new File([PNG], 'p.png', { type: 'image/png' });
    expect((await put(withPhoto.studentid, await demoToken('parent'), file)).status).toBe(403);
  });
});
