import { http, HttpResponse } from 'msw';
import { addDays, weekdayOf, weekStartOf } from '../../domain/canteen.ts';
import { daysBetween, todayIso } from '../../domain/dates.ts';
import { isDate } from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { authenticate } from '../core/session.ts';
import { invalidRequest, parentChild } from '../core/staffScope.ts';
import { closedDayMap } from '../school-settings/index.ts';
import { WeekContext } from './shared.ts';

/**
 * docs/api.md "Timetable": a child's lessons day by day, for their parent (another child answers 404, staff 403):
 * each date of the period with the reason it is closed (the school calendar's holidays and public holidays, or
 * `noLessons`: a weekend, a day without a slot, a day outside the school year) or its lessons in time order.
 */

/** The longest period a parent asks, in days. */
export const CHILD_PERIOD_DAYS = 14;

export const childHandlers = [
  http.get('*/api/timetable/children/:studentid', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const query = new URL(request.url).searchParams;
    const child = parentChild(user, params.studentid, idParam(query, 'year'));
    if (child instanceof Response) return child;
    const { student, enrolment, year } = child;
    // Without a period: the current week, Monday to Sunday.
    const monday = weekStartOf(todayIso());
    const from = query.get('from') ?? (query.has('to') ? null : monday);
    const to = query.get('to') ?? (query.has('from') ? null : addDays(monday, 6));
    if (!isDate(from) || !isDate(to) || to < from || daysBetween(from, to) >= CHILD_PERIOD_DAYS)
      return invalidRequest(
        `from and to are dates (YYYY-MM-DD), from first, ${CHILD_PERIOD_DAYS} days at most`,
      );

    const context = new WeekContext(enrolment.branchId, year.schoolyearid);
    const slots = new Map(context.slots.map((slot) => [slot.id, slot]));
    const lessons = context.lessons
      .filter((lesson) => lesson.classId === enrolment.classId && slots.has(lesson.slotId))
      .sort(context.byWeek);
    const closed = closedDayMap(year);
    const days = [];
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const weekday = weekdayOf(date);
      const inYear = date >= year.startDate && date <= year.endDate;
      const taught = context.slots.some((slot) => slot.day === weekday);
      const reason = closed.get(date) ?? (inYear && taught ? null : 'noLessons');
      days.push({
        date,
        closed: reason,
        lessons:
          reason === null
            ? lessons
                .filter((lesson) => slots.get(lesson.slotId)!.day === weekday)
                .map((lesson) => {
                  const slot = slots.get(lesson.slotId)!;
                  const { teacher, teacher_ar } = context.teacherFields(context.teacherOf(lesson));
                  return {
                    slotId: slot.id,
                    start: slot.start,
                    end: slot.end,
                    ...context.subjectFields(lesson.subjectId),
                    teacher,
                    teacher_ar,
                    room: context.roomName(lesson.roomId),
                  };
                })
            : [],
      });
    }
    return HttpResponse.json({
      studentid: student.studentid,
      classname: context.classes.get(enrolment.classId)?.name ?? '',
      days,
    });
  }),
];
