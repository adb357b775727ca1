import { http, HttpResponse } from 'msw';
import { imageTypeOfBytes } from '../../domain/attachments.ts';
import {
  ackCounts,
  canTransitionNews,
  compareFeed,
  isNewsAudience,
  isNewsStatus,
  newsPhase,
  NEWS_PHASES,
  reachesFamilies,
  targetsStudent,
  type NewsPhase,
} from '../../domain/news.ts';
import { db } from '../core/db.ts';
import { defaultNewsSettings, type DemoNews, type DemoNewsSettings } from './seed.ts';
import { addNotification } from '../notifications/index.ts';
import { foldText } from '../core/text.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import type { DemoEnrolment } from '../school/index.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { idParam, intOr, listParam, searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffHolds, staffScopeOf } from '../core/staffScope.ts';

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
const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const SORTS = ['publishAt', 'title', 'status'] as const;
const PAGE_SIZE = { default: 25, min: 5, max: 200 } as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function error(status: number, message: string, code: string, errors?: Record<string, string>) {
  return HttpResponse.json(errors ? { message, code, errors } : { message, code }, { status });
}

function notFound() {
  return HttpResponse.json({ message: 'News not found' }, { status: 404 });
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
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
function studentById(data: DemoData) {
  let index = studentIndex.get(data.students);
  if (!index || index.size !== data.students.length) {
    index = new Map(data.students.map((student) => [student.studentid, student]));
    studentIndex.set(data.students, index);
  }
  return index;
}

function countsOf(data: DemoData, news: DemoNews) {
  const counts = ackCounts(targetedFamilies(data, news), news.reads, news.acks, news.requiresAck);
  return {
    targeted: counts.targeted,
    read: counts.read,
    acknowledged: counts.acknowledged,
    pending: counts.pending,
  };
}

function rowOf(data: DemoData, news: DemoNews, now: string) {
  const settings = newsSettingsOf(data, news.branchId, news.yearId);
  const { pending: _pending, ...counts } = countsOf(data, news);
  return {
    id: news.id,
    title: news.title,
    status: news.status,
    phase: newsPhase(news, now),
    publishAt: news.publishAt,
    expiresAt: news.expiresAt,
    pinned: news.pinned,
    requiresAck: news.requiresAck,
    audience: news.audience,
    levelIds: news.levelIds,
    classIds: news.classIds,
    category: settings.categories.find((category) => category.id === news.categoryId) ?? null,
    hasCover: news.cover !== null,
    ...counts,
  };
}

function detailOf(data: DemoData, news: DemoNews, user: DemoUser) {
  const author = data.users.find((candidate) => candidate.id === news.authorId);
  return {
    ...rowOf(data, news, today()),
    body: news.body,
    categoryId: news.categoryId,
    author: author?.displayname ?? '',
    createdAt: news.createdAt,
    updatedAt: news.updatedAt,
    remindedAt: news.remindedAt,
    canPublish: mayPublish(data, user, news.branchId, news.yearId),
  };
}

function mayPublish(data: DemoData, user: DemoUser, branch: number, year: number): boolean {
  const { publishers } = newsSettingsOf(data, branch, year);
  return staffHolds(user, publishers === 'staff' ? NEWS_PERMISSION : NEWS_SETTINGS_PERMISSION, branch, year);
}

function publishForbidden() {
  return error(403, 'Only the people the news settings name may publish', 'NEWS_PUBLISH_FORBIDDEN');
}

/** A piece the staff member may work on: of a branch and year where they hold the news permission. */
function staffNews(request: Request, id: unknown): { user: DemoUser; news: DemoNews } | Response {
  const user = authenticate(request);
  if (user instanceof Response) return user;
  if (user.isParent) return permissionError();
  const news = db.data.news.items.find((item) => item.id === Number(id));
  if (!news || !staffHolds(user, NEWS_PERMISSION, news.branchId, news.yearId)) return notFound();
  return { user, news };
}

type NewsFields = Pick<
  DemoNews,
  | 'title'
  | 'body'
  | 'categoryId'
  | 'audience'
  | 'levelIds'
  | 'classIds'
  | 'publishAt'
  | 'expiresAt'
  | 'pinned'
  | 'requiresAck'
>;

function ids(value: unknown): number[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((id) => Number.isInteger(id) && id > 0)) return null;
  return [...new Set(value as number[])];
}

/**
 * A piece's fields (docs/api.md "POST news"), or the codes of the fields at fault. The cover is checked by its
 * bytes, whatever type it claims.
 */
