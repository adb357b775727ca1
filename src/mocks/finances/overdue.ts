import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { db } from '../core/db.ts';
import { nextReminderLevel, reminderText, type DemoReminder, type ReminderLevel } from './reminders.ts';
import { familyInScope, guardiansByPriority } from '../school/index.ts';
import { foldText } from '../core/text.ts';
import type { DemoConversation } from '../chat/index.ts';
import type { DemoFamily } from '../school/index.ts';
import type { DemoUser } from '../core/tables.ts';
import { authenticate } from '../core/session.ts';
import { overdueFamilies, type Bucket, type OverdueFamily } from './overdueLedger.ts';
import { invalidRequest, jsonObject, staffScopeOf } from '../core/staffScope.ts';
import { intOr, searchTokens } from '../core/params.ts';

/** docs/api.md "Overdue list": families with overdue installments, reminders and their messages. */
const PERMISSION = 'view-studentengagements-page';
const SORTS = ['name', 'amount', 'days'] as const;
type Sort = (typeof SORTS)[number];
const BUCKETS: readonly Bucket[] = ['0-30', '31-60', '60+'];
const PAGE_SIZE = { default: 25, min: 10, max: 200 } as const;
/** Most families one reminder call may name. */
export const MAX_REMINDER_FAMILIES = 500;

const CENTS = 100;

/** Today in the demo API: the real date (tests move it with a fake clock), as the ledger reads it. */
function today(): string {
  return todayIso();
}

function guardianName(guardian: DemoFamily['guardians'][number]) {
  return `${guardian.firstname_fr} ${guardian.lastname_fr}`;
}

/** The last reminder of each family in that branch and year. */
function lastReminders(branch: number, year: number): Map<number, DemoReminder> {
  const last = new Map<number, DemoReminder>();
  for (const reminder of db.data.reminders) {
    if (reminder.branchId !== branch || reminder.yearId !== year) continue;
    const previous = last.get(reminder.familyId);
    if (!previous || reminder.id > previous.id) last.set(reminder.familyId, reminder);
  }
  return last;
}

interface Row {
  overdue: OverdueFamily;
  family: DemoFamily;
  last: DemoReminder | undefined;
  sortName: string;
}

function comparator(sort: Sort): (a: Row, b: Row) => number {
  const byName = (a: Row, b: Row) =>
    (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0) || a.family.id - b.family.id;
  switch (sort) {
    case 'amount':
      return (a, b) => a.overdue.amountCents - b.overdue.amountCents || byName(a, b);
    case 'days':
      return (a, b) => a.overdue.daysLate - b.overdue.daysLate || byName(a, b);
    default:
      return byName;
  }
}

function studentsOf(family: DemoFamily, branch: number) {
  return db.data.students
    .filter((student) => student.familyId === family.id && student.branchId === branch)
    .map((student) => ({
      studentid: student.studentid,
      name: `${student.firstname_fr} ${student.lastname_fr}`,
    }));
}

function rowAnswer({ overdue, family, last }: Row, branch: number) {
  return {
    familyId: family.id,
    familyName: family.name,
    familyName_ar: family.name_ar,
    amount: overdue.amountCents / CENTS,
    installments: overdue.installments,
    oldestDueDate: overdue.oldestDueDate,
    daysLate: overdue.daysLate,
    bucket: overdue.bucket,
    students: studentsOf(family, branch),
    guardians: guardiansByPriority(family).map((guardian) => ({
      id: guardian.id,
      name: guardianName(guardian),
      name_ar: `${guardian.firstname_ar} ${guardian.lastname_ar}`,
      relation: guardian.relation,
      phone: guardian.phone,
      hasAccount: guardian.userId !== null,
    })),
    lastReminder: last ? { date: last.date, level: last.level } : null,
  };
}

/** The conversation between a member of staff and a guardian's account, created when they have none yet. */
function conversationWith(
  staff: DemoUser,
  guardianUserId: number,
  studentId: number | null,
): DemoConversation {
  const existing = db.data.conversations.find(
    (conversation) =>
      conversation.participantIds.includes(staff.id) && conversation.participantIds.includes(guardianUserId),
  );
  if (existing) return existing;
  const conversation: DemoConversation = {
    id: Math.max(0, ...db.data.conversations.map((candidate) => candidate.id)) + 1,
    participantIds: [staff.id, guardianUserId],
    studentId,
    lastRead: {},
  };
  db.data.conversations.push(conversation);
  return conversation;
}

