import { http, HttpResponse } from 'msw';
import { imageTypeOfBytes } from '../../domain/attachments.ts';
import {
  canTransitionNews,
  isNewsAudience,
  isNewsStatus,
  newsPhase,
  NEWS_PHASES,
  type NewsPhase,
} from '../../domain/news.ts';
import { db } from '../core/db.ts';
import type { DemoNews } from './seed.ts';
import { foldText } from '../core/text.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { authenticate } from '../core/session.ts';
import { intOr, listParam, searchTokens } from '../core/params.ts';
import { invalidRequest, jsonObject, staffHolds, staffScopeOf } from '../core/staffScope.ts';
import {
  newsSettingsOf,
  countsOf,
  today,
  mayPublish,
  error,
  NEWS_LIMITS,
  notifyFamilies,
  targetedFamilies,
  NEWS_PERMISSION,
  validationFailed,
  staffNews,
  visibleToChild,
  notFound,
} from './shared.ts';

const COVER_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const SORTS = ['publishAt', 'title', 'status'] as const;
const PAGE_SIZE = { default: 25, min: 5, max: 200 } as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
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

function publishForbidden() {
  return error(403, 'Only the people the news settings name may publish', 'NEWS_PUBLISH_FORBIDDEN');
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

/** Publishing tells the targeted families (now, even when the publish date is later: they see it then). */
function publish(data: DemoData, news: DemoNews) {
  news.status = 'published';
  notifyFamilies(data, news, targetedFamilies(data, news), false);
}
export const officeNewsHandlers = [
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
];
