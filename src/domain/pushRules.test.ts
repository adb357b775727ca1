import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUSH_PREFERENCES,
  PUSH_TOPICS,
  decidePush,
  deliveryPayload,
  dueDeliveries,
  isQuiet,
  payloadOf,
  pushPhrase,
  pushPreferencesProblem,
  summarize,
  type PushItem,
  type PushPreferences,
  type QueuedPush,
} from './pushRules';

const item = (overrides: Partial<PushItem> = {}): PushItem => ({
  topic: 'request',
  studentId: 101,
  studentName: 'Yasmine',
  title: 'Réponse à votre demande',
  body: 'La direction a répondu.',
  link: '/gestion-demandes',
  urgent: false,
  tag: 'request-1',
  ...overrides,
});

const prefs = (overrides: Partial<PushPreferences> = {}): PushPreferences => ({
  ...DEFAULT_PUSH_PREFERENCES,
  ...overrides,
});

describe('Push preferences', () => {
  it('defaults: every topic pushed, quiet from 21:00 to 07:00, the summary at 18:00', () => {
    expect(PUSH_TOPICS.every((topic) => DEFAULT_PUSH_PREFERENCES.topics[topic] === 'push')).toBe(true);
    expect(DEFAULT_PUSH_PREFERENCES.quietHours).toEqual({ start: '21:00', end: '07:00' });
    expect(DEFAULT_PUSH_PREFERENCES.summaryTime).toBe('18:00');
    expect(pushPreferencesProblem(DEFAULT_PUSH_PREFERENCES)).toBeNull();
  });

  it('refuses what is not a preferences object, naming the field', () => {
    expect(pushPreferencesProblem(null)).not.toBeNull();
    expect(pushPreferencesProblem({ ...DEFAULT_PUSH_PREFERENCES, summaryTime: '25:00' })).toMatch(
      /summaryTime/,
    );
    expect(
      pushPreferencesProblem({
        ...DEFAULT_PUSH_PREFERENCES,
        topics: { ...DEFAULT_PUSH_PREFERENCES.topics, news: 'loud' },
      }),
    ).toMatch(/topics.news/);
    expect(pushPreferencesProblem({ ...DEFAULT_PUSH_PREFERENCES, children: { abc: true } })).toMatch(
      /children/,
    );
    expect(
      pushPreferencesProblem({ ...DEFAULT_PUSH_PREFERENCES, quietHours: { start: '9:00', end: '07:00' } }),
    ).toMatch(/quietHours.start/);
    expect(pushPreferencesProblem({ ...DEFAULT_PUSH_PREFERENCES, quietHours: null })).toBeNull();
  });
});

