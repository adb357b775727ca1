import { http, HttpResponse } from 'msw';
import {
  COURSES,
  allergensOfRecord,
  firstBookableDay,
  overlaps,
  portionsOn,
  schoolDaysOf,
  weekStartOf,
} from '../../domain/canteen.ts';
import { todayIso } from '../../domain/dates.ts';
import type { DemoCanteenRequest } from './types.ts';
import { db } from '../core/db.ts';
import { authenticate } from '../core/session.ts';
import { error, nextId } from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { invalidRequest, jsonObject, parentChild } from '../core/staffScope.ts';
import { weekParam, programOf, tables, factsOf, cutoffOfBranch, now, closedDaysOfYear } from './shared.ts';
import { mealRef } from './programs.ts';
import { requestView, requestInput } from './requests.ts';

export const parentCanteenHandlers = [
  // The parent's view of the selected child
  http.get('*/api/canteen/students/:id/menu', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const search = new URL(request.url).searchParams;
    const child = parentChild(user, params.id, idParam(search, 'year'));
    if (child instanceof Response) return child;
    const week = weekParam(search) ?? weekStartOf(todayIso());
    const branch = child.enrolment.branchId;
    const year = child.enrolment.yearId;
    const program = programOf(branch, year, week);
    const record = allergensOfRecord(child.student.medical?.allergies ?? []);
    const meals = new Map(
      tables()
        .meals.filter((meal) => meal.branchId === branch)
        .map((meal) => [meal.id, meal]),
    );
    const facts = factsOf(branch);
    const mine = tables().requests.filter(
      (item) => item.studentId === child.student.studentid && item.yearId === year,
    );
    const published = program?.status === 'published';
    const closed = closedDaysOfYear(year);
    return HttpResponse.json({
      studentId: child.student.studentid,
      weekStart: week,
      published,
      allergies: record,
      cutoff: cutoffOfBranch(branch),
      days: schoolDaysOf(week).map((date, index) => {
        const day = published ? program.days[index] : undefined;
        return {
          date,
          // A closed day (docs/api.md "School calendar") books no meal, whatever the subscription.
          closed: closed.get(date) ?? null,
          booked: !closed.has(date) && portionsOn(mine, [date])[0]! > 0,
          meals: COURSES.flatMap((course) => {
            const ref = mealRef(day?.[course] ?? null, meals, facts);
            return ref
              ? [
                  {
                    course,
                    ...ref,
                    warning: ref.allergens.filter((allergen) => record.allergens.includes(allergen)),
                  },
                ]
              : [];
          }),
        };
      }),
    });
  }),
  http.get('*/api/canteen/students/:id/requests', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const child = parentChild(user, params.id, idParam(new URL(request.url).searchParams, 'year'));
    if (child instanceof Response) return child;
    const items = tables()
      .requests.filter(
        (item) => item.studentId === child.student.studentid && item.yearId === child.enrolment.yearId,
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((item) => requestView(item));
    const cutoff = cutoffOfBranch(child.enrolment.branchId);
    return HttpResponse.json({
      items,
      cutoff,
      firstBookableDay: firstBookableDay(now(), cutoff, closedDaysOfYear(child.enrolment.yearId)),
      yearEnd: child.year.endDate,
    });
  }),
  http.post('*/api/canteen/students/:id/requests', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const child = parentChild(user, params.id, idParam(new URL(request.url).searchParams, 'year'));
    if (child instanceof Response) return child;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('A JSON object is expected');
    const branch = child.enrolment.branchId;
    const input = requestInput(body, cutoffOfBranch(branch), child.year);
    if (input instanceof Response) return input;
    const live = tables().requests.filter(
      (item) =>
        item.studentId === child.student.studentid &&
        item.yearId === child.year.schoolyearid &&
        (item.status === 'pending' || item.status === 'approved'),
    );
    const candidate = { ...input, status: 'pending' as const };
    if (live.some((item) => overlaps(item, candidate)))
      return error(
        409,
        'This child already has a meal booked on one of these days',
        'CANTEEN_REQUEST_OVERLAP',
      );
    const created: DemoCanteenRequest = {
      id: nextId(tables().requests),
      branchId: branch,
      yearId: child.year.schoolyearid,
      studentId: child.student.studentid,
      familyId: child.student.familyId,
      ...input,
      status: 'pending',
      reason: null,
      createdAt: new Date().toISOString(),
      createdBy: user.id,
      decidedAt: null,
      decidedBy: null,
      engagementId: null,
    };
    tables().requests.push(created);
    db.changed();
    return HttpResponse.json(requestView(created), { status: 201 });
  }),
];
