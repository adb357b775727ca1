import { HttpResponse } from 'msw';
import { ackCounts, compareFeed, newsPhase, reachesFamilies, targetsStudent } from '../../domain/news.ts';
import { db } from '../core/db.ts';
import { defaultNewsSettings, type DemoNews, type DemoNewsSettings } from './seed.ts';
import { addNotification } from '../notifications/index.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import type { DemoEnrolment } from '../school/index.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { idParam } from '../core/params.ts';
import { invalidRequest, staffHolds } from '../core/staffScope.ts';

/** docs/api.md "News": staff write and follow news; a parent reads and acknowledges their child's. */
export const NEWS_PERMISSION = 'view-news-page';
export const NEWS_SETTINGS_PERMISSION = 'view-news-management-config-page';

export const NEWS_LIMITS = {
  title: 150,
  body: 10_000,
  /** A cover after the browser's resizing: 1 MB is far above a 1600 px JPEG. */
  coverBytes: 1024 * 1024,
  categories: 20,
  categoryName: 40,
} as const;

export function error(status: number, message: string, code: string, errors?: Record<string, string>) {
  return HttpResponse.json(errors ? { message, code, errors } : { message, code }, { status });
}

export function notFound() {
  return HttpResponse.json({ message: 'News not found' }, { status: 404 });
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The settings of a branch and year, created with the defaults the first time. */
export function newsSettingsOf(data: DemoData, branchId: number, yearId: number): DemoNewsSettings {
  let settings = data.news.settings.find((item) => item.branchId === branchId && item.yearId === yearId);
  if (!settings) {
    settings = defaultNewsSettings(branchId, yearId);
    data.news.settings.push(settings);
  }
  return settings;
}

/** The families a piece is meant for: those with a child of its branch and year in its levels or classes. */
export function targetedFamilies(data: DemoData, news: DemoNews): Set<number> {
  const families = new Set<number>();
  if (!reachesFamilies(news)) return families;
  for (const enrolment of data.enrolments) {
    if (enrolment.branchId !== news.branchId || enrolment.yearId !== news.yearId) continue;
    if (enrolment.status === 'left' || !targetsStudent(news, enrolment)) continue;
    const student = studentById(data).get(enrolment.studentId);
    if (student) families.add(student.familyId);
  }
  return families;
}

const studentIndex = new WeakMap<DemoData['students'], Map<number, DemoData['students'][number]>>();
export function studentById(data: DemoData) {
  let index = studentIndex.get(data.students);
  if (!index || index.size !== data.students.length) {
    index = new Map(data.students.map((student) => [student.studentid, student]));
    studentIndex.set(data.students, index);
  }
  return index;
}

export function countsOf(data: DemoData, news: DemoNews) {
  const counts = ackCounts(targetedFamilies(data, news), news.reads, news.acks, news.requiresAck);
  return {
    targeted: counts.targeted,
    read: counts.read,
    acknowledged: counts.acknowledged,
    pending: counts.pending,
  };
}

export function mayPublish(data: DemoData, user: DemoUser, branch: number, year: number): boolean {
  const { publishers } = newsSettingsOf(data, branch, year);
  return staffHolds(user, publishers === 'staff' ? NEWS_PERMISSION : NEWS_SETTINGS_PERMISSION, branch, year);
}

/** A piece the staff member may work on: of a branch and year where they hold the news permission. */
export function staffNews(request: Request, id: unknown): { user: DemoUser; news: DemoNews } | Response {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  if (user.isParent) return permissionError();
  const news = db.data.news.items.find((item) => item.id === Number(id));
  if (!news || !staffHolds(user, NEWS_PERMISSION, news.branchId, news.yearId)) return notFound();
  return { user, news };
}

export function validationFailed(errors: Record<string, string>) {
  return error(422, 'Validation failed', 'VALIDATION_ERROR', errors);
}

/** Tells the guardians with a portal account in the targeted families (docs/api.md "Notifications"). */
export function notifyFamilies(
  data: DemoData,
  news: DemoNews,
  familyIds: Iterable<number>,
  reminder: boolean,
): number {
  const wanted = new Set(familyIds);
  let notified = 0;
  for (const family of data.families) {
    if (!wanted.has(family.id)) continue;
    for (const guardian of family.guardians) {
      if (guardian.userId === null) continue;
      addNotification(data, {
        userId: guardian.userId,
        schoolbranchid: news.branchId,
        title: reminder ? `Rappel : ${news.title}` : news.title,
        body: news.body.length > 160 ? `${news.body.slice(0, 157)}…` : news.body,
        topic: 'news',
        studentId: null,
        link: '/news',
        tag: `news-${news.id}`,
      });
      notified += 1;
    }
  }
  return notified;
}

/** The parent's child for `student` (one of theirs, enrolled that year), with the child's place. */
export function parentChild(
  request: Request,
): { user: DemoUser; enrolment: DemoEnrolment; familyId: number; guardianId: number | null } | Response {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  if (!user.isParent) return permissionError();
  const params = new URL(request.url).searchParams;
  const studentId = idParam(params, 'student');
  const year = idParam(params, 'year');
  if (studentId === null || year === null) return invalidRequest('student and year are required');
  const student = user.studentIds.includes(studentId) ? studentById(db.data).get(studentId) : undefined;
  const enrolment = student
    ? db.data.enrolments.find((item) => item.studentId === studentId && item.yearId === year)
    : undefined;
  if (!student || !enrolment) return HttpResponse.json({ message: 'Student not found' }, { status: 404 });
  const family = db.data.families.find((item) => item.id === student.familyId);
  const guardianId = family?.guardians.find((guardian) => guardian.userId === user.id)?.id ?? null;
  return { user, enrolment, familyId: student.familyId, guardianId };
}

/** A piece live for the child now: published, between its dates, meant for the child's level or class. */
export function visibleToChild(news: DemoNews, enrolment: DemoEnrolment, now: string): boolean {
  return (
    news.branchId === enrolment.branchId &&
    news.yearId === enrolment.yearId &&
    newsPhase(news, now) === 'live' &&
    targetsStudent(news, enrolment)
  );
}

/**
 * The newest pieces a parent's dashboard shows for a child (docs/api.md "Dashboard"): the child's feed in its
 * order (pinned, then newest), the first `limit`.
 */
export function latestNewsOfChild(
  data: DemoData,
  enrolment: DemoEnrolment,
  now: string,
  limit: number,
): Array<{ id: number; title: string; publishedAt: string }> {
  return data.news.items
    .filter((news) => visibleToChild(news, enrolment, now))
    .sort(compareFeed)
    .slice(0, limit)
    .map((news) => ({ id: news.id, title: news.title, publishedAt: news.publishAt }));
}

export function feedItem(data: DemoData, news: DemoNews, familyId: number) {
  const settings = newsSettingsOf(data, news.branchId, news.yearId);
  const ack = news.acks.find((mark) => mark.familyId === familyId);
  return {
    id: news.id,
    title: news.title,
    body: news.body,
    publishAt: news.publishAt,
    pinned: news.pinned,
    requiresAck: news.requiresAck,
    category: settings.categories.find((category) => category.id === news.categoryId) ?? null,
    hasCover: news.cover !== null,
    read: ack !== undefined || news.reads.some((mark) => mark.familyId === familyId),
    acknowledgedAt: ack?.at ?? null,
  };
}
