// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from './db.ts';

const API = 'http://localhost:3000/api';
const SETTINGS = 'school/settings?branch=1&year=2';
const MEDICAL = 'students/101/medical?year=2';
const RECORD = 'students/101?year=2';

async function read(path: string, token: string) {
  const answer = await fetch(`${API}/${path}`, { headers: { Authorization: token } });
  return {
    status: answer.status,
    version: answer.headers.get('ETag'),
    body: (await answer.json()) as unknown,
  };
}

async function edit(method: string, path: string, token: string, body: unknown, version?: string | null) {
  const headers: Record<string, string> = { Authorization: token, 'Content-Type': 'application/json' };
  if (version) headers['If-Match'] = version;
  const answer = await fetch(`${API}/${path}`, { method, headers, body: JSON.stringify(body) });
  return {
    status: answer.status,
    version: answer.headers.get('ETag'),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, checked field by field
    body: (await answer.json()) as any,
  };
}

const medical = (allergies: string[]) => ({ notes: null, allergies, diet: null });
const allergiesOf101 = () =>
  db.data.students.find((student) => student.studentid === 101)?.medical?.allergies;

describe('Record versions on the demo API (docs/api.md "Versions")', () => {
  it('a read answers an ETag that changes when the record changes, and only then', async () => {
    const token = await demoToken('admin');
    const first = await read(RECORD, token);
    expect(first.version).toMatch(/^"[0-9a-f]{16}-[0-9a-f]+"$/);
    expect((await read(RECORD, token)).version).toBe(first.version);
    // An edit without If-Match is handled as before (docs/api.md "Versions").
    expect((await edit('PUT', MEDICAL, token, medical(['lait']))).status).toBe(200);
    expect(allergiesOf101()).toEqual(['lait']);
    expect((await read(RECORD, token)).version).not.toBe(first.version);
  });

  it('two edits from the same version: the first is saved, the second is refused 412 STALE_VERSION with the record as it is now', async () => {
    const [office, other] = [await demoToken('admin'), await demoToken('admin')];
    const { version } = await read(RECORD, office);

    const first = await edit('PUT', MEDICAL, other, medical(['sésame']), version);
    expect(first.status).toBe(200);
    // The answer names the record's new version.
    expect(first.version).toBe((await read(RECORD, other)).version);

    const second = await edit('PUT', MEDICAL, office, medical(['lait']), version);
    expect(second.status).toBe(412);
    expect(second.body).toMatchObject({ code: 'STALE_VERSION', version: first.version });
    expect(second.body.current.medical.allergies).toEqual(['sésame']);
    expect(second.version).toBe(first.version);
    // Nothing overwritten.
    expect(allergiesOf101()).toEqual(['sésame']);

    // With the version it was just told, the same edit is saved (the user chose to overwrite).
    const again = await edit('PUT', MEDICAL, office, medical(['lait']), second.version);
    expect(again.status).toBe(200);
    expect(allergiesOf101()).toEqual(['lait']);
  });

  it('two edits from the same version sent at the same moment: one is saved, the other refused', async () => {
    const token = await demoToken('admin');
    const { version } = await read(RECORD, token);
    const answers = await Promise.all([
      edit('PUT', MEDICAL, token, medical(['a']), version),
      edit('PUT', MEDICAL, token, medical(['b']), version),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const saved = answers.find((answer) => answer.status === 200)!;
    expect(allergiesOf101()).toEqual(saved.body.allergies);
  });

  it('an edit of a record that has a read at its own address is compared with it (school settings)', async () => {
    const token = await demoToken('admin');
    const { version } = await read(SETTINGS, token);
    const settings = { startDate: '2026-09-01', endDate: '2027-06-30' };
    const saved = await edit('PUT', SETTINGS, token, settings, version);
    expect(saved.status).toBe(200);
    const stale = await edit('PUT', SETTINGS, token, settings, '"0000"');
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('STALE_VERSION');
  });
});
