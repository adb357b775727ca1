// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/**
 * Chat attachments (docs/api.md "Uploads" and "Messaging"): the stored and served name's extension follows the type
 * the file's bytes were detected as, whatever the name it was sent with.
 */
const API = 'http://localhost:3000/api';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('chat attachment names follow the detected type', () => {
  it('page.html accepted as text is stored and served as page.txt; a PNG called x.pdf as x.png', async () => {
    const token = await demoToken('admin');
    const admin = db.data.users.find((user) => user.email === 'admin@demo.test')!;
    const conversation = db.data.conversations.find((item) => item.participantIds.includes(admin.id))!;
    const form = new FormData();
    form.append('message', 'Deux fichiers');
    form.append('files', new File(['Rendez-vous lundi à 9 h.'], 'page.html', { type: 'text/html' }));
    form.append('files', new File([PNG], 'x.pdf', { type: 'application/pdf' }));
    const sent = await fetch(`${API}/chat/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: { Authorization: token, 'Idempotency-Key': 'chat-attachment-names' },
      body: form,
    });
    expect(sent.status).toBe(201);
    const { attachments } = (await sent.json()) as {
      attachments: Array<{ path: string; name: string; mimeType: string }>;
    };
    expect(attachments).toMatchObject([
      { name: 'page.txt', mimeType: 'text/plain' },
      { name: 'x.png', mimeType: 'image/png' },
    ]);
    expect(attachments[0]!.path.endsWith('page.txt')).toBe(true);
    const served = await fetch(`${API}/chat/files?path=${encodeURIComponent(attachments[0]!.path)}`, {
      headers: { Authorization: token },
    });
    expect(served.headers.get('Content-Type')).toBe('text/plain');
    expect(served.headers.get('Content-Disposition')).toBe("attachment; filename*=UTF-8''page.txt");
  });
});
