// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { itemsAt, VERSIONED_ITEMS } from '../../domain/versions.ts';

const API = 'http://localhost:3000/api';

async function call(method: string, path: string, token: string, body?: unknown, version?: string) {
  const headers: Record<string, string> = { Authorization: token };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (version) headers['If-Match'] = version;
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: answer.status,
    version: answer.headers.get('ETag'),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, checked field by field
    body: (await answer.json()) as any,
  };
}

/** Each read whose items carry versions, and the query its items' edits carry. */
const READS: Record<string, { read: string; edits: string }> = {
  'school/levels': { read: 'school/levels?branch=1&year=2', edits: '?branch=1&year=2' },
  'document-types': { read: 'document-types?branch=1&year=2', edits: '?branch=1&year=2' },
  'access/roles': { read: 'access/roles?branch=1&year=2', edits: '?branch=1&year=2' },
  'school/classes': { read: 'school/settings?branch=1&year=2', edits: '' },
  'canteen/ingredients': { read: 'canteen/ingredients?branch=1&year=2', edits: '?year=2' },
  'canteen/meals': { read: 'canteen/meals?branch=1&year=2', edits: '?year=2' },
  'education/subjects': { read: 'education/settings?branch=1&year=2', edits: '?year=2' },
  'education/campaigns': { read: 'education/campaigns?branch=1&year=2', edits: '?year=2' },
  'timetable/lessons': { read: 'timetable?branch=1&year=2&class=14', edits: '?year=2' },
  homework: { read: 'homework?branch=1&year=2', edits: '?year=2' },
};

describe('Item versions (docs/api.md "Versions"): an item read inside a list is versioned on its own', () => {
  it('every item of those reads carries the version its own read answers', async () => {
    const admin = await demoToken('admin');
    expect(Object.keys(READS).sort()).toEqual(VERSIONED_ITEMS.map((entry) => entry.item).sort());
    for (const entry of VERSIONED_ITEMS) {
      const { read, edits } = READS[entry.item]!;
      const list = await call('GET', read, admin);
      expect(list.status, read).toBe(200);
      const items = itemsAt(list.body, entry.at);
      expect(items.length, read).toBeGreaterThan(1);
      for (const item of items.slice(0, 3)) {
        const own = await call('GET', `${entry.item}/${String(item.id)}${edits}`, admin);
        expect(own.status, `${entry.item}/${String(item.id)}`).toBe(200);
        expect(own.version, `${entry.item}/${String(item.id)}`).toBe(item.version);
        expect(own.body).not.toHaveProperty('version');
      }
    }
  });

  it('an item edited since it was listed is refused 412 with the item as it is now; its neighbours are not', async () => {
    const [office, other] = [await demoToken('admin'), await demoToken('admin')];
    const list = (await call('GET', 'canteen/meals?branch=1&year=2&sort=name', office)).body;
    const [first, second] = list.items as Array<{ id: number; name_fr: string; version: string }>;

    const changed = await call(
      'PATCH',
      `canteen/meals/${first!.id}?year=2`,
      other,
      { name_fr: 'Banane bio' },
      first!.version,
    );
    expect(changed.status).toBe(200);
    expect(changed.version).toBe((await call('GET', `canteen/meals/${first!.id}?year=2`, other)).version);

    const stale = await call(
      'PATCH',
      `canteen/meals/${first!.id}?year=2`,
      office,
      { name_fr: 'Banane' },
      first!.version,
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION', current: { name_fr: 'Banane bio' } });

    // Another meal of the same list, at the version the list gave it: saved (the list's other rows changed, not it).
    const neighbour = await call(
      'PATCH',
      `canteen/meals/${second!.id}?year=2`,
      office,
      { name_fr: `${second!.name_fr} ` },
      second!.version,
    );
    expect(neighbour.status).toBe(200);
  });

  it('an item read from its list (a level) and an item of a record (a class of the settings) are compared alone', async () => {
    const [office, other] = [await demoToken('admin'), await demoToken('admin')];
    const levels = (await call('GET', 'school/levels?branch=1&year=2', office)).body.items as Array<{
      id: number;
      name: string;
      version: string;
    }>;
    const [cp, ce1] = levels;
    expect(
      (
        await call(
          'PUT',
          `school/levels/${cp!.id}?branch=1&year=2`,
          other,
          { name: 'Petite section 1' },
          cp!.version,
        )
      ).status,
    ).toBe(200);
    const stale = await call(
      'PUT',
      `school/levels/${cp!.id}?branch=1&year=2`,
      office,
      { name: 'PS' },
      cp!.version,
    );
    expect(stale.status).toBe(412);
    expect(stale.body.current.name).toBe('Petite section 1');
    expect(
      (
        await call(
          'PUT',
          `school/levels/${ce1!.id}?branch=1&year=2`,
          office,
          { name: ce1!.name },
          ce1!.version,
        )
      ).status,
    ).toBe(200);

    const settings = (await call('GET', 'school/settings?branch=1&year=2', office)).body;
    const [classA, classB] = itemsAt(settings, 'levels.*.classes') as Array<{
      id: number;
      capacity: number;
      version: string;
    }>;
    expect(
      (
        await call(
          'PATCH',
          `school/classes/${classA!.id}`,
          other,
          { capacity: classA!.capacity + 1 },
          classA!.version,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await call(
          'PATCH',
          `school/classes/${classA!.id}`,
          office,
          { capacity: classA!.capacity + 2 },
          classA!.version,
        )
      ).status,
    ).toBe(412);
    expect(
      (
        await call(
          'PATCH',
          `school/classes/${classB!.id}`,
          office,
          { capacity: classB!.capacity + 1 },
          classB!.version,
        )
      ).status,
    ).toBe(200);
  });

  it('a part of a record (a guardian of the student’s family) is compared with the record', async () => {
    const [office, other] = [await demoToken('admin'), await demoToken('admin')];
    const record = await call('GET', 'students/101?year=2', office);
    const guardian = (record.body.family.guardians as Array<{ id: number } & Record<string, unknown>>)[0]!;
    // Someone else edits the record (its medical part) meanwhile.
    expect(
      (
        await call('PUT', 'students/101/medical?year=2', other, {
          notes: null,
          allergies: ['kiwi'],
          diet: null,
        })
      ).status,
    ).toBe(200);
    const stale = await call(
      'PUT',
      `students/101/guardians/${guardian.id}?year=2`,
      office,
      guardian,
      record.version!,
    );
    expect(stale.status).toBe(412);
    expect(stale.body.current.medical.allergies).toEqual(['kiwi']);
  });

  it('the lost-items settings are compared at their own address', async () => {
    const [office, other] = [await demoToken('admin'), await demoToken('admin')];
    const path = 'lost-items/settings?branch=1&year=2';
    const read = await call('GET', path, office);
    expect((await call('PUT', path, other, { disposalDays: 45 })).status).toBe(200);
    const stale = await call('PUT', path, office, { disposalDays: 90 }, read.version!);
    expect(stale.status).toBe(412);
    expect(stale.body.current).toEqual({ disposalDays: 45 });
  });
});
