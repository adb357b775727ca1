// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from './db.ts';

/**
 * Uploads by content (docs/api.md "Uploads"): chat attachments, documents and profile pictures are what their first
 * bytes say, never what their name or declared type claims; the detected type is stored and served.
 */
const send = async (path: string, token: string, form: FormData) => {
  // Messages require an Idempotency-Key (docs/api.md "Idempotency").
  const answer = await fetch(`http://localhost:3000/api/${path}`, {
    method: 'POST',
    headers: { Authorization: token, 'Idempotency-Key': crypto.randomUUID() },
    body: form,
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
};

function conversationOf(email: string): number {
  const user = db.data.users.find((candidate) => candidate.email === email)!;
  return db.data.conversations.find((conversation) => conversation.participantIds.includes(user.id))!.id;
}

describe('uploads checked by content', () => {
  it('a chat attachment that is an HTML page called facture.pdf is refused; a PDF declared as text is stored as a PDF', async () => {
    const token = await demoToken('admin');
    const id = conversationOf('admin@demo.test');
    const page = new FormData();
    page.append('message', 'Voici la facture');
    page.append(
      'files',
      new File(['<!doctype html><script>alert(1)</script>'], 'facture.pdf', { type: 'application/pdf' }),
    );
    expect(await send(`chat/conversations/${id}/messages`, token, page)).toMatchObject({
      status: 422,
      body: { code: 'UNSUPPORTED_TYPE' },
    });

    const pdf = new FormData();
    pdf.append('files', new File(['%PDF-1.4 facture'], 'facture.txt', { type: 'text/plain' }));
    const sent = await send(`chat/conversations/${id}/messages`, token, pdf);
    expect(sent.status).toBe(201);
    // The stored name's extension follows the detected type.
    expect(sent.body?.attachments).toMatchObject([{ name: 'facture.pdf', mimeType: 'application/pdf' }]);
  });

  it('a profile picture that is an SVG declared image/png is refused, and the picture stays as it was', async () => {
    const token = await demoToken('staff');
    const user = db.data.users.find((candidate) => candidate.email === 'staff@demo.test')!;
    const before = user.profilepicture;
    const form = new FormData();
    form.append(
      'file',
      new File(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'], 'me.png', {
        type: 'image/png',
      }),
    );
    expect(await send('userprofilepicture', token, form)).toMatchObject({
      status: 422,
      body: { code: 'UNSUPPORTED_TYPE' },
    });
    expect(user.profilepicture).toEqual(before);
  });
});
