// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from './db.ts';

const API = 'http://localhost:3000/api';

describe('Spoofed text: the demo API removes the bidirectional controls of what users send (docs/api.md "Text")', () => {
  it('a note written with a right-to-left override is stored and answered without it', async () => {
    const token = await demoToken('admin');
    const answer = await fetch(`${API}/students/101/notes?year=2`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json', 'Idempotency-Key': 'note-rlo' },
      body: JSON.stringify({ text: 'Réunion avec \u202Eelbasnopser\u202C le père' }),
    });
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { text: string }).text).toBe('Réunion avec elbasnopser le père');
    expect(db.data.studentNotes.at(-1)!.text).toBe('Réunion avec elbasnopser le père');
  });

  it('a file named to look like a PDF ("facture\\u202Efdp.html") keeps the name it really has', async () => {
    const token = await demoToken('admin');
    const form = new FormData();
    form.append('typeId', '5');
    form.append('expiryDate', '2027-08-31');
    form.append('file', new File(['%PDF-1.4'], 'facture\u202Efdp.pdf', { type: 'application/pdf' }));
    const answer = await fetch(`${API}/students/101/documents?year=2`, {
      method: 'POST',
      headers: { Authorization: token },
      body: form,
    });
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { fileName: string }).fileName).toBe('facturefdp.pdf');
  });

  it('a request without any control is handled as it was sent', async () => {
    const token = await demoToken('admin');
    const answer = await fetch(`${API}/students/101/notes?year=2`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: 'كريم  Karim  12 MAD' }),
    });
    expect(((await answer.json()) as { text: string }).text).toBe('كريم  Karim  12 MAD');
  });
});
