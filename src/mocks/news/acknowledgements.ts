import { http, HttpResponse } from 'msw';
import { newsPhase, targetsStudent } from '../../domain/news.ts';
import { db } from '../core/db.ts';
import {
  staffNews,
  countsOf,
  studentById,
  today,
  error,
  notifyFamilies,
  parentChild,
  visibleToChild,
  notFound,
  feedItem,
} from './shared.ts';

export const acknowledgementHandlers = [
  // The targeted families that have not acknowledged (or, without acknowledgement, not read) the piece.
  http.get('*/api/news/:id/pending', ({ request, params }) => {
    const access = staffNews(request, params.id);
    if (access instanceof Response) return access;
    const { news } = access;
    const pending = new Set(countsOf(db.data, news).pending);
    const children = new Map<number, string[]>();
    for (const enrolment of db.data.enrolments) {
      if (enrolment.branchId !== news.branchId || enrolment.yearId !== news.yearId) continue;
      const student = studentById(db.data).get(enrolment.studentId);
      if (!student || !pending.has(student.familyId) || !targetsStudent(news, enrolment)) continue;
      const cls = db.data.classes.find((item) => item.id === enrolment.classId);
      const list = children.get(student.familyId) ?? [];
      list.push(`${student.firstname_fr} (${cls?.name ?? ''})`);
      children.set(student.familyId, list);
    }
    const items = db.data.families
      .filter((family) => pending.has(family.id))
      .map((family) => ({
        familyId: family.id,
        name: family.name,
        name_ar: family.name_ar,
        children: children.get(family.id) ?? [],
        read: news.reads.some((mark) => mark.familyId === family.id),
        hasAccount: family.guardians.some((guardian) => guardian.userId !== null),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
    return HttpResponse.json({ items, total: items.length });
  }),
  // A reminder to the families still pending: a notification to each guardian with a portal account.
  http.post('*/api/news/:id/reminders', ({ request, params }) => {
    const access = staffNews(request, params.id);
    if (access instanceof Response) return access;
    const { news } = access;
    if (newsPhase(news, today()) !== 'live')
      return error(409, 'Only a piece shown now can be reminded', 'NEWS_NOT_LIVE');
    // One reminder per piece per day (docs/api.md "News"): a second one the same day would notify the families again.
    if (news.remindedAt?.slice(0, 10) === today())
      return error(409, 'This piece was already reminded today', 'REMINDER_ALREADY_SENT_TODAY');
    const pending = countsOf(db.data, news).pending;
    const notified = notifyFamilies(db.data, news, pending, true);
    news.remindedAt = new Date().toISOString();
    db.changed();
    return HttpResponse.json({ families: pending.length, notified, remindedAt: news.remindedAt });
  }),
  // A parent opens a piece (read) or acknowledges it, for the selected child's family.
  http.post('*/api/news/:id/:mark', ({ request, params }) => {
    if (params.mark !== 'read' && params.mark !== 'acknowledge') return undefined;
    const child = parentChild(request);
    if (child instanceof Response) return child;
    const news = db.data.news.items.find((item) => item.id === Number(params.id));
    if (!news || !visibleToChild(news, child.enrolment, today())) return notFound();
    const list = params.mark === 'acknowledge' ? news.acks : news.reads;
    if (params.mark === 'acknowledge' && !news.requiresAck)
      return error(409, 'This piece asks for no acknowledgement', 'NEWS_NO_ACK');
    if (!list.some((mark) => mark.familyId === child.familyId)) {
      list.push({ familyId: child.familyId, guardianId: child.guardianId, at: new Date().toISOString() });
      db.changed();
    }
    return HttpResponse.json(feedItem(db.data, news, child.familyId));
  }),
];
