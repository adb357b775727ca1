/**
 * Push notifications without the flood (docs/api.md "Push notifications"): what a user is told on their devices,
 * when, and in which words. Each thing that happens is an item; the user's preferences say per topic whether it is
 * pushed at once, gathered into the daily summary or not sent, per child whether it is sent at all, and the quiet
 * hours during which only an urgent item is pushed (the rest is held until they end). Held and summary items due
 * together go out as ONE notification, and two items of one tag as the later one only.
 *
 * Times are the school's local minutes, `YYYY-MM-DDTHH:MM`; the server composes every text in the device's language.
 */

export const PUSH_TOPICS = [
  'message',
  'news',
  'attendance',
  'payment',
  'request',
  'canteen',
  'transport',
] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

export const PUSH_CHOICES = ['push', 'summary', 'off'] as const;
export type PushChoice = (typeof PUSH_CHOICES)[number];

export const PUSH_LANGUAGES = ['fr', 'en', 'ar'] as const;
export type PushLanguage = (typeof PUSH_LANGUAGES)[number];

export interface QuietHours {
  start: string;
  end: string;
}

export interface PushPreferences {
  topics: Record<PushTopic, PushChoice>;
  /** studentId -> on; a child missing is on. */
  children: Record<string, boolean>;
  quietHours: QuietHours | null;
  summaryTime: string;
}

export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  topics: Object.fromEntries(PUSH_TOPICS.map((topic) => [topic, 'push'])) as Record<PushTopic, PushChoice>,
  children: {},
  quietHours: { start: '21:00', end: '07:00' },
  summaryTime: '18:00',
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const MINUTE = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why `value` is not a user's push preferences (a short English reason), or null when it is one. */
export function pushPreferencesProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'preferences must be an object';
  const { topics, children, quietHours, summaryTime } = value;
  if (!isRecord(topics)) return 'topics must be an object';
  for (const topic of PUSH_TOPICS) {
    if (!PUSH_CHOICES.includes(topics[topic] as PushChoice))
      return `topics.${topic} must be push, summary or off`;
  }
  const unknown = Object.keys(topics).find((key) => !PUSH_TOPICS.includes(key as PushTopic));
  if (unknown !== undefined) return `topics.${unknown} is not a topic`;
  if (!isRecord(children)) return 'children must be an object';
  for (const [id, on] of Object.entries(children)) {
    if (!/^\d+$/.test(id)) return `children.${id} is not a student id`;
    if (typeof on !== 'boolean') return `children.${id} must be true or false`;
  }
  if (quietHours !== null) {
    if (!isRecord(quietHours)) return 'quietHours must be an object or null';
    if (typeof quietHours.start !== 'string' || !TIME.test(quietHours.start))
      return 'quietHours.start must be HH:MM';
    if (typeof quietHours.end !== 'string' || !TIME.test(quietHours.end))
      return 'quietHours.end must be HH:MM';
  }
  if (typeof summaryTime !== 'string' || !TIME.test(summaryTime)) return 'summaryTime must be HH:MM';
  return null;
}

/** The preferences as stored: only the known fields of a valid value. */
export function cleanPreferences(value: PushPreferences): PushPreferences {
  return {
    topics: Object.fromEntries(
      PUSH_TOPICS.map((topic) => [topic, value.topics[topic]]),
    ) as PushPreferences['topics'],
    children: { ...value.children },
    quietHours: value.quietHours ? { start: value.quietHours.start, end: value.quietHours.end } : null,
    summaryTime: value.summaryTime,
  };
}

/** A text in one language for all, or in each of the three. */
export type LocalText = string | Record<PushLanguage, string>;

/** A name in each language's script: the Arabic one on an Arabic device when there is one, the Latin one else. */
export function localName(latin: string, arabic?: string | null): LocalText {
  const inArabic = arabic?.trim();
  return { fr: latin, en: latin, ar: inArabic || latin };
}

export function inLanguage(text: LocalText, language: PushLanguage): string {
  return typeof text === 'string' ? text : text[language];
}

/** One thing that happened, offered to a user's devices. */
export interface PushItem {
  topic: PushTopic;
  studentId: number | null;
  /** The child's first name (in each language's script), named by every notification about the child. */
  studentName: LocalText | null;
  title: LocalText;
  body: LocalText;
  /** A path of the portal (`/gestion-demandes`); the child is added to it as `?student=`. */
  link: string;
  urgent: boolean;
  /** Items of one tag replace each other: only the latest is sent. */
  tag: string;
}

export type PushDecision =
  { kind: 'send' } | { kind: 'hold'; until: string } | { kind: 'summary'; at: string } | { kind: 'drop' };

