import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { expiryState, worstExpiry, type ExpiryState } from '../../domain/transport.ts';
import { db } from '../core/db.ts';
import type { DemoData } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { holdsAnywhere, notFound, pathId } from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { staffHolds, staffScopeOf } from '../core/staffScope.ts';
import { TRANSPORT_PERMISSIONS, tables, linesOf, lineRow } from './shared.ts';

const ANY_TRANSPORT = Object.values(TRANSPORT_PERMISSIONS);
const yearOf = (data: DemoData, yearId: number) => data.years.find((year) => year.schoolyearid === yearId);
export const transportSummaryHandlers = [
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
    // Permission before existence (docs/api.md "Scope"): staff without the lines' permission anywhere get 403
    // whatever the id; another family's child, or a student of another branch, the same 404 as an unknown one.
    if (!user.isParent && !holdsAnywhere(user, TRANSPORT_PERMISSIONS.lines)) return permissionError();
    const data = db.data;
    const studentId = pathId(params.id);
    const student = data.students.find((candidate) => candidate.studentid === studentId);
    const year = idParam(new URL(request.url).searchParams, 'year');
    if (!student || year === null) return notFound();
    const allowed = user.isParent
      ? user.studentIds.includes(student.studentid)
      : staffHolds(user, TRANSPORT_PERMISSIONS.lines, student.branchId, year);
    if (!allowed) return notFound();
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