describe('decidePush: when a user is told', () => {
  it('quiet hours crossing midnight: held until they end, the same night or the next morning', () => {
    expect(isQuiet('23:30', { start: '21:00', end: '07:00' })).toBe(true);
    expect(isQuiet('06:59', { start: '21:00', end: '07:00' })).toBe(true);
    expect(isQuiet('07:00', { start: '21:00', end: '07:00' })).toBe(false);
    expect(isQuiet('20:59', { start: '21:00', end: '07:00' })).toBe(false);
    expect(decidePush(item(), prefs(), '2026-12-07T22:15')).toEqual({
      kind: 'hold',
      until: '2026-12-08T07:00',
    });
    expect(decidePush(item(), prefs(), '2026-12-08T05:40')).toEqual({
      kind: 'hold',
      until: '2026-12-08T07:00',
    });
    expect(decidePush(item(), prefs(), '2026-12-31T23:59')).toEqual({
      kind: 'hold',
      until: '2027-01-01T07:00',
    });
    expect(decidePush(item(), prefs(), '2026-12-08T10:00')).toEqual({ kind: 'send' });
  });

  it('quiet hours within a day (12:00–14:00) hold only then', () => {
    const noon = prefs({ quietHours: { start: '12:00', end: '14:00' } });
    expect(decidePush(item(), noon, '2026-12-08T12:30')).toEqual({ kind: 'hold', until: '2026-12-08T14:00' });
    expect(decidePush(item(), noon, '2026-12-08T22:30')).toEqual({ kind: 'send' });
    expect(decidePush(item(), prefs({ quietHours: null }), '2026-12-08T03:00')).toEqual({ kind: 'send' });
  });

  it('urgent passes quiet hours', () => {
    expect(decidePush(item({ urgent: true }), prefs(), '2026-12-07T23:00')).toEqual({ kind: 'send' });
  });

  it('per-child off: nothing about that child, the other children still told', () => {
    const one = prefs({ children: { '101': false } });
    expect(decidePush(item(), one, '2026-12-08T10:00')).toEqual({ kind: 'drop' });
    expect(decidePush(item({ urgent: true }), one, '2026-12-08T10:00')).toEqual({ kind: 'drop' });
    expect(decidePush(item({ studentId: 102 }), one, '2026-12-08T10:00')).toEqual({ kind: 'send' });
    expect(decidePush(item({ studentId: null }), one, '2026-12-08T10:00')).toEqual({ kind: 'send' });
  });

  it('topic off drops; topic summary waits for the next summary time, out of the quiet hours', () => {
    const topics = { ...DEFAULT_PUSH_PREFERENCES.topics, request: 'off' as const, news: 'summary' as const };
    expect(decidePush(item(), prefs({ topics }), '2026-12-08T10:00')).toEqual({ kind: 'drop' });
    const news = item({ topic: 'news', tag: 'news-4' });
    expect(decidePush(news, prefs({ topics }), '2026-12-08T10:00')).toEqual({
      kind: 'summary',
      at: '2026-12-08T18:00',
    });
    expect(decidePush(news, prefs({ topics }), '2026-12-08T18:00')).toEqual({
      kind: 'summary',
      at: '2026-12-09T18:00',
    });
    const late = prefs({ topics, summaryTime: '22:00' });
    expect(decidePush(news, late, '2026-12-08T10:00')).toEqual({ kind: 'summary', at: '2026-12-09T07:00' });
  });

  it('fast-check: nothing is ever sent inside quiet hours unless urgent, and nothing is held into them', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const quiet = fc.option(fc.record({ start: time, end: time }), { nil: null });
    const choice = fc.constantFrom('push' as const, 'summary' as const, 'off' as const);
    fc.assert(
      fc.property(
        quiet,
        time,
        time,
        fc.boolean(),
        fc.constantFrom(...PUSH_TOPICS),
        choice,
        (quietHours, now, summaryTime, urgent, topic, topicChoice) => {
          const preferences = prefs({
            quietHours,
            summaryTime,
            topics: { ...DEFAULT_PUSH_PREFERENCES.topics, [topic]: topicChoice },
          });
          const decision = decidePush(item({ urgent, topic }), preferences, `2026-12-08T${now}`);
          if (decision.kind === 'send') expect(urgent || !isQuiet(now, quietHours)).toBe(true);
          if (decision.kind === 'hold') expect(isQuiet(decision.until.slice(11), quietHours)).toBe(false);
          if (decision.kind === 'summary') expect(isQuiet(decision.at.slice(11), quietHours)).toBe(false);
          if (decision.kind === 'hold' || decision.kind === 'summary') {
            expect((decision.kind === 'hold' ? decision.until : decision.at) > `2026-12-08T${now}`).toBe(
              true,
            );
          }
        },
      ),
    );
  });
});

describe('payloadOf: each notification names the child, in the device’s language and script', () => {
  const yasmine = { fr: 'Yasmine', en: 'Yasmine', ar: 'ياسمين' };
  it('the title starts with the child’s first name, Arabic script on an Arabic device; the link selects the child', () => {
    const about = item({ studentName: yasmine, title: 'Réponse à votre demande R-1' });
    expect(payloadOf(about, 'fr')).toMatchObject({
      title: 'Yasmine : Réponse à votre demande R-1',
      url: '/gestion-demandes?student=101',
      studentId: 101,
    });
    expect(payloadOf(about, 'ar').title).toBe('ياسمين: Réponse à votre demande R-1');
  });

  it('a phrase that already names the child is not named twice; an item about no child names none', () => {
    const due = item({
      studentName: yasmine,
      topic: 'payment',
      title: pushPhrase('paymentDueSoon'),
      body: pushPhrase('paymentDueSoonBody', {
        label: 'Scolarité',
        name: yasmine,
        amount: '1 200,00 MAD',
        date: '12/12',
      }),
    });
    const ar = payloadOf(due, 'ar');
    expect(ar.body).toContain('ياسمين');
    expect(ar.title.startsWith('ياسمين')).toBe(false);
    expect(payloadOf(item({ studentId: null, studentName: null, title: 'Réunion' }), 'fr').title).toBe(
      'Réunion',
    );
  });
});

