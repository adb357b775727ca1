import { pushPhrase } from '../../domain/pushRules.ts';
import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { carBlock, driverBlock } from '../../domain/transport.ts';
import { stopTimesOutOfOrder } from '../../domain/transportTimes.ts';
import { db } from '../core/db.ts';
import { addNotification, type DemoNotification } from '../notifications/index.ts';
import { foldText } from '../core/text.ts';
import type { DemoData } from '../core/tables.ts';
import { authenticate } from '../core/session.ts';
import type { DemoLine, DemoStop } from './seed.ts';
import { error, matches, nextId, paginate, sortRows, text, validationError } from '../core/listing.ts';
import { searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffScopeOf } from '../core/staffScope.ts';
import {
  tables,
  busyOn,
  lineRow,
  type Checked,
  NAME_MAX,
  TRANSPORT_PERMISSIONS,
  linesOf,
  seatsUsed,
  staffLine,
} from './shared.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function lineDetail(data: DemoData, line: DemoLine, today: string) {
  const students = new Map(data.students.map((student) => [student.studentid, student]));
  const classes = new Map(data.classes.map((item) => [item.id, item.name]));
  const classOf = new Map(
    data.enrolments
      .filter((enrolment) => enrolment.yearId === line.yearId)
      .map((enrolment) => [enrolment.studentId, classes.get(enrolment.classId) ?? null]),
  );
  const assignments = tables()
    .assignments.filter((assignment) => assignment.lineId === line.id)
    .map((assignment) => {
      const student = students.get(assignment.studentId);
      return {
        id: assignment.id,
        stopId: assignment.stopId,
        studentId: assignment.studentId,
        direction: assignment.direction,
        name: student ? `${student.lastname_fr} ${student.firstname_fr}` : '',
        name_ar: student ? `${student.lastname_ar} ${student.firstname_ar}` : '',
        className: classOf.get(assignment.studentId) ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return { ...lineRow(line, today), stops: line.stops, assignments };
}
type NewStop = Omit<DemoStop, 'id'> & { id: number | null };

function stopsInput(raw: unknown, line: DemoLine | null): Checked<{ stops: NewStop[] }> {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > 30) return { errors: { stops: 'INVALID_STOPS' } };
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  const stops: NewStop[] = [];
  raw.forEach((item: unknown, index) => {
    const stop = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const id = stop.id === undefined || stop.id === null ? null : stop.id;
    if (id !== null && (typeof id !== 'number' || !line?.stops.some((s) => s.id === id) || seen.has(id)))
      errors[`stops.${index}.id`] = 'INVALID_STOPS';
    if (typeof id === 'number') seen.add(id);
    const name = text(stop.name);
    if (!name) errors[`stops.${index}.name`] = 'REQUIRED';
    // The stops are replaced as a whole: a stop sent without its place is refused, not emptied.
    if (typeof stop.place !== 'string') errors[`stops.${index}.place`] = 'REQUIRED';
    const place = typeof stop.place === 'string' ? stop.place.trim().slice(0, NAME_MAX) : '';
    if (typeof stop.morning !== 'string' || !TIME.test(stop.morning))
      errors[`stops.${index}.morning`] = 'INVALID_TIME';
    if (typeof stop.evening !== 'string' || !TIME.test(stop.evening))
      errors[`stops.${index}.evening`] = 'INVALID_TIME';
    stops.push({
      id: typeof id === 'number' ? id : null,
      name: name ?? '',
      place,
      morning: String(stop.morning),
      evening: String(stop.evening),
    });
  });
  // Morning times rise along the stops, evening times fall (docs/api.md "Transport", "Timetable").
  for (const [field, code] of Object.entries(stopTimesOutOfOrder(stops))) errors[field] ??= code;
  // A stop with students cannot disappear (move them first).
  if (line) {
    for (const old of line.stops) {
      if (!seen.has(old.id) && tables().assignments.some((a) => a.stopId === old.id))
        errors.stops = 'STOP_HAS_STUDENTS';
    }
  }
  return Object.keys(errors).length ? { errors } : { stops };
}

/** The car and the driver of a line must be allowed to serve it (expired documents block them). */
function carAndDriver(body: Record<string, unknown>, branch: number, today: string) {
  const errors: Record<string, string> = {};
  const car = tables().cars.find((candidate) => candidate.id === body.carId && candidate.branchId === branch);
  const driver = tables().drivers.find(
    (candidate) => candidate.id === body.driverId && candidate.branchId === branch,
  );
  if (!car) errors.carId = 'REQUIRED';
  if (!driver) errors.driverId = 'REQUIRED';
  if (Object.keys(errors).length) return { response: validationError(errors) };
  const blocked = carBlock(car!, today);
  if (blocked)
    return {
      response: error(409, 'This car cannot serve a line', blocked, {
        field: 'carId',
        errors: { carId: blocked },
      }),
    };
  const licence = driverBlock(driver!, today);
  if (licence)
    return {
      response: error(409, 'This driver cannot drive a line', licence, {
        field: 'driverId',
        errors: { driverId: licence },
      }),
    };
  return { car: car!, driver: driver! };
}

/**
 * One car, one driver, one line at a time (docs/api.md "Transport", "Timetable"): 409 `VEHICLE_BUSY` or
 * `DRIVER_BUSY` naming the other line that the car or the driver serves at the same time, else null.
 */
function busyRefusal(
  chosen: { carId: number; driverId: number },
  where: { branchId: number; yearId: number; lineId: number | null },
  stops: readonly Omit<DemoStop, 'id'>[],
) {
  const car = busyOn('carId', chosen.carId, where, stops);
  if (car)
    return error(409, `This car already serves ${car.name} at these times`, 'VEHICLE_BUSY', {
      field: 'carId',
      errors: { carId: 'VEHICLE_BUSY' },
      line: { id: car.id, name: car.name },
    });
  const driver = busyOn('driverId', chosen.driverId, where, stops);
  if (driver)
    return error(409, `This driver already drives ${driver.name} at these times`, 'DRIVER_BUSY', {
      field: 'driverId',
      errors: { driverId: 'DRIVER_BUSY' },
      line: { id: driver.id, name: driver.name },
    });
  return null;
}

/**
 * Stores the line's stops in their order (a stop without id is added). The families of the children whose stop's
 * name or times changed are told (their notice on the parent's view and a notification).
 */
function applyStops(data: DemoData, line: DemoLine, stops: NewStop[]) {
  const before = new Map(line.stops.map((stop) => [stop.id, stop]));
  let stopId = tables().lines.reduce((max, other) => Math.max(max, ...other.stops.map((stop) => stop.id)), 0);
  line.stops = stops.map((stop) => ({ ...stop, id: stop.id ?? (stopId += 1) }));
  const now = new Date().toISOString();
  for (const stop of line.stops) {
    const old = before.get(stop.id);
    if (!old || (old.morning === stop.morning && old.evening === stop.evening && old.name === stop.name))
      continue;
    for (const assignment of tables().assignments) {
      if (assignment.stopId !== stop.id) continue;
      assignment.lastChange = { at: now, stopName: old.name, morning: old.morning, evening: old.evening };
      notifyFamily(
        data,
        assignment.studentId,
        line.branchId,
        'Transport : horaires modifiés',
        `${line.name} — ${stop.name} : matin ${stop.morning}, soir ${stop.evening}.`,
        {
          title: pushPhrase('transportTimes'),
          body: pushPhrase('transportTimesBody', {
            line: line.name,
            stop: stop.name,
            morning: stop.morning,
            evening: stop.evening,
          }),
        },
      );
    }
  }
}

/** Guardians of a student with a portal account are told when its stop or times change. */
function notifyFamily(
  data: DemoData,
  studentId: number,
  branchId: number,
  title: string,
  body: string,
  push?: DemoNotification['push'],
) {
  const student = data.students.find((candidate) => candidate.studentid === studentId);
  const family = data.families.find((candidate) => candidate.id === student?.familyId);
  for (const guardian of family?.guardians ?? []) {
    if (guardian.userId !== null)
      addNotification(data, {
        userId: guardian.userId,
        schoolbranchid: branchId,
        title,
        body,
        push,
        topic: 'transport',
        studentId,
        link: '/dashboard',
        tag: `transport-${studentId}`,
      });
  }
}
export const lineHandlers = [
  // Lines
  http.get('*/api/transport/lines', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, TRANSPORT_PERMISSIONS.lines);
    if (scope instanceof Response) return scope;
    const params = new URL(request.url).searchParams;
    const today = todayIso();
    const tokens = searchTokens(params);
    const rows = linesOf(scope.branch, scope.year)
      .filter((line) => matches(tokens, line.name, ...line.stops.map((stop) => stop.name)))
      .map((line) => lineRow(line, today));
    sortRows(
      rows,
      params,
      { name: (line) => foldText(line.name), seatsUsed: (line) => line.seatsUsed },
      'name',
    );
    return HttpResponse.json(paginate(rows, params));
  }),
  http.get('*/api/transport/lines/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const line = staffLine(user, params.id);
    if (line instanceof Response) return line;
    return HttpResponse.json(lineDetail(db.data, line, todayIso()));
  }),
  http.post('*/api/transport/lines', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, TRANSPORT_PERMISSIONS.lines);
    if (scope instanceof Response) return scope;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const today = todayIso();
    const errors: Record<string, string> = {};
    const name = text(body.name);
    if (!name) errors.name = 'REQUIRED';
    const fee = body.monthlyFee;
    if (typeof fee !== 'number' || !(fee > 0) || Math.round(fee * 100) !== fee * 100)
      errors.monthlyFee = 'INVALID_AMOUNT';
    const stops = stopsInput(body.stops, null);
    if ('errors' in stops) Object.assign(errors, stops.errors);
    if (Object.keys(errors).length || 'errors' in stops) return validationError(errors);
    const chosen = carAndDriver(body, scope.branch, today);
    if ('response' in chosen) return chosen.response;
    const busy = busyRefusal(
      { carId: chosen.car.id, driverId: chosen.driver.id },
      { branchId: scope.branch, yearId: scope.year, lineId: null },
      stops.stops,
    );
    if (busy) return busy;
    let stopId = tables().lines.reduce((max, line) => Math.max(max, ...line.stops.map((stop) => stop.id)), 0);
    const line: DemoLine = {
      id: nextId(tables().lines),
      branchId: scope.branch,
      yearId: scope.year,
      name: name!,
      carId: chosen.car.id,
      driverId: chosen.driver.id,
      monthlyFeeCents: Math.round((fee as number) * 100),
      stops: stops.stops.map((stop) => ({ ...stop, id: (stopId += 1) })),
    };
    tables().lines.push(line);
    db.changed();
    return HttpResponse.json(lineDetail(db.data, line, today), { status: 201 });
  }),
  /**
   * Changes the name, the fee, the car or the driver, and the stops (as `PUT .../stops`): every field is checked
   * before anything changes; an expired document blocks, a car with fewer seats than riders too.
   */
  http.patch('*/api/transport/lines/:id', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const line = staffLine(user, params.id);
    if (line instanceof Response) return line;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const today = todayIso();
    const errors: Record<string, string> = {};
    const name = body.name === undefined ? line.name : text(body.name);
    if (!name) errors.name = 'REQUIRED';
    const fee = body.monthlyFee === undefined ? line.monthlyFeeCents / 100 : body.monthlyFee;
    if (typeof fee !== 'number' || !(fee > 0) || Math.round(fee * 100) !== fee * 100)
      errors.monthlyFee = 'INVALID_AMOUNT';
    const stops = body.stops === undefined ? null : stopsInput(body.stops, line);
    if (stops && 'errors' in stops) Object.assign(errors, stops.errors);
    if (Object.keys(errors).length) return validationError(errors);
    const chosen = carAndDriver(
      { carId: body.carId ?? line.carId, driverId: body.driverId ?? line.driverId },
      line.branchId,
      today,
    );
    if ('response' in chosen) return chosen.response;
    const busy = busyRefusal(
      { carId: chosen.car.id, driverId: chosen.driver.id },
      { branchId: line.branchId, yearId: line.yearId, lineId: line.id },
      stops && !('errors' in stops) ? stops.stops : line.stops,
    );
    if (busy) return busy;
    if (chosen.car.seats < seatsUsed(line.id))
      return error(409, 'The car has fewer seats than the line has riders', 'LINE_FULL', {
        errors: { carId: 'LINE_FULL' },
      });
    line.name = name!;
    line.monthlyFeeCents = Math.round((fee as number) * 100);
    line.carId = chosen.car.id;
    line.driverId = chosen.driver.id;
    if (stops && !('errors' in stops)) applyStops(db.data, line, stops.stops);
    db.changed();
    return HttpResponse.json(lineDetail(db.data, line, today));
  }),
  /**
   * The line's stops in order (reordered, renamed, times changed, added). The families of the children whose stop
   * times changed are told (their notice on the parent's view and a notification).
   */
  http.put('*/api/transport/lines/:id/stops', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const line = staffLine(user, params.id);
    if (line instanceof Response) return line;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const input = stopsInput(body.stops, line);
    if ('errors' in input) return validationError(input.errors);
    if (line.carId !== null && line.driverId !== null) {
      const where = { branchId: line.branchId, yearId: line.yearId, lineId: line.id };
      const busy = busyRefusal({ carId: line.carId, driverId: line.driverId }, where, input.stops);
      if (busy) return busy;
    }
    const data = db.data;
    applyStops(data, line, input.stops);
    db.changed();
    return HttpResponse.json(lineDetail(data, line, todayIso()));
  }),
];
