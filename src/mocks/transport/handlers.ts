import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import {
  CAR_STATUSES,
  DIRECTIONS,
  EXPENSE_TYPES,
  RECEIPT_MAX_BYTES,
  carBlock,
  driverBlock,
  expiryState,
  receiptKindOf,
  seatAvailable,
  worstExpiry,
  type CarStatus,
  type Direction,
  type ExpenseType,
  type ExpiryState,
} from '../../domain/transport.ts';
import { db } from '../core/db.ts';
import { addServiceEngagement, stopFutureInstallments } from '../finances/index.ts';
import { addNotification } from '../notifications/index.ts';
import { foldText } from '../core/text.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import type { DemoAssignment, DemoCar, DemoDriver, DemoExpense, DemoLine, DemoStop } from './seed.ts';
import {
  error,
  isDate,
  matches,
  nextId,
  notFound,
  paginate,
  pathId,
  sortRows,
  text,
  validationError,
} from '../core/listing.ts';
import { idParam, listParam, searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffHolds, staffScopeOf } from '../core/staffScope.ts';

/** docs/api.md "Transport": cars, drivers, lines with stops and assignments, expenses, the parent's view. */
export const TRANSPORT_PERMISSIONS = {
  cars: 'view-cars-page',
  drivers: 'view-drivers-page',
  lines: 'view-lignes-page',
  expenses: 'view-expenses-page',
} as const;
const ANY_TRANSPORT = Object.values(TRANSPORT_PERMISSIONS);
/** A line's form lists the cars and drivers: the lines' permission reads them too. */
const CARS_READ = [TRANSPORT_PERMISSIONS.cars, TRANSPORT_PERMISSIONS.lines];
const DRIVERS_READ = [TRANSPORT_PERMISSIONS.drivers, TRANSPORT_PERMISSIONS.lines];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const NAME_MAX = 80;

const tables = () => db.data.transport;
const yearOf = (data: DemoData, yearId: number) => data.years.find((year) => year.schoolyearid === yearId);

function linesOf(branch: number, year: number): DemoLine[] {
  return tables().lines.filter((line) => line.branchId === branch && line.yearId === year);
}
function seatsUsed(lineId: number): number {
  return tables().assignments.filter((assignment) => assignment.lineId === lineId).length;
}

// ---------------------------------------------------------------------------------------------------------------
// Views

function carView(car: DemoCar, year: number, today: string) {
  const insurance = expiryState(car.insuranceExpiry, today);
  const inspection = expiryState(car.inspectionExpiry, today);
  return {
    ...car,
    insuranceState: insurance,
    inspectionState: inspection,
    expiry: worstExpiry([insurance, inspection]),
    block: carBlock(car, today),
    lines: linesOf(car.branchId, year)
      .filter((line) => line.carId === car.id)
      .map((line) => ({ id: line.id, name: line.name })),
  };
}

function driverView(driver: DemoDriver, year: number, today: string) {
  return {
    ...driver,
    licenceState: expiryState(driver.licenceExpiry, today),
    block: driverBlock(driver, today),
    lines: linesOf(driver.branchId, year)
      .filter((line) => line.driverId === driver.id)
      .map((line) => ({ id: line.id, name: line.name })),
  };
}