function newsInput(
  body: Record<string, unknown>,
  data: DemoData,
  branch: number,
  year: number,
): { fields: NewsFields; cover: DemoNews['cover'] | undefined } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const text = (key: string, max: number) => {
    const value = typeof body[key] === 'string' ? (body[key] as string).trim() : '';
    if (!value) errors[key] = 'REQUIRED';
    else if (value.length > max) errors[key] = 'TOO_LONG';
    return value;
  };
  const title = text('title', NEWS_LIMITS.title);
  const text_ = text('body', NEWS_LIMITS.body);
  const audience = body.audience;
  if (!isNewsAudience(audience)) errors.audience = 'NEWS_INVALID_AUDIENCE';
  const levelIds = ids(body.levelIds);
  if (!levelIds || levelIds.some((id) => !data.levels.some((level) => level.id === id)))
    errors.levelIds = 'UNKNOWN_LEVEL';
  const classIds = ids(body.classIds);
  if (
    !classIds ||
    classIds.some(
      (id) => !data.classes.some((cls) => cls.id === id && cls.branchId === branch && cls.yearId === year),
    )
  )
    errors.classIds = 'NEWS_UNKNOWN_CLASS';
  const publishAt = typeof body.publishAt === 'string' ? body.publishAt : '';
  if (!publishAt) errors.publishAt = 'REQUIRED';
  else if (!isDate(publishAt)) errors.publishAt = 'INVALID_DATE';
  const expiresRaw = body.expiresAt;
  const expiresAt = typeof expiresRaw === 'string' && expiresRaw !== '' ? expiresRaw : null;
  if (expiresRaw !== undefined && expiresRaw !== null && typeof expiresRaw !== 'string')
    errors.expiresAt = 'INVALID_DATE';
  else if (expiresAt !== null && !isDate(expiresAt)) errors.expiresAt = 'INVALID_DATE';
  else if (expiresAt !== null && isDate(publishAt) && expiresAt < publishAt)
    errors.expiresAt = 'NEWS_EXPIRY_BEFORE_PUBLISH';
  const categoryId = body.categoryId === null || body.categoryId === undefined ? null : body.categoryId;
  if (
    categoryId !== null &&
    !newsSettingsOf(data, branch, year).categories.some((category) => category.id === categoryId)
  )
    errors.categoryId = 'NEWS_UNKNOWN_CATEGORY';
  const requiresAck = body.requiresAck === true;
  if (requiresAck && audience === 'staff') errors.requiresAck = 'NEWS_ACK_NEEDS_FAMILIES';
  let cover: DemoNews['cover'] | undefined;
  if (body.cover === null) cover = null;
  else if (body.cover !== undefined) {
    const raw = body.cover as { data?: unknown } | null;
    const data64 = typeof raw === 'object' && raw && typeof raw.data === 'string' ? raw.data : '';
    const bytes = decodeBase64(data64);
    const type = bytes && bytes.length > 0 ? imageTypeOfBytes(bytes) : null;
    if (!bytes || bytes.length === 0) errors.cover = 'NO_FILE';
    else if (bytes.length > NEWS_LIMITS.coverBytes) errors.cover = 'FILE_TOO_LARGE';
    else if (!type || !COVER_TYPES.includes(type)) errors.cover = 'UNSUPPORTED_TYPE';
    else cover = { mimeType: type, data: data64 };
  }
  if (Object.keys(errors).length) return { errors };
  return {
    fields: {
      title,
      body: text_,
      categoryId: categoryId as number | null,
      audience: audience as NewsFields['audience'],
      levelIds: levelIds ?? [],
      classIds: classIds ?? [],
      publishAt,
      expiresAt,
      pinned: body.pinned === true,
      requiresAck,
    },
    cover,
  };
}

function decodeBase64(value: string): Uint8Array | null {
  try {
    return Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

function validationFailed(errors: Record<string, string>) {
  return error(422, 'Validation failed', 'VALIDATION_ERROR', errors);
}

/** Tells the guardians with a portal account in the targeted families (docs/api.md "Notifications"). */
function notifyFamilies(
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
      });
      notified += 1;
    }
  }
  return notified;
}

/** Publishing tells the targeted families (now, even when the publish date is later: they see it then). */
function publish(data: DemoData, news: DemoNews) {
  news.status = 'published';
  notifyFamilies(data, news, targetedFamilies(data, news), false);
}

