// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoCall, demoToken } from '../../../tests/helpers/demo';
import { todayIso } from '../../domain/dates.ts';
import { carBlock, driverBlock } from '../../domain/transport.ts';
import { db } from '../core/db.ts';

/**
 * docs/api.md "Transport", "Timetable": a line's stop times follow its stops (morning rising, evening falling), and a
 * car or a driver serves one line at a time: another line at the same times is refused with the line named.
 */
const t = () => db.data.transport;
const branchLines = () => t().lines.filter((line) => line.branchId === 1 && line.yearId === 2);
const usable = <T extends { branchId: number }>(rows: T[], blocked: (row: T) => unknown) =>
  rows.filter((row) => row.branchId === 1 && !blocked(row));
const stops = (times: Array<[string, string]>) =>
  times.map(([morning, evening], index) => ({ name: `Arrêt ${index + 1}`, place: '', morning, evening }));

/** A car and a driver of branch 1 that no line uses (the seed's usable ones all serve a line). */
function spareCarAndDriver() {
  const car = { ...usable(t().cars, (c) => carBlock(c, todayIso()))[0]!, id: 900, plate: 'SPARE-900' };
  const driver = { ...usable(t().drivers, (d) => driverBlock(d, todayIso()))[0]!, id: 900 };
  t().cars.push(car);
  t().drivers.push(driver);
  return { car, driver };
}

describe('transport timetable', () => {
  it('stop times out of order (07:15, 07:25, 07:10) are refused under the stop at fault; nothing is created', async () => {
    const admin = await demoToken('admin');
    const { car, driver } = spareCarAndDriver();
    const before = t().lines.length;
    const answer = await demoCall(
      'POST',
      'transport/lines?branch=1&year=2',
      admin,
      {
        name: 'Ligne du désordre',
        monthlyFee: 300,
        carId: car.id,
        driverId: driver.id,
        stops: stops([
          ['07:15', '17:30'],
          ['07:25', '17:20'],
          ['07:10', '17:35'],
        ]),
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      'stops.2.morning': 'STOP_TIMES_OUT_OF_ORDER',
      'stops.2.evening': 'STOP_TIMES_OUT_OF_ORDER',
    });
    expect(t().lines.length).toBe(before);
    // In order (two stops at the same minute are): created.
    const ok = await demoCall(
      'POST',
      'transport/lines?branch=1&year=2',
      admin,
      {
        name: 'Ligne en ordre',
        monthlyFee: 300,
        carId: car.id,
        driverId: driver.id,
        stops: stops([
          ['07:10', '17:35'],
          ['07:15', '17:30'],
          ['07:15', '17:20'],
        ]),
      },
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(ok.status).toBe(201);
  });

  it('PUT stops and PATCH refuse times out of order too; the line keeps its stops', async () => {
    const admin = await demoToken('admin');
    const line = branchLines()[1]!;
    const saved = line.stops.map((stop) => ({ ...stop }));
    const swapped = line.stops.map((stop, index) =>
      index === 1 ? { ...stop, morning: line.stops[0]!.morning, evening: line.stops[0]!.evening } : stop,
    );
    swapped[0] = { ...swapped[0]!, morning: line.stops[1]!.morning };
    const put = await demoCall('PUT', `transport/lines/${line.id}/stops`, admin, { stops: swapped });
    expect(put.status).toBe(422);
    expect(put.body.errors['stops.1.morning']).toBe('STOP_TIMES_OUT_OF_ORDER');
    const patch = await demoCall('PATCH', `transport/lines/${line.id}`, admin, { stops: swapped });
    expect(patch.status).toBe(422);
    expect(line.stops).toEqual(saved);
  });

  it('a car or a driver already on another line at the same times is refused with that line named', async () => {
    const admin = await demoToken('admin');
    const { car: spareCar, driver: spareDriver } = spareCarAndDriver();
    const other = branchLines()[0]!;
    const first = other.stops[0]!;
    const body = (carId: number, driverId: number, times: Array<[string, string]>) => ({
      name: 'Ligne en double',
      monthlyFee: 300,
      carId,
      driverId,
      stops: stops(times),
    });
    const during: Array<[string, string]> = [[first.morning, first.evening]];
    const car = await demoCall(
      'POST',
      'transport/lines?branch=1&year=2',
      admin,
      body(other.carId!, spareDriver.id, during),
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(car.status).toBe(409);
    expect(car.body).toMatchObject({
      code: 'VEHICLE_BUSY',
      field: 'carId',
      errors: { carId: 'VEHICLE_BUSY' },
      line: { id: other.id, name: other.name },
    });
    const driver = await demoCall(
      'POST',
      'transport/lines?branch=1&year=2',
      admin,
      body(spareCar.id, other.driverId!, during),
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(driver.status).toBe(409);
    expect(driver.body).toMatchObject({
      code: 'DRIVER_BUSY',
      errors: { driverId: 'DRIVER_BUSY' },
      line: { id: other.id, name: other.name },
    });
    // At other times (a midday run), the same car and driver may serve a second line.
    const midday = await demoCall(
      'POST',
      'transport/lines?branch=1&year=2',
      admin,
      body(other.carId!, other.driverId!, [['12:00', '13:30']]),
      { 'Idempotency-Key': crypto.randomUUID() },
    );
    expect(midday.status).toBe(201);
    // Moving another line onto the busy car is refused as well; the line keeps its car.
    const moved = branchLines()[1]!;
    const patch = await demoCall('PATCH', `transport/lines/${moved.id}`, admin, { carId: other.carId });
    // Every seeded line runs its first morning stop between 06:45 and 07:10, for 30 minutes at least: they overlap.
    expect(patch.status).toBe(409);
    expect(patch.body.code).toBe('VEHICLE_BUSY');
    expect(moved.carId).not.toBe(other.carId);
    // The cars' list gives each line's runs, for the form to warn before saving.
    const cars = await demoCall('GET', 'transport/cars?branch=1&year=2&pageSize=100', admin);
    const listed = cars.body.items.find((item: { id: number }) => item.id === other.carId);
    expect(listed.lines[0]).toEqual({
      id: other.id,
      name: other.name,
      morning: { from: other.stops[0]!.morning, to: other.stops.at(-1)!.morning },
      evening: { from: other.stops.at(-1)!.evening, to: other.stops[0]!.evening },
    });
  });
});