/** The local minute of `date`, `YYYY-MM-DDTHH:MM`. */
export function localMinute(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The first minute at `time` strictly after `now` (today's if still to come, else tomorrow's). */
function nextAt(now: string, time: string): string {
  const [day, current] = [now.slice(0, 10), now.slice(11, 16)];
  return `${current < time ? day : nextDay(day)}T${time}`;
}

/** Whether `time` (HH:MM) is within the quiet hours, start included, end excluded; a range may cross midnight. */
export function isQuiet(time: string, quiet: QuietHours | null): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  return quiet.start < quiet.end
    ? time >= quiet.start && time < quiet.end
    : time >= quiet.start || time < quiet.end;
}

/** The first minute, from `at` on, outside the quiet hours. */
function outsideQuiet(at: string, quiet: QuietHours | null): string {
  return quiet && isQuiet(at.slice(11, 16), quiet) ? nextAt(at, quiet.end) : at;
}

/**
 * What to do with `item` for a user at `now`: dropped when its topic or its child is off; gathered into the next
 * summary when its topic says so (moved out of the quiet hours); held until the quiet hours end when it comes inside
 * them, unless urgent; sent otherwise.
 */
export function decidePush(item: PushItem, preferences: PushPreferences, now: string): PushDecision {
  const choice = preferences.topics[item.topic] ?? 'push';
  if (choice === 'off') return { kind: 'drop' };
  if (item.studentId !== null && preferences.children[String(item.studentId)] === false)
    return { kind: 'drop' };
  if (choice === 'summary') {
    return {
      kind: 'summary',
      at: outsideQuiet(nextAt(now, preferences.summaryTime), preferences.quietHours),
    };
  }
  if (!item.urgent && isQuiet(now.slice(11, 16), preferences.quietHours)) {
    return { kind: 'hold', until: nextAt(now, preferences.quietHours!.end) };
  }
  return { kind: 'send' };
}

/** What the service worker receives (docs/api.md "Push notifications"). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  studentId: number | null;
  /** The topic, or `summary` for items gathered into one. */
  topic: PushTopic | 'summary';
  tag: string;
  urgent: boolean;
}

/** The item's link, with `?student=<id>` when it concerns a child (the portal switches to that child). */
export function pushUrl(link: string, studentId: number | null): string {
  if (studentId === null) return link;
  return `${link}${link.includes('?') ? '&' : '?'}student=${studentId}`;
}

/**
 * What the device shows for one item, in `language`. Each notification about a child names the child: the title
 * starts with the child's first name unless the title or the body already says it.
 */
export function payloadOf(item: PushItem, language: PushLanguage): PushPayload {
  const title = inLanguage(item.title, language);
  const body = inLanguage(item.body, language);
  const name = item.studentName === null ? '' : inLanguage(item.studentName, language);
  const named = name === '' || title.includes(name) || body.includes(name);
  return {
    title: named ? title : `${name}${language === 'fr' ? ' : ' : ': '}${title}`,
    body,
    url: pushUrl(item.link, item.studentId),
    studentId: item.studentId,
    topic: item.topic,
    tag: item.tag,
    urgent: item.urgent,
  };
}

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The few phrases the server writes itself, in the three languages (`{n}`, `{name}`, ... filled in). */
export const PUSH_PHRASES: Record<
  PushLanguage,
  {
    news: Plural;
    more: Plural;
    general: string;
    summaryLink: string;
    newMessage: string;
    paymentDueSoon: string;
    paymentDueSoonBody: string;
    paymentOverdue: string;
    paymentOverdueBody: string;
    canteenCutoff: string;
    canteenCutoffBody: string;
    requestReply: string;
    requestState: string;
    requestStates: Record<'open' | 'in_progress' | 'resolved' | 'closed' | 'rejected', string>;
    certificateReady: string;
    certificateReadyBody: string;
    absent: string;
    absentBody: string;
    late: string;
    lateBody: string;
    sessions: Record<'morning' | 'afternoon', string>;
    transportTimes: string;
    transportTimesBody: string;
  }
