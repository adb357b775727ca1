import { expect, test, type Page } from '@playwright/test';
import { addDays, weekdayOf } from '../../src/domain/canteen.ts';
import { todayIso } from '../../src/domain/dates.ts';
import { formatDate } from '../../src/lib/dates.ts';
import { closedDaysOf } from '../../src/mocks/school-settings/calendar.ts';
import { createSeed } from '../../src/mocks/seed.ts';
import { demoToken, expectPageTitle, newBrowserPage, openAs, PHONE_CONTEXT, tr } from './support';

/**
 * An absence, from the roll call to its justification, as one journey (docs/api.md "Attendance", "Requests"): the
 * office marks the parent's child absent, the family is notified, the parent taps "Justifier" on a phone and sends
 * the prefilled request, the office resolves it, and the absence is justified in the parent's view. The office's
 * steps go through the API (its screens have their own tests); the journey runs once, in the desktop project.
 */
const seed = createSeed();
const yasmine = seed.students.find(
  (student) => student.firstname_fr === 'Yasmine' && student.lastname_fr === 'El Idrissi',
)!;

/**
 * The last open school day before today (not a weekend, not closed) whose morning the child has no mark of: a new
 * absence, so the journey leaves the child's other marks as they are (the attendance tests read them).
 */
function lastUnmarkedSchoolDay(marked: ReadonlySet<string>): string {
  const today = todayIso();
  const closed = new Set(
    closedDaysOf({ startDate: addDays(today, -60), endDate: today }).map((day) => day.date),
  );
  let day = addDays(today, -1);
  while (weekdayOf(day) > 5 || closed.has(day) || marked.has(day)) day = addDays(day, -1);
  return day;
}

type Roll = {
  classid: number;
  students: Array<{ studentid: number; mark: string; lateMinutes: number | null }>;
};

/** Marks the child absent in the roll call at `query`, every other mark kept as it was. */
async function markAbsent(page: Page, token: string, query: string): Promise<void> {
  const headers = { Authorization: token, WebClientCall: 'true' };
  const read = await page.request.get(`/api/attendance/rollcall?${query}`, { headers });
  expect(read.ok(), 'roll call read').toBe(true);
  const roll = (await read.json()) as Roll;
  const marks = roll.students.map((student) =>
    student.studentid === yasmine.studentid
      ? { studentid: student.studentid, mark: 'absent', lateMinutes: null }
      : { studentid: student.studentid, mark: student.mark, lateMinutes: student.lateMinutes },
  );
  const saved = await page.request.put(`/api/attendance/rollcall?${query}`, { headers, data: { marks } });
  expect(saved.ok(), 'roll call saved').toBe(true);
}

test('absence journey: marked absent → the family is notified → the parent justifies it from a phone → the office accepts the request → justified', async ({
  browser,
  page,
}) => {
  const enrolment = seed.enrolments
    .filter((row) => row.studentId === yasmine.studentid && row.status === 'active')
    .sort((a, b) => b.yearId - a.yearId)[0]!;
  const admin = await demoToken(page, 'admin');
  const marks = await page.request.get(
    `/api/attendance/children/${yasmine.studentid}?year=${enrolment.yearId}`,
    { headers: { Authorization: admin, WebClientCall: 'true' } },
  );
  expect(marks.ok(), "the child's marks").toBe(true);
  const { marks: known } = (await marks.json()) as { marks: Array<{ date: string; session: string }> };
  const day = lastUnmarkedSchoolDay(
    new Set(known.filter((mark) => mark.session === 'morning').map((mark) => mark.date)),
  );
  const query = `class=${enrolment.classId}&date=${day}&session=morning`;
  await markAbsent(page, admin, query);

  const [phone, parent] = await newBrowserPage(browser, PHONE_CONTEXT);
  try {
    await openAs(parent, 'parent', '/notifications', 'fr');
    // The title carries the unread count ("Notifications (2 non lues)").
    await expect(
      parent.getByRole('heading', { level: 1, name: new RegExp(`^${tr('fr', 'routes.notifications')}`) }),
    ).toBeVisible();
    const [year, month, date] = day.split('-');
    await expect(parent.getByText(`Absence de Yasmine`).first()).toBeVisible();
    await expect(parent.getByText(new RegExp(`le ${date}/${month}/${year}, matin`)).first()).toBeVisible();

    await openAs(parent, 'parent', '/attendance/child', 'fr');
    await expectPageTitle(parent, tr('fr', 'routes.attendance/child'));
    const justify = parent.locator(`a[href*="from=${day}"]`).first();
    await justify.click();
    const form = parent.getByRole('dialog', { name: /^Nouvelle demande pour / });
    await expect(form.getByLabel(tr('fr', 'requests.create.text'), { exact: true })).not.toHaveValue('');
    await form.getByRole('button', { name: tr('fr', 'requests.create.submit') }).click();
    await expect(parent).toHaveURL(/[?&]id=\d+/);
    const id = new URL(parent.url()).searchParams.get('id')!;

    const resolved = await page.request.post(`/api/requests/${id}/transitions`, {
      headers: { Authorization: admin, WebClientCall: 'true' },
      data: { to: 'resolved' },
    });
    expect(resolved.ok(), 'request resolved').toBe(true);

    await openAs(parent, 'parent', '/attendance/child', 'fr');
    await expectPageTitle(parent, tr('fr', 'routes.attendance/child'));
    // That morning's card, now justified, without its "Justifier".
    const card = parent.getByRole('article', {
      name: tr('fr', 'childAttendance.markLabel', {
        date: formatDate(day, 'fr', 'long'),
        session: tr('fr', 'childAttendance.session.morning'),
        what: tr('fr', 'childAttendance.kind.absent'),
      }),
    });
    await expect(card.getByText(tr('fr', 'childAttendance.state.justified'))).toBeVisible();
    await expect(parent.locator(`a[href*="from=${day}"]`)).toHaveCount(0);
  } finally {
    await phone.close();
  }
});