function lineRow(line: DemoLine, today: string) {
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

function expenseView(expense: DemoExpense) {
  const car = tables().cars.find((candidate) => candidate.id === expense.carId);
  return {
    id: expense.id,
    carId: expense.carId,
    plate: car?.plate ?? '',
    type: expense.type,
    amount: expense.amountCents / 100,
    date: expense.date,
    note: expense.note,
    receipt: expense.receipt ? { name: expense.receipt.name, mimeType: expense.receipt.mimeType } : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Validation

type Checked<T> = { errors: Record<string, string> } | T;
type NewStop = Omit<DemoStop, 'id'> & { id: number | null };

function carInput(
  body: Record<string, unknown>,
  branch: number,
): Checked<{ value: Omit<DemoCar, 'id' | 'branchId'> }> {
  const errors: Record<string, string> = {};
  const plate = text(body.plate, 20);
  if (!plate) errors.plate = 'REQUIRED';
  else if (tables().cars.some((car) => car.branchId === branch && foldText(car.plate) === foldText(plate)))
    errors.plate = 'DUPLICATE_PLATE';
  const model = text(body.model);
  if (!model) errors.model = 'REQUIRED';
  const seats = body.seats;
  if (typeof seats !== 'number' || !Number.isInteger(seats) || seats < 1 || seats > 80)
    errors.seats = 'INVALID_SEATS';
  if (!isDate(body.insuranceExpiry)) errors.insuranceExpiry = 'INVALID_DATE';
  if (!isDate(body.inspectionExpiry)) errors.inspectionExpiry = 'INVALID_DATE';
  const status = body.status ?? 'active';
  if (!(CAR_STATUSES as readonly unknown[]).includes(status)) errors.status = 'INVALID_STATUS';
  if (Object.keys(errors).length) return { errors };
  return {
    value: {
      plate: plate!,
      model: model!,
      seats: seats as number,
      insuranceExpiry: body.insuranceExpiry as string,
      inspectionExpiry: body.inspectionExpiry as string,
      status: status as CarStatus,
    },
  };
}

function driverInput(body: Record<string, unknown>): Checked<{ value: Omit<DemoDriver, 'id' | 'branchId'> }> {
  const errors: Record<string, string> = {};
  const value = {
    firstname_fr: text(body.firstname_fr),
    lastname_fr: text(body.lastname_fr),
    firstname_ar: typeof body.firstname_ar === 'string' ? body.firstname_ar.trim().slice(0, NAME_MAX) : '',
    lastname_ar: typeof body.lastname_ar === 'string' ? body.lastname_ar.trim().slice(0, NAME_MAX) : '',
    phone: text(body.phone, 30),
    licenceNumber: text(body.licenceNumber, 30),
    licenceExpiry: body.licenceExpiry,
  };
  if (!value.firstname_fr) errors.firstname_fr = 'REQUIRED';
  if (!value.lastname_fr) errors.lastname_fr = 'REQUIRED';
  if (!value.phone || !/^\+?[\d\s.-]{8,20}$/.test(value.phone)) errors.phone = 'INVALID_PHONE';
  if (!value.licenceNumber) errors.licenceNumber = 'REQUIRED';
  if (!isDate(value.licenceExpiry)) errors.licenceExpiry = 'INVALID_DATE';
  if (Object.keys(errors).length) return { errors };
  return { value: value as Omit<DemoDriver, 'id' | 'branchId'> };
}

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
      );
    }
  }
}

/** Staff of the line's branch and year holding the lines' permission; else the error answer. */
function staffLine(user: DemoUser, rawId: unknown): DemoLine | Response {
  const id = pathId(rawId);
  const line = id === null ? undefined : tables().lines.find((candidate) => candidate.id === id);
  if (!line) return notFound();
  return staffHolds(user, TRANSPORT_PERMISSIONS.lines, line.branchId, line.yearId) ? line : permissionError();
}