> = {
  fr: {
    news: { one: '{n} nouveauté', other: '{n} nouveautés' },
    more: { one: 'et {n} autre', other: 'et {n} autres' },
    general: 'École',
    summaryLink: '/notifications',
    newMessage: 'Nouveau message de {name}',
    paymentDueSoon: 'Échéance dans 3 jours',
    paymentDueSoonBody: '{label} ({name}) : {amount} à régler le {date}.',
    paymentOverdue: 'Échéance en retard',
    paymentOverdueBody: '{label} ({name}) : {amount} attendus depuis le {date}.',
    canteenCutoff: 'Cantine : dernier jour pour demander',
    canteenCutoffBody: 'Les demandes de cantine pour {name} se ferment demain ({date}).',
    requestReply: 'Réponse à votre demande {reference}',
    requestState: 'Demande {reference} : {state}',
    requestStates: {
      open: 'rouverte',
      in_progress: 'en cours de traitement',
      resolved: 'traitée',
      closed: 'clôturée',
      rejected: 'refusée',
    },
    certificateReady: 'Certificat de scolarité : demande {reference}',
    certificateReadyBody: 'Le certificat de scolarité de {name} est disponible dans la demande.',
    absent: 'Absence de {name}',
    absentBody:
      '{name} est absent·e le {date} ({session}). Vous pouvez justifier cette absence depuis le portail.',
    late: 'Retard de {name}',
    lateBody: '{name} est arrivé·e avec {minutes} min de retard le {date} ({session}).',
    sessions: { morning: 'matin', afternoon: 'après-midi' },
    transportTimes: 'Transport : horaires modifiés',
    transportTimesBody: '{line} — {stop} : matin {morning}, soir {evening}.',
  },
  en: {
    news: { one: '{n} update', other: '{n} updates' },
    more: { one: 'and {n} more', other: 'and {n} more' },
    general: 'School',
    summaryLink: '/notifications',
    newMessage: 'New message from {name}',
    paymentDueSoon: 'Payment due in 3 days',
    paymentDueSoonBody: '{label} ({name}): {amount} due on {date}.',
    paymentOverdue: 'Payment overdue',
    paymentOverdueBody: '{label} ({name}): {amount} due since {date}.',
    canteenCutoff: 'Canteen: last day to ask',
    canteenCutoffBody: 'Canteen requests for {name} close tomorrow ({date}).',
    requestReply: 'Reply to your request {reference}',
    requestState: 'Request {reference}: {state}',
    requestStates: {
      open: 'reopened',
      in_progress: 'in progress',
      resolved: 'handled',
      closed: 'closed',
      rejected: 'refused',
    },
    certificateReady: 'Certificate of schooling: request {reference}',
    certificateReadyBody: "{name}'s certificate of schooling is available in the request.",
    absent: '{name} absent',
    absentBody: '{name} was absent on {date} ({session}). You can justify this absence from the portal.',
    late: '{name} late',
    lateBody: '{name} arrived {minutes} min late on {date} ({session}).',
    sessions: { morning: 'morning', afternoon: 'afternoon' },
    transportTimes: 'Transport: times changed',
    transportTimesBody: '{line} — {stop}: morning {morning}, evening {evening}.',
  },
  ar: {
    news: {
      zero: 'لا جديد',
      one: 'خبر جديد واحد',
      two: 'خبران جديدان',
      few: '{n} أخبار جديدة',
      many: '{n} خبرًا جديدًا',
      other: '{n} خبر جديد',
    },
    more: { one: 'وخبر آخر', two: 'وخبران آخران', few: 'و{n} أخبار أخرى', other: 'و{n} خبرًا آخر' },
    general: 'المدرسة',
    summaryLink: '/notifications',
    newMessage: 'رسالة جديدة من {name}',
    paymentDueSoon: 'قسط مستحق بعد 3 أيام',
    paymentDueSoonBody: '{label} ({name}): {amount} مستحق يوم {date}.',
    paymentOverdue: 'قسط متأخر',
    paymentOverdueBody: '{label} ({name}): {amount} مستحق منذ {date}.',
    canteenCutoff: 'المطعم المدرسي: آخر يوم للطلب',
    canteenCutoffBody: 'تغلق طلبات المطعم المدرسي الخاصة بـ{name} غدًا ({date}).',
    requestReply: 'رد على طلبك {reference}',
    requestState: 'الطلب {reference}: {state}',
    requestStates: {
      open: 'أعيد فتحه',
      in_progress: 'قيد المعالجة',
      resolved: 'تمت معالجته',
      closed: 'مغلق',
      rejected: 'مرفوض',
    },
    certificateReady: 'شهادة مدرسية: الطلب {reference}',
    certificateReadyBody: 'الشهادة المدرسية الخاصة بـ{name} متاحة في الطلب.',
    absent: 'غياب {name}',
    absentBody: 'تغيب {name} يوم {date} ({session}). يمكنك تبرير هذا الغياب من البوابة.',
    late: 'تأخر {name}',
    lateBody: 'وصل {name} متأخرًا {minutes} دقيقة يوم {date} ({session}).',
    sessions: { morning: 'الصباح', afternoon: 'بعد الزوال' },
    transportTimes: 'النقل: تغيير المواعيد',
    transportTimesBody: '{line} — {stop}: الصباح {morning}، المساء {evening}.',
  },
};

export type PushPhrase = Exclude<
  keyof (typeof PUSH_PHRASES)['fr'],
  'news' | 'more' | 'requestStates' | 'sessions'
