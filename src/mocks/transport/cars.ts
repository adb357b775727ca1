import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { CAR_STATUSES, carBlock, expiryState, worstExpiry, type CarStatus } from '../../domain/transport.ts';
import { db } from '../core/db.ts';
import { foldText } from '../core/text.ts';
import { authenticate } from '../core/session.ts';
import type { DemoCar } from './seed.ts';
import { isDate, matches, nextId, paginate, sortRows, text, validationError } from '../core/listing.ts';
import { listParam, searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffScopeOf } from '../core/staffScope.ts';
import { TRANSPORT_PERMISSIONS, lineRef, linesOf, type Checked, tables } from './shared.ts';

/** A line's form lists the cars and drivers: the lines' permission reads them too. */
const CARS_READ = [TRANSPORT_PERMISSIONS.cars, TRANSPORT_PERMISSIONS.lines];

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
      .map(lineRef),
  };
}

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
export const carHandlers = [
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
];
