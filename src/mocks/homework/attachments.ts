import { http, HttpResponse } from 'msw';
import { allowedTypeOf, nameForType } from '../../domain/attachments.ts';
import { HOMEWORK_ATTACHMENT_TYPES, HOMEWORK_LIMITS } from '../../domain/homework.ts';
import { db } from '../core/db.ts';
import { authenticate } from '../core/session.ts';
import { readForm, refuseFile, toBase64 } from '../core/upload.ts';
import { worksheetPdf, type DemoHomework } from './seed.ts';
import { closedYearError, homeworkRow, visibleHomework, yearClosed } from './shared.ts';

/**
 * docs/api.md "Homework": a homework's one attachment, replaced by an upload typed by its content (docs/api.md
 * "Uploads"), removed, and served to the staff who read the homework.
 */

/** The attachment's bytes as a download (attachment, nosniff), or 404 when the homework has none. */
export function attachmentAnswer(item: DemoHomework): Response {
  const attachment = item.attachment;
  if (!attachment) return HttpResponse.json({ message: 'No attachment' }, { status: 404 });
  const stored = attachment.path === null ? undefined : db.data.files[attachment.path];
  const bytes =
    stored === undefined
      ? worksheetPdf(item.id, attachment.name)
      : Uint8Array.from(atob(stored), (char) => char.charCodeAt(0));
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': stored === undefined ? 'application/pdf' : attachment.mimeType,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

export const attachmentHandlers = [
  http.put('*/api/homework/:id/attachment', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = visibleHomework(user, params.id);
    if (found instanceof Response) return found;
    const { item } = found;
    if (yearClosed(item.yearId)) return closedYearError();
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const file = form.get('file');
    // Duck-typed: under Vitest the global File is jsdom's, while the parsed form holds Node's.
    const upload = typeof file === 'object' && file !== null && 'arrayBuffer' in file ? file : null;
    if (!upload) return refuseFile('Required', 'NO_FILE');
    if (upload.size > HOMEWORK_LIMITS.attachmentBytes)
      return refuseFile('File too large', 'FILE_TOO_LARGE', 413);
    // Uploads by content: the type is what the first bytes say, never the name or the declared type.
    const detected = await allowedTypeOf(upload, HOMEWORK_ATTACHMENT_TYPES);
    if (!detected) return refuseFile('This file type is not accepted', 'UNSUPPORTED_TYPE');
    const data = db.data;
    const name = nameForType(upload.name || 'piece-jointe', detected);
    const safeName = name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(-120);
    if (item.attachment?.path) delete data.files[item.attachment.path];
    const path = `homework/${item.id}/${Date.now()}-${safeName}`;
    data.files[path] = toBase64(new Uint8Array(await upload.arrayBuffer()));
    item.attachment = { name, mimeType: detected, size: upload.size, path };
    db.changed();
    return HttpResponse.json(homeworkRow(item, data));
  }),

  http.get('*/api/homework/:id/attachment', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = visibleHomework(user, params.id);
    if (found instanceof Response) return found;
    return attachmentAnswer(found.item);
  }),

  http.delete('*/api/homework/:id/attachment', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = visibleHomework(user, params.id);
    if (found instanceof Response) return found;
    const { item } = found;
    if (yearClosed(item.yearId)) return closedYearError();
    if (item.attachment) {
      if (item.attachment.path) delete db.data.files[item.attachment.path];
      item.attachment = null;
      db.changed();
    }
    return HttpResponse.json(homeworkRow(item));
  }),
];
