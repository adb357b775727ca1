import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { DIRECTIONS, carBlock, driverBlock, seatAvailable, type Direction } from '../../domain/transport.ts';
import { db } from '../core/db.ts';
import { addServiceEngagement, stopFutureInstallments } from '../finances/index.ts';
import { authenticate } from '../core/session.ts';
import type { DemoAssignment } from './seed.ts';
import { error, matches, nextId, notFound, pathId, validationError } from '../core/listing.ts';
import { searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject } from '../core/staffScope.ts';
import { staffLine, tables, seatsUsed } from './shared.ts';

export const assignmentHandlers = [
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
    // Permission before existence (docs/api.md "Scope"): staffLine answers 403 whatever the id, 404 alike for an
    // unknown assignment and one of another branch's line.
    const id = pathId(params.id);
    const assignment = tables().assignments.find((candidate) => candidate.id === id);
    const line = staffLine(user, assignment?.lineId ?? null);
    if (line instanceof Response) return line;
    if (!assignment) return notFound();
    const data = db.data;
    const stopped =
      assignment.engagementId === null
        ? 0
        : stopFutureInstallments(data, assignment.engagementId, todayIso());
    tables().assignments.splice(tables().assignments.indexOf(assignment), 1);
    db.changed();
    return HttpResponse.json({ removed: assignment.id, stoppedInstallments: stopped });
  }),
];