/**
 * Sends the reminder's text through messaging to every guardian of the family who has a portal account, from the
 * member of staff who sent it; answers the users reached.
 */
function messageGuardians(
  staff: DemoUser,
  family: DemoFamily,
  overdue: OverdueFamily,
  level: ReminderLevel,
  branch: number,
): number[] {
  const recipients: number[] = [];
  const firstChild = studentsOf(family, branch)[0]?.studentid ?? null;
  for (const guardian of family.guardians) {
    if (guardian.userId === null || guardian.userId === staff.id) continue;
    if (!db.data.users.some((user) => user.id === guardian.userId)) continue;
    const conversation = conversationWith(staff, guardian.userId, firstChild);
    const messageId = Math.max(0, ...db.data.messages.map((message) => message.message_id)) + 1;
    db.data.messages.push({
      message_id: messageId,
      conversationId: conversation.id,
      sender_id: staff.id,
      created_at: new Date().toISOString(),
      message: reminderText({
        guardianName: guardianName(guardian),
        familyName: family.name,
        amount: overdue.amountCents / CENTS,
        currency: overdue.currency,
        oldestDueDate: overdue.oldestDueDate,
        installments: overdue.installments,
        level,
      }),
      attachments: [],
    });
    conversation.lastRead[String(staff.id)] = messageId;
    recipients.push(guardian.userId);
  }
  return recipients;
}

function overdueByFamily(branch: number, year: number): Map<number, OverdueFamily> {
  return new Map(overdueFamilies(branch, year, today()).map((family) => [family.familyId, family]));
}

function emptyTotals() {
  const zero = () => ({ cents: 0, families: 0 });
  return { '0-30': zero(), '31-60': zero(), '60+': zero(), all: zero() };
}

