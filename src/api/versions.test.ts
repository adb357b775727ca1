import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { demoToken } from '../../tests/helpers/demo';
import { db } from '../mocks/core/db';
import { server } from '../mocks/node';
import { STORAGE_KEYS, writeItem } from '../lib/storage';
import { callApi, type ApiError } from './baseQuery';
import {
  adoptVersion,
  forgetVersions,
  holdVersionsWhileTyping,
  rememberRead,
  rememberSaved,
  versionClock,
  versionHeaders,
} from './versions';

const API = 'http://localhost:3000/api';
const anything = z.unknown();
const readRecord = () => callApi({ url: 'students/101', params: { year: 2 }, schema: anything });
const saveMedical = (allergies: string[]) =>
  callApi({
    url: 'students/101/medical',
    method: 'PUT',
    params: { year: 2 },
    data: { notes: null, allergies, diet: null },
    schema: anything,
  });
const allergiesOf101 = () =>
  db.data.students.find((student) => student.studentid === 101)?.medical?.allergies;

/** Another user's edit of the medical record, sent straight to the API. */
async function otherUserSaves(allergies: string[]) {
  const token = await demoToken('admin');
  const answer = await fetch(`${API}/students/101/medical?year=2`, {
    method: 'PUT',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ notes: null, allergies, diet: null }),
  });
  expect(answer.status).toBe(200);
}

/** The `If-Match` of each edit the portal sends. */
function sentVersions(): Array<string | null> {
  const sent: Array<string | null> = [];
  server.events.on('request:start', ({ request }) => {
    // The portal's own (the other user's are sent without its WebClientCall header).
    if (request.method === 'PUT' && request.headers.has('WebClientCall'))
      sent.push(request.headers.get('If-Match'));
  });
  return sent;
}

beforeEach(async () => writeItem(STORAGE_KEYS.token, await demoToken('admin')));
afterEach(() => {
  forgetVersions();
  server.events.removeAllListeners('request:start');
});

describe('record versions in the API layer (docs/api.md "Versions")', () => {
  it('an edit of a record read sends its version; another user’s edit meanwhile makes it a 412 with what changed, nothing overwritten', async () => {
    const sent = sentVersions();
    expect('data' in (await readRecord())).toBe(true);
    await otherUserSaves(['sésame']);

    const refused = await saveMedical(['lait']);
    expect(sent[0]).toMatch(/^"[0-9a-f]{16}-[0-9a-f]+"$/);
    const error = (refused as { error: ApiError }).error;
    expect(error).toMatchObject({ status: 412, code: 'STALE_VERSION' });
    expect(error.stale?.changes).toEqual([
      { path: 'medical.allergies', before: expect.any(Array) as unknown, after: ['sésame'] },
    ]);
    expect(allergiesOf101()).toEqual(['sésame']);

    // The user chose to overwrite: the same edit goes with the version now.
    adoptVersion(error.stale!);
    expect('data' in (await saveMedical(['lait']))).toBe(true);
    expect(sent[1]).toBe(error.stale!.version);
    expect(allergiesOf101()).toEqual(['lait']);
  });

  it('after its own save, the next edit sends the version the save answered (no false refusal)', async () => {
    await readRecord();
    expect('data' in (await saveMedical(['kiwi']))).toBe(true);
    expect('data' in (await saveMedical(['kiwi', 'lait']))).toBe(true);
    expect(allergiesOf101()).toEqual(['kiwi', 'lait']);
  });

  it('a record not read sends no version, and one user’s versions are never sent by another', async () => {
    const sent = sentVersions();
    await saveMedical(['kiwi']);
    await readRecord();
    writeItem(STORAGE_KEYS.token, await demoToken('admin'));
    await saveMedical(['lait']);
    expect(sent).toEqual([null, null]);
  });

  it('a re-read sent before a save was answered does not take the record back to its older version', () => {
    const sentAt = versionClock();
    rememberSaved('students/101/medical', { year: 2 }, '"saved"');
    rememberRead('students/101', { year: 2 }, sentAt, '"older"', {});
    expect(versionHeaders('PUT', 'students/101', { year: 2 })).toEqual({ 'If-Match': '"saved"' });
    rememberRead('students/101', { year: 2 }, versionClock(), '"newer"', {});
    expect(versionHeaders('PATCH', 'students/101', { year: 2 })).toEqual({ 'If-Match': '"newer"' });
    expect(versionHeaders('POST', 'students/101', { year: 2 })).toEqual({});
  });

  it('an item read inside a list sends its own version: another user’s edit of it is refused, a neighbour’s is not', async () => {
    const sent: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH' && request.headers.has('WebClientCall'))
        sent.push(request.headers.get('If-Match'));
    });
    const list = await callApi({
      url: 'canteen/meals',
      params: { branch: 1, year: 2, sort: 'name' },
      schema: anything,
    });
    const [first, second] = (list as { data: { items: Array<{ id: number; version: string }> } }).data.items;
    const rename = (id: number, name_fr: string) =>
      callApi({
        url: `canteen/meals/${id}`,
        method: 'PATCH',
        params: { year: 2 },
        data: { name_fr },
        schema: anything,
      });

    const token = await demoToken('admin');
    const other = await fetch(`${API}/canteen/meals/${first!.id}?year=2`, {
      method: 'PATCH',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name_fr: 'Banane bio' }),
    });
    expect(other.status).toBe(200);

    const refused = await rename(first!.id, 'Banane');
    expect(sent[0]).toBe(first!.version);
    expect((refused as { error: ApiError }).error).toMatchObject({ status: 412, code: 'STALE_VERSION' });
    expect((refused as { error: ApiError }).error.stale?.changes).toEqual([
      { path: 'name_fr', before: expect.any(String) as unknown, after: 'Banane bio' },
    ]);
    expect('data' in (await rename(second!.id, 'Biscuits et lait (maison)'))).toBe(true);
    expect(sent[1]).toBe(second!.version);
    // After its own save, the next edit of that item sends the version the save answered.
    expect('data' in (await rename(second!.id, 'Biscuits et lait frais'))).toBe(true);
    expect(sent[2]).not.toBe(second!.version);
  });

  it('while the user is typing, a re-read (back online) does not move the version: someone else’s change is refused, not overwritten', async () => {
    const sent = sentVersions();
    await readRecord();
    holdVersionsWhileTyping(true);
    await otherUserSaves(['sésame']);
    // The page re-reads the record (refetchOnReconnect) while the form holds the typing started from the first read.
    await readRecord();
    const refused = await saveMedical(['lait']);
    expect((refused as { error: ApiError }).error).toMatchObject({ status: 412, code: 'STALE_VERSION' });
    expect(allergiesOf101()).toEqual(['sésame']);

    // Nothing typed: a re-read is what the user sees, and its version is the one sent.
    holdVersionsWhileTyping(false);
    await readRecord();
    expect('data' in (await saveMedical(['lait']))).toBe(true);
    expect(sent).toHaveLength(2);
  });
});