describe('summarize and dueDeliveries: one notification, not a flood', () => {
  const queued = (
    id: number,
    overrides: Partial<PushItem>,
    due = '2026-12-08T07:00',
    userId = 3,
  ): QueuedPush => ({
    id,
    userId,
    item: item(overrides),
    due,
    kind: 'hold',
  });

  it('summary gathers into one: "N nouveautés", the first titles per child, then how many more', () => {
    const items = [
      item({ title: 'Absence de Yasmine', topic: 'attendance', link: '/attendance/child', tag: 'a-1' }),
      item({
        title: 'Retard de Karim',
        studentId: 102,
        studentName: 'Karim',
        topic: 'attendance',
        tag: 'a-2',
      }),
      item({ title: 'Réponse à votre demande', tag: 'r-1' }),
      item({
        title: 'Sortie scolaire',
        studentId: null,
        studentName: null,
        topic: 'news',
        link: '/news',
        tag: 'n-1',
      }),
      item({
        title: 'Kermesse',
        studentId: null,
        studentName: null,
        topic: 'news',
        link: '/news',
        tag: 'n-2',
      }),
    ];
    const fr = summarize(items, 'fr');
    expect(fr.title).toBe('5 nouveautés');
    expect(fr.body).toBe(
      'Yasmine : Absence de Yasmine · Réponse à votre demande\nKarim : Retard de Karim\net 2 autres',
    );
    expect(fr).toMatchObject({
      url: '/notifications',
      studentId: null,
      topic: 'summary',
      tag: 'summary',
      urgent: false,
    });
    expect(summarize(items, 'en').title).toBe('5 updates');
    expect(summarize(items.slice(0, 1), 'fr').title).toBe('1 nouveauté');
    // One child, one page: the summary opens it for that child.
    const same = summarize(
      [
        items[0]!,
        item({ title: 'Absence (après-midi)', topic: 'attendance', link: '/attendance/child', tag: 'a-3' }),
      ],
      'fr',
    );
    expect(same).toMatchObject({ studentId: 101, url: '/attendance/child?student=101', topic: 'attendance' });
  });

  it('Arabic counts with its plural forms (Intl.PluralRules)', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => item({ tag: `t-${index}` }));
    expect(summarize(many(1), 'ar').title).toBe('خبر جديد واحد');
    expect(summarize(many(2), 'ar').title).toBe('خبران جديدان');
    expect(summarize(many(3), 'ar').title).toBe('3 أخبار جديدة');
    expect(summarize(many(11), 'ar').title).toBe('11 خبرًا جديدًا');
    expect(summarize(many(100), 'ar').title).toBe('100 خبر جديد');
    expect(pushPhrase('newMessage', { name: 'Mme Alaoui' })).toEqual({
      fr: 'Nouveau message de Mme Alaoui',
      en: 'New message from Mme Alaoui',
      ar: 'رسالة جديدة من Mme Alaoui',
    });
  });

  it('no flood: two items of the same tag within the hold give one notification, the later one', () => {
    const queue = [
      queued(1, { tag: 'request-7', title: 'Demande en cours' }),
      queued(2, { tag: 'request-7', title: 'Demande traitée' }),
    ];
    const [delivery, ...others] = dueDeliveries(queue, '2026-12-08T07:00');
    expect(others).toEqual([]);
    expect(delivery!.ids).toEqual([1, 2]);
    expect(deliveryPayload(delivery!, 'fr')).toMatchObject({
      title: 'Yasmine : Demande traitée',
      url: '/gestion-demandes?student=101',
      tag: 'request-7',
    });
  });

  it('dueDeliveries gives what is due by now, one delivery per user, and leaves the rest waiting', () => {
    const queue = [
      queued(1, { tag: 'a' }),
      queued(2, { tag: 'b' }),
      queued(3, { tag: 'c' }, '2026-12-08T18:00'),
      queued(4, { tag: 'd' }, '2026-12-08T06:00', 9),
    ];
    expect(dueDeliveries(queue, '2026-12-08T06:59')).toEqual([
      { userId: 9, ids: [4], items: [queue[3]!.item] },
    ]);
    const morning = dueDeliveries(queue, '2026-12-08T07:00');
    expect(morning.map((delivery) => [delivery.userId, delivery.ids])).toEqual([
      [3, [1, 2]],
      [9, [4]],
    ]);
    expect(deliveryPayload(morning[0]!, 'fr').title).toBe('2 nouveautés');
    expect(() => dueDeliveries(queue, '2026-12-08 07:00')).toThrow();
  });
});
