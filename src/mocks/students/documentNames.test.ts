// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';

/** A student document's stored and served name takes the extension of its detected type (docs/api.md "Uploads"). */
const API = 'http://localhost:3000/api';

describe('student documents: the name follows the detected type', () => {
  it('a PDF sent as scan.html is stored and served as scan.pdf', async () => {
    const token = await demoToken('admin');
    const form = new FormData();
    form.append('typeId', '3');
    form.append('file', new File(['%PDF-1.4 scan'], 'scan.html', { type: 'text/html' }));
    const sent = await fetch(`${API}/students/101/documents?year=2`, {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    });
    expect(sent.status).toBe(201);
    const document = (await sent.json()) as { id: number; fileName: string; mimeType: string };
    expect(document).toMatchObject({ fileName: 'scan.pdf', mimeType: 'application/pdf' });
    const served = await fetch(`${API}/students/101/documents/${document.id}/file?year=2`, {
      headers: { Authorization: token },
    });
    expect(served.headers.get('Content-Disposition')).toBe("attachment; filename*=UTF-8''scan.pdf");
  });
});
