// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { todayIso } from '../../domain/dates.ts';
import { expiryState } from '../../domain/transport.ts';
import { db } from '../core/db.ts';
import { addMissingTables } from '../seed.ts';
import type { DemoData } from '../core/tables.ts';

const API = 'http://localhost:3000/api';

async function call(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  // Creates require a key (docs/api.md "Idempotency"); a test may send its own.
  const all: Record<string, string> = {
    ...(method === 'POST' ? { 'Idempotency-Key': crypto.randomUUID() } : {}),
    ...headers,
  };
  if (token) all.Authorization = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    all['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const answer = await fetch(`${API}/${path}`, { method, headers: all, body: payload });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

const t = () => db.data.transport;
const addDays = (days: number) =>
  new Date(Date.parse(`${todayIso()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A line of branch 1 with a free seat, and a student of branch 1 riding no line. */
function openLineAndRider() {
  const line = t().lines.find((candidate) => {
    const car = t().cars.find((c) => c.id === candidate.carId)!;
    return (
      candidate.branchId === 1 && t().assignments.filter((a) => a.lineId === candidate.id).length < car.seats
    );
  })!;
  const riding = new Set(t().assignments.map((a) => a.studentId));
  const enrolment = db.data.enrolments.find(
    (e) => e.branchId === 1 && e.yearId === 2 && e.status === 'active' && !riding.has(e.studentId),
  )!;
  return { line, studentId: enrolment.studentId };
}

describe('transport seed', () => {
  it('has about 12 cars and drivers, 10 lines of 6-12 stops, hundreds of riders and a year of expenses', () => {
    expect(t().cars.length).toBeGreaterThanOrEqual(12);
    expect(t().drivers.length).toBeGreaterThanOrEqual(12);
    expect(t().lines).toHaveLength(10);
    for (const line of t().lines) {
      expect(line.stops.length).toBeGreaterThanOrEqual(6);
      expect(line.stops.length).toBeLessThanOrEqual(12);
    }
    expect(t().assignments.length).toBeGreaterThan(150);
    expect(new Set(t().expenses.map((e) => e.date.slice(0, 7))).size).toBeGreaterThanOrEqual(12);
    // Some documents are due within 30 days; no seated line exceeds its car.
    expect(t().drivers.some((d) => expiryState(d.licenceExpiry, todayIso()) === 'soon')).toBe(true);
    for (const line of t().lines) {
      const car = t().cars.find((c) => c.id === line.carId)!;
      expect(t().assignments.filter((a) => a.lineId === line.id).length).toBeLessThanOrEqual(car.seats);
    }
  });
});

describe('a data set saved before transport existed', () => {
  it('gets the transport tables when loaded', () => {
    const saved = { ...db.data } as Partial<DemoData>;
    delete saved.transport;
    expect(addMissingTables(saved as DemoData)).toBe(true);
    expect((saved as DemoData).transport.lines).toHaveLength(10);
  });
});

describe('cars and drivers', () => {
  it('flags an expiry within 30 days and an expired one, and filters by it', async () => {
    const token = await demoToken('admin');
    const answer = await call('GET', 'transport/cars?branch=1&year=2&pageSize=200', token);
    expect(answer.status).toBe(200);
    const items = answer.body.items as Array<{ expiry: string; block: string | null; plate: string }>;
    expect(items.length).toBe(t().cars.filter((c) => c.branchId === 1).length);
    expect(items.some((car) => car.expiry === 'soon')).toBe(true);
    expect(items.find((car) => car.expiry === 'expired')?.block).toBe('CAR_INSURANCE_EXPIRED');
    const soon = await call('GET', 'transport/cars?branch=1&year=2&expiry=soon', token);
    expect((soon.body.items as Array<{ expiry: string }>).every((car) => car.expiry === 'soon')).toBe(true);
    const drivers = await call('GET', 'transport/drivers?branch=1&year=2&expiry=soon,expired', token);
    const driverItems = drivers.body.items as Array<{ licenceState: string }>;
    expect(driverItems.length).toBeGreaterThan(0);
    expect(driverItems.every((d) => d.licenceState !== 'ok')).toBe(true);
  });

  it('refuses staff without the permission (403) and another branch (scope)', async () => {
    const staff = await demoToken('staff');
    expect((await call('GET', 'transport/cars?branch=1&year=2', staff)).status).toBe(403);
    const car = {
      plate: '1-A-1',
      model: 'Bus',
      seats: 20,
      insuranceExpiry: addDays(100),
      inspectionExpiry: addDays(100),
    };
    expect((await call('POST', 'transport/cars?branch=1&year=2', staff, car)).status).toBe(403);
    const admin = await demoToken('admin');
    expect((await call('GET', 'transport/cars?branch=3&year=2', admin)).status).toBe(403);
    const parent = await demoToken('parent');
    expect((await call('GET', 'transport/lines?branch=1&year=2', parent)).status).toBe(403);
  });

  it('validates a new car, and a repeated Idempotency-Key creates it once', async () => {
    const token = await demoToken('admin');
    const bad = await call('POST', 'transport/cars?branch=1&year=2', token, { plate: '', seats: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      plate: 'REQUIRED',
      seats: 'INVALID_SEATS',
      insuranceExpiry: 'INVALID_DATE',
    });
    const car = {
      plate: '77777-A-7',
      model: 'Bus',
      seats: 20,
      insuranceExpiry: addDays(100),
      inspectionExpiry: addDays(10),
    };
    const before = t().cars.length;
    const first = await call('POST', 'transport/cars?branch=1&year=2', token, car, {
      'Idempotency-Key': 'car-1',
    });
    const again = await call('POST', 'transport/cars?branch=1&year=2', token, car, {
      'Idempotency-Key': 'car-1',
    });
    expect(first.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(first.body.expiry).toBe('soon');
    expect(t().cars.length).toBe(before + 1);
    const duplicate = await call('POST', 'transport/cars?branch=1&year=2', token, car);
    expect(duplicate.body.errors).toMatchObject({ plate: 'DUPLICATE_PLATE' });
    const driver = await call('POST', 'transport/drivers?branch=1&year=2', token, {
      firstname_fr: 'A',
      lastname_fr: 'B',
      phone: 'x',
      licenceNumber: 'L1',
      licenceExpiry: addDays(5),
    });
    expect(driver.body.errors).toMatchObject({ phone: 'INVALID_PHONE' });
  });
});

describe('lines: seats, expiries, engagements', () => {
  it('seat limit: an assignment over the car’s seats is refused with 409 LINE_FULL', async () => {
    const token = await demoToken('admin');
    const full = t().lines.find((line) => {
      const car = t().cars.find((c) => c.id === line.carId)!;
      return t().assignments.filter((a) => a.lineId === line.id).length === car.seats;
    })!;
    expect(full).toBeDefined();
    const { studentId } = openLineAndRider();
    const answer = await call('POST', `transport/lines/${full.id}/assignments`, token, {
      studentId,
      stopId: full.stops[0]!.id,
      direction: 'both',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('LINE_FULL');
  });

  it('expiry block: a car whose insurance expired cannot be given to a line, nor a driver whose licence expired', async () => {
    const token = await demoToken('admin');
    const line = t().lines.find((l) => l.branchId === 1)!;
    const expired = t().cars.find(
      (c) => c.branchId === 1 && expiryState(c.insuranceExpiry, todayIso()) === 'expired',
    )!;
    const answer = await call('PATCH', `transport/lines/${line.id}`, token, { carId: expired.id });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('CAR_INSURANCE_EXPIRED');
    const driver = t().drivers.find(
      (d) => d.branchId === 1 && expiryState(d.licenceExpiry, todayIso()) === 'expired',
    )!;
    const refused = await call('PATCH', `transport/lines/${line.id}`, token, { driverId: driver.id });
    expect(refused.body.code).toBe('DRIVER_LICENCE_EXPIRED');
    // A document expiring while the line runs blocks new assignments too.
    const car = t().cars.find((c) => c.id === line.carId)!;
    car.inspectionExpiry = addDays(-1);
    const { studentId } = openLineAndRider();
    const blocked = await call('POST', `transport/lines/${line.id}/assignments`, token, {
      studentId,
      stopId: line.stops[0]!.id,
    });
    expect(blocked.body.code).toBe('CAR_INSPECTION_EXPIRED');
  });

  it('line edit: PATCH changes the name, the fee and the stops at once, checks them all first, and keeps a stop with students', async () => {
    const token = await demoToken('admin');
    const used = new Set(t().assignments.map((a) => a.stopId));
    const line = t().lines.find(
      (l) => l.branchId === 1 && l.stops.some((s) => !used.has(s.id)) && l.stops.some((s) => used.has(s.id)),
    )!;
    const empty = line.stops.find((stop) => !used.has(stop.id))!;
    const kept = line.stops.filter((stop) => stop.id !== empty.id);
    const stops = kept.map((stop, index) => (index === 0 ? { ...stop, morning: '06:45' } : stop));
    // An invalid time changes nothing, not even the name sent with it.
    const refused = await call('PATCH', `transport/lines/${line.id}`, token, {
      name: 'Ligne renommée',
      stops: [{ ...stops[0]!, morning: '6h' }, ...stops.slice(1)],
    });
    expect(refused.status).toBe(422);
    expect((refused.body.errors as Record<string, string>)['stops.0.morning']).toBe('INVALID_TIME');
    expect(line.name).not.toBe('Ligne renommée');
    const answer = await call('PATCH', `transport/lines/${line.id}`, token, {
      name: 'Ligne renommée',
      monthlyFee: 333,
      // Added last: the latest morning time, the earliest evening one (docs/api.md "Timetable").
      stops: [...stops, { name: 'Nouvel arrêt', place: 'Place', morning: '08:59', evening: '16:00' }],
    });
    expect(answer.status).toBe(200);
    expect(line).toMatchObject({ name: 'Ligne renommée', monthlyFeeCents: 33300 });
    expect(line.stops.map((stop) => stop.name)).toEqual([...kept.map((stop) => stop.name), 'Nouvel arrêt']);
    expect(line.stops[0]!.morning).toBe('06:45');
    expect(line.stops.some((stop) => stop.id === empty.id)).toBe(false);
    // A stop with students cannot be removed.
    const withStudents = line.stops.find((stop) => used.has(stop.id))!;
    const blocked = await call('PATCH', `transport/lines/${line.id}`, token, {
      stops: line.stops.filter((stop) => stop.id !== withStudents.id),
    });
    expect(blocked.status).toBe(422);
    expect((blocked.body.errors as Record<string, string>).stops).toBe('STOP_HAS_STUDENTS');
  });

  it('an assignment adds the transport engagement once (one per child, fee and year); removing the student stops future installments', async () => {
    const token = await demoToken('admin');
    const { line, studentId } = openLineAndRider();
    // The child has no transport engagement yet.
    db.data.engagements = db.data.engagements.filter(
      (e) => !(e.studentId === studentId && e.kind === 'transport'),
    );
    const answer = await call('POST', `transport/lines/${line.id}/assignments`, token, {
      studentId,
      stopId: line.stops[1]!.id,
      direction: 'morning',
    });
    expect(answer.status).toBe(201);
    const engagement = answer.body.engagement as { id: number; created: boolean };
    expect(engagement.created).toBe(true);
    const created = db.data.engagements.filter(
      (e) => e.studentId === studentId && e.kind === 'transport' && e.yearId === 2,
    );
    expect(created).toHaveLength(1);
    const installments = db.data.installments.filter((i) => i.engagementId === engagement.id);
    expect(installments.length).toBeGreaterThan(0);
    expect(installments.every((i) => i.amountCents === line.monthlyFeeCents)).toBe(true);
    // Riding twice is refused; the engagement is not added twice.
    const twice = await call('POST', `transport/lines/${line.id}/assignments`, token, {
      studentId,
      stopId: line.stops[0]!.id,
    });
    expect(twice.body.code).toBe('ALREADY_ASSIGNED');
    const assignmentId = (answer.body.assignment as { id: number }).id;
    const removed = await call('DELETE', `transport/assignments/${assignmentId}`, token);
    expect(removed.status).toBe(200);
    const future = installments.filter((i) => i.dueDate > todayIso());
    expect(removed.body.stoppedInstallments).toBe(future.length);
    expect(future.every((i) => i.cancelledAt === todayIso())).toBe(true);
    // Assigned again: a new engagement, the stopped one no longer counts... unless it still has a live installment.
    const back = await call('POST', `transport/lines/${line.id}/assignments`, token, {
      studentId,
      stopId: line.stops[0]!.id,
    });
    expect(back.status).toBe(201);
    const live = db.data.engagements.filter(
      (e) =>
        e.studentId === studentId &&
        e.kind === 'transport' &&
        db.data.installments.some((i) => i.engagementId === e.id && i.cancelledAt === null),
    );
    expect(live).toHaveLength(1);
  });

  it('an existing transport engagement is kept: the assignment adds none', async () => {
    const token = await demoToken('admin');
    const { line } = openLineAndRider();
    const riding = new Set(t().assignments.map((a) => a.studentId));
    const existing = db.data.engagements.find(
      (e) =>
        e.kind === 'transport' &&
        e.branchId === 1 &&
        e.yearId === 2 &&
        !riding.has(e.studentId) &&
        db.data.enrolments.some(
          (n) => n.studentId === e.studentId && n.yearId === 2 && n.status === 'active',
        ),
    )!;
    const count = db.data.engagements.length;
    const answer = await call('POST', `transport/lines/${line.id}/assignments`, token, {
      studentId: existing.studentId,
      stopId: line.stops[0]!.id,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.engagement).toEqual({ id: existing.id, created: false });
    expect(db.data.engagements.length).toBe(count);
  });

  it('stops are reordered; the families of children whose times changed get a notice', async () => {
    const token = await demoToken('admin');
    const line = t().lines.find((l) =>
      t().assignments.some((a) => a.lineId === l.id && a.studentId === 101),
    )!;
    const mine = t().assignments.find((a) => a.studentId === 101)!;
    const stops = line.stops.map((stop) => ({ ...stop }));
    const at = stops.findIndex((stop) => stop.id === mine.stopId);
    const other = at === 0 ? 1 : at - 1;
    // Swap two stops, keeping the time slots in place.
    const slots = stops.map(({ morning, evening }) => ({ morning, evening }));
    [stops[at], stops[other]] = [stops[other]!, stops[at]!];
    const body = { stops: stops.map((stop, index) => ({ ...stop, ...slots[index] })) };
    const notifications = db.data.notifications.length;
    const answer = await call('PUT', `transport/lines/${line.id}/stops`, token, body);
    expect(answer.status).toBe(200);
    expect((answer.body.stops as Array<{ id: number }>).map((s) => s.id)).toEqual(stops.map((s) => s.id));
    expect(mine.lastChange?.morning).toBe(slots[at]!.morning);
    expect(db.data.notifications.length).toBeGreaterThan(notifications);
    expect(db.data.notifications.some((n) => n.userId === 3 && n.title.startsWith('Transport'))).toBe(true);
    const invalid = await call('PUT', `transport/lines/${line.id}/stops`, token, {
      stops: [{ name: '', morning: '7h', evening: '17:00' }],
    });
    expect(invalid.status).toBe(422);
  });
});

describe('expenses', () => {
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);

  it('a receipt is checked by its content: a PDF renamed .png passes as a PDF, a text named .pdf is refused', async () => {
    const token = await demoToken('admin');
    const car = t().cars.find((c) => c.branchId === 1)!;
    const form = (file: File) => {
      const data = new FormData();
      data.set('carId', String(car.id));
      data.set('type', 'fuel');
      data.set('amount', '350.50');
      data.set('date', todayIso());
      data.set('receipt', file);
      return data;
    };
    const fake = await call(
      'POST',
      'transport/expenses?branch=1&year=2',
      token,
      form(new File(['hello'], 'recu.pdf', { type: 'application/pdf' })),
    );
    expect(fake.status).toBe(422);
    expect(fake.body.errors).toMatchObject({ receipt: 'RECEIPT_FILE_TYPE' });
    const ok = await call(
      'POST',
      'transport/expenses?branch=1&year=2',
      token,
      form(new File([pdf], 'recu.png', { type: 'image/png' })),
    );
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ amount: 350.5, type: 'fuel', receipt: { mimeType: 'application/pdf' } });
  });

  it('monthly totals per car and per type add up to the list’s total over a period', async () => {
    const token = await demoToken('admin');
    const from = addDays(-90);
    const list = await call('GET', `transport/expenses?branch=1&year=2&from=${from}&pageSize=10`, token);
    const summary = await call('GET', `transport/expenses/summary?branch=1&year=2&from=${from}`, token);
    const months = summary.body.months as Array<{
      total: number;
      byType: Record<string, number>;
      byCar: Record<string, number>;
    }>;
    const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100);
    expect(sum(months.map((m) => m.total))).toBe(Math.round((list.body.totalAmount as number) * 100));
    for (const month of months) {
      expect(sum(Object.values(month.byType))).toBe(Math.round(month.total * 100));
      expect(sum(Object.values(month.byCar))).toBe(Math.round(month.total * 100));
    }
    expect((await call('GET', 'transport/expenses?branch=1&year=2&from=bad', token)).status).toBe(400);
  });
});

describe('parent and dashboard', () => {
  it('a parent sees their child’s line, stop, times, driver and car; another child answers 404', async () => {
    const token = await demoToken('parent');
    const answer = await call('GET', 'transport/students/101?year=2', token);
    expect(answer.status).toBe(200);
    const ride = answer.body.ride as {
      stop: { morning: string };
      driver: { phone: string };
      car: { plate: string };
      lastChange: unknown;
    };
    expect(ride.stop.morning).toMatch(/^\d\d:\d\d$/);
    expect(ride.driver.phone).toMatch(/^\+212/);
    expect(ride.car.plate).toBeTruthy();
    expect(ride.lastChange).not.toBeNull();
    const other = t().assignments.find((a) => a.studentId !== 101 && a.studentId !== 102)!;
    expect((await call('GET', `transport/students/${other.studentId}?year=2`, token)).status).toBe(404);
  });

  it('the summary counts expiries within 30 days, seats per line and this month’s expenses against last month’s', async () => {
    const token = await demoToken('admin');
    const answer = await call('GET', 'transport/summary?branch=1&year=2', token);
    expect(answer.status).toBe(200);
    expect((answer.body.cars as { soon: number }).soon).toBeGreaterThan(0);
    expect((answer.body.drivers as { expired: number }).expired).toBeGreaterThan(0);
    expect((answer.body.lines as unknown[]).length).toBe(t().lines.filter((l) => l.branchId === 1).length);
    expect(answer.body.expenses).toMatchObject({
      thisMonth: expect.any(Number),
      lastMonth: expect.any(Number),
    });
    expect((await call('GET', 'transport/summary?branch=1&year=2', await demoToken('staff'))).status).toBe(
      403,
    );
  });
});
