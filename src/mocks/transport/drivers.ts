import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { driverBlock, expiryState } from '../../domain/transport.ts';
import { db } from '../core/db.ts';
import { foldText } from '../core/text.ts';
import { authenticate } from '../core/session.ts';
import type { DemoDriver } from './seed.ts';
import { isDate, matches, nextId, paginate, sortRows, text, validationError } from '../core/listing.ts';
import { listParam, searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffScopeOf } from '../core/staffScope.ts';
import { TRANSPORT_PERMISSIONS, lineRef, linesOf, type Checked, NAME_MAX, tables } from './shared.ts';

const DRIVERS_READ = [TRANSPORT_PERMISSIONS.drivers, TRANSPORT_PERMISSIONS.lines];

function driverView(driver: DemoDriver, year: number, today: string) {
  return {
    ...driver,
    licenceState: expiryState(driver.licenceExpiry, today),
    block: driverBlock(driver, today),
    lines: linesOf(driver.branchId, year)
      .filter((line) => line.driverId === driver.id)
      .map(lineRef),
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
export const driverHandlers = [
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
];