>;

/** A word of one of the server's small tables (a request's state, a half-day) in every language. */
export function pushWord<T extends 'requestStates' | 'sessions'>(
  table: T,
  key: keyof (typeof PUSH_PHRASES)['fr'][T],
): LocalText {
  return Object.fromEntries(
    PUSH_LANGUAGES.map((language) => [language, PUSH_PHRASES[language][table][key] as string]),
  ) as Record<PushLanguage, string>;
}

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** One of the server's phrases in every language, filled in (a name in each language's script). */
export function pushPhrase(
  phrase: PushPhrase,
  values: Record<string, string | number | LocalText> = {},
): LocalText {
  return Object.fromEntries(
    PUSH_LANGUAGES.map((language) => [
      language,
      fill(
        PUSH_PHRASES[language][phrase],
        Object.fromEntries(
          Object.entries(values).map(([key, value]) => [
            key,
            typeof value === 'object' ? inLanguage(value, language) : value,
          ]),
        ),
      ),
    ]),
  ) as Record<PushLanguage, string>;
}

/** A counted phrase in `language`, by its plural rules (Arabic has six forms). */
export function counted(forms: Plural, count: number, language: PushLanguage): string {
  const rule = new Intl.PluralRules(language).select(count);
  return fill(forms[rule] ?? forms.other, { n: count });
}

/** Lines of a summary shown before "and N more". */
export const SUMMARY_LINES = 3;

/**
 * Items gathered into ONE notification in `language`: "N updates" as the title, and as the body the first few
 * titles grouped per child (those about no child under the school's name), then how many more.
 */
export function summarize(items: readonly PushItem[], language: PushLanguage): PushPayload {
  const phrases = PUSH_PHRASES[language];
  const groups = new Map<string, string[]>();
  for (const item of items.slice(0, SUMMARY_LINES)) {
    const who = item.studentName === null ? phrases.general : inLanguage(item.studentName, language);
    groups.set(who, [...(groups.get(who) ?? []), inLanguage(item.title, language)]);
  }
  const lines = [...groups].map(
    ([who, titles]) => `${who}${language === 'fr' ? ' : ' : ': '}${titles.join(' · ')}`,
  );
  const rest = items.length - SUMMARY_LINES;
  if (rest > 0) lines.push(counted(phrases.more, rest, language));
  const children = new Set(items.map((item) => item.studentId));
  const links = new Set(items.map((item) => item.link));
  const topics = new Set(items.map((item) => item.topic));
  const studentId = children.size === 1 ? (items[0]?.studentId ?? null) : null;
  const link = links.size === 1 ? (items[0]?.link ?? phrases.summaryLink) : phrases.summaryLink;
  return {
    title: counted(phrases.news, items.length, language),
    body: lines.join('\n'),
    url: pushUrl(link, studentId),
    studentId,
    topic: topics.size === 1 ? items[0]!.topic : 'summary',
    tag: 'summary',
    urgent: false,
  };
}

/** An item waiting in the queue for one user. */
export interface QueuedPush {
  id: number;
  userId: number;
  item: PushItem;
  /** When it is due, `YYYY-MM-DDTHH:MM`. */
  due: string;
  kind: 'hold' | 'summary';
}

/** What goes out for one user: a single item as itself, several as one summary. */
export interface DueDelivery {
  userId: number;
  /** Queue entries it empties (replaced ones included). */
  ids: number[];
  /** The items to tell, in order, one per tag (the latest of each). */
  items: PushItem[];
}

/**
 * What is due at `now`, one delivery per user: every entry due by then, items of one tag replaced by the latest (no
 * flood), in queue order.
 */
export function dueDeliveries(queue: readonly QueuedPush[], now: string): DueDelivery[] {
  if (!MINUTE.test(now)) throw new Error(`not a local minute: ${now}`);
  const byUser = new Map<number, QueuedPush[]>();
  for (const entry of queue) {
    if (entry.due > now) continue;
    byUser.set(entry.userId, [...(byUser.get(entry.userId) ?? []), entry]);
  }
  return [...byUser].map(([userId, entries]) => {
    const latest = new Map<string, PushItem>();
    for (const entry of entries) {
      latest.delete(entry.item.tag);
      latest.set(entry.item.tag, entry.item);
    }
    return { userId, ids: entries.map((entry) => entry.id), items: [...latest.values()] };
  });
}

/** The one notification of a delivery in `language`. */
export function deliveryPayload(delivery: DueDelivery, language: PushLanguage): PushPayload {
  const [only] = delivery.items;
  return delivery.items.length === 1 && only
    ? payloadOf(only, language)
    : summarize(delivery.items, language);
}