export const overdueHandlers = [
  http.get('*/api/overdue', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const params = new URL(request.url).searchParams;

    const bucketParam = params.get('bucket') ?? '';
    if (bucketParam && !(BUCKETS as readonly string[]).includes(bucketParam)) {
      return invalidRequest('bucket must be 0-30, 31-60 or 60+');
    }
    const levelParam = params.get('level') ?? '';
    if (levelParam && !/^[0-3]$/.test(levelParam)) return invalidRequest('level must be 0, 1, 2 or 3');
    const tokens = searchTokens(params);

    const families = new Map(db.data.families.map((family) => [family.id, family]));
    const last = lastReminders(branch, year);
    const overdue = overdueFamilies(branch, year, today());
    const totals = emptyTotals();
    const rows: Row[] = [];
    let currency = 'MAD';
    for (const item of overdue) {
      const family = families.get(item.familyId);
      if (!family) continue;
      currency = item.currency;
      const reminder = last.get(family.id);
      if (levelParam && String(reminder?.level ?? 0) !== levelParam) continue;
      if (tokens.length) {
        const text = foldText(
          [
            family.name,
            family.name_ar,
            ...family.guardians.flatMap((g) => [
              g.firstname_fr,
              g.lastname_fr,
              g.firstname_ar,
              g.lastname_ar,
            ]),
            ...studentsOf(family, branch).map((student) => student.name),
          ].join(' '),
        );
        if (!tokens.every((token) => text.includes(token))) continue;
      }
      // Totals follow the search and the reminder level, not the bucket: they are the bucket filter's choices.
      for (const key of [item.bucket, 'all'] as const) {
        totals[key].cents += item.amountCents;
        totals[key].families += 1;
      }
      if (bucketParam && item.bucket !== bucketParam) continue;
      rows.push({ overdue: item, family, last: reminder, sortName: foldText(family.name) });
    }

    const sortParam = params.get('sort') ?? '';
    const sort: Sort = (SORTS as readonly string[]).includes(sortParam) ? (sortParam as Sort) : 'days';
    const direction =
      params.get('order') === 'asc' ? 1 : params.get('order') === 'desc' ? -1 : sort === 'name' ? 1 : -1;
    const compare = comparator(sort);
    rows.sort((a, b) => direction * compare(a, b));

    const pageSize = Math.min(
      PAGE_SIZE.max,
      Math.max(PAGE_SIZE.min, intOr(params.get('pageSize'), PAGE_SIZE.default)),
    );
    const page = Math.max(1, intOr(params.get('page'), 1));
    const total = (entry: { cents: number; families: number }) => ({
      amount: entry.cents / CENTS,
      families: entry.families,
    });
    return HttpResponse.json({
      currency,
      asOf: today(),
      totals: {
        '0-30': total(totals['0-30']),
        '31-60': total(totals['31-60']),
        '60+': total(totals['60+']),
        all: total(totals.all),
      },
      items: rows.slice((page - 1) * pageSize, page * pageSize).map((row) => rowAnswer(row, branch)),
      total: rows.length,
      page,
      pageSize,
    });
  }),

  http.post('*/api/reminders', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    const ids = (await jsonObject(request))?.familyIds;
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > MAX_REMINDER_FAMILIES ||
      !ids.every((id) => typeof id === 'number' && Number.isInteger(id))
    ) {
      return invalidRequest(
        `familyIds must list 1 to ${MAX_REMINDER_FAMILIES} family ids`,
        'INVALID_REQUEST',
        422,
      );
    }
    const overdue = overdueByFamily(branch, year);
    const last = lastReminders(branch, year);
    const families = new Map(db.data.families.map((family) => [family.id, family]));
    const date = today();
    const sent: Array<{ familyId: number; level: ReminderLevel; recipients: number }> = [];
    const skipped: number[] = [];
    // One reminder per family per day (docs/api.md "Overdue list"): a family reminded today is left out.
    const remindedToday: number[] = [];
    for (const familyId of new Set(ids as number[])) {
      const family = families.get(familyId);
      const owed = overdue.get(familyId);
      // Only a family with something overdue in this branch and year is reminded.
      if (!family || !owed) {
        skipped.push(familyId);
        continue;
      }
      if (last.get(familyId)?.date === date) {
        remindedToday.push(familyId);
        continue;
      }
      const level = nextReminderLevel(last.get(familyId)?.level ?? null);
      const recipientIds = messageGuardians(user, family, owed, level, branch);
      db.data.reminders.push({
        id: Math.max(0, ...db.data.reminders.map((reminder) => reminder.id)) + 1,
        familyId,
        branchId: branch,
        yearId: year,
        date,
        level,
        channel: 'message',
        byUserId: user.id,
        amount: owed.amountCents / CENTS,
        oldestDueDate: owed.oldestDueDate,
        recipientIds,
      });
      sent.push({ familyId, level, recipients: recipientIds.length });
    }
    if (sent.length) db.changed();
    else if (remindedToday.length) {
      return HttpResponse.json(
        {
          message: 'These families were already reminded today',
          code: 'REMINDER_ALREADY_SENT_TODAY',
          familyIds: remindedToday,
        },
        { status: 409 },
      );
    }
    return HttpResponse.json({ date, sent, skipped, remindedToday }, { status: sent.length ? 201 : 200 });
  }),

  http.get('*/api/families/:id/reminders', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const id = String(params.id);
    const family = /^\d+$/.test(id)
      ? db.data.families.find((candidate) => candidate.id === Number(id))
      : undefined;
    if (!family || !familyInScope(db.data, family.id, scope.branch, scope.year)) {
      return HttpResponse.json({ message: 'Family not found' }, { status: 404 });
    }
    const items = db.data.reminders
      .filter((r) => r.familyId === family.id && r.branchId === scope.branch && r.yearId === scope.year)
      .sort((a, b) => b.id - a.id)
      .map((reminder) => ({
        id: reminder.id,
        date: reminder.date,
        level: reminder.level,
        channel: reminder.channel,
        by: {
          id: reminder.byUserId,
          displayname:
            db.data.users.find((candidate) => candidate.id === reminder.byUserId)?.displayname ?? '',
        },
        amount: reminder.amount,
        oldestDueDate: reminder.oldestDueDate,
        recipients: reminder.recipientIds.length,
      }));
    return HttpResponse.json({ currency: 'MAD', items });
  }),
];