/** Guardians of a student with a portal account are told when its stop or times change. */
function notifyFamily(data: DemoData, studentId: number, branchId: number, title: string, body: string) {
  const student = data.students.find((candidate) => candidate.studentid === studentId);
  const family = data.families.find((candidate) => candidate.id === student?.familyId);
  for (const guardian of family?.guardians ?? []) {
    if (guardian.userId !== null)
      addNotification(data, { userId: guardian.userId, schoolbranchid: branchId, title, body });
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Handlers

export const transportHandlers = [
  // Cars
  http.get('*/api/transport/cars', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, CARS_READ);
    if (scope instanceof Response) return scope;
    const params = new URL(request.url).searchParams;
    const today = todayIso();
    const tokens = searchTokens(params);
    const expiry = listParam(params, 'expiry');
    const status = listParam(params, 'status');
    const rows = tables()
      .cars.filter((car) => car.branchId === scope.branch && matches(tokens, car.plate, car.model))
      .map((car) => carView(car, scope.year, today))
      .filter((car) => (!expiry || expiry.includes(car.expiry)) && (!status || status.includes(car.status)));
    sortRows(
      rows,
      params,
      {
        plate: (car) => car.plate,
        model: (car) => car.model,
        seats: (car) => car.seats,
        insuranceExpiry: (car) => car.insuranceExpiry,
        inspectionExpiry: (car) => car.inspectionExpiry,
        status: (car) => car.status,
      },
      'plate',
    );
    return HttpResponse.json(paginate(rows, params));
  }),

  http.post('*/api/transport/cars', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, TRANSPORT_PERMISSIONS.cars);
    if (scope instanceof Response) return scope;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const input = carInput(body, scope.branch);
    if ('errors' in input) return validationError(input.errors);
    const car: DemoCar = { id: nextId(tables().cars), branchId: scope.branch, ...input.value };
    tables().cars.push(car);
    db.changed();
    return HttpResponse.json(carView(car, scope.year, todayIso()), { status: 201 });
  }),

  // Drivers
  http.get('*/api/transport/drivers', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, DRIVERS_READ);
    if (scope instanceof Response) return scope;
    const params = new URL(request.url).searchParams;
    const today = todayIso();
    const tokens = searchTokens(params);
    const expiry = listParam(params, 'expiry');
    const rows = tables()
      .drivers.filter(
        (driver) =>
          driver.branchId === scope.branch &&
          matches(
            tokens,
            driver.firstname_fr,
            driver.lastname_fr,
            driver.firstname_ar,
            driver.lastname_ar,
            driver.phone,
            driver.licenceNumber,
          ),
      )
      .map((driver) => driverView(driver, scope.year, today))
      .filter((driver) => !expiry || expiry.includes(driver.licenceState));
    sortRows(
      rows,
      params,
      {
        name: (driver) => `${foldText(driver.lastname_fr)} ${foldText(driver.firstname_fr)}`,
        licenceExpiry: (driver) => driver.licenceExpiry,
      },
      'name',
    );
    return HttpResponse.json(paginate(rows, params));
  }),

  http.post('*/api/transport/drivers', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, TRANSPORT_PERMISSIONS.drivers);
    if (scope instanceof Response) return scope;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const input = driverInput(body);
    if ('errors' in input) return validationError(input.errors);
    const driver: DemoDriver = { id: nextId(tables().drivers), branchId: scope.branch, ...input.value };
    tables().drivers.push(driver);
    db.changed();
    return HttpResponse.json(driverView(driver, scope.year, todayIso()), { status: 201 });
  }),

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
    const data = db.data;
    applyStops(data, line, input.stops);
    db.changed();
    return HttpResponse.json(lineDetail(data, line, todayIso()));
  }),

  /** Students the line could take: attending the line's branch and year, on no line yet. */
  http.get('*/api/transport/lines/:id/candidates', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const line = staffLine(user, params.id);
    if (line instanceof Response) return line;
    const data = db.data;
    const tokens = searchTokens(new URL(request.url).searchParams);
    const riding = new Set(
      tables()
        .assignments.filter((a) => tables().lines.find((l) => l.id === a.lineId)?.yearId === line.yearId)
        .map((a) => a.studentId),
    );
    const students = new Map(data.students.map((student) => [student.studentid, student]));
    const items = data.enrolments
      .filter(
        (enrolment) =>
          enrolment.branchId === line.branchId &&
          enrolment.yearId === line.yearId &&
          enrolment.status !== 'left' &&
          !riding.has(enrolment.studentId),
      )
      .map((enrolment) => students.get(enrolment.studentId))
      .filter(
        (student) =>
          student &&
          matches(
            tokens,
            student.firstname_fr,
            student.lastname_fr,
            student.firstname_ar,
            student.lastname_ar,
          ),
      )
      .slice(0, 20)
      .map((student) => ({
        studentId: student!.studentid,
        name: `${student!.lastname_fr} ${student!.firstname_fr}`,
        name_ar: `${student!.lastname_ar} ${student!.firstname_ar}`,
      }));
    return HttpResponse.json({ items });
  }),

  /**
   * Assigns a student to a stop of the line: refused when the car's seats are all taken (409 LINE_FULL) or the car
   * or driver may not serve (409, expired document); adds the transport engagement to the family's finances (one
   * per child, fee and year: an existing one is kept).
   */
  http.post('*/api/transport/lines/:id/assignments', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const line = staffLine(user, params.id);
    if (line instanceof Response) return line;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const data = db.data;
    const today = todayIso();
    const errors: Record<string, string> = {};
    const enrolment = data.enrolments.find(
      (candidate) =>
        candidate.studentId === body.studentId &&
        candidate.branchId === line.branchId &&
        candidate.yearId === line.yearId &&
        candidate.status !== 'left',
    );
    const student = data.students.find((candidate) => candidate.studentid === enrolment?.studentId);
    if (!student) errors.studentId = 'INVALID_STUDENT';
    const stop = line.stops.find((candidate) => candidate.id === body.stopId);
    if (!stop) errors.stopId = 'REQUIRED';
    const direction = body.direction ?? 'both';
    if (!(DIRECTIONS as readonly unknown[]).includes(direction)) errors.direction = 'INVALID_DIRECTION';
    if (Object.keys(errors).length) return validationError(errors);
    const sameYear = new Set(
      tables()
        .lines.filter((l) => l.yearId === line.yearId)
        .map((l) => l.id),
    );
    if (tables().assignments.some((a) => a.studentId === student!.studentid && sameYear.has(a.lineId)))
      return error(409, 'This student already rides a line this year', 'ALREADY_ASSIGNED', {
        errors: { studentId: 'ALREADY_ASSIGNED' },
      });
    const car = tables().cars.find((candidate) => candidate.id === line.carId);
    const driver = tables().drivers.find((candidate) => candidate.id === line.driverId);
    if (!car || !driver) return error(409, 'The line has no car or driver', 'LINE_NOT_READY');
    const blocked = carBlock(car, today) ?? driverBlock(driver, today);
    if (blocked) return error(409, 'This line cannot take students now', blocked);
    if (!seatAvailable(car.seats, seatsUsed(line.id)))
      return error(409, 'Every seat of the line is taken', 'LINE_FULL', { seats: car.seats });
    const finance = addServiceEngagement(data, {
      studentId: student!.studentid,
      familyId: student!.familyId,
      branchId: line.branchId,
      yearId: line.yearId,
      kind: 'transport',
      monthlyCents: line.monthlyFeeCents,
      label: `Transport — ${line.name}`,
      today,
    });
    const assignment: DemoAssignment = {
      id: nextId(tables().assignments),
      lineId: line.id,
      stopId: stop!.id,
      studentId: student!.studentid,
      direction: direction as Direction,
      engagementId: finance?.engagement.id ?? null,
      createdAt: new Date().toISOString(),
      lastChange: null,
    };
    tables().assignments.push(assignment);
    db.changed();
    return HttpResponse.json(
      {
        assignment: {
          id: assignment.id,
          lineId: line.id,
          stopId: assignment.stopId,
          studentId: assignment.studentId,
          direction: assignment.direction,
        },
        engagement: finance ? { id: finance.engagement.id, created: finance.created } : null,
      },
      { status: 201 },
    );
  }),

  /** Removes a student from the line: the transport engagement's future unpaid installments are cancelled. */
  http.delete('*/api/transport/assignments/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const id = pathId(params.id);
    const assignment = tables().assignments.find((candidate) => candidate.id === id);
    if (!assignment) return notFound();
    const line = staffLine(user, assignment.lineId);
    if (line instanceof Response) return line;
    const data = db.data;
    const stopped =
      assignment.engagementId === null
        ? 0
        : stopFutureInstallments(data, assignment.engagementId, todayIso());
    tables().assignments.splice(tables().assignments.indexOf(assignment), 1);
    db.changed();
    return HttpResponse.json({ removed: assignment.id, stoppedInstallments: stopped });
  }),

  // Expenses
  http.get('*/api/transport/expenses', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, TRANSPORT_PERMISSIONS.expenses);
    if (scope instanceof Response) return scope;
    const params = new URL(request.url).searchParams;
    const filtered = expensesOf(scope.branch, params);
    if (filtered instanceof Response) return filtered;
    const rows = filtered.map(expenseView);
    sortRows(
      rows,
      params,
      { date: (e) => e.date, amount: (e) => e.amount, type: (e) => e.type, plate: (e) => e.plate },
      'date',
    );
    return HttpResponse.json({
      ...paginate(rows, params),
      totalAmount: filtered.reduce((sum, e) => sum + e.amountCents, 0) / 100,
    });
  }),

  /** Monthly totals per car and per type over the period (the chart), with the same filters as the list. */
  http.get('*/api/transport/expenses/summary', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, TRANSPORT_PERMISSIONS.expenses);
    if (scope instanceof Response) return scope;
    const filtered = expensesOf(scope.branch, new URL(request.url).searchParams);
    if (filtered instanceof Response) return filtered;
    const months = new Map<
      string,
      { month: string; total: number; byType: Record<string, number>; byCar: Record<string, number> }
    >();
    for (const expense of filtered) {
      const month = expense.date.slice(0, 7);
      let row = months.get(month);
      if (!row) months.set(month, (row = { month, total: 0, byType: {}, byCar: {} }));
      row.total += expense.amountCents;
      row.byType[expense.type] = (row.byType[expense.type] ?? 0) + expense.amountCents;
      row.byCar[expense.carId] = (row.byCar[expense.carId] ?? 0) + expense.amountCents;
    }
    const toAmount = (record: Record<string, number>) =>
      Object.fromEntries(Object.entries(record).map(([key, cents]) => [key, cents / 100]));
    return HttpResponse.json({
      months: [...months.values()]
        .sort((a, b) => (a.month < b.month ? -1 : 1))
        .map((row) => ({
          month: row.month,
          total: row.total / 100,
          byType: toAmount(row.byType),
          byCar: toAmount(row.byCar),
        })),
      cars: tables()
        .cars.filter((car) => car.branchId === scope.branch)
        .map((car) => ({ id: car.id, plate: car.plate })),
    });
  }),

  http.post('*/api/transport/expenses', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, TRANSPORT_PERMISSIONS.expenses);
    if (scope instanceof Response) return scope;
    const form = await request.formData().catch(() => null);
    if (!form) return invalidRequest('Multipart body expected');
    const errors: Record<string, string> = {};
    const carId = Number(form.get('carId'));
    const car = tables().cars.find(
      (candidate) => candidate.id === carId && candidate.branchId === scope.branch,
    );
    if (!car) errors.carId = 'REQUIRED';
    const type = String(form.get('type') ?? '');
    if (!(EXPENSE_TYPES as readonly string[]).includes(type)) errors.type = 'INVALID_EXPENSE_TYPE';
    const amount = Number(form.get('amount'));
    if (!(amount > 0) || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6 || amount > 1_000_000)
      errors.amount = 'INVALID_AMOUNT';
    const date = String(form.get('date') ?? '');
    if (!isDate(date) || date > todayIso()) errors.date = 'INVALID_DATE';
    const note = String(form.get('note') ?? '')
      .trim()
      .slice(0, 200);
    const file = form.get('receipt');
    // Duck-typed: under Vitest the global File is jsdom's, while the parsed form holds Node's.
    const upload = typeof file === 'object' && file !== null && 'arrayBuffer' in file ? file : null;
    let receipt: DemoExpense['receipt'] = null;
    let content = '';
    if (upload) {
      const bytes = new Uint8Array(await upload.arrayBuffer());
      const kind = receiptKindOf(bytes);
      if (bytes.length > RECEIPT_MAX_BYTES) errors.receipt = 'FILE_TOO_LARGE';
      else if (!kind) errors.receipt = 'RECEIPT_FILE_TYPE';
      else {
        let binary = '';
        for (const byte of bytes) binary += String.fromCharCode(byte);
        content = btoa(binary);
        const safeName = upload.name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 120) || 'recu';
        receipt = { path: '', name: safeName, mimeType: kind };
      }
    }
    if (Object.keys(errors).length) return validationError(errors);
    const expense: DemoExpense = {
      id: nextId(tables().expenses),
      branchId: scope.branch,
      carId,
      type: type as ExpenseType,
      amountCents: Math.round(amount * 100),
      date,
      note,
      receipt,
      createdAt: new Date().toISOString(),
    };
    if (receipt) {
      receipt.path = `transport/expenses/${expense.id}-${receipt.name}`;
      db.data.files[receipt.path] = content;
    }
    tables().expenses.push(expense);
    db.changed();
    return HttpResponse.json(expenseView(expense), { status: 201 });
  }),

  // Dashboard: expiries within 30 days, seats per line, expenses this month against last month.
  http.get('*/api/transport/summary', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, ANY_TRANSPORT);
    if (scope instanceof Response) return scope;
    const today = todayIso();
    const carStates = tables()
      .cars.filter((car) => car.branchId === scope.branch && car.status !== 'retired')
      .map((car) =>
        worstExpiry([expiryState(car.insuranceExpiry, today), expiryState(car.inspectionExpiry, today)]),
      );
    const driverStates = tables()
      .drivers.filter((driver) => driver.branchId === scope.branch)
      .map((driver) => expiryState(driver.licenceExpiry, today));
    const count = (states: ExpiryState[], state: ExpiryState) =>
      states.filter((item) => item === state).length;
    const thisMonth = today.slice(0, 7);
    const lastDate = new Date(`${thisMonth}-01T00:00:00Z`);
    lastDate.setUTCMonth(lastDate.getUTCMonth() - 1);
    const lastMonth = lastDate.toISOString().slice(0, 7);
    let current = 0;
    let previous = 0;
    for (const expense of tables().expenses) {
      if (expense.branchId !== scope.branch) continue;
      if (expense.date.startsWith(thisMonth)) current += expense.amountCents;
      else if (expense.date.startsWith(lastMonth)) previous += expense.amountCents;
    }
    return HttpResponse.json({
      cars: { soon: count(carStates, 'soon'), expired: count(carStates, 'expired') },
      drivers: { soon: count(driverStates, 'soon'), expired: count(driverStates, 'expired') },
      lines: linesOf(scope.branch, scope.year).map((line) => {
        const row = lineRow(line, today);
        return { id: row.id, name: row.name, seats: row.seats, seatsUsed: row.seatsUsed };
      }),
      expenses: { thisMonth: current / 100, lastMonth: previous / 100 },
    });
  }),

  /** The parent's view: the selected child's line, stop, times, driver and car (family scope). */
  http.get('*/api/transport/students/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const data = db.data;
    const studentId = pathId(params.id);
    const student = data.students.find((candidate) => candidate.studentid === studentId);
    const year = idParam(new URL(request.url).searchParams, 'year');
    if (!student || year === null) return notFound();
    const allowed = user.isParent
      ? user.studentIds.includes(student.studentid)
      : staffHolds(user, TRANSPORT_PERMISSIONS.lines, student.branchId, year);
    // Another family's child answers the same 404 as an unknown one.
    if (!allowed) return user.isParent ? notFound() : permissionError();
    if (!yearOf(data, year)) return notFound();
    const lines = tables().lines.filter((line) => line.yearId === year);
    const assignment = tables().assignments.find(
      (candidate) =>
        candidate.studentId === student.studentid && lines.some((line) => line.id === candidate.lineId),
    );
    const line = lines.find((candidate) => candidate.id === assignment?.lineId);
    const stop = line?.stops.find((candidate) => candidate.id === assignment?.stopId);
    if (!assignment || !line || !stop) return HttpResponse.json({ studentId: student.studentid, ride: null });
    const car = tables().cars.find((candidate) => candidate.id === line.carId);
    const driver = tables().drivers.find((candidate) => candidate.id === line.driverId);
    return HttpResponse.json({
      studentId: student.studentid,
      ride: {
        line: line.name,
        direction: assignment.direction,
        stop: { name: stop.name, place: stop.place, morning: stop.morning, evening: stop.evening },
        driver: driver
          ? {
              name: `${driver.firstname_fr} ${driver.lastname_fr}`,
              name_ar: `${driver.firstname_ar} ${driver.lastname_ar}`,
              phone: driver.phone,
            }
          : null,
        car: car ? { plate: car.plate, model: car.model } : null,
        lastChange: assignment.lastChange,
      },
    });
  }),
];

function expensesOf(branch: number, params: URLSearchParams): DemoExpense[] | Response {
  const from = params.get('from');
  const to = params.get('to');
  if ((from && !isDate(from)) || (to && !isDate(to))) return invalidRequest('from and to are dates');
  const cars = listParam(params, 'car');
  const types = listParam(params, 'type');
  const tokens = searchTokens(params);
  const plates = new Map(tables().cars.map((car) => [car.id, car.plate]));
  return tables().expenses.filter(
    (expense) =>
      expense.branchId === branch &&
      (!from || expense.date >= from) &&
      (!to || expense.date <= to) &&
      (!cars || cars.includes(String(expense.carId))) &&
      (!types || types.includes(expense.type)) &&
      matches(tokens, expense.note, plates.get(expense.carId) ?? ''),
  );
}
