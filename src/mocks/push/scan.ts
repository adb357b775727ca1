import { addDays, cutoffOf, DEFAULT_CUTOFF, weekdayOf } from '../../domain/canteen.ts';
import { pushPhrase, type LocalText, type PushItem } from '../../domain/pushRules.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { ledgerIndex, studentKey } from '../finances/index.ts';
import { childName } from './names.ts';
import { offerPush } from './send.ts';

/**
 * The daily scan (docs/api.md "Push notifications"): what no request causes but a date does. Once a day, for the
 * parents with a device: an installment due in 3 days, one overdue since yesterday (told once, the day after its due
 * date), and the canteen's last day to ask for a child who eats there but has nothing asked for the next day whose
 * cut-off is tomorrow. Each goes through the parent's preferences like any other item.
 */

/** `YYYY-MM-DD` as the portal writes a date in a sentence. */
function dayText(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

function amountText(cents: number): string {
  return `${(cents / 100).toFixed(2)} MAD`;
}

function paymentItems(
  data: DemoData,
  studentId: number,
  yearId: number,
  today: string,
  name: LocalText,
): PushItem[] {
  const index = ledgerIndex(data);
  const items: PushItem[] = [];
  for (const installment of index.installmentsByStudent.get(studentKey(studentId, yearId)) ?? []) {
    if (installment.cancelledAt !== null) continue;
    const left = installment.amountCents - (index.paid.get(installment.id) ?? 0);
    if (left <= 0) continue;
    const soon = installment.dueDate === addDays(today, 3);
    if (!soon && installment.dueDate !== addDays(today, -1)) continue;
    const values = {
      label: installment.label,
      name,
      amount: amountText(left),
      date: dayText(installment.dueDate),
    };
    items.push({
      topic: 'payment',
      studentId,
      studentName: name,
      title: pushPhrase(soon ? 'paymentDueSoon' : 'paymentOverdue'),
      body: pushPhrase(soon ? 'paymentDueSoonBody' : 'paymentOverdueBody', values),
      link: '/dashboard',
      urgent: false,
      tag: `payment-${installment.id}`,
    });
  }
  return items;
}

function canteenItem(
  data: DemoData,
  studentId: number,
  branchId: number,
  yearId: number,
  today: string,
  name: LocalText,
) {
  const { requests, settings } = data.canteen;
  const mine = requests.filter((request) => request.studentId === studentId && request.yearId === yearId);
  if (!mine.some((request) => request.status === 'approved')) return null;
  const cutoff = settings.find((setting) => setting.branchId === branchId)?.cutoff ?? DEFAULT_CUTOFF;
  const tomorrow = addDays(today, 1);
  // The school day (Monday to Friday) whose meal may be asked for until tomorrow.
  const day = addDays(tomorrow, cutoff.daysBefore);
  if (weekdayOf(day) > 5 || cutoffOf(day, cutoff).slice(0, 10) !== tomorrow) return null;
  const covered = mine.some(
    (request) =>
      (request.status === 'approved' || request.status === 'pending') &&
      request.startDate <= day &&
      day <= request.endDate &&
      (request.kind === 'meal' || request.days.includes(weekdayOf(day))),
  );
  if (covered) return null;
  return {
    topic: 'canteen',
    studentId,
    studentName: name,
    title: pushPhrase('canteenCutoff'),
    body: pushPhrase('canteenCutoffBody', { name, date: dayText(day) }),
    link: '/dashboard',
    urgent: false,
    tag: `canteen-${studentId}-${day}`,
  } satisfies PushItem;
}

function itemsFor(data: DemoData, parent: DemoUser, today: string): PushItem[] {
  const items: PushItem[] = [];
  for (const studentId of parent.studentIds) {
    const student = data.students.find((candidate) => candidate.studentid === studentId);
    const branch = data.branches.find((candidate) => candidate.schoolbranchid === student?.branchId);
    const yearId = branch?.yearIds[0];
    if (!student || !branch || yearId === undefined) continue;
    const name = childName(student);
    items.push(...paymentItems(data, studentId, yearId, today, name));
    const canteen = canteenItem(data, studentId, branch.schoolbranchid, yearId, today, name);
    if (canteen) items.push(canteen);
  }
  return items;
}

/**
 * Runs the scan of `today` (`YYYY-MM-DD`) once (again with `force`), offering each item at `now`; answers how many
 * items were offered.
 */
export function dailyScan(
  data: DemoData,
  today: string,
  options: { force?: boolean; now?: string } = {},
): number {
  const scans = data.pushScans ?? [];
  if (scans.includes(today) && !options.force) return 0;
  data.pushScans = [...scans.filter((day) => day !== today), today].slice(-7);
  const parents = new Set((data.pushSubscriptions ?? []).map((device) => device.userId));
  let offered = 0;
  for (const user of data.users) {
    if (!user.isParent || !parents.has(user.id)) continue;
    for (const item of itemsFor(data, user, today)) {
      offerPush(data, user.id, item, options.now);
      offered += 1;
    }
  }
  return offered;
}
