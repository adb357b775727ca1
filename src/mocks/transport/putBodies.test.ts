// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/**
 * `PUT transport/lines/{id}/stops` replaces the stops (docs/api.md "Transport"): a stop sent without one of its
 * fields is refused (422, `REQUIRED` under it) rather than emptied; `PATCH transport/lines/{id}` changes only what
 * it is sent.
 */
describe('transport: partial bodies never wipe data', () => {
  it('a stop sent without its place is refused and the stops stay; a PATCH of the name keeps the rest', async () => {
    const admin = await demoToken('admin');
    const line = db.data.transport.lines.find((item) => item.branchId === 1 && item.yearId === 2)!;
    const before = structuredClone(line);
    const stops = line.stops.map(({ id, name, morning, evening }) => ({ id, name, morning, evening }));
    const refused = await demoCall('PUT', `transport/lines/${line.id}/stops`, admin, { stops });
    expect(refused).toMatchObject({ status: 422, body: { code: 'VALIDATION_ERROR' } });
    expect(refused.body.errors['stops.0.place']).toBe('REQUIRED');
    expect(line.stops).toEqual(before.stops);

    const renamed = await demoCall('PATCH', `transport/lines/${line.id}`, admin, { name: 'Ligne renommée' });
    expect(renamed.status).toBe(200);
    expect(line).toMatchObject({ ...before, name: 'Ligne renommée' });
  });
});
