// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoToken } from '../../../tests/helpers/demo';
import { db } from '../core/db.ts';
import { createSeed, addMissingTables } from '../seed.ts';
import { targetedFamilies } from './shared.ts';

const API = 'http://localhost:3000/api';
const SCOPE = 'branch=1&year=2';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read by the expectations
type Answer = Record<string, any>;

async function call(method: string, path: string, token: string | null, body?: unknown, key?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  if (key) headers['Idempotency-Key'] = key;
  const answer = await fetch(`${API}/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json().catch(() => null)) as Answer };
}

const today = () => new Date().toISOString().slice(0, 10);

function piece(extra: Record<string, unknown> = {}) {
  return {
    title: 'Sortie au zoo',
    body: 'Prévoir une casquette.',
    audience: 'parents',
    levelIds: [],
    classIds: [],
    publishAt: today(),
    expiresAt: null,
    pinned: false,
    requiresAck: true,
    categoryId: 1,
    ...extra,
  };
}

/** The parent's child Yasmine (101) in Casablanca, year 2: her level and class. */
function yasmine() {
  return db.data.enrolments.find((enrolment) => enrolment.studentId === 101 && enrolment.yearId === 2)!;
}

describe('News permissions and scope', () => {
  it('staff list their branch news; a parent is refused the staff list; a piece of another branch is a 404', async () => {
    const staff = await demoToken('staff');
    const list = await call('GET', `news?${SCOPE}`, staff);
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(5);
    expect(list.body.items[0]).toMatchObject({
      targeted: expect.any(Number),
      acknowledged: expect.any(Number),
    });
    const parent = await demoToken('parent');
    expect((await call('GET', `news?${SCOPE}`, parent)).status).toBe(403);
    expect((await call('POST', `news?${SCOPE}`, parent, piece())).status).toBe(403);
    const rabat = db.data.news.items.find((news) => news.branchId === 2)!;
    expect((await call('GET', `news/${rabat.id}`, staff)).status).toBe(404);
    expect((await call('GET', `news?branch=2&year=2`, staff)).status).toBe(403);
  });

  it('a parent reads only their own child’s feed: another child is a 404, staff are refused', async () => {
    const parent = await demoToken('parent');
    expect((await call('GET', 'news/feed?student=101&year=2', parent)).status).toBe(200);
    const stranger = db.data.students.find((student) => student.studentid > 200)!;
    expect((await call('GET', `news/feed?student=${stranger.studentid}&year=2`, parent)).status).toBe(404);
    expect((await call('GET', 'news/feed?student=101&year=2', await demoToken('staff'))).status).toBe(403);
  });

  it('only the people the settings name may publish: staff are refused once the settings say managers', async () => {
    const admin = await demoToken('admin');
    const staff = await demoToken('staff');
    const settings = (await call('GET', `news/settings?${SCOPE}`, admin)).body;
    expect((await call('PUT', `news/settings?${SCOPE}`, staff, settings)).status).toBe(403);
    const saved = await call('PUT', `news/settings?${SCOPE}`, admin, { ...settings, publishers: 'managers' });
    expect(saved.status).toBe(200);
    expect((await call('GET', `news/settings?${SCOPE}`, staff)).body.canPublish).toBe(false);
    expect((await call('GET', `news/settings?${SCOPE}`, admin)).body.canPublish).toBe(true);
    const refused = await call('POST', `news?${SCOPE}`, staff, { ...piece(), publish: true });
    expect(refused).toMatchObject({ status: 403, body: { code: 'NEWS_PUBLISH_FORBIDDEN' } });
    expect((await call('POST', `news?${SCOPE}`, staff, piece())).status).toBe(201);
  });
});

describe('News validation and idempotent creates', () => {
  it('answers a code under each field at fault', async () => {
    const staff = await demoToken('staff');
    const answer = await call('POST', `news?${SCOPE}`, staff, {
      ...piece(),
      title: ' ',
      audience: 'aliens',
      publishAt: '2026-02-30',
      categoryId: 99,
      classIds: [999_999],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      title: 'REQUIRED',
      audience: 'NEWS_INVALID_AUDIENCE',
      publishAt: 'INVALID_DATE',
      categoryId: 'NEWS_UNKNOWN_CATEGORY',
      classIds: 'NEWS_UNKNOWN_CLASS',
    });
    const order = await call('POST', `news?${SCOPE}`, staff, piece({ expiresAt: '2020-01-01' }));
    expect(order.body.errors).toEqual({ expiresAt: 'NEWS_EXPIRY_BEFORE_PUBLISH' });
    const staffOnly = await call('POST', `news?${SCOPE}`, staff, piece({ audience: 'staff' }));
    expect(staffOnly.body.errors).toEqual({ requiresAck: 'NEWS_ACK_NEEDS_FAMILIES' });
  });

  it('checks a cover by its bytes: an SVG or HTML named image/png is refused, a real PNG kept', async () => {
    const staff = await demoToken('staff');
    const svg = btoa('<svg onload="alert(1)"></svg>');
    const refused = await call(
      'POST',
      `news?${SCOPE}`,
      staff,
      piece({ cover: { mimeType: 'image/png', data: svg } }),
    );
    expect(refused.body.errors).toEqual({ cover: 'UNSUPPORTED_TYPE' });
    const png = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0));
    const kept = await call(
      'POST',
      `news?${SCOPE}`,
      staff,
      piece({ cover: { mimeType: 'image/jpeg', data: png } }),
    );
    expect(kept.status).toBe(201);
    const cover = await call('GET', `news/${kept.body.id}/cover`, staff);
    expect(cover.body).toEqual({ mimeType: 'image/png', data: png });
  });

  it('the same Idempotency-Key creates one piece and notifies once', async () => {
    const staff = await demoToken('staff');
    const before = db.data.news.items.length;
    const notes = db.data.notifications.length;
    const first = await call('POST', `news?${SCOPE}`, staff, { ...piece(), publish: true }, 'news-key-1');
    const again = await call('POST', `news?${SCOPE}`, staff, { ...piece(), publish: true }, 'news-key-1');
    expect(again.body.id).toBe(first.body.id);
    expect(db.data.news.items.length).toBe(before + 1);
    expect(db.data.notifications.length).toBe(notes + 1);
  });
});

describe('Publishing, acknowledgement and reminders', () => {
  it('publishing notifies the targeted parent; their acknowledgement changes the staff counts', async () => {
    const staff = await demoToken('staff');
    const parent = await demoToken('parent');
    const { levelId } = yasmine();
    const draft = await call('POST', `news?${SCOPE}`, staff, piece({ levelIds: [levelId] }));
    expect(draft.body).toMatchObject({ status: 'draft', acknowledged: 0 });
    const feedBefore = await call('GET', 'news/feed?student=101&year=2', parent);
    expect(feedBefore.body.items.map((item: { id: number }) => item.id)).not.toContain(draft.body.id);
    const unread = db.data.notifications.filter((note) => note.userId === 3 && !note.read).length;
    const published = await call('POST', `news/${draft.body.id}/transitions`, staff, { to: 'published' });
    expect(published.body).toMatchObject({ status: 'published', phase: 'live' });
    expect(db.data.notifications.filter((note) => note.userId === 3 && !note.read).length).toBe(unread + 1);
    const feed = await call('GET', 'news/feed?student=101&year=2', parent);
    expect(feed.body.items.find((item: { id: number }) => item.id === draft.body.id)).toMatchObject({
      read: false,
      acknowledgedAt: null,
    });
    const pending = await call('GET', `news/${draft.body.id}/pending`, staff);
    const family = db.data.students.find((student) => student.studentid === 101)!.familyId;
    expect(pending.body.items.map((item: { familyId: number }) => item.familyId)).toContain(family);
    const acked = await call('POST', `news/${draft.body.id}/acknowledge?student=101&year=2`, parent);
    expect(acked.body).toMatchObject({ read: true, acknowledgedAt: expect.any(String) });
    const after = await call('GET', `news/${draft.body.id}`, staff);
    expect(after.body.acknowledged).toBe(published.body.acknowledged + 1);
    const left = await call('GET', `news/${draft.body.id}/pending`, staff);
    expect(left.body.items.map((item: { familyId: number }) => item.familyId)).not.toContain(family);
  });

  it('a parent cannot acknowledge a piece not meant for their child’s level', async () => {
    const staff = await demoToken('staff');
    const parent = await demoToken('parent');
    const other = db.data.levels.find((level) => level.id !== yasmine().levelId)!;
    const created = await call('POST', `news?${SCOPE}`, staff, {
      ...piece({ levelIds: [other.id] }),
      publish: true,
    });
    expect(
      (await call('POST', `news/${created.body.id}/acknowledge?student=101&year=2`, parent)).status,
    ).toBe(404);
  });

  it('a reminder notifies the guardians with an account in the pending families; archived is final', async () => {
    const staff = await demoToken('staff');
    const created = await call('POST', `news?${SCOPE}`, staff, { ...piece(), publish: true });
    const news = db.data.news.items.find((item) => item.id === created.body.id)!;
    const reminded = await call('POST', `news/${news.id}/reminders`, staff, undefined, 'remind-1');
    expect(reminded.body.families).toBe(targetedFamilies(db.data, news).size);
    expect(reminded.body.notified).toBeGreaterThan(0);
    expect((await call('POST', `news/${news.id}/transitions`, staff, { to: 'archived' })).status).toBe(200);
    const back = await call('POST', `news/${news.id}/transitions`, staff, { to: 'published' });
    expect(back).toMatchObject({ status: 409, body: { code: 'NEWS_TRANSITION_NOT_ALLOWED' } });
    expect((await call('POST', `news/${news.id}/reminders`, staff, undefined, 'remind-2')).status).toBe(409);
  });

  it('one reminder per piece per day: a second one the same day, even with a new key, is 409 and notifies nobody', async () => {
    const staff = await demoToken('staff');
    const created = await call('POST', `news?${SCOPE}`, staff, { ...piece(), publish: true });
    const first = await call('POST', `news/${created.body.id}/reminders`, staff, undefined, 'remind-a');
    expect(first.status).toBe(200);
    const notifications = db.data.notifications.length;

    const second = await call('POST', `news/${created.body.id}/reminders`, staff, undefined, 'remind-b');

    expect(second).toEqual({
      status: 409,
      body: { message: 'This piece was already reminded today', code: 'REMINDER_ALREADY_SENT_TODAY' },
    });
    expect(db.data.notifications).toHaveLength(notifications);
    // Without a key a reminder (a message to the families) is refused before anything is sent.
    const keyless = await call('POST', `news/${created.body.id}/reminders`, staff);
    expect(keyless).toMatchObject({ status: 428, body: { code: 'IDEMPOTENCY_KEY_REQUIRED' } });
  });
});

describe('News seed', () => {
  it('holds a year of news per branch: pinned ones, some asking for acknowledgement and partly acknowledged, some in Arabic', () => {
    const current = db.data.news.items.filter((news) => news.branchId === 1 && news.yearId === 2);
    expect(current.some((news) => news.pinned)).toBe(true);
    expect(current.some((news) => /[\u0600-\u06ff]/.test(news.title))).toBe(true);
    const asking = current.filter((news) => news.requiresAck);
    expect(asking.length).toBeGreaterThan(1);
    for (const news of asking) {
      const targeted = targetedFamilies(db.data, news).size;
      expect(news.acks.length).toBeGreaterThan(0);
      expect(news.acks.length).toBeLessThan(targeted);
    }
  });

  it('a data set saved before news existed gets its news tables, once', () => {
    const saved: Partial<ReturnType<typeof createSeed>> = createSeed({ students: 60 });
    delete saved.news;
    const data = saved as ReturnType<typeof createSeed>;
    expect(addMissingTables(data)).toBe(true);
    expect(data.news.items.length).toBeGreaterThan(10);
    expect(data.news.settings.length).toBe(6);
    expect(addMissingTables(data)).toBe(false);
  });
});
