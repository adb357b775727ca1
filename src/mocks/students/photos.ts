import { http, HttpResponse } from 'msw';
import { PHOTO_RULES } from '../../domain/attachments.ts';
import { db } from '../core/db.ts';
import type { DemoStudent } from '../school/index.ts';
import { staffStudent } from './student.ts';
import { oneUpload, refuseFile, toBase64 } from '../core/upload.ts';

/** docs/api.md "Student photo": JPEG, PNG or WebP, 2 MB at most, checked by type and by the file's first bytes. */
export { PHOTO_RULES };

/** The first bytes of each accepted type (a photo of a student or a teacher). */
export const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

const COLOURS: Array<[number, number, number]> = [
  [0x1e, 0x48, 0xec],
  [0x0f, 0x76, 0x6e],
  [0xb4, 0x53, 0x09],
  [0x7c, 0x3a, 0xed],
  [0xbe, 0x12, 0x3c],
  [0x04, 0x78, 0x57],
];

/** Side of a seeded portrait, in pixels: sharp in a list's 36 px disc, soft in the record's 96 px one. */
const SIDE = 64;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function bigEndian(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function pngChunk(type: string, data: number[] | Uint8Array): number[] {
  const body = Uint8Array.from([...type].map((char) => char.charCodeAt(0)).concat(Array.from(data)));
  return [...bigEndian(data.length), ...body, ...bigEndian(crc32(body))];
}

/**
 * A PNG of `SIDE` pixels: a person's silhouette (head and shoulders, a quarter white) on `colour`. Two palette
 * colours, the pixels in one stored (uncompressed) deflate block: no image library needed.
 */
function silhouettePng([red, green, blue]: [number, number, number]): Uint8Array {
  const light = (value: number) => Math.round(value + (255 - value) * 0.25);
  const rows: number[] = [];
  for (let y = 0; y < SIDE; y += 1) {
    rows.push(0); // no filter
    for (let x = 0; x < SIDE; x += 1) {
      const head = (x - 32) ** 2 + (y - 25) ** 2 <= 12 ** 2;
      const shoulders = y >= 43 && ((x - 32) / 22) ** 2 + ((y - 64) / 21) ** 2 <= 1;
      rows.push(head || shoulders ? 1 : 0);
    }
  }
  let a = 1;
  let b = 0;
  for (const byte of rows) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const length = rows.length;
  const zlib = [
    0x78,
    0x01,
    0x01,
    length & 0xff,
    length >>> 8,
    ~length & 0xff,
    (~length >>> 8) & 0xff,
    ...rows,
  ];
  zlib.push(...bigEndian(((b << 16) | a) >>> 0));
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', [...bigEndian(SIDE), ...bigEndian(SIDE), 8, 3, 0, 0, 0]),
    ...pngChunk('PLTE', [red, green, blue, light(red), light(green), light(blue)]),
    ...pngChunk('IDAT', zlib),
    ...pngChunk('IEND', []),
  ]);
}

const portraits = new Map<number, Uint8Array>();

/**
 * The demo's stand-in for a seeded photo (the data set holds no pictures): a PNG, as the API's photos are (docs/api.md
 * "Student photo": JPEG, PNG or WebP), of a silhouette on a colour of the person's own (a student's, a teacher's).
 * A raster picture, as a real photo is: the browser decodes it off the page's main thread.
 */
export function seededPortrait(id: number): Uint8Array {
  const colour = id % COLOURS.length;
  let png = portraits.get(colour);
  if (!png) {
    png = silhouettePng(COLOURS[colour]!);
    portraits.set(colour, png);
  }
  return png;
}

/**
 * A person's photo as the API answers it (a student's, a teacher's): the stored file `key` with its type, or the
 * seeded portrait of `id` when none was uploaded (the data set holds no pictures). Private, never sniffed.
 */
export function photoAnswer(id: number, key: string | undefined): HttpResponse<Uint8Array> {
  const headers = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' };
  if (!key)
    return new HttpResponse(seededPortrait(id), { headers: { ...headers, 'Content-Type': 'image/png' } });
  const type = key.endsWith('.png') ? 'image/png' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
  const bytes = Uint8Array.from(atob(db.data.files[key] ?? ''), (char) => char.charCodeAt(0));
  return new HttpResponse(bytes, { headers: { ...headers, 'Content-Type': type } });
}

function photoKey(student: DemoStudent): string | undefined {
  return Object.keys(db.data.files).find((key) => key.startsWith(`photos/${student.studentid}.`));
}

function noPhoto() {
  return HttpResponse.json({ message: 'No photo' }, { status: 404 });
}

export const studentPhotoHandlers = [
  http.get('*/api/students/:id/photo', ({ request, params }) => {
    const access = staffStudent(request, params.id);
    if (access instanceof Response) return access;
    const { student } = access;
    if (!student.hasPhoto) return noPhoto();
    return photoAnswer(student.studentid, photoKey(student));
  }),

  http.put('*/api/students/:id/photo', async ({ request, params }) => {
    const access = staffStudent(request, params.id);
    if (access instanceof Response) return access;
    const upload = await oneUpload(request, PHOTO_RULES.maxBytes);
    if (upload instanceof Response) return upload;
    const { bytes } = upload;
    const signature = SIGNATURES[upload.type];
    if (!signature || !signature(bytes)) return refuseFile('JPEG, PNG or WebP only', 'UNSUPPORTED_TYPE');
    const { student } = access;
    const previous = photoKey(student);
    if (previous) delete db.data.files[previous];
    const extension = upload.type === 'image/png' ? 'png' : upload.type === 'image/webp' ? 'webp' : 'jpg';
    db.data.files[`photos/${student.studentid}.${extension}`] = toBase64(bytes);
    student.hasPhoto = true;
    db.changed();
    return HttpResponse.json({ hasPhoto: true });
  }),

  http.delete('*/api/students/:id/photo', ({ request, params }) => {
    const access = staffStudent(request, params.id);
    if (access instanceof Response) return access;
    const { student } = access;
    const previous = photoKey(student);
    if (previous) delete db.data.files[previous];
    student.hasPhoto = false;
    db.changed();
    return HttpResponse.json({ hasPhoto: false });
  }),
];
