import { http, HttpResponse } from 'msw';
import { PHOTO_RULES } from '../../domain/attachments.ts';
import { db } from '../db.ts';
import type { DemoStudent } from '../seed.ts';
import { staffStudent } from './students.ts';
import { oneUpload, refuseFile, toBase64 } from './upload.ts';

/** docs/api.md "Student photo": JPEG, PNG or WebP, 2 MB at most, checked by type and by the file's first bytes. */
export { PHOTO_RULES };

/** The first bytes of each accepted type (a photo of a student or a teacher). */
export const SIGNATURES: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => b[i] === byte),
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

const COLOURS = ['#1e48ec', '#0f766e', '#b45309', '#7c3aed', '#be123c', '#047857'];

/**
 * The demo's stand-in for a seeded photo (the data set holds no pictures): a portrait-shaped SVG with the
 * person's initials on a colour of their own (a student's, a teacher's). Text only from the names, escaped.
 */
export function seededPortrait(id: number, firstname: string, lastname: string): string {
  const initials = `${firstname[0] ?? ''}${lastname[0] ?? ''}`.toUpperCase().replace(/[^A-ZÀ-ÖØ-Þ]/g, '');
  const colour = COLOURS[id % COLOURS.length];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="${colour}"/>` +
    `<circle cx="48" cy="38" r="18" fill="#ffffff" opacity=".25"/><path d="M16 96c4-22 18-32 32-32s28 10 32 32z" fill="#ffffff" opacity=".25"/>` +
    `<text x="48" y="58" font-family="sans-serif" font-size="30" font-weight="600" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`
  );
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
    const key = photoKey(student);
    const headers = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' };
    if (!key) {
      return new HttpResponse(seededPortrait(student.studentid, student.firstname_fr, student.lastname_fr), {
        headers: { ...headers, 'Content-Type': 'image/svg+xml' },
      });
    }
    const type = key.endsWith('.png') ? 'image/png' : key.endsWith('.webp') ? 'image/webp' : 'image/jpeg';
    const bytes = Uint8Array.from(atob(db.data.files[key] ?? ''), (char) => char.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { ...headers, 'Content-Type': type } });
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
