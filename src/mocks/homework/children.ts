import { http, HttpResponse } from 'msw';
import { addDays } from '../../domain/canteen.ts';
import { daysBetween, todayIso } from '../../domain/dates.ts';
import {
  CHILD_WINDOW_DAYS,
  CHILD_WINDOW_MAX_DAYS,
  isPublished,
  nextSchoolDay,
} from '../../domain/homework.ts';
import { db } from '../core/db.ts';
import { isDate, notFound } from '../core/listing.ts';
import { idParam } from '../core/params.ts';
import { authenticate } from '../core/session.ts';
import { invalidRequest, parentChild } from '../core/staffScope.ts';
import { closedDayMap } from '../school-settings/index.ts';
import { attachmentAnswer } from './attachments.ts';
import type { DemoHomework } from './seed.ts';
import { homeworkRow } from './shared.ts';

/**
 * docs/api.md "Homework": a parent's view of their child's homework, the homework of the child's class published by
 * today (`publishFrom` on or before it), and its attachments. Another family's child answers 404 as an unknown one;
 * a member of staff 403.
 */

/** The child's class of the year and the homework its family sees today. */
function childHomework(request: Request, studentRaw: unknown) {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  const child = parentChild(user, studentRaw, idParam(new URL(request.url).searchParams, 'year'));
  if (child instanceof Response) return child;
  const data = db.data;
  const cls = data.classes.find((candidate) => candidate.id === child.enrolment.classId);
  if (!cls) return notFound();
  const today = todayIso();
  const published = (item: DemoHomework) =>
    item.classId === cls.id &&
    item.yearId === child.year.schoolyearid &&
    isPublished(item.publishFrom, today);
  return { ...child, cls, today, published };
}

export const childHomeworkHandlers = [
  http.get('*/api/homework/children/:studentid', ({ request, params }) => {
    const found = childHomework(request, params.studentid);
    if (found instanceof Response) return found;
    const { student, cls, year, today, published } = found;
    const search = new URL(request.url).searchParams;
    const from = search.get('from') || today;
    const to = search.get('to') || addDays(from, CHILD_WINDOW_DAYS);
    if (!isDate(from) || !isDate(to) || to < from || daysBetween(from, to) > CHILD_WINDOW_MAX_DAYS) {
      return invalidRequest(
        `from and to are dates (YYYY-MM-DD), from before to, ${CHILD_WINDOW_MAX_DAYS} days apart at most`,
      );
    }
    const data = db.data;
    const order = new Map(data.education.subjects.map((subject) => [subject.id, subject.order]));
    const closed = closedDayMap(year);
    const items = data.homework.items
      .filter((item) => published(item) && item.dueDate >= from && item.dueDate <= to)
      .sort(
        (a, b) =>
          a.dueDate.localeCompare(b.dueDate) ||
          (order.get(a.subjectId) ?? 0) - (order.get(b.subjectId) ?? 0) ||
          a.id - b.id,
      )
      .map((item) => {
        const row = homeworkRow(item, data);
        return {
          id: row.id,
          subjectId: row.subjectId,
          subject: row.subject,
          subject_ar: row.subject_ar,
          color: row.color,
          text: row.text,
          dueDate: row.dueDate,
          attachment: row.attachment,
          author: row.author,
        };
      });
    return HttpResponse.json({
      studentid: student.studentid,
      classname: cls.name,
      today,
      nextSchoolDay: nextSchoolDay(today, (date) => closed.has(date)),
      from,
      to,
      items,
    });
  }),

  http.get('*/api/homework/children/:studentid/:id/attachment', ({ request, params }) => {
    const found = childHomework(request, params.studentid);
    if (found instanceof Response) return found;
    const id = /^\d+$/.test(String(params.id)) ? Number(params.id) : null;
    const item = db.data.homework.items.find((candidate) => candidate.id === id);
    return item && found.published(item) ? attachmentAnswer(item) : notFound();
  }),
];
