import { carBlock, driverBlock } from '../../domain/transport.ts';
import { lineRuns, runsOverlap, type TimedStop } from '../../domain/transportTimes.ts';
import { db } from '../core/db.ts';
import type { DemoUser } from '../core/tables.ts';
import { permissionError } from '../core/session.ts';
import type { DemoLine } from './seed.ts';
import { holdsAnywhere, notFound, pathId } from '../core/listing.ts';
import { staffHolds } from '../core/staffScope.ts';

/** docs/api.md "Transport": cars, drivers, lines with stops and assignments, expenses, the parent's view. */
export const TRANSPORT_PERMISSIONS = {
  cars: 'view-cars-page',
  drivers: 'view-drivers-page',
  lines: 'view-lignes-page',
  expenses: 'view-expenses-page',
} as const;
export const NAME_MAX = 80;

export const tables = () => db.data.transport;

export function linesOf(branch: number, year: number): DemoLine[] {
  return tables().lines.filter((line) => line.branchId === branch && line.yearId === year);
}
export function seatsUsed(lineId: number): number {
  return tables().assignments.filter((assignment) => assignment.lineId === lineId).length;
}

/** A line as a car or a driver lists it: its name and its runs (the line's form warns of a busy car with them). */
export function lineRef(line: DemoLine) {
  return { id: line.id, name: line.name, ...lineRuns(line.stops) };
}

/**
 * Another line of the branch and year that `resource` (the car or the driver) serves at the same time as `stops`
 * would run (domain/transportTimes.ts), or undefined: one car, one driver, one line at a time.
 */
export function busyOn(
  resource: 'carId' | 'driverId',
  id: number,
  where: { branchId: number; yearId: number; lineId: number | null },
  stops: readonly TimedStop[],
): DemoLine | undefined {
  const runs = lineRuns(stops);
  return linesOf(where.branchId, where.yearId).find(
    (other) =>
      other.id !== where.lineId && other[resource] === id && runsOverlap(runs, lineRuns(other.stops)),
  );
}

export function lineRow(line: DemoLine, today: string) {
  const { cars, drivers } = tables();
  const car = cars.find((candidate) => candidate.id === line.carId) ?? null;
  const driver = drivers.find((candidate) => candidate.id === line.driverId) ?? null;
  return {
    id: line.id,
    name: line.name,
    monthlyFee: line.monthlyFeeCents / 100,
    car: car ? { id: car.id, plate: car.plate, model: car.model, block: carBlock(car, today) } : null,
    driver: driver
      ? {
          id: driver.id,
          name: `${driver.firstname_fr} ${driver.lastname_fr}`,
          name_ar: `${driver.firstname_ar} ${driver.lastname_ar}`,
          phone: driver.phone,
          block: driverBlock(driver, today),
        }
      : null,
    seats: car?.seats ?? 0,
    seatsUsed: seatsUsed(line.id),
    stopCount: line.stops.length,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Validation

export type Checked<T> = { errors: Record<string, string> } | T;

/**
 * The line of `rawId` for staff of its branch and year holding the lines' permission; else the error answer
 * (docs/api.md "Scope"): 403 to a caller without that permission anywhere, whatever the id; 404 alike for an
 * unknown line and a line of another branch or year.
 */
export function staffLine(user: DemoUser, rawId: unknown): DemoLine | Response {
  if (!holdsAnywhere(user, TRANSPORT_PERMISSIONS.lines)) return permissionError();
  const id = pathId(rawId);
  const line = id === null ? undefined : tables().lines.find((candidate) => candidate.id === id);
  if (!line || !staffHolds(user, TRANSPORT_PERMISSIONS.lines, line.branchId, line.yearId)) return notFound();
  return line;
}