/** The parent's child for `student` (one of theirs, enrolled that year), with the child's place. */
function parentChild(
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
function visibleToChild(news: DemoNews, enrolment: DemoEnrolment, now: string): boolean {
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

function feedItem(data: DemoData, news: DemoNews, familyId: number) {
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

export const newsHandlers = [
  // A parent's feed: the selected child's news, pinned then newest first.
  http.get('*/api/news/feed', ({ request }) => {
    const child = parentChild(request);
    if (child instanceof Response) return child;
    const now = today();
    const items = db.data.news.items
      .filter((news) => visibleToChild(news, child.enrolment, now))
      .sort(compareFeed)
      .map((news) => feedItem(db.data, news, child.familyId));
    return HttpResponse.json({ items, unread: items.filter((item) => !item.read).length });
  }),

  http.get('*/api/news/settings', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, [NEWS_PERMISSION, NEWS_SETTINGS_PERMISSION]);
    if (scope instanceof Response) return scope;
    const { branchId: _b, yearId: _y, ...settings } = newsSettingsOf(db.data, scope.branch, scope.year);
    return HttpResponse.json({
      ...settings,
      canPublish: mayPublish(db.data, user, scope.branch, scope.year),
    });
  }),

  http.put('*/api/news/settings', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, NEWS_SETTINGS_PERMISSION);
    if (scope instanceof Response) return scope;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON object expected');
    const settings = newsSettingsOf(db.data, scope.branch, scope.year);
    const errors: Record<string, string> = {};
    const raw = Array.isArray(body.categories) ? (body.categories as unknown[]) : null;
    if (!raw) errors.categories = 'REQUIRED';
    else if (raw.length > NEWS_LIMITS.categories) errors.categories = 'NEWS_TOO_MANY_CATEGORIES';
    const names = new Set<string>();
    const categories = (raw ?? []).map((item, index) => {
      const entry = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
      const name = typeof entry.name === 'string' ? entry.name.trim() : '';
      const colour = typeof entry.colour === 'string' ? entry.colour.toLowerCase() : '';
      if (!name) errors[`categories.${index}.name`] = 'REQUIRED';
      else if (name.length > NEWS_LIMITS.categoryName) errors[`categories.${index}.name`] = 'TOO_LONG';
      else if (names.has(foldText(name))) errors[`categories.${index}.name`] = 'NEWS_DUPLICATE_CATEGORY';
      names.add(foldText(name));
      if (!/^#[0-9a-f]{6}$/.test(colour)) errors[`categories.${index}.colour`] = 'NEWS_INVALID_COLOUR';
      const id = Number.isInteger(entry.id) && (entry.id as number) > 0 ? (entry.id as number) : null;
      return { id, name, colour };
    });
    if (!isNewsAudience(body.defaultAudience)) errors.defaultAudience = 'NEWS_INVALID_AUDIENCE';
    if (body.publishers !== 'staff' && body.publishers !== 'managers') errors.publishers = 'INVALID_REQUEST';
    if (Object.keys(errors).length) return validationFailed(errors);
    let next = settings.categories.reduce((max, category) => Math.max(max, category.id), 0);
    settings.categories = categories.map((category) => ({
      ...category,
      id:
        category.id !== null && settings.categories.some((known) => known.id === category.id)
          ? category.id
          : (next += 1),
    }));
    settings.defaultAudience = body.defaultAudience as DemoNewsSettings['defaultAudience'];
    settings.publishers = body.publishers as DemoNewsSettings['publishers'];
    db.changed();
    const { branchId: _b, yearId: _y, ...answer } = settings;
    return HttpResponse.json({ ...answer, canPublish: mayPublish(db.data, user, scope.branch, scope.year) });
  }),

  // The staff list: search, status or phase, "waiting for acknowledgement", sorted and paged.
  http.get('*/api/news', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, NEWS_PERMISSION);
    if (scope instanceof Response) return scope;
    const params = new URL(request.url).searchParams;
    const tokens = searchTokens(params);
    const phases = listParam(params, 'phase')?.filter((phase): phase is NewsPhase =>
      (NEWS_PHASES as readonly string[]).includes(phase),
    );
    const awaiting = params.get('awaiting') === '1';
    const now = today();
    const counts = Object.fromEntries(NEWS_PHASES.map((phase) => [phase, 0])) as Record<NewsPhase, number>;
    const rows = [];
    for (const news of db.data.news.items) {
      if (news.branchId !== scope.branch || news.yearId !== scope.year) continue;
      if (tokens.length && !tokens.every((token) => foldText(`${news.title} ${news.body}`).includes(token)))
        continue;
      const row = rowOf(db.data, news, now);
      if (awaiting && !(row.requiresAck && row.phase === 'live' && row.acknowledged < row.targeted)) continue;
      counts[row.phase] += 1;
      if (phases && phases.length && !phases.includes(row.phase)) continue;
      rows.push(row);
    }
    const sortParam = params.get('sort') ?? '';
    const sort = (SORTS as readonly string[]).includes(sortParam) ? sortParam : 'publishAt';
    const direction = params.get('order') === 'asc' ? 1 : -1;
    rows.sort((a, b) => {
      const by =
        sort === 'title'
          ? a.title.localeCompare(b.title, 'fr')
          : sort === 'status'
            ? NEWS_PHASES.indexOf(a.phase) - NEWS_PHASES.indexOf(b.phase)
            : a.publishAt.localeCompare(b.publishAt);
      return by * direction || (b.id - a.id) * direction;
    });
    const pageSize = Math.min(
      PAGE_SIZE.max,
      Math.max(PAGE_SIZE.min, intOr(params.get('pageSize'), PAGE_SIZE.default)),
    );
    const page = Math.max(1, intOr(params.get('page'), 1));
    return HttpResponse.json({
      items: rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      page,
      pageSize,
      counts,
    });
  }),

  http.post('*/api/news', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, NEWS_PERMISSION);
    if (scope instanceof Response) return scope;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON object expected');
    const input = newsInput(body, db.data, scope.branch, scope.year);
    if ('errors' in input) return validationFailed(input.errors);
    const publishNow = body.publish === true;
    if (publishNow && !mayPublish(db.data, user, scope.branch, scope.year)) return publishForbidden();
    const stamp = new Date().toISOString();
    const news: DemoNews = {
      id: db.data.news.items.reduce((max, item) => Math.max(max, item.id), 0) + 1,
      branchId: scope.branch,
      yearId: scope.year,
      ...input.fields,
      status: 'draft',
      authorId: user.id,
      createdAt: stamp,
      updatedAt: stamp,
      cover: input.cover ?? null,
      reads: [],
      acks: [],
      remindedAt: null,
    };
    db.data.news.items.push(news);
    if (publishNow) publish(db.data, news);
    db.changed();
    return HttpResponse.json(detailOf(db.data, news, user), { status: 201 });
  }),

  http.get('*/api/news/:id', ({ request, params }) => {
    const access = staffNews(request, params.id);
    if (access instanceof Response) return access;
    return HttpResponse.json(detailOf(db.data, access.news, access.user));
  }),

  http.put('*/api/news/:id', async ({ request, params }) => {
    const access = staffNews(request, params.id);
    if (access instanceof Response) return access;
    const { news, user } = access;
    if (news.status === 'archived') return error(409, 'An archived piece is not edited', 'NEWS_ARCHIVED');
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON object expected');
    const input = newsInput(body, db.data, news.branchId, news.yearId);
    if ('errors' in input) return validationFailed(input.errors);
    if (news.status === 'published' && !mayPublish(db.data, user, news.branchId, news.yearId))
      return publishForbidden();
    Object.assign(news, input.fields, { updatedAt: new Date().toISOString() });
    if (input.cover !== undefined) news.cover = input.cover;
    db.changed();
    return HttpResponse.json(detailOf(db.data, news, user));
  }),

  http.get('*/api/news/:id/cover', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const news = db.data.news.items.find((item) => item.id === Number(params.id));
    let allowed = false;
    if (news && user.isParent) {
      const now = today();
      allowed = db.data.enrolments.some(
        (enrolment) => user.studentIds.includes(enrolment.studentId) && visibleToChild(news, enrolment, now),
      );
    } else if (news) allowed = staffHolds(user, NEWS_PERMISSION, news.branchId, news.yearId);
    if (!news || !allowed || !news.cover) return notFound();
    return HttpResponse.json(news.cover, { headers: { 'Cache-Control': 'private, no-store' } });
  }),

  http.post('*/api/news/:id/transitions', async ({ request, params }) => {
    const access = staffNews(request, params.id);
    if (access instanceof Response) return access;
    const { news, user } = access;
    const body = await jsonObject(request);
    const to = body?.to;
    if (!isNewsStatus(to)) return validationFailed({ to: 'REQUIRED' });
    if (!canTransitionNews(news.status, to))
      return error(409, `Cannot go from ${news.status} to ${to}`, 'NEWS_TRANSITION_NOT_ALLOWED');
    if (to === 'published') {
      if (!mayPublish(db.data, user, news.branchId, news.yearId)) return publishForbidden();
      publish(db.data, news);
    } else news.status = to;
    news.updatedAt = new Date().toISOString();
    db.changed();
    return HttpResponse.json(detailOf(db.data, news, user));
  }),

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
