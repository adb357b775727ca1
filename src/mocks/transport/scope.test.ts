// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';

/**
 * Permission before existence (docs/api.md "Scope" and "Transport"): a line, car, stop, assignment or student of
 * another branch is answered exactly as one that does not exist (same status, same body); 403 is only for a caller
 * without the permission anywhere, whatever the id. The admin works in branches 1 and 2, not in branch 3.
 */
const UNKNOWN = 999999;
const t = () => db.data.transport;

function elsewhere() {
  const line = t().lines.find((candidate) => candidate.branchId === 3 && candidate.yearId === 2)!;
  const assignment = t().assignments.find((candidate) => candidate.lineId === line.id)!;
  const car = t().cars.find((candidate) => candidate.branchId === 3)!;
  const driver = t().drivers.find((candidate) => candidate.branchId === 3)!;
  return { line, assignment, car, driver };
}

const stop = (id?: number) => ({ id, name: 'Arrêt', place: '', morning: '07:30', evening: '17:00' });

describe('transport: another branch’s records are answered as unknown ones', () => {
  it('lines, their stops, candidates and assignments: another branch’s id and an unknown id answer the same 404', async () => {
    const admin = await demoToken('admin');
    const { line, assignment } = elsewhere();
    const calls: Array<[string, (id: number) => string, unknown]> = [
      ['GET', (id) => `transport/lines/${id}`, undefined],
      ['PATCH', (id) => `transport/lines/${id}`, { name: 'Ligne X' }],
      ['PUT', (id) => `transport/lines/${id}/stops`, { stops: [stop()] }],
      ['GET', (id) => `transport/lines/${id}/candidates`, undefined],
      ['POST', (id) => `transport/lines/${id}/assignments`, { studentId: 101, stopId: 1 }],
      ['DELETE', (id) => `transport/assignments/${id}`, undefined],
      ['GET', (id) => `transport/students/${id}?year=2`, undefined],
    ];
    const otherIds: Record<string, number> = {
      'transport/assignments': assignment.id,
      'transport/students': assignment.studentId,
    };
    for (const [method, path, body] of calls) {
      const kind = path(0).split('/').slice(0, 2).join('/');
      const other = await demoCall(method, path(otherIds[kind] ?? line.id), admin, body);
      const unknown = await demoCall(method, path(UNKNOWN), admin, body);
      expect(other, `${method} ${path(0)}`).toEqual(unknown);
      expect(other.status, `${method} ${path(0)}`).toBe(404);
    }
    expect(t().assignments).toContain(assignment);
  });

  it('a car, a driver or a stop of another branch is refused exactly as an unknown one', async () => {
    const admin = await demoToken('admin');
    const { line: farLine, car, driver } = elsewhere();
    const ownLine = t().lines.find((candidate) => candidate.branchId === 1 && candidate.yearId === 2)!;
    const line = (carId: number, driverId: number) => ({
      name: 'Ligne X',
      monthlyFee: 300,
      carId,
      driverId,
      stops: [stop()],
    });
    const created = [
      await demoCall('POST', 'transport/lines?branch=1&year=2', admin, line(car.id, driver.id)),
      await demoCall('POST', 'transport/lines?branch=1&year=2', admin, line(UNKNOWN, UNKNOWN)),
    ];
    expect(created[0]).toEqual(created[1]);
    expect(created[0]!.status).toBe(422);
    const stops = [
      await demoCall('PUT', `transport/lines/${ownLine.id}/stops`, admin, {
        stops: [stop(farLine.stops[0]!.id)],
      }),
      await demoCall('PUT', `transport/lines/${ownLine.id}/stops`, admin, { stops: [stop(UNKNOWN)] }),
    ];
    expect(stops[0]).toEqual(stops[1]);
    expect(stops[0]!.status).toBe(422);
  });

  it('staff without the lines’ permission anywhere get the same 403 whatever the id', async () => {
    const staff = await demoToken('staff');
    const { line, assignment } = elsewhere();
    const own = t().lines.find((candidate) => candidate.branchId === 1)!;
    const answers = await Promise.all(
      [own.id, line.id, UNKNOWN].map((id) => demoCall('GET', `transport/lines/${id}`, staff)),
    );
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(answers[2]!.status).toBe(403);
    const removals = [
      await demoCall('DELETE', `transport/assignments/${assignment.id}`, staff),
      await demoCall('DELETE', `transport/assignments/${UNKNOWN}`, staff),
    ];
    expect(removals[0]).toEqual(removals[1]);
    expect(removals[0]!.status).toBe(403);
  });
});
