// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import type { EngagementPage, FamilyFinance } from '../../features/finances/finances.schemas';
import { db } from './db.ts';

const API = 'http://localhost:3000/api';
const TODAY = '2026-11-22';

interface Answer {
  status: number;
  replayed: boolean;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, checked field by field
  body: any;
}

async function post(path: string, token: string, body: unknown, key?: string): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: token };
  if (key) headers['Idempotency-Key'] = key;
  let payload: BodyInit;
  if (body instanceof FormData) payload = body;
  else {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const answer = await fetch(`${API}/${path}`, { method: 'POST', headers, body: payload });
  return {
    status: answer.status,
    replayed: answer.headers.get('Idempotent-Replayed') === 'true',
    body: (await answer.json()) as unknown,
  };
}

async function get<T>(path: string, token: string): Promise<T> {
  const answer = await fetch(`${API}/${path}`, { headers: { Authorization: token } });
  return (await answer.json()) as T;
}

async function overdueFamily(token: string) {
  const page = await get<EngagementPage>('engagements?branch=1&year=2&bucket=31-60', token);
  const familyId = page.items[0]!.familyId;
  return {
    path: `families/${familyId}/payments?branch=1&year=2`,
    payments: async (as = token) =>
      (await get<FamilyFinance>(`families/${familyId}/finance?branch=1&year=2`, as)).payments.length,
  };
}

const payment = { method: 'cash', reference: '', date: TODAY, amount: 100 };

// The demo data set is generated on first read, as of "today": a fixed clock makes it the same in every run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00`));
});
afterEach(() => vi.useRealTimers());

describe('Idempotency-Key on the demo API (docs/api.md "Idempotency")', () => {
  it('the same key sent twice records one payment and answers the first answer again', async () => {
    const token = await demoToken('admin');
    const family = await overdueFamily(token);
    const before = await family.payments();

    const first = await post(family.path, token, payment, 'key-1');
    const again = await post(family.path, token, payment, 'key-1');

    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await family.payments()).toBe(before + 1);
  });

  it('two requests with one key at the same time still record one payment', async () => {
    const token = await demoToken('admin');
    const family = await overdueFamily(token);
    const before = await family.payments();

    const [first, second] = await Promise.all([
      post(family.path, token, payment, 'key-2'),
      post(family.path, token, payment, 'key-2'),
    ]);

    expect(first.body).toEqual(second.body);
    expect(await family.payments()).toBe(before + 1);
  });

  it('refuses the same key with another body, recording nothing', async () => {
    const token = await demoToken('admin');
    const family = await overdueFamily(token);
    await post(family.path, token, payment, 'key-3');
    const before = await family.payments();

    const reused = await post(family.path, token, { ...payment, amount: 200 }, 'key-3');

    expect(reused).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await family.payments()).toBe(before);
  });

  it('a new key is a new payment', async () => {
    const token = await demoToken('admin');
    const family = await overdueFamily(token);
    const before = await family.payments();

    await post(family.path, token, payment, 'key-4');
    await post(family.path, token, payment, 'key-5');

    expect(await family.payments()).toBe(before + 2);
  });

  it('three concurrent payments without a key are all refused (428 IDEMPOTENCY_KEY_REQUIRED), recording nothing', async () => {
    const token = await demoToken('admin');
    const family = await overdueFamily(token);
    const before = await family.payments();

    const answers = await Promise.all([1, 2, 3].map(() => post(family.path, token, payment)));

    for (const answer of answers) {
      expect(answer).toEqual({
        status: 428,
        replayed: false,
        body: { message: 'An Idempotency-Key header is required', code: 'IDEMPOTENCY_KEY_REQUIRED' },
      });
    }
    expect(await family.payments()).toBe(before);
  });

  it('every money and message create needs a key; other writes do not', async () => {
    const [admin, parent] = await Promise.all([demoToken('admin'), demoToken('parent')]);
    const creates: Array<[string, string]> = [
      ['families/1/payments?branch=1&year=2', admin],
      ['engagements?branch=1&year=2', admin],
      ['reminders?branch=1&year=2', admin],
      ['news/1/reminders', admin],
      ['chat/conversations/1/messages', parent],
      ['requests?branch=1&year=2', parent],
      ['requests/1/replies', parent],
      ['transport/expenses?branch=1&year=2', admin],
      ['canteen/purchases?branch=1&year=2', admin],
    ];
    const counts = () =>
      [db.data.payments, db.data.engagements, db.data.reminders, db.data.messages].map((rows) => rows.length);
    const before = counts();
    for (const [path, token] of creates) {
      const answer = await post(path, token, { text: 'Bonjour', familyIds: [1], amount: 100 });
      expect(answer, path).toMatchObject({ status: 428, body: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
    }
    expect(counts()).toEqual(before);
    const note = await post('students/101/notes?year=2', admin, { text: 'Sans clé.' });
    expect(note.status).toBe(201);
  });

  it('a key belongs to its user: another user’s same key is another request', async () => {
    const [admin, staff] = await Promise.all([demoToken('admin'), demoToken('staff')]);
    const note = { text: 'Rendez-vous avec les parents jeudi.' };
    const notes = async () => db.data.studentNotes.filter((candidate) => candidate.studentId === 101).length;
    const before = await notes();

    const mine = await post('students/101/notes?year=2', admin, note, 'shared-key');
    const theirs = await post('students/101/notes?year=2', staff, note, 'shared-key');

    expect(mine.status).toBe(201);
    expect(theirs).toMatchObject({ status: 201, replayed: false });
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(await notes()).toBe(before + 2);
  });

  it('a multipart upload retried with its key is one document (the boundary of the retry differs)', async () => {
    const token = await demoToken('admin');
    const upload = () => {
      const form = new FormData();
      form.append('typeId', '5');
      form.append('expiryDate', '2027-08-31');
      form.append('file', new File(['%PDF-1.4'], 'assurance.pdf', { type: 'application/pdf' }));
      return form;
    };
    const documents = () => db.data.studentDocuments.filter((document) => document.studentId === 101).length;
    const before = documents();

    const first = await post('students/101/documents?year=2', token, upload(), 'upload-1');
    const again = await post('students/101/documents?year=2', token, upload(), 'upload-1');

    expect(first.status).toBe(201);
    expect(again).toEqual({ ...first, replayed: true });
    expect(documents()).toBe(before + 1);
  });

  it('keeps a key for a day', async () => {
    const token = await demoToken('admin');
    const family = await overdueFamily(token);
    const before = await family.payments();
    await post(family.path, token, payment, 'key-6');

    // A day later the user has signed in again (a session lasts 12 hours): the key is the user's, not the token's.
    vi.setSystemTime(new Date(`${TODAY}T10:00:00`).getTime() + 23 * 3600_000);
    expect((await post(family.path, await demoToken('admin'), payment, 'key-6')).replayed).toBe(true);
    vi.setSystemTime(new Date(`${TODAY}T10:00:00`).getTime() + 24 * 3600_000 + 1);
    const nextDay = await demoToken('admin');
    expect((await post(family.path, nextDay, payment, 'key-6')).replayed).toBe(false);
    expect(await family.payments(nextDay)).toBe(before + 2);
  });
});
